import type { Firestore } from 'firebase-admin/firestore';
import type { PortfolioFile } from '../../src/domain/portfolio-file';
import { ORDER_FIELD, toContentFileOrder } from '../../src/domain/project-order';

/**
 * Writes a content file into Firestore in one batch: `User/user`, one document per project
 * (its id as the key, its place in the file as its order), and deletes projects that are no
 * longer in the file.
 */
export async function writeContent(
  db: Firestore,
  content: PortfolioFile,
): Promise<{ removed: string[] }> {
  const existing = await db.collection('Projects').get();
  const keep = new Set(content.projects.map((project) => project.id));
  const removed = existing.docs.map((entry) => entry.id).filter((id) => !keep.has(id));

  const batch = db.batch();
  batch.set(db.doc('User/user'), content.user);
  content.projects.forEach(({ id, ...fields }, index) =>
    batch.set(db.collection('Projects').doc(id), { ...fields, [ORDER_FIELD]: index }),
  );
  for (const id of removed) batch.delete(db.collection('Projects').doc(id));
  await batch.commit();
  return { removed };
}

/**
 * Reads Firestore back into the content file's shape (documents as stored, unvalidated), the
 * projects in the owner's order, which the file keeps as their order in the list.
 */
export async function readContent(db: Firestore): Promise<{ user: unknown; projects: unknown[] }> {
  const [user, projects] = await Promise.all([
    db.doc('User/user').get(),
    db.collection('Projects').get(),
  ]);
  return {
    user: user.data() ?? null,
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
