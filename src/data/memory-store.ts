import type { NewContactMessage } from '@/domain/contact-message';
import { isDocumentId } from '@/domain/document-id';
import { isRecord } from '@/domain/is-record';
import { parseProject, type Project } from '@/domain/project';
import { ORDER_FIELD, sortInOwnerOrder } from '@/domain/project-order';
import { parseUserProfile } from '@/domain/user-profile';
import { createSendLimits } from './memory-send-limits';
import type { PortfolioDocuments, PortfolioRepository } from './portfolio-repository';

/** `save` fails every write of the owner's studio (see createMemoryStudioRepository). */
export type FailableOperation = 'user' | 'projects' | 'send' | 'save';

export interface MemoryStoreOptions {
  /** Delays every call, and each listener's first emission, by this many milliseconds. */
  latencyMs?: number;
  /** Operations that reject (or, for projects, fail every listener) after the latency. */
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

/** What changed: the profile or the projects (`content`), or the messages (`inbox`). */
export type StoreChange = 'content' | 'inbox';

const sameText = (a: NewContactMessage, b: NewContactMessage) =>
  a.name === b.name && a.email === b.email && a.message === b.message;

/** What a memory store holds, as stored. */
export interface StoredDocuments {
  /** `User/user`; undefined when there is none. */
  user: unknown;
  /** The project documents, by id, in no particular order. */
  readonly projects: Map<string, unknown>;
  /** The messages, oldest first, as `Emails` holds them. */
  readonly messages: StoredMessage[];
  /** The ids of the messages the owner marked handled. */
  readonly handled: Set<string>;
  /** Each message's email, as the Cloud Function records it in `Deliveries/<id>`. */
  readonly deliveries: Map<string, DeliveryRecord>;
}

/**
 * Documents in memory: the visitor's `repository` reads them, and the owner's side (the memory
 * studio, and tests standing in for the owner or the Cloud Function) changes them with the rest.
 */
export interface MemoryStore {
  /** What a visitor's page gets: the repository contract on these documents, and nothing more. */
  readonly repository: PortfolioRepository;
  /** What it holds: changed in place, then told with `changed`. */
  readonly stored: StoredDocuments;
  /** The simulated delay of every call, and of each listener's first emission. */
  readonly latencyMs: number;
  /** Whether `operation` fails now (`save`: every write of the memory studio). */
  fails(operation: FailableOperation): boolean;
  /** Changes which operations fail from now on, e.g. to let a Retry succeed. */
  setFail(operations: ReadonlySet<FailableOperation>): void;
  /** Adds a project document, or replaces the one with the same id; its listeners hear of it. */
  putProject(id: string, document: unknown): void;
  removeProject(id: string): void;
  /** The messages stored so far, oldest first. */
  listMessages(): readonly StoredMessage[];
  /**
   * After a change to `stored`: every listener hears of the content (its projects `ids` among
   * it) or of the inbox, once, however much of it changed.
   */
  changed(change: StoreChange, ids?: Iterable<string>): void;
  /** Calls `listener` after every change; returns a function that stops it. */
  onChange(listener: (change: StoreChange) => void): () => void;
}

function projectIdOf(document: unknown, index: number): string {
  const id = isRecord(document) ? document.id : null;
  return typeof id === 'string' && id !== '' ? id : `project-${index + 1}`;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A memory store seeded from content in the `mocks/portfolio.json` format. As `npm run seed`
 * does, each project is stored with its place in the file as its order.
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
    messages: [],
    handled: new Set(),
    deliveries: new Map(),
  };
  /** Each document's parsed project, until the document changes. */
  const parsedProjects = new Map<string, Project>();
  const listListeners = new Set<(projects: Project[]) => void>();
  /** Each project's listeners, by id: a set is kept once made (few ids are ever listened to). */
  const projectListeners = new Map<string, Set<(project: Project | null) => void>>();
  const changeListeners = new Set<(change: StoreChange) => void>();
  let fail = initialFail;
  const sendLimits = createSendLimits(now);

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
  /** Tells `listeners` what `current()` now is; with nobody listening, nothing is worked out. */
  const tell = <T>(listeners: Set<(value: T) => void> | undefined, current: () => T) => {
    if (!listeners?.size) return;
    const value = current();
    listeners.forEach((listener) => listener(value));
  };
  const changed = (change: StoreChange, ids: Iterable<string> = []) => {
    if (change === 'content') {
      const projects = [...ids];
      projects.forEach((id) => parsedProjects.delete(id));
      tell(listListeners, currentProjects);
      projects.forEach((id) => tell(projectListeners.get(id), () => currentProject(id)));
    }
    changeListeners.forEach((listener) => listener(change));
  };

  /**
   * A listener as a stream starts one: after the latency it fails, when projects are told to,
   * or joins `listeners` and hears `current()`; it hears nothing once it has left.
   */
  function listen<T>(
    listeners: Set<(value: T) => void>,
    current: () => T,
    onNext: (value: T) => void,
    onError: (error: Error) => void,
  ): () => void {
    // A wrapper per subscription, so the same callback subscribed twice is two listeners.
    const listener = (value: T) => onNext(value);
    const timer = setTimeout(() => {
      if (fail.has('projects')) {
        onError(new Error('The projects could not be loaded (simulated failure).'));
        return;
      }
      listeners.add(listener);
      listener(current());
    }, latencyMs);
    return () => {
      clearTimeout(timer);
      listeners.delete(listener);
    };
  }

  const repository: PortfolioRepository = {
    async getUser() {
      await delay(latencyMs);
      if (fail.has('user')) throw new Error('The profile could not be loaded (simulated failure).');
      return stored.user == null ? null : parseUserProfile(stored.user);
    },

    subscribeToProjects: (onNext, onError) =>
      listen(listListeners, currentProjects, onNext, onError),

    subscribeToProject(id, onNext, onError) {
      // As in Firestore, whatever this repository holds: no document has such an id.
      if (!isDocumentId(id)) return listen<Project | null>(new Set(), () => null, onNext, onError);
      let listeners = projectListeners.get(id);
      if (!listeners) projectListeners.set(id, (listeners = new Set()));
      return listen(listeners, () => currentProject(id), onNext, onError);
    },

    async insertMail(message) {
      await delay(latencyMs);
      if (fail.has('send')) throw new Error('The message could not be sent (simulated failure).');
      // As the Firestore rules do: a repeat of a stored message changes nothing and is not
      // counted, an id that holds another message is refused, and a new one is counted.
      const existing = stored.messages.find((entry) => entry.id === message.id);
      if (existing && !sameText(existing, message)) {
        throw new Error(`Message ${message.id} exists with other content (refused).`);
      }
      if (!existing) {
        sendLimits.count();
        stored.messages.push({ ...message });
        changed('inbox');
      }
      return message.id;
    },
  };

  return {
    repository,
    stored,
    latencyMs,
    fails: (operation) => fail.has(operation),
    setFail(operations) {
      fail = operations;
    },

    putProject(id, document) {
      stored.projects.set(id, document);
      changed('content', [id]);
    },

    removeProject(id) {
      if (stored.projects.delete(id)) changed('content', [id]);
    },

    listMessages: () => [...stored.messages],

    changed,

    onChange(listener) {
      const own = (change: StoreChange) => listener(change);
      changeListeners.add(own);
      return () => changeListeners.delete(own);
    },
  };
}
