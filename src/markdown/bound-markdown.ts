// The Markdown reader (micromark) and the tree's tools recurse once a level of nesting, and its
// emphasis matching grows faster than the text: ten thousand nested quotes overflow the stack,
// and a few thousand nested emphases or images take seconds. No post needs such depth, so before
// it is read the Markdown is bounded: what lies beyond the bounds reads as the text typed.

/** Container markers (`>`, list items) open no more containers from this column on. */
export const MAX_CONTAINER_COLUMN = 100;
/** A block with more emphasis, strikethrough or bracket characters than this has them as text. */
export const MAX_INLINE_MARKERS = 1000;
/** A block longer than this has its unclosed brackets escaped (see escapeUnmatchedBrackets). */
export const MAX_UNCHECKED_BLOCK = 10_000;
/** In such a block, a link's text or an image's alt longer than this is text. */
export const MAX_LABEL_LENGTH = 1_000;

// A fence that opens at the line's very start: no container (a quote, a list item, a footnote)
// can hold it, so only its closing fence or the end of the post ends it. An indented fence may
// sit in a list item that a later line ends, its code with it: it is bounded as any text. A
// backtick fence's info string has no backtick, or the line is no fence.
const TOP_LEVEL_FENCE = /^(?:(`{3,})[^`]*|(~{3,}).*)$/;
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
// An HTML block may hold a line that looks like a fence: after one, no fence is trusted.
const HTML_BLOCK_START = /^ {0,3}</;
// Blank as micromark sees it: another space (a no-break space) continues the paragraph.
const BLANK_LINE = /^[ \t]*$/;
const INLINE_MARKER = /[*_~[\]]/g;
const TABLE_DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const LIST_MARKER = /^(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)/;

/** The Markdown with its nesting bounded; any Markdown within the bounds is left unchanged. */
export function boundMarkdown(markdown: string): string {
  // micromark ends lines at \r too; one kind of line ending lets every line be seen.
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const bounded: string[] = [];
  let block: string[] = [];
  let fence: string | undefined;
  let fencesTrusted = true;
  const endBlock = () => {
    bounded.push(...boundInlineMarkers(block));
    block = [];
  };
  for (const line of lines) {
    if (fence !== undefined) {
      bounded.push(line);
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    if (HTML_BLOCK_START.test(line)) fencesTrusted = false;
    const opening = fencesTrusted ? TOP_LEVEL_FENCE.exec(line) : null;
    if (opening) {
      endBlock();
      bounded.push(line);
      fence = opening[1] ?? opening[2];
      continue;
    }
    if (BLANK_LINE.test(line)) {
      endBlock();
      bounded.push(line);
      continue;
    }
    block.push(boundContainers(line));
  }
  endBlock();
  return bounded.join('\n');
}

// A closing fence: the opening's character, at least as many, and nothing after them.
function closesFence(line: string, fence: string): boolean {
  const closing = CLOSING_FENCE.exec(line)?.[1];
  return closing !== undefined && closing[0] === fence[0] && closing.length >= fence.length;
}

/** The line with any container marker at or past MAX_CONTAINER_COLUMN escaped. */
function boundContainers(line: string): string {
  let column = 0;
  let index = 0;
  while (index < line.length) {
    const character = line[index];
    if (character === ' ') {
      column += 1;
      index += 1;
      continue;
    }
    if (character === '\t') {
      column += 4 - (column % 4);
      index += 1;
      continue;
    }
    const marker = character === '>' ? '>' : LIST_MARKER.exec(line.slice(index, index + 11))?.[0];
    if (!marker) return line;
    if (column >= MAX_CONTAINER_COLUMN) {
      // Only punctuation escapes: an ordered item's `1.` becomes `1\.`.
      const at = index + marker.length - 1;
      return `${line.slice(0, at)}\\${line.slice(at)}`;
    }
    column += marker.length;
    index += marker.length;
  }
  return line;
}

/** The block's lines, their inline markers escaped when there are too many to match in time. */
function boundInlineMarkers(block: string[]): string[] {
  const count = block.reduce((sum, line) => sum + (line.match(INLINE_MARKER)?.length ?? 0), 0);
  if (count > MAX_INLINE_MARKERS) {
    // A backslash and the character after it stay a pair, so an escaped backslash escapes nothing.
    return block.map((line) =>
      line.replace(/\\[\s\S]|[*_~[\]]/g, (match) => (match.length === 2 ? match : `\\${match}`)),
    );
  }
  const length = block.reduce((sum, line) => sum + line.length + 1, 0);
  return length > MAX_UNCHECKED_BLOCK ? escapeUnmatchedBrackets(block) : block;
}

/**
 * The block with every `[` that no later `]` closes escaped, which changes nothing (such a
 * bracket is text either way), and every one closed only past MAX_LABEL_LENGTH, a link no one
 * writes. While a bracket is open, GFM's autolink literals look back over the whole block from
 * every later word (micromark-extension-gfm-autolink-literal's previousUnbalanced): seconds over
 * a long paragraph or table cell. Code spans are skipped, their brackets being code; in a
 * table, each cell is its own text.
 */
function escapeUnmatchedBrackets(block: string[]): string[] {
  const table = block.some((line) => TABLE_DELIMITER_ROW.test(line));
  const text = block.join('\n');
  const unmatched: number[] = [];
  let open: number[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index];
    if (character === '\\') {
      index += 2;
    } else if (character === '`') {
      const run = backtickRun(text, index);
      const end = codeSpanEnd(text, index + run, run, table);
      index = end === -1 ? index + run : end;
    } else {
      if (character === '[') open.push(index);
      if (character === ']') {
        const opener = open.pop();
        // Open as long, a link's text costs as much: one this long is no link anyone wrote.
        if (opener !== undefined && index - opener > MAX_LABEL_LENGTH) unmatched.push(opener);
      }
      if (table && (character === '|' || character === '\n')) {
        unmatched.push(...open);
        open = [];
      }
      index += 1;
    }
  }
  unmatched.push(...open);
  if (unmatched.length === 0) return block;
  let escaped = '';
  let from = 0;
  for (const position of unmatched.sort((a, b) => a - b)) {
    escaped += `${text.slice(from, position)}\\`;
    from = position;
  }
  return `${escaped}${text.slice(from)}`.split('\n');
}

function backtickRun(text: string, start: number): number {
  let end = start;
  while (text[end] === '`') end += 1;
  return end - start;
}

/** Where the code span opened by a run of `run` backticks ends, or -1 if none closes it. */
function codeSpanEnd(text: string, from: number, run: number, table: boolean): number {
  let index = from;
  while (index < text.length) {
    const character = text[index];
    // A table's cell ends at its pipe or line's end (GFM splits cells before reading code).
    if (table && (character === '\n' || (character === '|' && text[index - 1] !== '\\'))) {
      return -1;
    }
    if (character === '`') {
      const length = backtickRun(text, index);
      if (length === run) return index + length;
      index += length;
    } else {
      index += 1;
    }
  }
  return -1;
}
