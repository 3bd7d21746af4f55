/** The slides of a server fragment: the items of its first list (the answers wrap them in a section or a div). */
export function slidesOf(fragment: DocumentFragment): Element[] {
  const list = fragment.querySelector('ul, ol');
  return list ? [...list.children].filter((item) => item.tagName === 'LI') : [];
}
