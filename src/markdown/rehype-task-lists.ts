import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

// What ends an item's own words: its nested lists and other blocks.
const BLOCKS = new Set(['ul', 'ol', 'p', 'pre', 'blockquote', 'table', 'div', 'hr']);

/**
 * A task list's checkbox (GFM's `- [x]`, disabled, as the reader cannot tick it) labelled by its
 * item's words: the box and the words are wrapped in one label, so a screen reader says "Write
 * the tests, checkbox, checked" once instead of an unnamed checkbox followed by the text.
 */
export function rehypeTaskLists() {
  return (tree: Root) => {
    visit(tree, 'element', (item) => {
      if (item.tagName !== 'li') return;
      const container = firstParagraph(item) ?? item;
      const boxIndex = container.children.findIndex(isCheckbox);
      if (boxIndex === -1) return;
      let end = boxIndex + 1;
      while (end < container.children.length && !isBlock(container.children[end])) end += 1;
      const words = container.children.slice(boxIndex, end);
      const label: Element = { type: 'element', tagName: 'label', properties: {}, children: words };
      container.children.splice(boxIndex, end - boxIndex, label);
    });
  };
}

function firstParagraph(item: Element): Element | undefined {
  const first = item.children.find((child) => child.type !== 'text' || child.value.trim() !== '');
  return first?.type === 'element' && first.tagName === 'p' ? first : undefined;
}

function isCheckbox(node: ElementContent): boolean {
  return node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';
}

function isBlock(node: ElementContent | undefined): boolean {
  return node?.type === 'element' && BLOCKS.has(node.tagName);
}
