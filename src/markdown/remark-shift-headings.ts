import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * The post's page holds its title as the one h1, so the body's headings rank below it: the
 * highest level the body uses becomes h2, the next h3, and so on to h6, whether the owner starts
 * at `#` or at `##` and whether a level is skipped. Headings outline the body in the order of
 * rank the owner gave them, with no level missing for assistive technology to wonder about.
 */
export function remarkShiftHeadings() {
  return (tree: Root) => {
    const headings: Heading[] = [];
    visit(tree, 'heading', (heading) => {
      headings.push(heading);
    });
    const levels = [...new Set(headings.map((heading) => heading.depth))].sort();
    for (const heading of headings) {
      heading.depth = Math.min(levels.indexOf(heading.depth) + 2, 6) as Heading['depth'];
    }
  };
}
