import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Every link and image address made absolute against `pageAddress` (the post page's own), for
 * HTML read away from the page: a feed reader resolves `/demo/a.png` or `#a-heading` against
 * nothing it knows. Runs after the checks (rehype-safe-links.ts), so it only ever sees addresses
 * they kept, and after the heading anchors, whose `#id` links it resolves to the post's page.
 */
export function rehypeAbsoluteAddresses(pageAddress: string | undefined) {
  return (tree: Root) => {
    if (!pageAddress) return;
    visit(tree, 'element', (node) => {
      const name = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
      const value = name && node.properties[name];
      if (!name || typeof value !== 'string') return;
      node.properties[name] = new URL(value, pageAddress).href;
    });
  };
}
