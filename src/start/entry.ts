import '@/styles/global.css';
import { afterFirstPaint } from './after-first-paint';
import { evaluateApp } from './evaluate-app';
import { showLoadFailure } from './load-failure';

/**
 * The page's one script: it loads with the prerendered HTML, imports nothing heavy, and starts
 * the app once the page has painted (docs/startup.md tells the whole story).
 */
afterFirstPaint(() => {
  evaluateApp().catch((error: unknown) => {
    console.error('The page could not load its code:', error);
    showLoadFailure();
  });
});
