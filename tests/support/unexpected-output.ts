import { takeConsoleErrors } from './console-errors';
import { takeFirebaseWarnings } from './firebase-warnings';

/**
 * Throws with every console.error and Firebase SDK warning a test left untaken: what it neither
 * provoked on purpose nor asserted. tests/setup.ts calls it after each test and each file.
 */
export function failOnUnexpectedOutput(): void {
  const unexpected = [
    ...takeFirebaseWarnings().map((warning) => `Unexpected Firebase SDK warning: ${warning}`),
    ...takeConsoleErrors().map((args) => `Unexpected console.error: ${args.map(String).join(' ')}`),
  ];
  if (unexpected.length > 0) throw new Error(unexpected.join('\n'));
}
