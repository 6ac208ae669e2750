import type { NewContactMessage } from '@/domain/contact-message';
import type { Project } from '@/domain/project';
import { VisitorCheckError } from '@/domain/send-errors';
import type { FirebaseOptions } from './app-config';
import type { PortfolioRepository } from './portfolio-repository';

/**
 * The page's repository and the one in the Firestore worker (src/data/firestore-worker.ts),
 * connected over a message port: the page calls, the worker answers and streams the projects,
 * and asks the page the one thing only the page can do (an App Check token from reCAPTCHA).
 */

/** Either end of a dedicated worker, or of a MessageChannel in tests. */
export interface MessagePortLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** What crosses the port of an error: enough for the page to tell failures apart. */
interface SentError {
  name: string;
  message: string;
  code?: string;
}

/** The worker's first message: what it connects to. */
export interface ConnectMessage {
  kind: 'connect';
  options: FirebaseOptions;
  emulatorHost: string | undefined;
  /** Whether the page runs App Check, and so answers the worker's token questions. */
  appCheck: boolean;
}

/** An App Check token as the worker's App Check wants it from its custom provider. */
export interface AppCheckTokenAnswer {
  token: string;
  expireTimeMillis: number;
}

/** A write the browser tests attempt from the page's own Firebase app (emulator builds only). */
export type TestWrite = (path: string, data: Record<string, unknown>) => Promise<void>;

type Call =
  | { method: 'getUser' }
  | { method: 'insertMail'; message: NewContactMessage }
  | { method: 'setDocument'; path: string; data: Record<string, unknown> };

type PageMessage =
  | ConnectMessage
  | ({ kind: 'call'; id: number } & Call)
  | { kind: 'subscribe'; id: number }
  | { kind: 'unsubscribe'; id: number }
  | Answer;

type WorkerMessage =
  | Answer
  | { kind: 'projects'; id: number; projects: Project[] }
  | { kind: 'projects-failed'; id: number; error: SentError }
  | { kind: 'ask-app-check-token'; id: number };

type Answer = { kind: 'answer'; id: number } & ({ value: unknown } | { error: SentError });

interface ProjectsListener {
  onNext: (projects: Project[]) => void;
  onError: (error: Error) => void;
}

const codeOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'string'
    ? value.code
    : undefined;

function sendable(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  // A refused visitor's reason is App Check's error: its code says why.
  const code = codeOf(error instanceof VisitorCheckError ? error.reason : error);
  return { name: error.name, message: error.message, ...(code ? { code } : {}) };
}

function revive({ name, message, code }: SentError): Error {
  if (name === 'VisitorCheckError') return new VisitorCheckError({ code, message });
  return Object.assign(new Error(message), { name }, code ? { code } : {});
}

/** Answers the other end's questions by id, and keeps the questions this end asked. */
function createQuestions() {
  let nextId = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  return {
    ask(send: (id: number) => void): Promise<unknown> {
      const id = (nextId += 1);
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        send(id);
      });
    },
    settle(answer: Answer): void {
      const question = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('error' in answer) question?.reject(revive(answer.error));
      else question?.resolve(answer.value);
    },
    failAll(error: Error): void {
      for (const question of waiting.values()) question.reject(error);
      waiting.clear();
    },
  };
}

async function answer(port: MessagePortLike, id: number, work: () => Promise<unknown>) {
  try {
    port.postMessage({ kind: 'answer', id, value: await work() } satisfies Answer);
  } catch (error) {
    port.postMessage({ kind: 'answer', id, error: sendable(error) } satisfies Answer);
  }
}

/** The page's end of the bridge. */
export interface BridgedRepository extends PortfolioRepository {
  /** For the browser tests: a write from the worker's Firebase app (emulator builds only). */
  testWrite: TestWrite;
  /**
   * The worker is gone (its code failed to load, say): every waiting call and listener fails,
   * and so does every later one, at once.
   */
  fail(error: Error): void;
}

/**
 * The page's end: a PortfolioRepository whose work happens in the worker behind `port`.
 * `appCheckToken` answers the worker's token questions.
 */
