import type { NewContactMessage } from '@/domain/contact-message';
import { isRecord } from '@/domain/is-record';
import { parseProject, type Project } from '@/domain/project';
import { ORDER_FIELD, sortInOwnerOrder } from '@/domain/project-order';
import { parseUserProfile } from '@/domain/user-profile';
import type { PortfolioDocuments, PortfolioRepository } from './portfolio-repository';

export type FailableOperation = 'user' | 'projects' | 'send';

export interface MemoryRepositoryOptions {
  /** Delays every call, and the first projects emission, by this many milliseconds. */
  latencyMs?: number;
  /** Operations that reject (or, for projects, call onError) after the latency. */
  fail?: ReadonlySet<FailableOperation>;
}

export type StoredMessage = NewContactMessage;

const sameText = (a: NewContactMessage, b: NewContactMessage) =>
  a.name === b.name && a.email === b.email && a.message === b.message;

/** The repository contract plus controls that let tests and the demo change data live. */
export interface MemoryRepository extends PortfolioRepository {
  /** Adds a project document, or replaces the one with the same id; listeners hear of it. */
  putProject(id: string, document: unknown): void;
  removeProject(id: string): void;
  /** Changes which operations fail from now on, e.g. to let a Retry succeed. */
  setFail(operations: ReadonlySet<FailableOperation>): void;
  /** The messages stored so far, oldest first. */
  listMessages(): readonly StoredMessage[];
}

function projectIdOf(document: unknown, index: number): string {
  const id = isRecord(document) ? document.id : null;
  return typeof id === 'string' && id !== '' ? id : `project-${index + 1}`;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * An in-memory PortfolioRepository seeded from content in the `mocks/portfolio.json` format. As
 * `npm run seed` does, each project is stored with its place in the file as its order.
 */
export function createMemoryRepository(
  content: PortfolioDocuments,
  { latencyMs = 0, fail: initialFail = new Set() }: MemoryRepositoryOptions = {},
): MemoryRepository {
  const projectDocuments = new Map<string, unknown>(
    (content.projects ?? []).map((document, index) => [
      projectIdOf(document, index),
      isRecord(document) ? { ...document, [ORDER_FIELD]: index } : document,
    ]),
  );
  /** Each document's parsed project, until the document changes. */
  const parsedProjects = new Map<string, Project>();
  const listeners = new Set<(projects: Project[]) => void>();
  const messages: StoredMessage[] = [];
  let fail = initialFail;

  const projectOf = (id: string, document: unknown): Project => {
    let parsed = parsedProjects.get(id);
    if (!parsed) {
      parsed = parseProject(id, document);
      parsedProjects.set(id, parsed);
    }
    return parsed;
  };
  const currentProjects = () =>
    sortInOwnerOrder([...projectDocuments].map(([id, document]) => ({ id, document }))).map(
      ({ id, document }) => projectOf(id, document),
    );
  /** The documents not parsed yet, read as they are when reached (one may change meanwhile). */
  function* unparsedDocuments() {
    for (const [id, document] of projectDocuments) {
      if (!parsedProjects.has(id)) yield { id, document };
    }
  }
  const notify = () => {
    // With nobody listening yet (the first emission still being parsed), parsing every document
    // now would undo the slicing.
    if (listeners.size === 0) return;
    const projects = currentProjects();
    listeners.forEach((listener) => listener(projects));
  };

  return {
    async getUser() {
      await delay(latencyMs);
      if (fail.has('user')) throw new Error('The profile could not be loaded (simulated failure).');
      return content.user == null ? null : parseUserProfile(content.user);
    },

    subscribeToProjects(onNext, onError) {
      let active = true;
      // A wrapper per subscription, so the same callback subscribed twice is two listeners.
      const listener = (projects: Project[]) => onNext(projects);
      const timer = setTimeout(() => {
        if (!active) return;
        if (fail.has('projects')) {
          onError(new Error('The projects could not be loaded (simulated failure).'));
          return;
        }
        for (const { id, document } of unparsedDocuments()) projectOf(id, document);
        listeners.add(listener);
        listener(currentProjects());
      }, latencyMs);
      return () => {
        active = false;
        clearTimeout(timer);
        listeners.delete(listener);
      };
    },

    async insertMail(message) {
      await delay(latencyMs);
      if (fail.has('send')) throw new Error('The message could not be sent (simulated failure).');
      // As the Firestore rules do: a repeat of a stored message changes nothing, and an id
      // that holds another message is refused.
      const stored = messages.find((entry) => entry.id === message.id);
      if (stored && !sameText(stored, message)) {
        throw new Error(`Message ${message.id} exists with other content (refused).`);
      }
      if (!stored) messages.push({ ...message });
      return message.id;
    },

    putProject(id, document) {
      projectDocuments.set(id, document);
      parsedProjects.delete(id);
      notify();
    },

    removeProject(id) {
      parsedProjects.delete(id);
      if (projectDocuments.delete(id)) notify();
    },

    setFail(operations) {
      fail = operations;
    },

    listMessages: () => [...messages],
  };
}
