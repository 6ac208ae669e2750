import { z } from '../domain/zod';
import type { FailableOperation, MemoryStoreOptions } from './memory-store';

const FIREBASE_VARIABLES = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  databaseURL: 'VITE_FIREBASE_DATABASE_URL',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  measurementId: 'VITE_FIREBASE_MEASUREMENT_ID',
} as const;

const required = z.string({ error: 'is missing' }).check(z.trim(), z.minLength(1, 'is missing'));
const optional = z.optional(z.string().check(z.trim()));

/** Firestore needs these four; the rest only matter to other Firebase products. */
const firebaseOptionsSchema = z.object({
  apiKey: required,
  authDomain: required,
  projectId: required,
  appId: required,
  databaseURL: optional,
  storageBucket: optional,
  messagingSenderId: optional,
  measurementId: optional,
});

export type FirebaseOptions = z.output<typeof firebaseOptionsSchema>;

export type AppConfig =
  | { mode: 'memory'; memory: MemoryStoreOptions }
  | {
      mode: 'firestore';
      firebase: FirebaseOptions;
      emulatorHost: string | undefined;
      /** The Authentication emulator's `host:port`, for the studio's sign-in. */
      authEmulatorHost: string | undefined;
      /**
       * The Functions emulator's `host:port`, for the studio's Publish: with the Firestore
       * emulator and none given, the Functions emulator's default port on its host.
       */
      functionsEmulatorHost: string | undefined;
      /** A reCAPTCHA Enterprise site key: turns on App Check. */
      appCheckSiteKey: string | undefined;
    };

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The Firebase configuration is incomplete:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, unknown>>;

function readOptional(env: Env, variable: string): string | undefined {
  const value = env[variable];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const FAILABLE: readonly FailableOperation[] = [
  'user',
  'projects',
  'resume',
  'posts',
  'send',
  'save',
  'publish',
];
const MAX_LATENCY_MS = 60_000;
/** The Functions emulator's port unless firebase.json says otherwise. */
const FUNCTIONS_EMULATOR_PORT = 5001;

/** Reads `?latency=<ms>&fail=user,projects,resume,posts,send,save,publish`, the demo's contract for showing every state. */
export function readMemoryOptions(search: string): MemoryStoreOptions {
  const params = new URLSearchParams(search);
  const latency = Number(params.get('latency') ?? 0);
  const fail = (params.get('fail') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is FailableOperation => FAILABLE.includes(name as FailableOperation));
  return {
    latencyMs: Number.isFinite(latency)
      ? Math.min(Math.max(0, Math.round(latency)), MAX_LATENCY_MS)
      : 0,
    fail: new Set(fail),
  };
}

/**
 * Chooses the data source once, at start-up: Firestore when any VITE_FIREBASE_* variable is set,
 * the in-memory demo otherwise. A half-filled Firebase configuration throws a ConfigError.
 */
export function readAppConfig(env: Env, search: string): AppConfig {
  const entries = Object.entries(FIREBASE_VARIABLES).map(
    ([key, variable]) => [key, readOptional(env, variable)] as const,
  );
  if (entries.every(([, value]) => value === undefined)) {
    return { mode: 'memory', memory: readMemoryOptions(search) };
  }
  const result = firebaseOptionsSchema.safeParse(Object.fromEntries(entries));
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const key = String(issue.path[0]) as keyof typeof FIREBASE_VARIABLES;
        return `${FIREBASE_VARIABLES[key]} ${issue.message}`;
      }),
    );
  }
  const emulatorHost = readOptional(env, 'VITE_FIRESTORE_EMULATOR_HOST');
  return {
    mode: 'firestore',
    firebase: result.data,
    emulatorHost,
    authEmulatorHost: readOptional(env, 'VITE_AUTH_EMULATOR_HOST'),
    functionsEmulatorHost:
      readOptional(env, 'VITE_FUNCTIONS_EMULATOR_HOST') ??
      (emulatorHost ? `${emulatorHost.split(':')[0]}:${FUNCTIONS_EMULATOR_PORT}` : undefined),
    appCheckSiteKey: readOptional(env, 'VITE_APP_CHECK_RECAPTCHA_SITE_KEY'),
  };
}
