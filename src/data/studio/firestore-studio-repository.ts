import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  onSnapshot,
  query,
  runTransaction,
  updateDoc,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { POSTS_COLLECTION } from '@/domain/post';
import {
  readInboxMessage,
  readStudioPost,
  readStudioPosts,
  readStudioProfile,
  readStudioProject,
  readStudioProjects,
  sortInbox,
} from '@/domain/studio-content';
import { RESUME_COLLECTION, SECTION_FIELD } from '@/domain/resume';
import { RESUME_SECTIONS } from '@/domain/resume-sections';
import {
  readStudioResume,
  readStudioResumeEntry,
  studioResumeEntries,
} from '@/domain/studio-resume';
import { versionOf } from '@/domain/studio-content';
import {
  collectionChanged,
  documentChanged,
  entriesOf,
  fromServer,
  WITH_METADATA,
} from '../firestore-repository';
import {
  fileResumeIds,
  planReplace,
  toPostDocument,
  toProfileDocument,
  toProjectDocument,
  toResumeEntryDocument,
} from './studio-documents';
import { createFirestorePublishing } from './firestore-publishing';
import { VersionConflictError, type StudioRepository } from './studio-repository';

type Listen<S> = (onNext: (snapshot: S) => void, onError: (error: Error) => void) => () => void;

/**
 * Two listeners as one: `combine` runs once both have answered from the server, then after
 * every change to either; the first failure stops both and is reported once.
 */
function listenToBoth<A, B>(
  listenA: Listen<A>,
  listenB: Listen<B>,
  combine: (a: A, b: B) => void,
  onError: (error: Error) => void,
): () => void {
  let a: A | undefined;
  let b: B | undefined;
  let stopped = false;
  const stops: (() => void)[] = [];
  const stop = () => {
    stopped = true;
    stops.forEach((stopOne) => stopOne());
  };
  const fail = (error: Error) => {
    if (stopped) return;
    stop();
    onError(error);
  };
  const emit = () => {
    if (!stopped && a !== undefined && b !== undefined) combine(a, b);
  };
  stops.push(
    listenA((snapshot) => {
      a = snapshot;
      emit();
    }, fail),
  );
  stops.push(
    listenB((snapshot) => {
      b = snapshot;
      emit();
    }, fail),
  );
  return stop;
}

/**
 * The StudioRepository on Cloud Firestore, for the signed-in owner: `User/user`, `Projects`,
 * `Resume` and `Posts` written in transactions that check the stored version (the rules check it again), `Emails` and
 * `Deliveries` read live, and publishing (see createFirestorePublishing), whose callable runs
 * on the Functions emulator at `functionsEmulatorHost` (`host:port`) when one is given.
 */
