import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { RESUME_ENTRY_TITLE_FIELD, type ResumeSection } from '@/domain/resume-sections';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/axe';
import { fileOf } from '../support/studio-code';
import { content } from '../support/fixtures';
import { openStudio } from '../support/studio';
import { clearAccounts, createGoogleAccount } from './support/auth-accounts';
import { FIRESTORE_SITE_DIR } from './support/firestore-site';
import { expect, test } from './support/fixtures';
import {
  GOOGLE_SCRIPT_HOSTS,
  serveGoogleScripts,
  signInWithGoogle,
} from './support/google-sign-in';

const OWNER = 'owner@example.com';
const [first] = content.projects;
if (!first) throw new Error('The demo content has no project.');

const versionOf = (data: Record<string, unknown> | undefined) =>
  Number.isSafeInteger(data?.version) ? (data?.version as number) : 0;

/**
 * `Publishing/published` as `npm run deploy` writes it (Admin SDK) after publishing the
 * content as it is stored now: each document's version and title.
 */
async function recordPublished(db: Firestore, publishedAt: Date): Promise<void> {
  const [user, projects, resume, posts] = await Promise.all([
    db.doc('User/user').get(),
    db.collection('Projects').get(),
    db.collection('Resume').get(),
    // As the build reads them: the published alone.
    db.collection('Posts').where('draft', '==', false).get(),
  ]);
  const published = (
    docs: FirebaseFirestore.QueryDocumentSnapshot[],
    title: (data: Record<string, unknown>) => unknown,
  ) =>
    Object.fromEntries(
      docs.map((entry) => [
        entry.id,
        { version: versionOf(entry.data()), title: String(title(entry.data()) ?? '') },
      ]),
    );
  await db.doc('Publishing/published').set({
    publishedAt: Timestamp.fromDate(publishedAt),
    commit: 'abc1234',
    profile: versionOf(user.data()),
    projects: published(projects.docs, (data) => data.title),
    resume: published(
      resume.docs,
      (data) => data[RESUME_ENTRY_TITLE_FIELD[data.section as ResumeSection]],
    ),
    posts: published(posts.docs, (data) => data.title),
  });
}

/** The build's file of the Functions SDK, which only a press of Publish loads. */
function functionsSdkFile(): string {
  const manifest = JSON.parse(
    readFileSync(join(FIRESTORE_SITE_DIR, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const [file] = Object.entries(manifest)
    .filter(([key]) => /node_modules\/firebase\/functions\//.test(key))
    .map(([, chunk]) => chunk.file);
  if (!file) throw new Error('The build has no Functions SDK file.');
  return file;
}

test.use({ reducedMotion: 'reduce' });

test('the studio lists exactly what changed since the record of what is published', async ({
  page,
  guard,
  ownerDb,
}) => {
  await clearAccounts();
  await createGoogleAccount(OWNER, { owner: true });
  await serveGoogleScripts(page.context());
  guard.allowRequestElsewhere(GOOGLE_SCRIPT_HOSTS);
  await recordPublished(ownerDb, new Date(Date.now() - 2 * 3_600_000));
  // Saved after the publish: a new project, and the first one deleted.
  await ownerDb.doc('Projects/orbit-tracker').set({
    ...Object.fromEntries(Object.entries(first).filter(([key]) => key !== 'id')),
    title: 'Orbit Tracker',
    order: content.projects.length,
    version: 1,
  });
  await ownerDb.doc(`Projects/${first.id}`).delete();
  await ownerDb.doc('PublishRequests/r1').set({
    state: 'failed',
    askedAt: Timestamp.fromDate(new Date(Date.now() - 3_600_000)),
    updatedAt: Timestamp.fromDate(new Date(Date.now() - 3_500_000)),
    reason: 'The build service answered 401 Unauthorized',
    by: 'owner-uid',
  });

  const requested: string[] = [];
  page.on('request', (request) => requested.push(fileOf(request.url())));
  const studio = await openStudio(page);
  await signInWithGoogle(page, () => studio.signInWithGoogle.click(), OWNER, 'listed');
  await expect(studio.owner).toBeVisible();
  const panel = page.getByRole('region', { name: 'Publishing' });
  await expect(panel).toContainText(
    `Published 2 hours ago. Not yet published: ‘Orbit Tracker’ added, ‘${first.title}’ removed.`,
  );
  await expect(panel.getByRole('status')).toHaveText(
    'Publishing failed: The build service answered 401 Unauthorized',
  );
  await expectNoAxeViolations(page, 'the Publishing panel');
  // The studio started without the Functions SDK: the first press loads it.
  expect(requested).not.toContain(functionsSdkFile());

  // A deploy's record arriving later is heard live.
  await recordPublished(ownerDb, new Date());
  await expect(panel).toContainText('Published just now. Everything is published.');
});
