/**
 * The words the renderer adds to a post for assistive technology, in the page's language. The
 * English ones serve where no other is given (the studio's preview, tests).
 */
export interface MarkdownWords {
  /** The accessible name of a heading's anchor link. */
  sectionLink: (heading: string) => string;
  /** The name of a code block, which scrolls sideways on its own; `language` when known. */
  code: (language: string | undefined) => string;
  /** The name of a table's frame, which scrolls sideways on its own. */
  table: string;
  /** The heading of the footnotes, which only assistive technology reads. */
  footnotes: string;
  /** The name of a footnote's link back to where it is referred to. */
  backToReference: (reference: string) => string;
}

export const ENGLISH_MARKDOWN_WORDS: MarkdownWords = {
  sectionLink: (heading) => `Link to this section: ${heading}`,
  code: (language) => (language ? `${language} code` : 'Code'),
  table: 'Table',
  footnotes: 'Footnotes',
  backToReference: (reference) => `Back to reference ${reference}`,
};
