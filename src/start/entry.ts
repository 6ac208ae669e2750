import '@/styles/global.css';
import { afterFirstPaint } from './after-first-paint';
import { evaluateApp } from './evaluate-app';
import { loadTypeface } from './load-typeface';
import { showLoadFailure } from './load-failure';

/**
 * The page's one script: it loads with the prerendered HTML, imports nothing heavy, and starts
 * the app and its typeface once the page has painted (docs/startup.md tells the whole story).
 */
afterFirstPaint(() => {
  loadTypeface();
  evaluateApp().catch((error: unknown) => {
    console.error('The page could not load its code:', error);
    showLoadFailure();
  });
});
