// Imported on its own by boot.ts, so React DOM (the largest piece of the app's code) is
// evaluated in a task of its own; an ES module, so the entry needs no CommonJS interop helper.
export { createRoot, hydrateRoot } from 'react-dom/client';
