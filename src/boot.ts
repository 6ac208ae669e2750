import './styles/global.css';

/** The app starts this long after the entry runs at the latest, painted or not. */
const PAINT_WAIT_LIMIT_MS = 2000;

/**
 * The page's entry. The prerendered HTML and its stylesheet paint on their own; only after that
 * first paint is the app's code requested, so on a slow phone connection it never competes with
 * the HTML, the stylesheet and the photo. (A hidden tab never paints: it loads at once.)
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  if (document.visibilityState === 'hidden') return startOnce();
  // The next animation frame comes before its paint is on screen; the paint timing entry comes
  // after, so requests made then never race the first paint.
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

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Evaluating all of the app's code at once is one long task on a slow phone. React DOM, then the
// domain's parsers (with zod, which the bundler keeps beside them) each run in a task of their
// own before the app; main.tsx imports them too, and finds them already evaluated.
afterFirstPaint(async () => {
  await import('./react-dom-stage');
  await nextTask();
  await import('./domain/user-profile');
  await nextTask();
  await import('./main');
});
