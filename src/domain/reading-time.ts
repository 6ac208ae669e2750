// How long a post takes to read, shown beside its date. A plain count over the Markdown, with no
// Markdown reader, so that any page may call it: an estimate needs no more.

/** Words an adult reads in a minute of prose, the usual figure for screen reading. */
export const WORDS_PER_MINUTE = 230;

// Fenced code: readers skim it rather than read it word by word, so it counts not at all.
const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm;
// A link's or image's destination is no word to read; its text or alt is.
const DESTINATION = /\]\([^)\s]*(?:\s+"[^"]*")?\)/g;
const BARE_ADDRESS = /\b(?:https?:\/\/|www\.)\S+/g;
const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;
// Chinese and Japanese put no spaces between words: their characters are counted instead, read
// at about twice the rate of words (some 460 a minute).
const UNSPACED_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const UNSPACED_CHARACTERS_PER_WORD = 2;

/** The minutes a post's Markdown takes to read: its words at WORDS_PER_MINUTE, at least 1. */
export function readingMinutes(markdown: string): number {
  const prose = markdown
    .replace(FENCED_CODE, ' ')
    .replace(DESTINATION, ']')
    .replace(BARE_ADDRESS, ' ');
  const unspaced = prose.match(UNSPACED_CHARACTER)?.length ?? 0;
  const spaced = prose.replace(UNSPACED_CHARACTER, ' ').match(WORD)?.length ?? 0;
  const words = spaced + unspaced / UNSPACED_CHARACTERS_PER_WORD;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
