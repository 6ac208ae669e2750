import { showLoadFailure } from './load-failure';
import { nextTask } from './ui/when-idle';
import './styles/global.css';

/**
 * The app's entry, run by src/page-start.ts once the page has painted and every file below has
 * arrived. Evaluating all of the app's code at once is one long task on a slow phone. React DOM,
 * zod, the domain's parsers, then the libraries the app is built on each run in a task of their
 * own before the app; main.tsx imports them too, and finds them already evaluated.
 */
void (async () => {
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
