import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { toLanguageName } from './code-languages';
import type { MarkdownWords } from './markdown-words';

/**
 * Code blocks and tables scroll sideways on their own rather than widening the page (see
 * post-body.css). A box that scrolls must be reachable by keyboard to be scrolled, and a focused
 * box needs a name, which a generic `pre` or `div` may not carry: each is a named group.
 */
export function rehypeScrollingBlocks(words: MarkdownWords) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'pre') {
        const language = fenceLanguage(node);
        node.properties = {
          ...node.properties,
          tabIndex: 0,
          role: 'group',
          ariaLabel: words.code(language && toLanguageName(language)),
        };
        return 'skip';
      }
      if (node.tagName === 'table' && parent && index !== undefined) {
        const frame: Element = {
          type: 'element',
          tagName: 'div',
          properties: {
            className: ['table-scroll'],
            tabIndex: 0,
            role: 'group',
            ariaLabel: words.table,
          },
          children: [node],
        };
        parent.children[index] = frame;
        return 'skip';
      }
    });
  };
}

// The Markdown reader gives the fence's first word as the code's class `language-<word>`.
function fenceLanguage(pre: Element): string | undefined {
  const code = pre.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  const classes = code?.properties.className;
  if (!Array.isArray(classes)) return undefined;
  const languageClass = classes.map(String).find((name) => name.startsWith('language-'));
  return languageClass?.slice('language-'.length);
}
