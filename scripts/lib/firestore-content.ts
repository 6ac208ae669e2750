import type { Firestore } from 'firebase-admin/firestore';
import { nextVersion, VERSION_FIELD, withoutVersion } from '../../src/domain/content-version';
import { toContentFileOrder, type PortfolioFile } from '../../src/domain/portfolio-file';
import { POSTS_COLLECTION } from '../../src/domain/post';
import { comparePostsNewestFirst } from '../../src/domain/post-order';
import { ORDER_FIELD } from '../../src/domain/project-order';
import {
  RESUME_COLLECTION,
  toResumeFileShape,
  toStoredResumeEntries,
} from '../../src/domain/resume';
import { RESUME_SECTIONS } from '../../src/domain/resume-sections';

/**
 * Writes a content file into Firestore in one transaction: `User/user`, one document per project
 * (its id as the key, its place in the file as its order), one per career entry
 * (`Resume/<section>-<n>`, with its section and its place in it as its order) and one per post
 * (`Posts/<slug>`), and deletes the projects, entries and posts that are no longer in the file.
 * Each document written gets the stored version plus one (1 when new), as the rules demand of
 * the owner's writes: a seed counts as an edit, so a studio tab holding an
 * older read is refused rather than overwriting it. Reading inside the transaction keeps that
 * true when someone writes meanwhile.
 */
export async function writeContent(
  db: Firestore,
  content: PortfolioFile,
): Promise<{ removed: string[]; removedEntries: string[]; removedPosts: string[] }> {
  const userDocument = db.doc('User/user');
  const projectsCollection = db.collection('Projects');
  const resumeCollection = db.collection(RESUME_COLLECTION);
  const postsCollection = db.collection(POSTS_COLLECTION);
  return db.runTransaction(async (transaction) => {
    const [storedUser, existing, existingResume, existingPosts] = await Promise.all([
      transaction.get(userDocument),
      transaction.get(projectsCollection),
      transaction.get(resumeCollection),
      transaction.get(postsCollection),
    ]);
    const storedProjects = new Map(existing.docs.map((entry) => [entry.id, entry.data()]));
    const keep = new Set(content.projects.map((project) => project.id));
    const removed = [...storedProjects.keys()].filter((id) => !keep.has(id));

    transaction.set(userDocument, {
      ...content.user,
      [VERSION_FIELD]: nextVersion(storedUser.data()),
    });
    content.projects.forEach(({ id, ...fields }, index) =>
      transaction.set(projectsCollection.doc(id), {
        ...fields,
        [ORDER_FIELD]: index,
        [VERSION_FIELD]: nextVersion(storedProjects.get(id)),
      }),
    );
    for (const id of removed) transaction.delete(projectsCollection.doc(id));

    const storedResume = new Map(existingResume.docs.map((entry) => [entry.id, entry.data()]));
    const entries = toStoredResumeEntries(content.resume);
    const keepEntries = new Set(entries.map(({ id }) => id));
    for (const { id, document } of entries) {
      transaction.set(resumeCollection.doc(id), {
        ...document,
        [VERSION_FIELD]: nextVersion(storedResume.get(id)),
      });
    }
    const removedEntries = [...storedResume.keys()].filter((id) => !keepEntries.has(id));
    for (const id of removedEntries) transaction.delete(resumeCollection.doc(id));

    const storedPosts = new Map(existingPosts.docs.map((entry) => [entry.id, entry.data()]));
    for (const { slug, ...fields } of content.posts) {
      transaction.set(postsCollection.doc(slug), {
        ...fields,
        [VERSION_FIELD]: nextVersion(storedPosts.get(slug)),
      });
    }
    const keepPosts = new Set(content.posts.map(({ slug }) => slug));
    const removedPosts = [...storedPosts.keys()].filter((slug) => !keepPosts.has(slug));
    for (const slug of removedPosts) transaction.delete(postsCollection.doc(slug));
    return { removed, removedEntries, removedPosts };
  });
}

/**
 * Reads Firestore back into the content file's shape (documents as stored, unvalidated, without
 * their versions), the projects in the owner's order, which the file keeps as their order in the
 * list, and the career record's sections in RESUME_SECTIONS' order, each entry in its section's
 * order without its id, section, order or version (JSON Resume's entries have none). An entry of
 * a section the site does not know is left out, as the pages leave it out. The posts, drafts
 * too, newest first as the studio lists them, each with its slug and without its version.
 */
export async function readContent(db: Firestore): Promise<{
  user: unknown;
  projects: unknown[];
  resume: Record<string, unknown[]>;
  posts: unknown[];
}> {
  const [user, projects, resume, posts] = await Promise.all([
    db.doc('User/user').get(),
    db.collection('Projects').get(),
    db.collection(RESUME_COLLECTION).get(),
    db.collection(POSTS_COLLECTION).get(),
  ]);
  const profile = user.data();
  const sections = toResumeFileShape(
    resume.docs.map((entry) => ({ id: entry.id, document: entry.data() })),
    { keepIds: false, omit: [VERSION_FIELD] },
  );
  return {
    user: profile ? withoutVersion(profile) : null,
    projects: toContentFileOrder(
      projects.docs.map((entry) => ({ id: entry.id, document: entry.data() })),
    ),
    resume: Object.fromEntries(
      RESUME_SECTIONS.map((section) => [section, sections[section] ?? []]),
    ),
    posts: posts.docs
      .map((entry): Record<string, unknown> & { slug: string } => ({
        slug: entry.id,
        ...withoutVersion(entry.data()),
      }))
      .sort((a, b) =>
        comparePostsNewestFirst(
          { slug: a.slug, publishedAt: String(a.publishedAt ?? '') },
          { slug: b.slug, publishedAt: String(b.publishedAt ?? '') },
        ),
      ),
  };
}

/** The visitors' messages, oldest first, with their dates as ISO strings. */
export async function readMessages(db: Firestore): Promise<Record<string, unknown>[]> {
  const snapshot = await db.collection('Emails').get();
  return snapshot.docs
    .map((entry) => {
      const data = entry.data();
      const date =
        typeof data.date?.toDate === 'function' ? data.date.toDate().toISOString() : data.date;
      return { id: entry.id, ...data, date };
    })
    .sort((a, b) => String(a.date).localeCompare(String(b.date)));
}
