import { dropQueuedSubmitStatus, startEarlyControls } from './early-controls';
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

/** Requests one module without evaluating it; resolves whether it arrived. */
function preload(href: string): Promise<boolean> {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
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

/**
 * Requests every file of the start-up stages at once (the build lists them in a meta tag, see
 * vite.config.ts) without evaluating any, so the page waits one round trip for its code, not
 * one per stage. A file that fails is asked for once more (a blip); resolves whether all came.
 */
async function preloadStartupModules(): Promise<boolean> {
  const list = document.querySelector<HTMLMetaElement>('meta[name="startup-modules"]');
  const hrefs = list?.content.split(' ').filter(Boolean) ?? [];
  const arrived = await Promise.all(hrefs.map(preload));
  const failed = hrefs.filter((_, index) => !arrived[index]);
  return (await Promise.all(failed.map(preload))).every(Boolean);
}

/** Says plainly that the page's controls will not work, with a way out (no inline style/script). */
function showLoadFailure(): void {
  const notice = document.createElement('div');
  notice.className = 'load-failure';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent =
    'Part of this page could not load, so its contact form cannot send messages. What you ' +
    'typed is kept: check your connection and reload.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button-primary';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  // A Submit pressed meanwhile will not be sent after all: the notice says so instead.
  dropQueuedSubmitStatus();
  document.body.append(notice);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Evaluating all of the app's code at once is one long task on a slow phone. React DOM, zod,
// the domain's parsers, then the libraries the app is built on each run in a task of their own
// before the app; main.tsx imports them too, and finds them already evaluated.
startEarlyControls();

afterFirstPaint(() => {
  void (async () => {
    // The big files arrive together anyway; once they are all in, the import()s below only
    // evaluate, each stage in a task of its own.
    if (!(await preloadStartupModules())) throw new Error('A start-up module did not arrive.');
    await import('./react-dom-stage');
    await nextTask();
    await import('./zod-stage');
    await nextTask();
    await import('./domain/user-profile');
    await nextTask();
    await import('./libraries-stage');
    await nextTask();
    await import('./main');
  })().catch((error: unknown) => {
    console.error('The page could not load its code:', error);
    showLoadFailure();
  });
});
