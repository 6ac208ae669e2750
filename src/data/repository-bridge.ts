import {
  expose,
  proxy,
  releaseProxy,
  wrap,
  type Endpoint,
  type ProxyMarked,
  type Remote,
} from 'comlink';
import type { NewContactMessage } from '@/domain/contact-message';
import type { Post } from '@/domain/post';
import type { Project } from '@/domain/project';
import type { Resume } from '@/domain/resume';
import type { UserProfile } from '@/domain/user-profile';
import type { FirebaseOptions } from './app-config';
import { carryErrorsWhole } from './bridge-errors';
import type { AppCheckTokenAnswer } from './firebase-connection';
import type { PortfolioRepository } from './portfolio-repository';

/**
 * The page's repository and the one in the Firestore worker (src/data/firestore-worker.ts),
 * connected with Comlink over a message port: the page calls, the worker answers and calls the
 * page's listeners back, and asks the page the one thing only the page can do (an App Check
 * token from reCAPTCHA).
 */

/** The Firestore the worker connects to, and the Authentication its visitors sign in with. */
export interface FirestoreTarget {
  options: FirebaseOptions;
  emulatorHost: string | undefined;
  authEmulatorHost: string | undefined;
}

/** The page's App Check tokens, as the worker's App Check wants them from its custom provider. */
export type AskAppCheckToken = () => Promise<AppCheckTokenAnswer>;

/** A write the browser tests attempt from the page's own Firebase app (emulator builds only). */
export type TestWrite = (path: string, data: Record<string, unknown>) => Promise<void>;

/** What the worker serves once connected. */
export interface Served {
  repository: PortfolioRepository;
  testWrite?: TestWrite;
}

/** Connects the worker's repository; App Check runs when the page gave a way to ask for tokens. */
export type Connect = (
  target: FirestoreTarget,
  askAppCheckToken: AskAppCheckToken | undefined,
) => Promise<Served>;

/**
 * A subscription's two callbacks, proxied as one: calls over one port arrive in the order they
 * were made, and a value sent before an error must not arrive after it.
 */
interface Listener<T> {
  onNext(value: T): void;
  onError(error: Error): void;
}

/** The page's listener as it reaches the worker: a Comlink proxy. */
type RemoteListener<T> = Remote<Listener<T> & ProxyMarked>;

/** What the worker returns for a listener it started: the page's way to stop it. */
type Unsubscribe = (() => void) & ProxyMarked;

/** The worker's end as Comlink exposes it. */
interface RepositoryService {
  connect(
    target: FirestoreTarget,
    askAppCheckToken: Remote<AskAppCheckToken & ProxyMarked> | undefined,
  ): void;
  getUser(): Promise<UserProfile | null>;
  subscribeToProjects(listener: RemoteListener<Project[]>): Promise<Unsubscribe>;
  subscribeToProject(id: string, listener: RemoteListener<Project | null>): Promise<Unsubscribe>;
  subscribeToResume(listener: RemoteListener<Resume>): Promise<Unsubscribe>;
  subscribeToPosts(listener: RemoteListener<Post[]>): Promise<Unsubscribe>;
  insertMail(message: NewContactMessage): Promise<string>;
  testWrite: TestWrite;
}

/**
 * The worker's end: serves on `endpoint` the repository `connect` makes once the page has said
 * what to connect to. Calls that come first wait for it; a failed connection fails each of them.
 */
