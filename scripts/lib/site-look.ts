/**
 * The site's light colours (src/styles/global.css, `:root`), for what the build draws outside the
 * page: the link preview image, the favicon, the web app manifest. A unit test keeps them equal.
 */
export const LIGHT_COLOURS = {
  background: '#f6f7fb',
  surface: '#ffffff',
  text: '#161a23',
  textMuted: '#4a5263',
  border: '#d9dde7',
  accent: '#4338ca',
  onAccent: '#ffffff',
  accentSoft: '#e0e7ff',
  onAccentSoft: '#312e81',
} as const;

/** The owner's initial, for the favicon and a preview without a photo; '?' without a name. */
export function initialOf(name: string): string {
  const [first = '?'] = Array.from(name.trim());
  return first.toLocaleUpperCase('en-US');
}
