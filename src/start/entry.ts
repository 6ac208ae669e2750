import '@/styles/global.css';
import { evaluateApp } from './evaluate-app';
import { showLoadFailure } from './load-failure';

/**
 * The page's one script: it loads with the prerendered HTML, imports nothing heavy, and starts
 * the app (docs/startup.md tells the whole story).
 */
evaluateApp().catch((error: unknown) => {
  console.error('The page could not load its code:', error);
  showLoadFailure();
});
