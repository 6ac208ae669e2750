import { describeWriteFailure } from '@/queries/studio/write-failure';

/** Why an import failed, other than a change made meanwhile (shown as a new preview). */
export function describeImportFailure(error: Error): string | null {
  switch (describeWriteFailure(error).kind) {
    case 'conflict':
      return null;
    case 'refused':
      return 'this account may not edit the site now (signed out, or no longer the owner).';
    case 'failed':
      return error.message || 'the write failed.';
  }
}