export function createFirestoreStudioRepository(
  db: Firestore,
  { functionsEmulatorHost }: { functionsEmulatorHost?: string } = {},
): StudioRepository {
  const profileRef = doc(db, 'User', 'user');
  const projectsRef = collection(db, 'Projects');
  const projectRef = (id: string) => doc(projectsRef, id);
  const resumeRef = collection(db, RESUME_COLLECTION);
  const resumeEntryRef = (id: string) => doc(resumeRef, id);
  const postsRef = collection(db, POSTS_COLLECTION);
  const postRef = (slug: string) => doc(postsRef, slug);

  /** A collection's server answers, then each change to its documents. */
  const listenToCollection =
    (name: string): Listen<QuerySnapshot> =>
    (onNext, onError) =>
      onSnapshot(
        collection(db, name),
        WITH_METADATA,
        fromServer(collectionChanged, onNext),
        onError,
      );

  return {
    subscribeToContent(onNext, onError) {
      const listenToProfile: Listen<DocumentSnapshot> = (next, fail) =>
        onSnapshot(profileRef, WITH_METADATA, fromServer(documentChanged, next), fail);
      const listenToCareer: Listen<[QuerySnapshot, QuerySnapshot]> = (next, fail) =>
        listenToBoth(
          listenToCollection('Projects'),
          listenToCollection(RESUME_COLLECTION),
          (projects, resume) => next([projects, resume]),
          fail,
        );
      const listenToCollections: Listen<[[QuerySnapshot, QuerySnapshot], QuerySnapshot]> = (
        next,
        fail,
      ) =>
        listenToBoth(
          listenToCareer,
          listenToCollection(POSTS_COLLECTION),
          (career, posts) => next([career, posts]),
          fail,
        );
      return listenToBoth(
        listenToProfile,
        listenToCollections,
        (profile, [[projects, resume], posts]) =>
          onNext({
            profile: readStudioProfile(profile.data()),
            projects: readStudioProjects(entriesOf(projects)),
            resume: readStudioResume(entriesOf(resume)),
            posts: readStudioPosts(
              posts.docs.map((entry) => ({ slug: entry.id, document: entry.data() })),
            ),
          }),
        onError,
      );
    },

    saveProfile: (fields, readVersion) =>
      runTransaction(db, async (transaction) => {
        const stored = await transaction.get(profileRef);
        const current = readStudioProfile(stored.data());
        if (current.version !== readVersion) {
          throw new VersionConflictError(stored.exists() ? current : null);
        }
        transaction.set(profileRef, toProfileDocument(fields, readVersion + 1));
      }),

    saveProject: ({ id, fields, order }, readVersion) =>
      runTransaction(db, async (transaction) => {
        const stored = await transaction.get(projectRef(id));
        const current = stored.exists() ? readStudioProject(id, stored.data()) : null;
        if ((current?.version ?? 0) !== readVersion) throw new VersionConflictError(current);
        transaction.set(projectRef(id), toProjectDocument(fields, order, readVersion + 1));
      }),

    deleteProject: (id) => deleteDoc(projectRef(id)),

    reorderProjects: (projects) =>
      runTransaction(db, async (transaction) => {
        const stored = await Promise.all(projects.map(({ id }) => transaction.get(projectRef(id))));
        const writes = projects.map(({ id, version }, index) => {
          const snapshot = stored[index];
          const current = snapshot?.exists() ? readStudioProject(id, snapshot.data()) : null;
          if (current?.version !== version) throw new VersionConflictError(current);
          return { id, document: toProjectDocument(current.fields, index, version + 1) };
        });
        writes.forEach(({ id, document }) => transaction.set(projectRef(id), document));
      }),

    saveResumeEntry: ({ id, section, fields, order }, readVersion) =>
      runTransaction(db, async (transaction) => {
        const stored = await transaction.get(resumeEntryRef(id));
        // The stored version, whatever the stored section: a write must follow it.
        if (versionOf(stored.data()) !== readVersion) {
          throw new VersionConflictError(readStudioResumeEntry(id, stored.data()));
        }
        transaction.set(
          resumeEntryRef(id),
          toResumeEntryDocument(section, fields, order, readVersion + 1),
        );
      }),

    deleteResumeEntry: (id) => deleteDoc(resumeEntryRef(id)),

    reorderResumeEntries: (entries) =>
      runTransaction(db, async (transaction) => {
        const stored = await Promise.all(
          entries.map(({ id }) => transaction.get(resumeEntryRef(id))),
        );
        const writes = entries.map(({ id, version }, index) => {
          const current = readStudioResumeEntry(id, stored[index]?.data());
          if (current?.version !== version) throw new VersionConflictError(current);
          const { section, fields } = current;
          return { id, document: toResumeEntryDocument(section, fields, index, version + 1) };
        });
        writes.forEach(({ id, document }) => transaction.set(resumeEntryRef(id), document));
      }),

    savePost: ({ slug, fields }, readVersion) =>
      runTransaction(db, async (transaction) => {
        const stored = await transaction.get(postRef(slug));
        const current = stored.exists() ? readStudioPost(slug, stored.data()) : null;
        if ((current?.version ?? 0) !== readVersion) throw new VersionConflictError(current);
        transaction.set(postRef(slug), toPostDocument(fields, readVersion + 1));
      }),

    deletePost: (slug) => deleteDoc(postRef(slug)),

    async replaceContent(file, readFrom) {
      // A transaction reads documents, not queries, and a listing can be answered by this
      // page's own listener before it has heard of a project or an entry just added elsewhere.
      // Counts are always asked of the server: more than were previewed means one was added.
      // (An entry of a section the site does not know is neither counted nor replaced.)
      const [projectCount, resumeCount, postCount] = await Promise.all([
        getCountFromServer(projectsRef),
        getCountFromServer(query(resumeRef, where(SECTION_FIELD, 'in', RESUME_SECTIONS))),
        getCountFromServer(postsRef),
      ]);
      const readResume = studioResumeEntries(readFrom.resume);
      const ids = [...new Set([...readFrom.projects, ...file.projects].map(({ id }) => id))];
      const resumeIds = [...new Set([...readResume.map(({ id }) => id), ...fileResumeIds(file)])];
      const slugs = [...new Set([...readFrom.posts, ...file.posts].map(({ slug }) => slug))];
      await runTransaction(db, async (transaction) => {
        const profile = await transaction.get(profileRef);
        const stored = await Promise.all(ids.map((id) => transaction.get(projectRef(id))));
        const storedResume = await Promise.all(
          resumeIds.map((id) => transaction.get(resumeEntryRef(id))),
        );
        const storedPosts = await Promise.all(slugs.map((slug) => transaction.get(postRef(slug))));
        const versions = new Map(
          stored
            .filter((snapshot) => snapshot.exists())
            .map((snapshot) => [
              snapshot.id,
              readStudioProject(snapshot.id, snapshot.data()).version,
            ]),
        );
        const resumeVersions = new Map(
          storedResume
            .filter((snapshot) => snapshot.exists())
            .map((snapshot) => [snapshot.id, versionOf(snapshot.data())]),
        );
        const postVersions = new Map(
          storedPosts
            .filter((snapshot) => snapshot.exists())
            .map((snapshot) => [snapshot.id, versionOf(snapshot.data())]),
        );
        const plan = planReplace(file, readFrom, {
          profile: readStudioProfile(profile.data()).version,
          projects: versions,
          resume: resumeVersions,
          posts: postVersions,
        });
        if (
          plan.stale ||
          projectCount.data().count !== readFrom.projects.length ||
          resumeCount.data().count !== readResume.length ||
          postCount.data().count !== readFrom.posts.length
        ) {
          throw new VersionConflictError(null);
        }
        transaction.set(profileRef, plan.profile);
        plan.projects.forEach((document, id) => {
          if (document) transaction.set(projectRef(id), document);
          else transaction.delete(projectRef(id));
        });
        plan.resume.forEach((document, id) => {
          if (document) transaction.set(resumeEntryRef(id), document);
          else transaction.delete(resumeEntryRef(id));
        });
        plan.posts.forEach((document, slug) => {
          if (document) transaction.set(postRef(slug), document);
          else transaction.delete(postRef(slug));
        });
      });
    },

    subscribeToInbox(onNext, onError) {
      // The whole collection, sorted here: a query ordered by date would leave out messages
      // without one (written by hand, say), which the owner must still see.
      return listenToBoth(
        listenToCollection('Emails'),
        listenToCollection('Deliveries'),
        (messages, deliveries) => {
          const records = new Map(deliveries.docs.map((entry) => [entry.id, entry.data()]));
          onNext(
            sortInbox(
              messages.docs.map((entry) =>
                readInboxMessage(entry.id, entry.data(), records.get(entry.id)),
              ),
            ),
          );
        },
        onError,
      );
    },

    setMessageHandled: (id, handled) => updateDoc(doc(db, 'Emails', id), { handled }),

    deleteMessage: (id) => deleteDoc(doc(db, 'Emails', id)),

    ...createFirestorePublishing(db, listenToBoth, functionsEmulatorHost),
  };
}
