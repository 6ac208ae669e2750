import type { NewContactMessage } from '@/domain/contact-message';
import { isDocumentId } from '@/domain/document-id';
import { isRecord } from '@/domain/is-record';
import { parsePost, type Post } from '@/domain/post';
import { publishedPostsNewestFirst } from '@/domain/post-order';
import { parseProject, type Project } from '@/domain/project';
import { ORDER_FIELD, sortInOwnerOrder } from '@/domain/project-order';
import { readStoredResume, toStoredResumeEntries } from '@/domain/resume';
import { RateLimitedError } from '@/domain/send-errors';
import { recordSend, waitBeforeNextSend, type SenderRecord } from '@/domain/send-limits';
import { parseUserProfile } from '@/domain/user-profile';
import type { PortfolioDocuments, PortfolioRepository } from './portfolio-repository';

/**
 * `save` fails every write of the owner's studio (see createMemoryStudioRepository); `projects`,
 * `resume` and `posts` fail their listeners; `publish` fails every publish's deploy, with a reason.
 */
export type FailableOperation =
  'user' | 'projects' | 'resume' | 'posts' | 'send' | 'save' | 'publish';

export interface MemoryStoreOptions {
  /** Delays every call, and each listener's first emission, by this many milliseconds. */
  latencyMs?: number;
  /** Operations that reject (or, for a listener's, fail every listener) after the latency. */
  fail?: ReadonlySet<FailableOperation>;
  /** The clock the send limits read; tests move it instead of waiting. */
  now?: () => Date;
}

export type StoredMessage = NewContactMessage;

/** A message's email as the Cloud Function records it in `Deliveries/<id>`. */
export interface DeliveryRecord {
  state: 'sending' | 'retrying' | 'held' | 'sent' | 'failed';
  error?: string;
  /** While retrying: when the next attempt is due. */
  nextAttemptAt?: Date;
  /** The hour it counted in (`2026-11-26T14`, UTC): a held message is in that hour's digest. */
  hour?: string;
}

/**
 * What changed: the profile, the projects or the career record (`content`), the messages
 * (`inbox`), or what is published and the requests to publish (`publishing`).
 */
export type StoreChange = 'content' | 'inbox' | 'publishing';

/** Hears a change: what changed, and which projects (by id) among the content. */
type ChangeListener<R = void> = (change: StoreChange, ids: ReadonlySet<string>) => R;

const sameText = (a: NewContactMessage, b: NewContactMessage) =>
  a.name === b.name && a.email === b.email && a.message === b.message;

/** What a memory store holds, as stored. */
export interface StoredDocuments {
  /** `User/user`; undefined when there is none. */
  user: unknown;
  /** The project documents, by id, in no particular order. */
  readonly projects: Map<string, unknown>;
  /** The career record's `Resume` documents, by id, in no particular order. */
  readonly resume: Map<string, unknown>;
  /** The post documents, by slug, drafts too, in no particular order. */
  readonly posts: Map<string, unknown>;
  /** The messages, oldest first, as `Emails` holds them. */
  readonly messages: StoredMessage[];
  /** The ids of the messages the owner marked handled. */
  readonly handled: Set<string>;
  /** Each message's email, as the Cloud Function records it in `Deliveries/<id>`. */
  readonly deliveries: Map<string, DeliveryRecord>;
  /** `Publishing/published`, as the deploy records it; undefined when there is none. */
  published: unknown;
  /**
   * The documents the site's HTML was built from (the demo's seed, stored as seeded), and when;
   * or null. What is published until a publish records `published`.
   */
  builtFrom: { documents: ContentDocuments; at: Date } | null;
  /** `PublishRequests`, by id, as the callable and the deploy record them. */
  readonly publishRequests: Map<string, unknown>;
}

/** The content documents among what a store holds: what the studio edits and a build renders. */
export type ContentDocuments = Pick<StoredDocuments, 'user' | 'projects' | 'resume' | 'posts'>;

/**
 * Documents in memory: the visitor's `repository` reads them, and the owner's side (the memory
 * studio, and tests standing in for the owner or the Cloud Function) changes them with the rest.
 */
