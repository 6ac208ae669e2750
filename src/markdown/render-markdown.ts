import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Html, Parents } from 'mdast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeHighlight from 'rehype-highlight';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype, { type Options as RemarkRehypeOptions } from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { boundMarkdown } from './bound-markdown';
import { CODE_LANGUAGES } from './code-languages';
import { ENGLISH_MARKDOWN_WORDS, type MarkdownWords } from './markdown-words';
import { rehypeAbsoluteAddresses } from './rehype-absolute-addresses';
import { rehypeSafeLinks, type ImageSize } from './rehype-safe-links';
import { rehypeScrollingBlocks } from './rehype-scrolling-blocks';
import { rehypeTaskLists } from './rehype-task-lists';
import { remarkShiftHeadings } from './remark-shift-headings';

// The one Markdown renderer (docs/writing.md): it runs where pages are built and in the studio's
// preview, never on a visitor's page, which receives the HTML it made.

export interface RenderMarkdownOptions {
  /** An image's size by its address, for its width and height attributes. */
  imageSize?: ImageSize;
  /** The words added for assistive technology, in the page's language; English by default. */
  words?: MarkdownWords;
  /**
   * The post page's absolute address, for HTML shown away from the page (a feed): links and
   * images are then absolute, resolved against it. The page itself keeps them as written.
   */
  pageAddress?: string;
}

/** A heading of the rendered body, for a table of contents: its id and HTML level (2 to 6). */
export interface MarkdownHeading {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedMarkdown {
  html: string;
  headings: MarkdownHeading[];
}

// remark-rehype's id for the footnotes' heading, which gets no anchor and no place in the list.
const FOOTNOTES_HEADING_ID = 'footnote-label';

/**
 * A post's Markdown (CommonMark with GFM's tables, task lists, strikethrough, autolinks and
 * footnotes) as HTML safe to place in a page as it is: raw HTML in the Markdown shows as text,
 * every link and image is checked, headings sit below the page's h1 with ids and anchor links,
 * and fenced code is highlighted with class names (the CSP forbids style attributes).
 */
export async function renderMarkdown(
  markdown: string,
  options: RenderMarkdownOptions = {},
): Promise<RenderedMarkdown> {
  const words = options.words ?? ENGLISH_MARKDOWN_WORDS;
  const headings: MarkdownHeading[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkShiftHeadings)
    // Without allowDangerousHtml no raw HTML reaches the output; the handler below shows it as
    // the text the owner typed rather than dropping it unseen.
    .use(remarkRehype, {
      handlers: { html: rawHtmlAsText },
      footnoteLabel: words.footnotes,
      footnoteLabelProperties: { className: ['visually-hidden'] },
      footnoteBackLabel: (referenceIndex, rereferenceIndex) =>
        words.backToReference(
          `${referenceIndex + 1}${rereferenceIndex > 1 ? `-${rereferenceIndex}` : ''}`,
        ),
    })
    .use(rehypeSafeLinks, options.imageSize)
    .use(rehypeTaskLists)
    .use(rehypeScrollingBlocks, words)
    .use(rehypeHighlight, { languages: CODE_LANGUAGES })
    .use(rehypeSlug)
    .use(rehypeAutolinkHeadings, {
      behavior: 'after',
      test: (element: Element) => element.properties.id !== FOOTNOTES_HEADING_ID,
      group: {
        type: 'element',
        tagName: 'div',
        properties: { className: ['heading-with-anchor'] },
        children: [],
      },
      properties: (heading: Element) => ({
        className: ['heading-anchor'],
        ariaLabel: words.sectionLink(toString(heading)),
      }),
      content: { type: 'text', value: '#' },
    })
    .use(() => (tree: Root) => collectHeadings(tree, headings))
    .use(rehypeAbsoluteAddresses, options.pageAddress)
    .use(rehypeStringify)
    .process(boundMarkdown(markdown));
  return { html: String(file), headings };
}

type RawHtmlHandler = NonNullable<NonNullable<RemarkRehypeOptions['handlers']>['html']>;

// Comments are the owner's notes to themself and show nowhere; any other HTML reads as typed.
const rawHtmlAsText: RawHtmlHandler = (_state, node: Html, parent: Parents | undefined) => {
  if (/^<!--/.test(node.value.trim())) return undefined;
  const text = { type: 'text' as const, value: node.value };
  const inline = parent?.type === 'paragraph' || parent?.type === 'heading' || isPhrasing(parent);
  return inline
    ? text
    : { type: 'element' as const, tagName: 'p', properties: {}, children: [text] };
};

function isPhrasing(parent: Parents | undefined): boolean {
  return (
    parent !== undefined &&
    ['emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell'].includes(parent.type)
  );
}

function collectHeadings(tree: Root, headings: MarkdownHeading[]) {
  visit(tree, 'element', (node) => {
    const depth = /^h([2-6])$/.exec(node.tagName)?.[1];
    const id = node.properties.id;
    if (!depth || typeof id !== 'string' || id === FOOTNOTES_HEADING_ID) return;
    headings.push({ id, text: toString(node), depth: Number(depth) });
  });
}
