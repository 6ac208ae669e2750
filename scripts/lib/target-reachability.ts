/**
 * Whether a command's target (an emulator, or a real project) answers, known within seconds. The
 * Admin SDKs retry a refused connection for minutes before they give up with a raw gRPC error, so
 * the connect functions start a bounded check beside the command, and runAsCommand stops the
 * command with the check's one line when it fails.
 */
import { connect } from 'node:net';

/** A target that cannot be reached; its message is the one line the owner reads. */
export class UnreachableTarget extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UnreachableTarget';
  }
}

/** Loopback answers or refuses at once; this bounds an address that drops packets. */
const CONNECT_TIMEOUT_MS = 1_500;

/**
 * Why nothing accepts a TCP connection at `address` (`host:port`) within `timeoutMs`: the
 * socket's error, or `noAnswer` when the time runs out. Null when something does.
 */
export function whyNoConnection(
  address: string,
  timeoutMs: number,
  noAnswer: string,
): Promise<string | null> {
  const separator = address.lastIndexOf(':');
  const host = address.slice(0, separator).replace(/^\[|\]$/g, '');
  const port = Number(address.slice(separator + 1));
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const settle = (whyNot: string | null) => {
      socket.destroy();
      resolve(whyNot);
    };
    socket.setTimeout(timeoutMs, () => settle(noAnswer));
    socket.once('connect', () => settle(null));
    socket.once('error', (error) => settle(error.message));
  });
}

/** Whether something accepts a TCP connection at `address` (`host:port`) within the bound. */
export async function acceptsConnections(
  address: string,
  timeoutMs = CONNECT_TIMEOUT_MS,
): Promise<boolean> {
  return (await whyNoConnection(address, timeoutMs, 'no answer')) === null;
}

/** Fails with `noEmulator` unless something listens at the emulator's `address`. */
export async function checkEmulator(address: string, noEmulator: string): Promise<void> {
  if (!(await acceptsConnections(address))) throw new UnreachableTarget(noEmulator);
}

/**
 * How long a real project's first answer may take. Past it the command fails rather than let the
 * SDK retry for a minute: with tsx's start, the owner hears within 5 s.
 */
export const REAL_ANSWER_MS = 2_500;

/** Rejects with `onTimeout()` when `work` has not settled within `ms`. */
function within<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A real project's first answer to `request`, bounded. A failure names what was tried (`tried`:
 * the service, the project and its host) and what to check: the network and the key.
 */
export async function checkFirstAnswer(
  request: Promise<unknown>,
  tried: string,
  credentials: string | undefined,
): Promise<void> {
  const key = credentials
    ? `the key ${credentials}`
    : 'a key (--credentials KEY.json or $GOOGLE_APPLICATION_CREDENTIALS: none was given)';
  const advice = `Check the network connection and ${key}.`;
  try {
    await within(
      request,
      REAL_ANSWER_MS,
      () =>
        new UnreachableTarget(
          `${tried} did not answer within ${REAL_ANSWER_MS / 1000} s. ${advice}`,
        ),
    );
  } catch (error) {
    if (error instanceof UnreachableTarget) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const reason = (message.split('\n')[0] ?? '').replace(/\.$/, '');
    throw new UnreachableTarget(`${tried} did not answer: ${reason}. ${advice}`, { cause: error });
  }
}

const checks: Promise<UnreachableTarget | undefined>[] = [];
let watching = false;
let reportUnreachable: (error: UnreachableTarget) => void = () => {};
const firstFailure = new Promise<UnreachableTarget>((resolve) => {
  reportUnreachable = resolve;
});

/**
 * From now on, checks given to watchReachability run (runAsCommand calls it). A test or the build
 * that imports a command's code starts none: no probe, no extra call to a real project.
 */
export function startWatchingReachability(): void {
  watching = true;
}

/**
 * Runs `check` of the command's target, when watching: its rejection (an UnreachableTarget, whose
 * message says what was tried and what to do) ends the command.
 */
export function watchReachability(check: () => Promise<unknown>): void {
  if (!watching) return;
  checks.push(
    check().then(
      () => undefined,
      (error: unknown) => {
        const failure =
          error instanceof UnreachableTarget
            ? error
            : new UnreachableTarget(String(error), { cause: error });
        reportUnreachable(failure);
        return failure;
      },
    ),
  );
}

/** The first check to fail; never settles while none has. */
export function firstUnreachable(): Promise<UnreachableTarget> {
  return firstFailure;
}

/** Once every check started so far has settled: the first that failed, if one did. */
export async function failedCheck(): Promise<UnreachableTarget | undefined> {
  return (await Promise.all(checks)).find((failure) => failure !== undefined);
}
