/** The favicon (the owner's initial), the 180 px apple-touch-icon and the web app manifest. */
import { drawPng } from './draw-png';
import { initialOf, LIGHT_COLOURS as C } from './site-look';

const SVG_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** The initial as text in the system's sans-serif: a few hundred bytes, and any script shows. */
export function renderFaviconSvg(name: string): string {
  const initial = initialOf(name).replace(/[&<>]/g, (character) => SVG_ESCAPES[character] ?? '');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">' +
    `<rect width="32" height="32" rx="8" fill="${C.accent}"/>` +
    `<text x="16" y="16" dy="0.35em" text-anchor="middle" fill="${C.onAccent}" ` +
    'font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" ' +
    `font-size="20" font-weight="700">${initial}</text></svg>\n`
  );
}

export const APPLE_TOUCH_ICON_SIZE = 180;

/** The favicon's look as a square PNG (iOS rounds the corners itself), drawn with Inter. */
export function renderAppleTouchIcon(name: string): Promise<Buffer> {
  return drawPng(
    <div
      style={{
        width: APPLE_TOUCH_ICON_SIZE,
        height: APPLE_TOUCH_ICON_SIZE,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: C.accent,
        color: C.onAccent,
        fontFamily: 'Inter',
        fontSize: 112,
        fontWeight: 700,
      }}
    >
      {initialOf(name)}
    </div>,
    APPLE_TOUCH_ICON_SIZE,
    APPLE_TOUCH_ICON_SIZE,
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
      {
        src: '/apple-touch-icon.png',
        type: 'image/png',
        sizes: `${APPLE_TOUCH_ICON_SIZE}x${APPLE_TOUCH_ICON_SIZE}`,
      },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
