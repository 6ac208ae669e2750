import { VersionConflictError } from '@/data/studio/studio-repository';
import { errorCode } from '@/domain/error-code';
import type { StudioPost, StudioProfile, StudioProject } from '@/domain/studio-content';
import type { StudioResumeEntry } from '@/domain/studio-resume';

/** Why a write of the owner's changed nothing, as the studio tells the owner. */
export type WriteFailure =
  /** The stored document moved on since it was read: what is stored now (null: gone). */
  | {
      kind: 'conflict';
      current: StudioProfile | StudioProject | StudioResumeEntry | StudioPost | null;
    }
  /** The rules refused it: signed out meanwhile, or the claim taken back. */
  | { kind: 'refused' }
  /** Anything else: the network, the database. */
  | { kind: 'failed' };

export function describeWriteFailure(error: unknown): WriteFailure {
  if (error instanceof VersionConflictError) return { kind: 'conflict', current: error.current };
  return errorCode(error) === 'permission-denied' ? { kind: 'refused' } : { kind: 'failed' };
}
