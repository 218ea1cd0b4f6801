/**
 * Makes DOMPurify work in happy-dom, where two gaps leave its output safe but mangled (no test of what it
 * keeps). Each fix is installed only when the gap is there. Import this before DOMPurify is first imported.
 *
 * 1. DOMPurify reads every node's name through the getter on `Node.prototype` (so a clobbered `nodeName`
 *    cannot lie to it); happy-dom defines the real getter on each subclass and its `Node.prototype`
 *    getter answers '' for elements and text, so every element looked disallowed. Here the base getter
 *    asks the node's own class.
 * 2. DOMPurify walks with a NodeIterator and removes the node it stands on; happy-dom's iterator lacks the
 *    DOM's "removing steps" and ends there, so the nodes after the first removed one were never checked.
 *    Here a NodeIterator that continues from where the removed node was (its previous sibling's last
 *    descendant, or its parent), as the DOM standard says.
 */
const baseNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')?.get;
if (baseNodeName && baseNodeName.call(document.createElement('p')) !== 'P') {
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (
        let proto = Object.getPrototypeOf(this) as object | null;
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (getter) return getter.call(this) as string;
      }
      return baseNodeName.call(this) as string;
    },
  });
}

function iteratorSurvivesRemoval(): boolean {
  const root = document.createElement('div');
  root.innerHTML = '<b></b><i></i>';
  const iterator = document.createNodeIterator(root, NodeFilter.SHOW_ELEMENT);
  iterator.nextNode();
  iterator.nextNode()?.parentNode?.removeChild(root.firstChild!);
  return iterator.nextNode() === root.firstChild;
}

/** The prototype of `document` that defines `name` (happy-dom's own classes, not always the global ones). */
function ownerOf(name: string): object {
  let proto = Object.getPrototypeOf(document) as object;
  while (!Object.hasOwn(proto, name)) proto = Object.getPrototypeOf(proto) as object;
  return proto;
}

if (!iteratorSurvivesRemoval()) {
  (ownerOf('createNodeIterator') as Document).createNodeIterator = function createNodeIterator(
    root: Node,
    whatToShow = 0xffffffff,
    filter: NodeFilter | null = null,
  ) {
    let reference = root;
    let beforeReference = true;
    // Where the reference node was when it was returned, to continue from there once it is removed.
    let parent: Node | null = null;
    let previous: Node | null = null;
    const following = (node: Node): Node | null => {
      if (node.firstChild) return node.firstChild;
      for (let at: Node | null = node; at && at !== root; at = at.parentNode) if (at.nextSibling) return at.nextSibling;
      return null;
    };
    const lastDescendant = (node: Node): Node => (node.lastChild ? lastDescendant(node.lastChild) : node);
    const accepts = (node: Node) => {
      if (!((whatToShow >>> (node.nodeType - 1)) & 1)) return false;
      const verdict = typeof filter === 'function' ? filter(node) : filter ? filter.acceptNode(node) : NodeFilter.FILTER_ACCEPT;
      return verdict === NodeFilter.FILTER_ACCEPT;
    };
    return {
      root,
      whatToShow,
      filter,
      get referenceNode() {
        return reference;
      },
      get pointerBeforeReferenceNode() {
        return beforeReference;
      },
      nextNode() {
        if (reference !== root && reference.parentNode !== parent && parent) {
          reference = previous ? lastDescendant(previous) : parent;
          beforeReference = false;
        }
        for (let node = beforeReference ? reference : following(reference); node; node = following(node)) {
          if (!accepts(node)) continue;
          reference = node;
          beforeReference = false;
          parent = node.parentNode;
          previous = node.previousSibling;
          return node;
        }
        return null;
      },
      previousNode() {
        throw new Error('previousNode is not needed by DOMPurify');
      },
      detach() {},
    } as NodeIterator;
  };
}
