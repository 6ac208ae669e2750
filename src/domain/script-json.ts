/**
 * JSON as the text of a `<script type="application/json">` or `application/ld+json` block: with
 * `<` escaped no content can end the element (`</script>`) or open a comment in it (`<!--`), and
 * with U+2028/U+2029 escaped the text is also valid wherever it is read as JavaScript. Every
 * escape is a JSON escape, so `JSON.parse` gives back exactly the value.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
