import { createRequire } from 'node:module';
import type * as Grpc from '@grpc/grpc-js';

/**
 * Stops gRPC's own log lines (`E Failed to connect to proxy …`, one per attempt) in a command
 * that says in one line what failed. gRPC reads GRPC_VERBOSITY once, when the Admin SDK's
 * Firestore module loads, before any command runs; so it is told through its API, in the copy
 * that module uses.
 */
export function quietGrpc(): void {
  try {
    const firestore = createRequire(import.meta.url).resolve('@google-cloud/firestore');
    const gax = createRequire(firestore).resolve('google-gax');
    const grpc = createRequire(gax)('@grpc/grpc-js') as typeof Grpc;
    grpc.setLogVerbosity(grpc.logVerbosity.NONE);
  } catch {
    // Not installed as expected: its lines are noise, not a reason to fail.
  }
}
