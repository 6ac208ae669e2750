import { profileFileSchema, projectFileSchema } from '@/domain/portfolio-file';
import {
  readInboxMessage,
  readStudioProfile,
  readStudioProjects,
  sortInbox,
  type ProfileFields,
  type ProjectFields,
  type StudioContent,
} from '@/domain/studio-content';
import type {
  FailableOperation,
  MemoryRepository,
  MemoryRepositoryOptions,
  StoreChange,
} from '../memory-repository';
import {
  pickProfileFields,
  pickProjectFields,
  planReplace,
  toProfileDocument,
  toProjectDocument,
} from './studio-documents';
import { VersionConflictError, type StudioRepository } from './studio-repository';

export interface MemoryStudioRepository extends StudioRepository {
  /** Changes which operations fail from now on (`save`: every write), e.g. to let a retry work. */
  setFail(operations: ReadonlySet<FailableOperation>): void;
}

/** As Firestore's rules refuse a document of the wrong shape, with the SDK's error code. */
function refused(reason: string): Error {
  return Object.assign(new Error(`Missing or insufficient permissions: ${reason}`), {
    code: 'permission-denied',
  });
}

// Checked as written: only the document's own fields, which the writes pick from what they get.
function checkProfile(fields: ProfileFields): void {
  if (!profileFileSchema.safeParse(pickProfileFields(fields)).success) {
    throw refused("the profile is not in the content file's shape.");
  }
}

function checkProject(id: string, fields: ProjectFields, order: number): void {
  const valid = projectFileSchema.safeParse({ id, ...pickProjectFields(fields) }).success;
  if (!valid || !Number.isSafeInteger(order) || order < 0) {
    throw refused(`project ${id} is not in the content file's shape.`);
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The StudioRepository on a memory repository's documents, the very ones the visitor's pages
 * read, so a save shows on them at once. It keeps Firestore's contract: the same versions and
 * conflicts, the shape the rules demand, all-or-none changes.
 */
export function createMemoryStudioRepository(
  store: MemoryRepository,
  { latencyMs = 0, fail: initialFail = new Set() }: MemoryRepositoryOptions = {},
): MemoryStudioRepository {
  let fail = initialFail;
  const content = (): StudioContent => ({
    profile: readStudioProfile(store.userDocument()),
    projects: readStudioProjects(store.projectDocuments()),
  });
  const storedProject = (id: string) => content().projects.find((project) => project.id === id);

  /** Runs a write after the latency, unless writes are told to fail. */
  async function write(change: () => void): Promise<void> {
    await delay(latencyMs);
    if (fail.has('save')) throw new Error('The change could not be saved (simulated failure).');
    change();
  }

  function listen<T>(heard: StoreChange, current: () => T, onNext: (value: T) => void): () => void {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop = store.onChange((change) => {
        if (change === heard) onNext(current());
      });
      onNext(current());
    }, latencyMs);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }

  return {
    subscribeToContent: (onNext) => listen('content', content, onNext),

    saveProfile: (fields, readVersion) =>
      write(() => {
        checkProfile(fields);
        const stored = store.userDocument();
        const current = readStudioProfile(stored);
        if (current.version !== readVersion) {
          throw new VersionConflictError(stored === undefined ? null : current);
        }
        store.writeDocuments({ user: toProfileDocument(fields, readVersion + 1) });
      }),

    saveProject: ({ id, fields, order }, readVersion) =>
      write(() => {
        checkProject(id, fields, order);
        const current = storedProject(id);
        if ((current?.version ?? 0) !== readVersion) {
          throw new VersionConflictError(current ?? null);
        }
        const document = toProjectDocument(fields, order, readVersion + 1);
        store.writeDocuments({ projects: new Map([[id, document]]) });
      }),

    deleteProject: (id) =>
      write(() => {
        if (storedProject(id)) store.writeDocuments({ projects: new Map([[id, null]]) });
      }),

    reorderProjects: (projects) =>
      write(() => {
        const documents = new Map<string, unknown>();
        projects.forEach(({ id, version }, index) => {
          const current = storedProject(id);
          if (current?.version !== version) throw new VersionConflictError(current ?? null);
          checkProject(id, current.fields, index);
          documents.set(id, toProjectDocument(current.fields, index, version + 1));
        });
        store.writeDocuments({ projects: documents });
      }),

    replaceContent: (file, readFrom) =>
      write(() => {
        checkProfile(file.user);
        file.projects.forEach(({ id, ...fields }, index) => checkProject(id, fields, index));
        const { profile, projects } = content();
        const plan = planReplace(
          file,
          readFrom,
          profile.version,
          new Map(projects.map(({ id, version }) => [id, version])),
        );
        if (plan.stale) throw new VersionConflictError(null);
        store.writeDocuments({ user: plan.profile, projects: plan.projects });
      }),

    subscribeToInbox: (onNext) =>
      listen(
        'inbox',
        () =>
          sortInbox(
            store
              .inboxDocuments()
              .map(({ message, handled, delivery }) =>
                readInboxMessage(message.id, { ...message, handled }, delivery),
              ),
          ),
        onNext,
      ),

    setMessageHandled: (id, handled) => write(() => store.setMessageHandled(id, handled)),

    deleteMessage: (id) => write(() => store.deleteMessage(id)),

    setFail(operations) {
      fail = operations;
    },
  };
}
