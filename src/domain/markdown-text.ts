/**
 * Owner-written text made safe to place in one line of Markdown: whitespace and control
 * characters (newlines among them) become single spaces, and every character that could open
 * Markdown structure is escaped with a backslash, so the text reads as itself and can end no
 * heading, quote, list item or link it is placed in.
 */

// Inline syntax anywhere in a line: emphasis, code, links and images, raw HTML and autolinks,
// entities, tables and strikethrough (GFM), and headings' closing sequences.
const INLINE_SYNTAX = /[\\`*_[\](){}<>#!|~&]/g;
// What GFM readers make a link of without any syntax: an address (https://…, www.…) or an
// e-mail address. Escaped, it reads the same and links nowhere: only the file's own links do.
const BARE_LINK_SYNTAX = /:(?=\/\/)|\b(www)\.|@/gi;
// Block syntax counts only at the start of a line: list markers, a setext underline, a numbered
// item ("1." or "1)").
const LEADING_BLOCK_SYNTAX = /^([-+=]|\d{1,9}[.)])/;
// C0 and C1 controls, and every Unicode space or line break (U+2028, U+2029 among them).
// eslint-disable-next-line no-control-regex
const SPACES_AND_CONTROLS = /[\s\u0000-\u001f\u007f-\u009f]+/g;

/** The text on one line, Markdown's syntax in it escaped. */
export function toMarkdownLine(text: string): string {
  const flat = text.replace(SPACES_AND_CONTROLS, ' ').trim();
  const escaped = flat
    .replace(INLINE_SYNTAX, (character) => `\\${character}`)
    .replace(BARE_LINK_SYNTAX, (match, www?: string) => (www ? `${www}\\.` : `\\${match}`));
  return escaped.replace(LEADING_BLOCK_SYNTAX, (marker) =>
    marker.length === 1 ? `\\${marker}` : `${marker.slice(0, -1)}\\${marker.slice(-1)}`,
  );
}

const DESTINATION_ESCAPES: Record<string, string> = {
  '(': '%28',
  ')': '%29',
  '<': '%3C',
  '>': '%3E',
  ' ': '%20',
};

/**
 * An address (already parsed as a URL, so it holds no other space) as a Markdown link's
 * destination: parentheses, which the URL standard leaves as they are, are percent-encoded so
 * that none can end the destination early.
 */
export function toMarkdownDestination(href: string): string {
  return href.replace(/[()<> ]/g, (character) => DESTINATION_ESCAPES[character] ?? '');
}