export interface MemoryStore {
  /** What a visitor's page gets: the repository contract on these documents, and nothing more. */
  readonly repository: PortfolioRepository;
  /** What it holds: changed in place, then told with `changed`. */
  readonly stored: StoredDocuments;
  /**
   * A call's answer as simulated: after the latency, or a rejection saying `failure` when
   * `operation` is told to fail (`save`: every write of the memory studio).
   */
  answer(operation: FailableOperation, failure: string): Promise<void>;
  /** Changes which operations fail from now on, e.g. to let a Retry succeed. */
  setFail(operations: ReadonlySet<FailableOperation>): void;
  /** Whether `operation` is told to fail now. */
  fails(operation: FailableOperation): boolean;
  /** Resolves after the store's latency: each step of a simulated process takes that long. */
  wait(): Promise<void>;
  /** The store's clock. */
  now(): Date;
  /** Adds a project document, or replaces the one with the same id; its listeners hear of it. */
  putProject(id: string, document: unknown): void;
  removeProject(id: string): void;
  /** Adds a `Resume` document, or replaces the one with the same id; its listeners hear of it. */
  putResumeEntry(id: string, document: unknown): void;
  removeResumeEntry(id: string): void;
  /** Adds a post document, or replaces the one with the same slug; its listeners hear of it. */
  putPost(slug: string, document: unknown): void;
  removePost(slug: string): void;
  /** The messages stored so far, oldest first. */
  listMessages(): readonly StoredMessage[];
  /**
   * After a change to `stored`: every listener hears of the content (its projects `ids` among
   * it) or of the inbox, once, however much of it changed.
   */
  changed(change: StoreChange, ids?: Iterable<string>): void;
  /** Calls `listener` after every change; returns a function that stops it. */
  onChange(listener: ChangeListener): () => void;
  /**
   * A listener as a stream starts one: after the latency it hears `current()`, then again after
   * every change `heard` picks, until it stops. With `onError` it listens to what `failing`
   * names (the projects, by default), and fails instead when that is told to.
   */
  listen<T>(
    heard: ChangeListener<boolean>,
    current: () => T,
    onNext: (value: T) => void,
    onError?: (error: Error) => void,
    failing?: ListenedFailure,
  ): () => void;
}

/** What a listener listens to, which the store can be told to fail. */
type ListenedFailure = 'projects' | 'resume' | 'posts';

const LISTENED_WHAT: Record<ListenedFailure, string> = {
  projects: 'The projects',
  resume: 'The career record',
  posts: 'The posts',
};

/** A post as stored: its slug is its document's key, not one of its fields. */
function withoutSlug(document: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(document).filter(([key]) => key !== 'slug'));
}

function projectIdOf(document: unknown, index: number): string {
  const id = isRecord(document) ? document.id : null;
  return typeof id === 'string' && id !== '' ? id : `project-${index + 1}`;
}

/**
 * A memory store seeded from content in the `mocks/portfolio.json` format. As `npm run seed`
 * does, each project is stored with its place in the file as its order, and so is each entry of
 * the career record, in its section (toStoredResumeEntries).
 */
