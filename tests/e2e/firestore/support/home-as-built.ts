import { resolve } from 'node:path';
import { emulatorSiteEnv } from '../../../../scripts/lib/emulator-site-env';
import { readPublishedContent } from '../../../../scripts/lib/read-published-content';
import { loadServerEntry } from '../../../../scripts/prerender';
import { FIRESTORE_SITE_PROJECT } from './demo-data';
import { emulatorAddress } from './fixtures';

/**
 * The inside of `#root` as the next build would write it: the content read from the emulator
 * the way the build reads it, rendered by the build's own server entry (dist-prerender/).
 */
export async function renderHomeAsBuilt(): Promise<string> {
  const read = await readPublishedContent(
    emulatorSiteEnv(emulatorAddress(), FIRESTORE_SITE_PROJECT),
  );
  if (!read.ok) throw new Error(`The build could not read the content: ${read.message}`);
  const { prerenderPage } = await loadServerEntry(resolve('dist-prerender', 'entry-prerender.js'));
  return (await prerenderPage('/', read.content)).html;
}
