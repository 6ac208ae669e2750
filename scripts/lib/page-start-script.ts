import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { scriptHashSource, withScriptHash } from './script-hash-policy.ts';

const SOURCE = fileURLToPath(new URL('../../src/page-start.ts', import.meta.url));
const SOURCE_ROOT = fileURLToPath(new URL('../../src', import.meta.url));
const HOSTING_CONFIG = fileURLToPath(new URL('../../firebase.json', import.meta.url));
/** The app's entry as index.html names it; the page-start script runs it after the paint. */
const APP_ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const DEV_APP_ENTRY_TAG = '<script type="module" src="/src/boot.ts"></script>';

/** src/page-start.ts as one classic script, minified: an immediately invoked function. */
async function bundlePageStart(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': SOURCE_ROOT } },
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: SOURCE, formats: ['iife'], name: 'pageStart' },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('src/page-start.ts built to nothing.');
  const code = chunk.code.trim();
  if (/<\/script/i.test(code)) throw new Error('src/page-start.ts would close its own tag.');
  return code;
}

/**
 * The page's one script before its first paint is src/page-start.ts, written into the page
 * itself at the end of its body: it carries the early controls and runs the app's entry
 * (src/boot.ts, a module) once the page has painted. Inline, it costs the first paint no request
 * (a page's metrics tools count any script requested before the paint as needed for it), and
 * firebase.json's Content-Security-Policy allows it by its hash, which the build keeps in step.
 * Built, index.html names the app's entry in `<meta name="app-entry">` instead of loading it; in
 * development both are modules and the entry also loads at once, for its stylesheet.
 */
export function pageStartScript(): Plugin {
  let code = '';
  return {
    name: 'portfolio:page-start-script',
    async buildStart() {
      if (this.environment.config.build.ssr || this.environment.mode !== 'build') return;
      code = await bundlePageStart();
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { server }) {
        if (server) {
          return html.replace(
            DEV_APP_ENTRY_TAG,
            '<meta name="app-entry" content="/src/boot.ts" />' +
              '<script type="module" src="/src/page-start.ts"></script>' +
              DEV_APP_ENTRY_TAG,
          );
        }
        const entry = APP_ENTRY_TAG.exec(html);
        if (!entry || !code) throw new Error('index.html has no app entry to start.');
        return html
          .replace(entry[0], () => `<meta name="app-entry" content="${entry[1]}">`)
          .replace('</body>', () => `<script>${code}</script></body>`);
      },
    },
    writeBundle() {
      if (code) withScriptHash(HOSTING_CONFIG, scriptHashSource(code));
    },
  };
}
