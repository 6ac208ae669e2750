/** The data every `firestore` browser test starts from: the demo content, as `npm run seed` writes it. */
import { seed } from '../../../../scripts/seed';
import { clearData } from '../../../support/emulator-data';

export const FIRESTORE_SITE_PROJECT = 'demo-portfolio';

/** The Firestore build measures visits (with consent), as an owner's with a measurement id does. */
export const FIRESTORE_SITE_MEASUREMENT_ID = 'G-E2ETEST00';

/** Deletes everything (messages too), then seeds mocks/portfolio.json; throws if that fails. */
export async function resetToDemoContent(address: string): Promise<void> {
  await clearData(address, FIRESTORE_SITE_PROJECT);
  const problems: string[] = [];
  const status = await seed(
    ['--emulator', address, '--project', FIRESTORE_SITE_PROJECT],
    () => undefined,
    (line) => problems.push(line),
  );
  if (status !== 0) throw new Error(`Seeding the emulator failed:\n${problems.join('\n')}`);
}