export function exposeRepository(endpoint: Endpoint, connect: Connect): void {
  carryErrorsWhole();
  let served: Promise<Served> | undefined;
  const connected = async () => {
    if (!served) throw new Error('The page called the worker before connecting it.');
    return served;
  };
  /** Starts a listener of the repository for the page's `listener`, until the page stops it. */
  const serve = async <T>(
    // The part of a RemoteListener<T> used here: Comlink's conditional parameter types cannot
    // take a T while T is still a type parameter.
    listener: Listener<T> & Pick<Remote<unknown>, typeof releaseProxy>,
    start: (
      repository: PortfolioRepository,
      onNext: (value: T) => void,
      onError: (error: Error) => void,
    ) => () => void,
  ): Promise<Unsubscribe> => {
    const { repository } = await connected();
    const stop = start(
      repository,
      (value) => void listener.onNext(value),
      (error) => void listener.onError(error),
    );
    return proxy(() => {
      stop();
      listener[releaseProxy]();
    });
  };
  const service: RepositoryService = {
    connect(target, askAppCheckToken) {
      served = connect(target, askAppCheckToken);
      // A connection that failed is reported to each call and listener that needed it.
      served.catch(() => {});
    },
    getUser: async () => (await connected()).repository.getUser(),
    subscribeToProjects: (listener) =>
      serve(listener, (repository, onNext, onError) =>
        repository.subscribeToProjects(onNext, onError),
      ),
    subscribeToProject: (id, listener) =>
      serve(listener, (repository, onNext, onError) =>
        repository.subscribeToProject(id, onNext, onError),
      ),
    subscribeToResume: (listener) =>
      serve(listener, (repository, onNext, onError) =>
        repository.subscribeToResume(onNext, onError),
      ),
    subscribeToPosts: (listener) =>
      serve(listener, (repository, onNext, onError) =>
        repository.subscribeToPosts(onNext, onError),
      ),
    insertMail: async (message) => (await connected()).repository.insertMail(message),
    async testWrite(path, data) {
      const { testWrite } = await connected();
      if (!testWrite) throw new Error('This build has no test writes.');
      await testWrite(path, data);
    },
  };
  expose(service, endpoint);
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
 * The page's end: a PortfolioRepository whose work happens behind `endpoint`, connected to
 * `target`. `askAppCheckToken`, when App Check runs on the page, answers the worker's questions.
 */
export function wrapRepository(
  endpoint: Endpoint,
  target: FirestoreTarget,
  askAppCheckToken?: AskAppCheckToken,
): BridgedRepository {
  carryErrorsWhole();
  const service = wrap<RepositoryService>(endpoint);
  void service.connect(target, askAppCheckToken && proxy(() => askAppCheckToken()));

  let gone: Error | undefined;
  let stopWaiting: (error: Error) => void = () => {};
  const whenGone = new Promise<never>((_, reject) => (stopWaiting = reject));
  whenGone.catch(() => {});
  const call = <T>(work: () => Promise<T>) =>
    gone ? Promise.reject(gone) : Promise.race([work(), whenGone]);
  /** Each live listener's way to fail, so a worker that is gone fails them all. */
  const failures = new Set<(error: Error) => void>();

  /** A listener of the worker's repository, which `subscribe` starts for the proxied `listener`. */
  function listen<T>(
    subscribe: (listener: Listener<T> & ProxyMarked) => Promise<Remote<Unsubscribe>>,
    onNext: (value: T) => void,
    onError: (error: Error) => void,
  ): () => void {
    const fail = (error: Error) => {
      if (failures.delete(fail)) onError(error);
    };
    failures.add(fail);
    if (gone) {
      const error = gone;
      // Asynchronously, as a listener that failed later would be told.
      queueMicrotask(() => fail(error));
      return () => void failures.delete(fail);
    }
    const listener: Listener<T> = {
      onNext: (value) => {
        if (failures.has(fail)) onNext(value);
      },
      onError: fail,
    };
    const subscription = subscribe(proxy(listener)).catch((error: Error) => fail(error));
    let unsubscribed = false;
    return () => {
      if (unsubscribed) return;
      unsubscribed = true;
      failures.delete(fail);
      void subscription.then(async (unsubscribe) => {
        if (!unsubscribe) return;
        await unsubscribe();
        unsubscribe[releaseProxy]();
      });
    };
  }

  return {
    getUser: () => call(() => service.getUser()),
    subscribeToProjects: (onNext, onError) =>
      listen((listener) => service.subscribeToProjects(listener), onNext, onError),
    subscribeToProject: (id, onNext, onError) =>
      listen((listener) => service.subscribeToProject(id, listener), onNext, onError),
    subscribeToResume: (onNext, onError) =>
      listen((listener) => service.subscribeToResume(listener), onNext, onError),
    subscribeToPosts: (onNext, onError) =>
      listen((listener) => service.subscribeToPosts(listener), onNext, onError),
    insertMail: (message) => call(() => service.insertMail(message)),
    testWrite: (path, data) => call(() => service.testWrite(path, data)),
    fail(error) {
      gone = error;
      stopWaiting(error);
      for (const fail of [...failures]) fail(error);
    },
  };
}
