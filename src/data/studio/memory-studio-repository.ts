import { postFileSchema, profileFileSchema, projectFileSchema } from '@/domain/portfolio-file';
import {
  pickPostFields,
  pickProfileFields,
  pickProjectFields,
  readInboxMessage,
  readStudioPost,
  readStudioPosts,
  readStudioProfile,
  readStudioProjects,
  sortInbox,
  type PostFields,
  type ProfileFields,
  type ProjectFields,
  type StudioContent,
} from '@/domain/studio-content';
import { resumeEntrySchema, type ResumeEntryFields } from '@/domain/resume-file';
import type { ResumeSection } from '@/domain/resume-sections';
import {
  isResumeSection,
  pickResumeFields,
  readStudioResume,
  readStudioResumeEntry,
  studioResumeEntries,
} from '@/domain/studio-resume';
import type { ContentDocuments, MemoryStore } from '../memory-store';
import { createMemoryPublishing } from './memory-publishing';
import {
  planReplace,
  toPostDocument,
  toProfileDocument,
  toProjectDocument,
  toResumeEntryDocument,
} from './studio-documents';
import { VersionConflictError, type StudioRepository } from './studio-repository';

/**
 * A change of the content: the profile, projects and career entries by id, posts by slug (null
 * removes one).
 */
