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

afterFirstPaint(() => void import('./main'));
