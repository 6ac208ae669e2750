/** How long a one-line summary may be: what a search result shows. */
export const ONE_LINE_LENGTH = 160;

/** A text on one line, its whitespace collapsed, clipped with an ellipsis past `max` characters. */
export function toOneLine(text: string, max = ONE_LINE_LENGTH): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length <= max
    ? characters.join('')
    : `${characters.slice(0, max - 1).join('')}…`;
}
