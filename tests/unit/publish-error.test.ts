import { describe, expect, it } from 'vitest';
import { toPublishError } from '@/data/studio/firestore-publishing';

/** A callable's failure as the Functions SDK rejects with it. */
const functionsError = (code: string, message: string) =>
  Object.assign(new Error(message), { code: `functions/${code}` });

describe('toPublishError', () => {
  it("keeps the function's own words, with its code", () => {
    const refused = toPublishError(
      functionsError(
        'failed-precondition',
        'A publish is already under way, asked at 2026-11-29T12:00:00.000Z.',
      ),
    );
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({
      code: 'failed-precondition',
      message: 'A publish is already under way, asked at 2026-11-29T12:00:00.000Z.',
    });
    expect(
      toPublishError(functionsError('unavailable', 'The build service answered 401 Unauthorized')),
    ).toMatchObject({ message: 'The build service answered 401 Unauthorized' });
  });

  it('words what the SDK says only by its code: the function missing or unreachable', () => {
    expect(toPublishError(functionsError('not-found', 'not-found'))).toMatchObject({
      code: 'not-found',
      message: 'Publishing is not set up: the publishSite function is not deployed.',
    });
    expect(toPublishError(functionsError('internal', 'internal [0]')).message).toMatch(
      /^The publishSite function could not be reached, or failed/,
    );
    expect(toPublishError(functionsError('permission-denied', 'permission-denied'))).toMatchObject({
      message: 'Publishing failed (permission-denied).',
    });
  });
});
