// @vitest-environment node
import nodeConsole from 'node:console';
import { registerVersion } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '../support/console-errors';
import { takeFirebaseWarnings, takeFirebaseWarningsLike } from '../support/firebase-warnings';
import { failOnUnexpectedOutput } from '../support/unexpected-output';

/** A real warning from the Firebase SDK: it refuses a library name with a slash in it. */
const provokeFirebaseWarning = () => registerVersion('a/library', '1.0.0');

describe('a passing suite is quiet', () => {
  it("takes the Firebase SDK's warnings instead of printing them", () => {
    provokeFirebaseWarning();
    expect(takeFirebaseWarnings()).toEqual([
      expect.stringMatching(/^@firebase\/app: Unable to register library "a\/library"/),
    ]);
  });

  it('fails a test that leaves a Firebase SDK warning untaken', () => {
    provokeFirebaseWarning();
    expect(failOnUnexpectedOutput).toThrow(/^Unexpected Firebase SDK warning: @firebase\/app: /);
    expect(takeFirebaseWarnings()).toEqual([]);
  });

  it('fails a test that leaves a console.error untaken, the page console included', () => {
    console.error('from the test');
    nodeConsole.error('from the page');
    expect(failOnUnexpectedOutput).toThrow(
      'Unexpected console.error: from the test\nUnexpected console.error: from the page',
    );
    expect(takeConsoleErrors()).toEqual([]);
  });

  it('lets a test take only the warnings it expects', () => {
    provokeFirebaseWarning();
    expect(() => takeFirebaseWarningsLike(/PERMISSION_DENIED/)).toThrow();
  });
});
