/** The app starts this long after the page's entry runs at the latest, painted or not. */
const PAINT_WAIT_LIMIT_MS = 2000;

/**
 * Calls `start` once the prerendered page has painted, in a task of its own. The app's code is
 * requested then, so on a slow connection it never competes with the page's stylesheet, photo
 * and text for the first paint.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  // A hidden tab never paints: it starts at once.
  if (document.visibilityState === 'hidden') return startOnce();
  // The paint timing entry comes once the paint is on screen, so requests made then never race
  // it; without that entry type, the next animation frame is the nearest thing.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(startOnce);
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startOnce();
  }).observe({ type: 'paint', buffered: true });
  // A page that paints nothing contentful still starts.
  setTimeout(startOnce, PAINT_WAIT_LIMIT_MS);
}
