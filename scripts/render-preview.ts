/**
 * `npm run preview-image -- [CONTENT_FILE] [OUT_PNG]`: draws the link preview image the build
 * would make for a content file (default mocks/portfolio.json into docs/preview-demo.png), to
 * look at before publishing. Root-relative photos are read from public/.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseUserProfile } from '../src/domain/user-profile';
import { renderPreviewImage } from './lib/preview-image';

const [file = 'mocks/portfolio.json', out = 'docs/preview-demo.png'] = process.argv.slice(2);
const content = JSON.parse(await readFile(file, 'utf8')) as { user?: unknown };
const user = parseUserProfile(content.user);
const { png, pictureRead } = await renderPreviewImage(user, { publicDirs: ['public'] });
await writeFile(out, png);
console.log(
  `Wrote ${out} (1200×630) for ${user.name || 'a profile without a name'}` +
    (pictureRead ? '.' : `; the photo ${user.photo} could not be read, so it shows the initial.`),
);
