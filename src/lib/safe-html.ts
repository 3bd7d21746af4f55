/**
 * Server HTML fragments (menu dropdowns, layers) are rebuilt element by element from an
 * allow-list: nothing else survives, no script, no event handler, no style, and links only
 * to http(s), mailto, tel or site paths. The input is parsed in an inert <template>, so
 * nothing in it runs or loads while it is being checked.
 */
const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'br', 'div', 'em', 'h2', 'h3', 'h4', 'hr', 'i', 'img', 'li', 'ol', 'p', 'section', 'small', 'span', 'strong', 'ul',
]);
const ALLOWED_ATTRS = new Set(['class', 'href', 'src', 'alt', 'title', 'aria-label', 'aria-hidden', 'role', 'width', 'height', 'target', 'rel', 'lang']);
const URL_ATTRS = new Set(['href', 'src']);

/** Returns a DocumentFragment holding only the allowed part of `html`. */
export function sanitizeHtml(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const out = doc.createDocumentFragment();
  for (const child of Array.from(template.content.childNodes)) copyAllowed(child, out, doc);
  return out;
}

function copyAllowed(node: Node, parent: Node, doc: Document): void {
  if (node.nodeType === Node.TEXT_NODE) {
    parent.appendChild(doc.createTextNode(node.textContent ?? ''));
    return;
  }
  if (!(node instanceof Element)) return;
  const tag = node.tagName.toLowerCase();
  if (!ALLOWED_TAGS.has(tag)) {
    // Unknown wrappers keep their text content's safe children; dangerous ones vanish whole.
    if (tag === 'script' || tag === 'style' || tag === 'iframe' || tag === 'object' || tag === 'template') return;
    for (const child of Array.from(node.childNodes)) copyAllowed(child, parent, doc);
    return;
  }
  const copy = doc.createElement(tag);
  for (const attr of Array.from(node.attributes)) {
    const name = attr.name.toLowerCase();
    if (!ALLOWED_ATTRS.has(name)) continue;
    if (URL_ATTRS.has(name) && !isSafeUrl(attr.value)) continue;
    copy.setAttribute(name, attr.value);
  }
  if (copy.getAttribute('target') === '_blank') copy.setAttribute('rel', 'noopener noreferrer');
  for (const child of Array.from(node.childNodes)) copyAllowed(child, copy, doc);
  parent.appendChild(copy);
}

/** True for http(s), mailto and tel, or a relative path; never another scheme nor a protocol-relative URL. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore tabs, newlines and controls inside a scheme (`java\tscript:`): so do we.
  // oxlint-disable-next-line no-control-regex -- matching controls is the point here
  const url = value.replace(/[\u0000-\u0020]/g, '');
  if (/^[\\/]{2}/.test(url)) return false;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url);
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase());
}
