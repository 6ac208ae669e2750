/**
 * The build's read of the published content, for the prerender: the profile and the projects of
 * the Firestore project the site is built for. A visitor's anonymous read is refused once App
 * Check is enforced, so the build reads with the Admin SDK and the credentials of the machine
 * that builds (application default credentials: GOOGLE_APPLICATION_CREDENTIALS, or `gcloud auth
 * application-default login`, or a Google Cloud machine's own account), which neither App Check
 * nor the security rules apply to. On the emulator it needs no credentials.
 */
import { connect } from 'node:net';
import { deleteApp } from 'firebase-admin/app';
import type { PortfolioDocuments } from '../../src/data/portfolio-repository';
import { toContentFileOrder } from '../../src/domain/project-order';
import { connectAdminFirestore, type Target } from './admin-firestore';

const READ_TIMEOUT_MS = 10_000;
const FIRESTORE_HOST = 'firestore.googleapis.com';

export type ReadFailureReason = 'no-credentials' | 'permission-denied' | 'unreachable' | 'failed';

export type PublishedContentRead =
  | { ok: true; content: PortfolioDocuments }
  /** `message` says what went wrong, naming the project and the host, and how to fix it. */
  | { ok: false; reason: ReadFailureReason; message: string };

type ReadFailure = Extract<PublishedContentRead, { ok: false }>;

/** What was read from: the project, and the emulator or Google's server. */
export interface ReadSource {
  projectId: string;
  host: string;
  emulator: boolean;
}

const TIMED_OUT = Symbol('timed out');

/** Gives up waiting (the promise itself runs on, unobserved) when the deadline passes. */
async function before<T>(deadline: number, promise: Promise<T>): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, deadline - Date.now()));
  });
  promise.catch(() => undefined);
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Why nothing answers at the emulator's address, or null when something does. The Admin SDK
 * retries a refused connection for about 40 s; this tells at once. (Only for the emulator:
 * Google's server may be reached through a proxy that the SDK knows of and a socket does not.)
 */
function probe(address: string, deadline: number, noAnswer: string): Promise<string | null> {
  const colon = address.lastIndexOf(':');
  const host = address.slice(0, colon).replace(/^\[|\]$/g, '');
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(address.slice(colon + 1)) });
    socket.setTimeout(Math.max(1, deadline - Date.now()), () => {
      socket.destroy();
      resolve(noAnswer);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', (error) => resolve(error.message));
  });
}

/**
 * The Admin SDK takes FIRESTORE_EMULATOR_HOST from the environment when its client is made. Here
 * the site's configuration decides: an emulator address left in the shell for `npm run seed`
 * must not send a real site's build to the emulator. The environment is put back as it was.
 */
function connectToSource(target: Target) {
  const saved = {
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
    METADATA_SERVER_DETECTION: process.env.METADATA_SERVER_DETECTION,
  };
  delete process.env.FIRESTORE_EMULATOR_HOST;
  try {
    return connectAdminFirestore(target);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTUNREACH',
]);
const GRPC_DEADLINE_EXCEEDED = 4;
const GRPC_PERMISSION_DENIED = 7;
const GRPC_UNAVAILABLE = 14;
const GRPC_UNAUTHENTICATED = 16;

function codeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code ?? codeOf(cause);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function credentialsInUse(): string {
  const key = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  return key
    ? `the service-account key in GOOGLE_APPLICATION_CREDENTIALS (${key})`
    : "this machine's application default credentials";
}

const CREDENTIALS_FIX =
  'Fix: run `gcloud auth application-default login` on this machine, or set ' +
  'GOOGLE_APPLICATION_CREDENTIALS to the path of a service-account key (Firebase console → ' +
  'Project settings → Service accounts → Generate new private key; keep it out of git).';

function unreachable(source: ReadSource, detail: string): ReadFailure {
  return {
    ok: false,
    reason: 'unreachable',
    message:
      `Firestore project ${source.projectId} could not be reached at ${source.host}: ` +
      `${detail.replace(/\.$/, '')}.\n` +
      (source.emulator
        ? 'Fix: start the emulator there (npm run emulator), or correct VITE_FIRESTORE_EMULATOR_HOST.'
        : `Fix: check that this machine can reach ${source.host} (network, proxy, firewall).`),
  };
}

