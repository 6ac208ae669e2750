import { imageManifestAddress } from './data/image-manifest';
import { startEarlyControls } from './early-controls';
import { showLoadFailure } from './load-failure';

/** The app starts this long after this script runs at the latest, painted or not. */
const PAINT_WAIT_LIMIT_MS = 2000;

/**
 * The page's one script before its first paint, written into the page at the end of its body
 * (scripts/lib/page-start-script.ts builds it): a script requested before the paint is counted
 * as needed for it by a page's metrics tools (Lighthouse), since they cannot tell when a module
 * runs.
 *
 * It starts the early controls, and once the prerendered HTML, its stylesheet and the photo
 * have painted, it asks for every file the app needs to start, all at once (the build names
 * them in `<meta name="app-entry">`, `<meta name="startup-modules">` and, for the image
 * manifest, `<meta name="image-manifest">`), then runs the app's entry (src/boot.ts). On a slow
 * phone connection the app's code so never competes with the page, and costs one round trip
 * rather than one per file.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  // A hidden tab never paints: it loads at once.
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

/** A link that asks for one of the page's files as the app will (CORS), once in the head. */
function linkTo(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.crossOrigin = '';
  link.href = href;
  return link;
}

/** Requests one module without evaluating it; resolves whether it arrived. */
function preload(href: string): Promise<boolean> {
  const link = linkTo('modulepreload', href);
  const arrived = new Promise<boolean>((settle) => {
    link.addEventListener('load', () => settle(true));
    link.addEventListener('error', () => {
      link.remove();
      settle(false);
    });
  });
  document.head.append(link);
  return arrived;
}

const listedIn = (name: string): string[] =>
  document
    .querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
    ?.content.split(' ')
    .filter(Boolean) ?? [];

/**
 * Requests data the app fetches as it starts, so that it arrives with the code. The app's own
 * fetch then finds it in the cache, or asks again if this request failed.
 */
function preloadData(href: string): void {
  const link = linkTo('preload', href);
  link.as = 'fetch';
  document.head.append(link);
}

/**
 * Requests one module in a task of its own. While the page loads, adding a link can take
 * Chromium several milliseconds, now and then over ten: a dozen in one task made a long one.
 */
function preloadSoon(href: string): Promise<boolean> {
  return new Promise((settle) => setTimeout(() => void preload(href).then(settle), 0));
}

/**
 * Requests the app's entry and every file of its start-up stages at once, without evaluating
 * any. A file that fails is asked for once more (a blip); resolves whether all came.
 */
async function preloadTheApp(hrefs: string[]): Promise<boolean> {
  const arrived = await Promise.all(hrefs.map(preloadSoon));
  const failed = hrefs.filter((_, index) => !arrived[index]);
  return (await Promise.all(failed.map(preloadSoon))).every(Boolean);
}

// In a task of its own: the end of the page's parse is often its first layout, which must not
// wait for the controls.
setTimeout(startEarlyControls, 0);

afterFirstPaint(() => {
  const [entry] = listedIn('app-entry');
  if (!entry) return;
  const imageManifest = imageManifestAddress(document);
  if (imageManifest) preloadData(imageManifest);
  void preloadTheApp([entry, ...listedIn('startup-modules')]).then((arrived) => {
    if (!arrived) {
      console.error('The page could not load its code: a start-up module did not arrive.');
      showLoadFailure();
      return;
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  });
});
