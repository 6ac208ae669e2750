import type { Firestore } from 'firebase-admin/firestore';
import { nextVersion, VERSION_FIELD, withoutVersion } from '../../src/domain/content-version';
import { toContentFileOrder, type PortfolioFile } from '../../src/domain/portfolio-file';
import { ORDER_FIELD } from '../../src/domain/project-order';

/**
 * Writes a content file into Firestore in one transaction: `User/user`, one document per project
 * (its id as the key, its place in the file as its order), and deletes projects that are no
 * longer in the file. Each document written gets the stored version plus one (1 when new), as
 * the rules demand of the owner's writes: a seed counts as an edit, so a studio tab holding an
 * older read is refused rather than overwriting it. Reading inside the transaction keeps that
 * true when someone writes meanwhile.
 */
export async function writeContent(
  db: Firestore,
  content: PortfolioFile,
): Promise<{ removed: string[] }> {
  const userDocument = db.doc('User/user');
  const projectsCollection = db.collection('Projects');
  return db.runTransaction(async (transaction) => {
    const [storedUser, existing] = await Promise.all([
      transaction.get(userDocument),
      transaction.get(projectsCollection),
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
    return { removed };
  });
}

/**
 * Reads Firestore back into the content file's shape (documents as stored, unvalidated, without
 * their versions), the projects in the owner's order, which the file keeps as their order in the
 * list.
 */
export async function readContent(db: Firestore): Promise<{ user: unknown; projects: unknown[] }> {
  const [user, projects] = await Promise.all([
    db.doc('User/user').get(),
    db.collection('Projects').get(),
  ]);
  const profile = user.data();
  return {
    user: profile ? withoutVersion(profile) : null,
    projects: toContentFileOrder(
      projects.docs.map((entry) => ({ id: entry.id, document: entry.data() })),
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