/** Why getting an access token failed: no credentials, unusable ones, or no network. */
export function explainCredentialsFailure(error: unknown, source: ReadSource): ReadFailure {
  const code = codeOf(error);
  if (typeof code === 'string' && NETWORK_ERRORS.has(code)) {
    return unreachable(source, `signing in with Google failed (${messageOf(error)})`);
  }
  const key = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  const found = !/could not load the default credentials/i.test(messageOf(error));
  return {
    ok: false,
    reason: 'no-credentials',
    message:
      (key && code === 'ENOENT'
        ? `GOOGLE_APPLICATION_CREDENTIALS points at ${key}, which does not exist`
        : found
          ? `The credentials found, ${credentialsInUse()}, could not be used`
          : 'No Google credentials were found on this machine') +
      ` to read Firestore project ${source.projectId} (${source.host}): ${messageOf(error)}\n` +
      CREDENTIALS_FIX,
  };
}

/** Why the read itself failed. */
export function explainReadFailure(error: unknown, source: ReadSource): ReadFailure {
  const code = codeOf(error);
  if (code === GRPC_PERMISSION_DENIED) {
    return {
      ok: false,
      reason: 'permission-denied',
      message:
        `Firestore project ${source.projectId} (${source.host}) refused the build's read with ` +
        `${credentialsInUse()}: permission denied (${messageOf(error)}).\n` +
        `Fix: give that account read access to Firestore in project ${source.projectId} (the ` +
        'role "Cloud Datastore Viewer", roles/datastore.viewer), or use a key of that project.',
    };
  }
  if (code === GRPC_UNAUTHENTICATED) return explainCredentialsFailure(error, source);
  if (code === GRPC_UNAVAILABLE || code === GRPC_DEADLINE_EXCEEDED) {
    return unreachable(source, messageOf(error));
  }
  return {
    ok: false,
    reason: 'failed',
    message: `Reading Firestore project ${source.projectId} at ${source.host} failed: ${messageOf(error)}`,
  };
}

/**
 * Reads what visitors would see: `User/user` and the projects, in the owner's order. Never
 * throws: when it cannot read within the time allowed, it says why.
 */
export async function readPublishedContent(
  env: Record<string, string>,
  { timeoutMs = READ_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<PublishedContentRead> {
  const deadline = Date.now() + timeoutMs;
  const emulatorHost = env.VITE_FIRESTORE_EMULATOR_HOST || undefined;
  const source: ReadSource = {
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
    host: emulatorHost ?? FIRESTORE_HOST,
    emulator: emulatorHost !== undefined,
  };
  const noAnswer = `no answer within ${timeoutMs / 1000} s`;
  if (emulatorHost) {
    // A malformed address (no port, say) is refused by the socket at once.
    const whyNot = await probe(emulatorHost, deadline, noAnswer).catch(messageOf);
    if (whyNot) return unreachable(source, whyNot);
  }
  const { db, app } = connectToSource({
    projectId: source.projectId,
    emulatorHost,
    credentials: undefined,
  });
  // Deleting the app waits for requests still under way: after a timeout, that is not awaited.
  let settled = true;
  try {
    // The SDK retries a read that has no credentials for about 10 s; asking for a token first
    // says at once that there are none.
    if (!emulatorHost && app.options.credential) {
      let token;
      try {
        token = await before(deadline, app.options.credential.getAccessToken());
      } catch (error) {
        return explainCredentialsFailure(error, source);
      }
      if (token === TIMED_OUT) {
        settled = false;
        return unreachable(source, `${noAnswer} while signing in with Google`);
      }
    }
    const read = await before(
      deadline,
      Promise.all([db.collection('User').doc('user').get(), db.collection('Projects').get()]),
    );
    if (read === TIMED_OUT) {
      settled = false;
      return unreachable(source, noAnswer);
    }
    const [user, projects] = read;
    return {
      ok: true,
      content: {
        user: user.data() ?? null,
        // In the owner's order: the prerender keeps the order of this list.
        projects: toContentFileOrder(
          projects.docs.map((entry) => ({ id: entry.id, document: entry.data() })),
        ),
      },
    };
  } catch (error) {
    return explainReadFailure(error, source);
  } finally {
    const deleted = deleteApp(app).catch(() => undefined);
    if (settled) await deleted;
  }
}
