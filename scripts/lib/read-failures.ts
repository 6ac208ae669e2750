/** Why the build's read of Firestore failed, said so that an owner can fix it. */
import type { PortfolioDocuments } from '../../src/data/portfolio-repository';
import type { RenderedVersions } from './rendered-versions';

export type ReadFailureReason = 'no-credentials' | 'permission-denied' | 'unreachable' | 'failed';

export type PublishedContentRead =
  /**
   * `lastChanged`: the newest update time of the documents read (none when there are none);
   * `versions`: each document's version and title as read, for the record of what was published.
   */
  | {
      ok: true;
      content: PortfolioDocuments;
      lastChanged: Date | undefined;
      versions: RenderedVersions;
    }
  /** `message` says what went wrong, naming the project and the host, and how to fix it. */
  | { ok: false; reason: ReadFailureReason; message: string };

export type ReadFailure = Extract<PublishedContentRead, { ok: false }>;

/** What was read from: the project, and the emulator or Google's server. */
export interface ReadSource {
  projectId: string;
  host: string;
  emulator: boolean;
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

export function messageOf(error: unknown): string {
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

export function unreachable(source: ReadSource, detail: string): ReadFailure {
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
