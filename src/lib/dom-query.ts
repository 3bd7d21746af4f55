/**
 * The document's own lookups. A named element in the server's HTML (`<img name="querySelector">`,
 * `<form name="getElementById">`, in a vendor's description as much as in the site's template)
 * hides the document's method of that name (DOM clobbering): `document.querySelector` is then the
 * image, and calling it throws. These call the methods on Document's prototype, which no element
 * can replace. (The scanner and the runtime do the same for their own lookups: src/boot.)
 */
export function query<E extends Element = HTMLElement>(selector: string, doc: Document = document): E | null {
  return Document.prototype.querySelector.call(doc, selector) as E | null;
}

/** Every element of `doc` that `selector` matches, as `query` finds one. */
export function queryAll<E extends Element = HTMLElement>(selector: string, doc: Document = document): NodeListOf<E> {
  return Document.prototype.querySelectorAll.call(doc, selector) as NodeListOf<E>;
}

/** The element of `doc` with this id, as `query` finds one. */
export function byId(id: string, doc: Document = document): HTMLElement | null {
  return Document.prototype.getElementById.call(doc, id);
}
