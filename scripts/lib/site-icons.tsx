/**
 * The favicon (the owner's initial) as SVG for the manifest and as the PNG the page names, the
 * same look as square PNGs (the 180 px apple-touch-icon, and the 192 and 512 px icons an install
 * or a home screen asks the manifest for) and the web app manifest.
 */
import { drawPng } from './draw-png';
import { initialOf, LIGHT_COLOURS as C } from './site-look';

/** The favicon's corner radius against its side, in the SVG and the PNG alike. */
const FAVICON_CORNER = 8 / 32;

const SVG_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** The initial as text in the system's sans-serif: a few hundred bytes, and any script shows. */
export function renderFaviconSvg(name: string): string {
  const initial = initialOf(name).replace(/[&<>]/g, (character) => SVG_ESCAPES[character] ?? '');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">' +
    `<rect width="32" height="32" rx="${32 * FAVICON_CORNER}" fill="${C.accent}"/>` +
    `<text x="16" y="16" dy="0.35em" text-anchor="middle" fill="${C.onAccent}" ` +
    'font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" ' +
    `font-size="20" font-weight="700">${initial}</text></svg>\n`
  );
}

/**
 * Every PNG icon the build writes and the manifest names: the home-screen icon iOS asks for
 * (`<link rel="apple-touch-icon">`), then the sizes an installed site's launcher and splash
 * screen ask for.
 */
export const PNG_ICONS = [
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
];
/**
 * The favicon the page names. A PNG, not the SVG: Chromium draws a page's favicon on the page's
 * main thread, and an SVG one makes a document of its own there, a task of 10 to 40 ms after
 * the first paint in traces of the demo (a 32 px PNG costs none).
 */
export const FAVICON_PNG = { file: 'favicon-32.png', size: 32 };
/** The initial's height against the icon's: well inside the round mask Android may cut. */
const INITIAL_SCALE = 112 / 180;

/**
 * The favicon's look as a square PNG, drawn with Inter. Platforms round a home-screen icon's
 * corners themselves; `rounded` gives the PNG favicon the SVG's corners, as nothing rounds a tab's.
 */
export function renderSquareIcon(
  name: string,
  size: number,
  { rounded = false }: { rounded?: boolean } = {},
): Promise<Buffer> {
  return drawPng(
    <div
      style={{
        width: size,
        height: size,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: C.accent,
        color: C.onAccent,
        fontFamily: 'Inter',
        fontSize: Math.round(size * INITIAL_SCALE),
        fontWeight: 700,
        borderRadius: rounded ? size * FAVICON_CORNER : 0,
      }}
    >
      {initialOf(name)}
    </div>,
    size,
    size,
  );
}

/** The manifest browsers read when the site is installed or pinned. */
export function renderWebManifest(name: string): string {
  const manifest = {
    name: name ? `${name} · Portfolio` : 'Portfolio',
    short_name: name || 'Portfolio',
    start_url: '/',
    display: 'browser',
    theme_color: C.background,
    background_color: C.background,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      ...PNG_ICONS.map(({ file, size }) => ({
        src: `/${file}`,
        type: 'image/png',
        sizes: `${size}x${size}`,
      })),
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
