/**
 * Two places where happy-dom departs from the DOM standard and DOMPurify (src/lib/safe-html.ts)
 * then fails open: allowed tags vanish and a <script> or an onerror survives. Each fix applies
 * only while happy-dom still has the bug, so a fixed happy-dom runs untouched. Browsers need
 * neither; this file is for the unit tests (mocks/vitest-setup.ts) only.
 */

// 1. DOMPurify reads node names through Node.prototype's getter, so a clobbered `nodeName`
// cannot fool it; happy-dom's answers '' for every node (subclasses override it instead).
// https://github.com/capricorn86/happy-dom/issues/2182
const nodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
if (nodeName?.get && nodeName.get.call(document.createElement('p')) === '') {
  Object.defineProperty(Node.prototype, 'nodeName', { ...nodeName, get: standardNodeName });
}

function standardNodeName(this: Node): string {
  const names: Partial<Record<number, () => string>> = {
    [Node.ELEMENT_NODE]: () => (this as Element).tagName,
    [Node.ATTRIBUTE_NODE]: () => (this as Attr).name,
    [Node.TEXT_NODE]: () => '#text',
    [Node.CDATA_SECTION_NODE]: () => '#cdata-section',
    [Node.PROCESSING_INSTRUCTION_NODE]: () => (this as ProcessingInstruction).target,
    [Node.COMMENT_NODE]: () => '#comment',
    [Node.DOCUMENT_NODE]: () => '#document',
    [Node.DOCUMENT_TYPE_NODE]: () => (this as DocumentType).name,
    [Node.DOCUMENT_FRAGMENT_NODE]: () => '#document-fragment',
  };
  return names[this.nodeType]?.() ?? '';
}

// 2. A NodeIterator must survive the removal of its current node (the standard's "pre-removing
// steps"): DOMPurify removes a forbidden node and asks for the next one. happy-dom's iterator
// then stops, leaving every later node unsanitized. https://github.com/capricorn86/happy-dom/issues/1810
if (iteratorStopsAfterRemoval()) {
  // The prototype that holds it: happy-dom's window.Document is a subclass that HTMLDocument skips.
  Object.defineProperty(owner(document, 'createNodeIterator'), 'createNodeIterator', {
    configurable: true,
    writable: true,
    value(root: Node, whatToShow = 0xffffffff, filter: NodeFilter | null = null) {
      return new StandardNodeIterator(root, whatToShow, filter);
    },
  });
}

function owner(object: object, property: string): object {
  let at: object | null = object;
  while (at && !Object.hasOwn(at, property)) at = Object.getPrototypeOf(at) as object | null;
  if (!at) throw new Error(`No prototype of ${String(object)} has ${property}.`);
  return at;
}

function iteratorStopsAfterRemoval(): boolean {
  const box = document.createElement('div');
  box.innerHTML = '<i></i><b></b>';
  const iterator = document.createNodeIterator(box, NodeFilter.SHOW_ELEMENT);
  iterator.nextNode();
  (iterator.nextNode() as ChildNode | null)?.remove();
  return iterator.nextNode() === null;
}

/**
 * Remembers, with each node it returns, the node before it in tree order: when the returned
 * node has since been removed, the walk goes on from there, as the standard's would.
 */
class StandardNodeIterator {
  #reference: Node | null = null;
  #before: Node | null = null;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
    readonly filter: NodeFilter | null,
  ) {}

  get referenceNode(): Node {
    return this.#reference ?? this.root;
  }

  nextNode(): Node | null {
    let node = this.#reference === null ? this.root : following(this.#resumeFrom(), this.root);
    for (; node; node = following(node, this.root)) {
      if (this.#accepts(node)) return this.#visit(node);
    }
    return null;
  }

  previousNode(): Node | null {
    for (let node = this.#reference && preceding(this.#resumeFrom(), this.root); node; node = preceding(node, this.root)) {
      if (this.#accepts(node)) return this.#visit(node);
    }
    return null;
  }

  detach(): void {}

  #resumeFrom(): Node {
    if (this.#reference && this.root.contains(this.#reference)) return this.#reference;
    if (this.#before && this.root.contains(this.#before)) return this.#before;
    throw new Error('StandardNodeIterator lost its place: the node before the removed one was removed too.');
  }

  #visit(node: Node): Node {
    this.#reference = node;
    this.#before = preceding(node, this.root);
    return node;
  }

  #accepts(node: Node): boolean {
    if (!((this.whatToShow >>> (node.nodeType - 1)) & 1)) return false;
    if (!this.filter) return true;
    const verdict = typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return verdict === NodeFilter.FILTER_ACCEPT;
  }
}

function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    if (at.nextSibling) return at.nextSibling;
  }
  return null;
}

function preceding(node: Node, root: Node): Node | null {
  if (node === root) return null;
  let at = node.previousSibling;
  if (!at) return node.parentNode;
  while (at.lastChild) at = at.lastChild;
  return at;
}

export {};
