/**
 * Before the `firestore` project's tests, once its emulators answer (Playwright starts its
 * `webServer`s first): the demo content seeded and the Firestore site built for them, into the
 * folder the Hosting emulator beside them serves.
 */
import { resetToDemoContent } from './firestore/support/demo-data';
import { buildFirestoreSite } from './firestore/support/firestore-site';

export default async function globalSetup(): Promise<void> {
  const firestore = process.env.E2E_FIRESTORE_EMULATOR;
  const auth = process.env.E2E_AUTH_EMULATOR;
  if (!firestore || !auth) return;
  await resetToDemoContent(firestore);
  await buildFirestoreSite(firestore, auth);
}
