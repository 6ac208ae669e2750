import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * The post's page holds its title as the one h1, so the body's headings sit one level below:
 * `#` is an h2, and `######` stays an h6, the deepest there is.
 */
export function remarkShiftHeadings() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading) => {
      heading.depth = Math.min(heading.depth + 1, 6) as typeof heading.depth;
    });
  };
}