interface DocumentChanges {
  user?: unknown;
  projects?: ReadonlyMap<string, unknown>;
  resume?: ReadonlyMap<string, unknown>;
  posts?: ReadonlyMap<string, unknown>;
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

/**
 * As the rules: a project stored without a title (`storedTitle` blank) may keep it so through a
 * write that changes something else, such as its order.
 */
function checkProject(id: string, fields: ProjectFields, order: number, storedTitle?: string) {
  const result = projectFileSchema.safeParse({ id, ...pickProjectFields(fields) });
  const keepsTitle = storedTitle !== undefined && fields.title === storedTitle;
  const valid =
    result.success ||
    (keepsTitle &&
      result.error.issues.every(
        ({ path, code }) => path[0] === 'title' && code === 'invalid_format',
      ));
  if (!valid || !Number.isSafeInteger(order) || order < 0) {
    throw refused(`project ${id} is not in the content file's shape.`);
  }
}

/**
 * As the rules: a career entry's fields exactly (every one given) as the content file bounds
 * them, a valid id.
 */
function checkResumeEntry<S extends ResumeSection>(
  id: string,
  section: S,
  fields: ResumeEntryFields<S>,
  order: number,
): void {
  const picked = isResumeSection(section) ? pickResumeFields(section, fields) : null;
  const valid =
    projectFileSchema.shape.id.safeParse(id).success &&
    picked !== null &&
    Object.values(picked).every((value) => value !== undefined) &&
    resumeEntrySchema(section).safeParse(picked).success &&
    Number.isSafeInteger(order) &&
    order >= 0;
  if (!valid) throw refused(`career entry ${id} is not in the content file's shape.`);
}

/** As the rules: a post's fields exactly as the content file bounds them, under a valid slug. */
function checkPost(slug: string, fields: PostFields): void {
  if (!postFileSchema.safeParse({ slug, ...pickPostFields(fields) }).success) {
    throw refused(`post ${slug} is not in the content file's shape.`);
  }
}

/** The content as the studio reads it from a memory store's documents. */
export function readMemoryContent(stored: ContentDocuments): StudioContent {
  return {
    profile: readStudioProfile(stored.user),
    projects: readStudioProjects([...stored.projects].map(([id, document]) => ({ id, document }))),
    resume: readStudioResume([...stored.resume].map(([id, document]) => ({ id, document }))),
    posts: readStudioPosts([...stored.posts].map(([slug, document]) => ({ slug, document }))),
  };
}

/**
 * The StudioRepository on a memory store's documents, the very ones the visitor's pages read, so
 * a save shows on them at once. It keeps Firestore's contract: the same versions and conflicts,
 * the shape the rules demand, all-or-none changes. Its latency and failures are the store's.
 */
export function createMemoryStudioRepository(store: MemoryStore): StudioRepository {
  const { stored } = store;
  const content = () => readMemoryContent(stored);
  const storedProject = (id: string) => content().projects.find((project) => project.id === id);
  const storedPost = (slug: string) =>
    stored.posts.has(slug) ? readStudioPost(slug, stored.posts.get(slug)) : null;
  const storedResumeEntry = (id: string) =>
    stored.resume.has(id) ? readStudioResumeEntry(id, stored.resume.get(id)) : null;
  /** The stored version of entry `id` (0 when there is none), whatever its section. */
  const resumeVersion = (id: string) =>
    stored.resume.has(id) ? (readStudioResumeEntry(id, stored.resume.get(id))?.version ?? 0) : 0;

  /**
   * Writes the profile (when given) and projects (null removes one) at once: every listener
   * hears of it once, after all of it is written.
   */
  function writeDocuments({
    user,
    projects = new Map(),
    resume = new Map(),
    posts = new Map(),
  }: DocumentChanges) {
    if (user !== undefined) stored.user = user;
    for (const [documents, changes] of [
      [stored.projects, projects],
      [stored.resume, resume],
      [stored.posts, posts],
    ] as const) {
      changes.forEach((document, id) => {
        if (document === null) documents.delete(id);
        else documents.set(id, document);
      });
    }
    store.changed('content', projects.keys());
  }

  /** Runs a write after the latency, unless writes are told to fail. */
  async function write(change: () => void): Promise<void> {
    await store.answer('save', 'The change could not be saved');
    change();
  }

  return {
    subscribeToContent: (onNext) => store.listen((change) => change === 'content', content, onNext),

    saveProfile: (fields, readVersion) =>
      write(() => {
        checkProfile(fields);
        const current = readStudioProfile(stored.user);
        if (current.version !== readVersion) {
          throw new VersionConflictError(stored.user === undefined ? null : current);
        }
        writeDocuments({ user: toProfileDocument(fields, readVersion + 1) });
      }),

    saveProject: ({ id, fields, order }, readVersion) =>
      write(() => {
        const current = storedProject(id);
        checkProject(id, fields, order, current?.fields.title);
        if ((current?.version ?? 0) !== readVersion) {
          throw new VersionConflictError(current ?? null);
        }
        const document = toProjectDocument(fields, order, readVersion + 1);
        writeDocuments({ projects: new Map([[id, document]]) });
      }),

    deleteProject: (id) =>
      write(() => {
        if (storedProject(id)) writeDocuments({ projects: new Map([[id, null]]) });
      }),

    reorderProjects: (projects) =>
      write(() => {
        const documents = new Map<string, unknown>();
        projects.forEach(({ id, version }, index) => {
          const current = storedProject(id);
          if (current?.version !== version) throw new VersionConflictError(current ?? null);
          checkProject(id, current.fields, index, current.fields.title);
          documents.set(id, toProjectDocument(current.fields, index, version + 1));
        });
        writeDocuments({ projects: documents });
      }),

    saveResumeEntry: ({ id, section, fields, order }, readVersion) =>
      write(() => {
        checkResumeEntry(id, section, fields, order);
        if (resumeVersion(id) !== readVersion) {
          throw new VersionConflictError(storedResumeEntry(id));
        }
        const document = toResumeEntryDocument(section, fields, order, readVersion + 1);
        writeDocuments({ resume: new Map([[id, document]]) });
      }),

    deleteResumeEntry: (id) =>
      write(() => {
        if (stored.resume.has(id)) writeDocuments({ resume: new Map([[id, null]]) });
      }),

    reorderResumeEntries: (entries) =>
      write(() => {
        const documents = new Map<string, unknown>();
        entries.forEach(({ id, version }, index) => {
          const current = storedResumeEntry(id);
          if (current?.version !== version) throw new VersionConflictError(current);
          checkResumeEntry(id, current.section, current.fields, index);
          documents.set(
            id,
            toResumeEntryDocument(current.section, current.fields, index, version + 1),
          );
        });
        writeDocuments({ resume: documents });
      }),

    savePost: ({ slug, fields }, readVersion) =>
      write(() => {
        checkPost(slug, fields);
        const current = storedPost(slug);
        if ((current?.version ?? 0) !== readVersion) throw new VersionConflictError(current);
        writeDocuments({ posts: new Map([[slug, toPostDocument(fields, readVersion + 1)]]) });
      }),

    deletePost: (slug) =>
      write(() => {
        if (stored.posts.has(slug)) writeDocuments({ posts: new Map([[slug, null]]) });
      }),

    replaceContent: (file, readFrom) =>
      write(() => {
        checkProfile(file.user);
        file.projects.forEach(({ id, ...fields }, index) => checkProject(id, fields, index));
        file.posts.forEach(({ slug, ...fields }) => checkPost(slug, fields));
        const { profile, projects, resume, posts } = content();
        const plan = planReplace(file, readFrom, {
          profile: profile.version,
          projects: new Map(projects.map(({ id, version }) => [id, version])),
          resume: new Map(studioResumeEntries(resume).map(({ id, version }) => [id, version])),
          posts: new Map(posts.map(({ slug, version }) => [slug, version])),
        });
        if (plan.stale) throw new VersionConflictError(null);
        plan.resume.forEach((document, id) => {
          if (document) checkResumeEntry(id, document.section, document as never, document.order);
        });
        writeDocuments({
          user: plan.profile,
          projects: plan.projects,
          resume: plan.resume,
          posts: plan.posts,
        });
      }),

    subscribeToInbox: (onNext) =>
      store.listen(
        (change) => change === 'inbox',
        () =>
          sortInbox(
            stored.messages.map((message) =>
              readInboxMessage(
                message.id,
                { ...message, handled: stored.handled.has(message.id) },
                stored.deliveries.get(message.id),
              ),
            ),
          ),
        onNext,
      ),

    setMessageHandled: (id, handled) =>
      write(() => {
        if (!stored.messages.some((message) => message.id === id)) {
          throw new Error(`No message ${id} is stored.`);
        }
        if (handled) stored.handled.add(id);
        else stored.handled.delete(id);
        store.changed('inbox');
      }),

    deleteMessage: (id) =>
      write(() => {
        const index = stored.messages.findIndex((message) => message.id === id);
        if (index >= 0) stored.messages.splice(index, 1);
        stored.handled.delete(id);
        store.changed('inbox');
      }),

    ...createMemoryPublishing(store, readMemoryContent),
  };
}