export function createBridgedRepository(
  port: MessagePortLike,
  appCheckToken?: () => Promise<AppCheckTokenAnswer>,
): BridgedRepository {
  const questions = createQuestions();
  const listeners = new Map<number, ProjectsListener>();
  let nextSubscription = 0;
  let gone: Error | undefined;
  const post = (message: PageMessage) => port.postMessage(message);
  const call = (request: Call) =>
    gone ? Promise.reject(gone) : questions.ask((id) => post({ kind: 'call', id, ...request }));

  port.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    const message = event.data;
    if (message.kind === 'answer') questions.settle(message);
    else if (message.kind === 'projects') listeners.get(message.id)?.onNext(message.projects);
    else if (message.kind === 'projects-failed') {
      listeners.get(message.id)?.onError(revive(message.error));
      listeners.delete(message.id);
    } else if (message.kind === 'ask-app-check-token') {
      void answer(port, message.id, async () => {
        if (!appCheckToken) throw new Error('App Check is not running on this page.');
        return appCheckToken();
      });
    }
  });

  function subscribe(listener: ProjectsListener) {
    if (gone) {
      const error = gone;
      // Asynchronously, as a listener that failed later would be told.
      queueMicrotask(() => listener.onError(error));
      return () => {};
    }
    const id = (nextSubscription += 1);
    listeners.set(id, listener);
    post({ kind: 'subscribe', id });
    return () => {
      if (!listeners.delete(id)) return;
      post({ kind: 'unsubscribe', id });
    };
  }

  return {
    getUser: async () =>
      (await call({ method: 'getUser' })) as Awaited<ReturnType<PortfolioRepository['getUser']>>,
    subscribeToProjects: (onNext, onError) => subscribe({ onNext, onError }),
    insertMail: async (message) => (await call({ method: 'insertMail', message })) as string,
    testWrite: async (path, data) => {
      await call({ method: 'setDocument', path, data });
    },
    fail(error) {
      gone = error;
      questions.failAll(error);
      for (const listener of listeners.values()) listener.onError(error);
      listeners.clear();
    },
  };
}

/** What the worker serves once connected. */
export interface Served {
  repository: PortfolioRepository;
  testWrite?: TestWrite;
}

/**
 * The worker's end: waits for the page's ConnectMessage, then serves the repository `connect`
 * builds from it, calls in the order they came. `connect` gets `askAppCheckToken`, for its
 * App Check's custom provider.
 */
export function serveRepository(
  port: MessagePortLike,
  connect: (
    message: ConnectMessage,
    askAppCheckToken: () => Promise<AppCheckTokenAnswer>,
  ) => Promise<Served>,
): void {
  const questions = createQuestions();
  const subscriptions = new Map<number, () => void>();
  const post = (message: WorkerMessage) => port.postMessage(message);
  const askAppCheckToken = async () =>
    (await questions.ask((id) => post({ kind: 'ask-app-check-token', id }))) as AppCheckTokenAnswer;
  let served: Promise<Served> | undefined;

  const handle = ({ repository, testWrite }: Served, message: PageMessage) => {
    if (message.kind === 'call') {
      void answer(port, message.id, async () => {
        if (message.method === 'getUser') return repository.getUser();
        if (message.method === 'insertMail') return repository.insertMail(message.message);
        if (!testWrite) throw new Error('This build has no test writes.');
        return testWrite(message.path, message.data);
      });
    } else if (message.kind === 'subscribe') {
      const { id } = message;
      const stop = repository.subscribeToProjects(
        (projects) => post({ kind: 'projects', id, projects }),
        (error) => {
          subscriptions.delete(id);
          post({ kind: 'projects-failed', id, error: sendable(error) });
        },
      );
      subscriptions.set(id, stop);
    } else if (message.kind === 'unsubscribe') {
      subscriptions.get(message.id)?.();
      subscriptions.delete(message.id);
    }
  };

  port.addEventListener('message', (event: MessageEvent<PageMessage>) => {
    const message = event.data;
    if (message.kind === 'connect') {
      served = connect(message, askAppCheckToken);
      // A connection that failed is reported to each call and listener that needed it.
      served.catch(() => {});
    } else if (message.kind === 'answer') questions.settle(message);
    else if (!served) throw new Error('The page called the worker before connecting it.');
    else {
      const failed = (error: unknown) => {
        if (message.kind === 'call')
          post({ kind: 'answer', id: message.id, error: sendable(error) });
        if (message.kind === 'subscribe') {
          post({ kind: 'projects-failed', id: message.id, error: sendable(error) });
        }
      };
      void served.then((connected) => handle(connected, message), failed);
    }
  });
}
