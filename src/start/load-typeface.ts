import typefaceStylesheet from '@/styles/typeface.css?url';

/**
 * Links Inter's faces (typeface.css, a stylesheet of its own) once the page has painted: the
 * first paint neither waits for the font nor shares the connection with it. Text is drawn at
 * once in the metric-matched fallback, and Inter takes its place when it arrives, moving nothing
 * (docs/design.md). Without the stylesheet, the page simply stays in its fallback.
 */
export function loadTypeface(): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = typefaceStylesheet;
  document.head.append(link);
}
