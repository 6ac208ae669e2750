// A stage of evaluate-app.ts: React DOM, the largest piece of the app's code, is evaluated in a
// task of its own. A module of ours rather than `import('react-dom/client')`, whose CommonJS
// interop helper the entry would have to import.
import 'react-dom/client';
