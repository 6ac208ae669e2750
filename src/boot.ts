import './styles/global.css';

/**
 * The page's entry. The prerendered HTML and its stylesheet paint on their own; only after that
 * first paint is the app's code requested, so on a slow phone connection it never competes with
 * the HTML, the stylesheet and the photo. (A hidden tab never paints: it loads at once.)
 */
function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(start, 0);
  else requestAnimationFrame(() => setTimeout(start, 0));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Evaluating all of the app's code at once is one long task on a slow phone. React DOM, then the
// domain's parsers (with zod, which the bundler keeps beside them) each run in a task of their
// own before the app; main.tsx imports them too, and finds them already evaluated.
afterFirstPaint(async () => {
  await import('react-dom/client');
  await nextTask();
  await import('./domain/user-profile');
  await nextTask();
  await import('./main');
});