export function createMemoryStore(
  content: PortfolioDocuments,
  { latencyMs = 0, fail: initialFail = new Set(), now = () => new Date() }: MemoryStoreOptions = {},
): MemoryStore {
  const stored: StoredDocuments = {
    user: content.user ?? undefined,
    projects: new Map(
      (content.projects ?? []).map((document, index) => [
        projectIdOf(document, index),
        // A stored order (the demo's saved documents) is kept; the file's have none.
        isRecord(document) ? { [ORDER_FIELD]: index, ...document } : document,
      ]),
    ),
    resume: new Map(
      toStoredResumeEntries(content.resume).map(({ id, document }) => [id, document]),
    ),
    posts: new Map(
      (content.posts ?? []).flatMap((document) =>
        isRecord(document) && typeof document.slug === 'string'
          ? [[document.slug, withoutSlug(document)] as const]
          : [],
      ),
    ),
    messages: [],
    handled: new Set(),
    deliveries: new Map(),
    published: undefined,
    builtFrom: null,
    publishRequests: new Map(),
  };
  /** Each document's parsed project, until the document changes. */
  const parsedProjects = new Map<string, Project>();
  const changeListeners = new Set<ChangeListener>();
  let fail = initialFail;
  /** The send limits of firestore.rules, for the store's one visitor (the page). */
  let sender: SenderRecord | null = null;

  const projectOf = (id: string, document: unknown): Project => {
    let parsed = parsedProjects.get(id);
    if (!parsed) {
      parsed = parseProject(id, document);
      parsedProjects.set(id, parsed);
    }
    return parsed;
  };
  const currentProjects = () =>
    sortInOwnerOrder([...stored.projects].map(([id, document]) => ({ id, document }))).map(
      ({ id, document }) => projectOf(id, document),
    );
  const currentProject = (id: string) =>
    stored.projects.has(id) ? projectOf(id, stored.projects.get(id)) : null;
  // Parsed afresh at each change: a post's document is not cached as a project's is, since a
  // listener hears the whole list, and a site's posts are few.
  const currentPosts = (): Post[] =>
    publishedPostsNewestFirst(
      [...stored.posts].map(([slug, document]) => parsePost(slug, document)),
    );
  const currentResume = () =>
    readStoredResume([...stored.resume].map(([id, document]) => ({ id, document })));
  const changed = (change: StoreChange, ids: Iterable<string> = []) => {
    const projects = new Set(ids);
    projects.forEach((id) => parsedProjects.delete(id));
    changeListeners.forEach((listener) => listener(change, projects));
  };
  const onChange = (listener: ChangeListener) => {
    // A wrapper per subscription, so the same callback subscribed twice is two listeners.
    const own: ChangeListener = (change, ids) => listener(change, ids);
    changeListeners.add(own);
    return () => void changeListeners.delete(own);
  };

  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, latencyMs));
  const answer = async (operation: FailableOperation, failure: string) => {
    await wait();
    if (fail.has(operation)) throw new Error(`${failure} (simulated failure).`);
  };
  const listen: MemoryStore['listen'] = (heard, current, onNext, onError, failing = 'projects') => {
    let stop = () => {};
    const timer = setTimeout(() => {
      if (onError && fail.has(failing)) {
        onError(new Error(`${LISTENED_WHAT[failing]} could not be loaded (simulated failure).`));
        return;
      }
      stop = onChange((change, ids) => {
        if (heard(change, ids)) onNext(current());
      });
      onNext(current());
    }, latencyMs);
    return () => {
      clearTimeout(timer);
      stop();
    };
  };

  const repository: PortfolioRepository = {
    async getUser() {
      await answer('user', 'The profile could not be loaded');
      return stored.user == null ? null : parseUserProfile(stored.user);
    },

    subscribeToProjects: (onNext, onError) =>
      listen((change) => change === 'content', currentProjects, onNext, onError),

    subscribeToResume: (onNext, onError) =>
      listen((change) => change === 'content', currentResume, onNext, onError, 'resume'),

    subscribeToPosts: (onNext, onError) =>
      listen((change) => change === 'content', currentPosts, onNext, onError, 'posts'),

    subscribeToProject(id, onNext, onError) {
      // As in Firestore, whatever this repository holds: no document has such an id.
      if (!isDocumentId(id))
        return listen(
          () => false,
          () => null,
          onNext,
          onError,
        );
      const heard = (change: StoreChange, ids: ReadonlySet<string>) =>
        change === 'content' && ids.has(id);
      return listen(heard, () => currentProject(id), onNext, onError);
    },

    async insertMail(message) {
      await answer('send', 'The message could not be sent');
      // As the Firestore rules do: a repeat of a stored message changes nothing and is not
      // counted, an id that holds another message is refused, and a new one is counted.
      const existing = stored.messages.find((entry) => entry.id === message.id);
      if (existing && !sameText(existing, message)) {
        throw new Error(`Message ${message.id} exists with other content (refused).`);
      }
      if (!existing) {
        const at = now();
        const wait = waitBeforeNextSend(sender, at);
        if (wait) throw new RateLimitedError(wait.limit, wait.retryAfterSeconds);
        sender = recordSend(sender, at);
        stored.messages.push({ ...message });
        changed('inbox');
      }
      return message.id;
    },
  };

  return {
    repository,
    stored,
    answer,
    setFail(operations) {
      fail = operations;
    },
    fails: (operation) => fail.has(operation),
    wait,
    now,

    putProject(id, document) {
      stored.projects.set(id, document);
      changed('content', [id]);
    },

    removeProject(id) {
      if (stored.projects.delete(id)) changed('content', [id]);
    },

    putResumeEntry(id, document) {
      stored.resume.set(id, document);
      changed('content');
    },

    removeResumeEntry(id) {
      if (stored.resume.delete(id)) changed('content');
    },

    putPost(slug, document) {
      stored.posts.set(slug, document);
      changed('content');
    },

    removePost(slug) {
      if (stored.posts.delete(slug)) changed('content');
    },

    listMessages: () => [...stored.messages],

    changed,
    onChange,
    listen,
  };
}
