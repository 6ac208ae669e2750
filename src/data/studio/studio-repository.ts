import type { PortfolioFile } from '@/domain/portfolio-file';
import type { PublishingStatus } from '@/domain/publishing';
import type { ResumeEntryFields } from '@/domain/resume-file';
import type { ResumeSection } from '@/domain/resume-sections';
import type { StudioResumeEntry } from '@/domain/studio-resume';
import type {
  InboxMessage,
  PostFields,
  ProfileFields,
  ProjectFields,
  StudioContent,
  StudioPost,
  StudioProfile,
  StudioProject,
} from '@/domain/studio-content';

/**
 * The owner's side of the data: reads everything the studio edits, live, and writes it back
 * versioned. Every write of a content document sets `version` to the version it was read at plus
 * one; when the stored document has moved on meanwhile (another tab, another device), the write
 * changes nothing and rejects with a VersionConflictError carrying what is stored now. Only the
 * signed-in owner may call the writes: a Firestore repository's refused write rejects with the
 * SDK's `permission-denied` error.
 */
export interface StudioRepository {
  /**
   * Listens to `User/user`, `Projects`, `Resume` and `Posts`: calls `onNext` with all four
   * (projects, and each section's entries, in the owner's order; the posts, drafts too, newest
   * first), then again after every change to any, or `onError` once when it fails.
   * @returns a function that stops the listener.
   */
  subscribeToContent(
    onNext: (content: StudioContent) => void,
    onError: (error: Error) => void,
  ): () => void;
  /** Writes the profile read at `readVersion` (0: no document yet). */
  saveProfile(fields: ProfileFields, readVersion: number): Promise<void>;
  /** Writes project `id` read at `readVersion`; 0 creates it (refused as a conflict if it exists). */
  saveProject(
    project: { id: string; fields: ProjectFields; order: number },
    readVersion: number,
  ): Promise<void>;
  /** Deletes project `id`; deleting one that is already gone succeeds. */
  deleteProject(id: string): Promise<void>;
  /**
   * Puts the projects in this order (each one's `order` becomes its index), all or none; each
   * carries the version it was read at. Projects not listed keep their order.
   */
  reorderProjects(projects: readonly { id: string; version: number }[]): Promise<void>;
  /**
   * Writes career entry `id` of `section` (`Resume/<id>`: its fields exactly, its section, its
   * place in its section as `order`) read at `readVersion`; 0 creates it (refused as a conflict
   * if it exists). The studio names a new entry with `crypto.randomUUID()`.
   */
  saveResumeEntry<S extends ResumeSection>(
    entry: { id: string; section: S; fields: ResumeEntryFields<S>; order: number },
    readVersion: number,
  ): Promise<void>;
  /** Deletes career entry `id`; deleting one that is already gone succeeds. */
  deleteResumeEntry(id: string): Promise<void>;
  /**
   * Puts one section's entries in this order (each one's `order` becomes its index), all or
   * none; each carries the version it was read at. Entries not listed keep their order.
   */
  reorderResumeEntries(entries: readonly { id: string; version: number }[]): Promise<void>;
  /**
   * Writes post `slug` (`Posts/<slug>`: its fields exactly) read at `readVersion`; 0 creates it
   * (refused as a conflict if it exists). A slug that is not SLUG_PATTERN's, or fields the
   * content file would refuse, are refused as the rules refuse them.
   */
  savePost(post: { slug: string; fields: PostFields }, readVersion: number): Promise<void>;
  /** Deletes post `slug`; deleting one that is already gone succeeds. */
  deletePost(slug: string): Promise<void>;
  /**
   * Replaces the content with a content file's, all or none: writes the profile, every project
   * (in the file's order), every career entry (as `npm run seed` does: `<section>-<n>`, its
   * place in its section as its order) and every post (under its slug), and deletes the
   * projects, entries and posts the file does not hold. `readFrom` is the content the owner previewed the change against: if any of it has
   * moved on, nothing is written and it rejects with a VersionConflictError (current: null).
   */
  replaceContent(file: PortfolioFile, readFrom: StudioContent): Promise<void>;
  /**
   * Listens to `Emails` and their `Deliveries`: calls `onNext` with every message, newest
   * first, then again after every change to a message or its delivery, or `onError` once.
   * @returns a function that stops the listener.
   */
  subscribeToInbox(
    onNext: (messages: InboxMessage[]) => void,
    onError: (error: Error) => void,
  ): () => void;
  setMessageHandled(id: string, handled: boolean): Promise<void>;
  /** Deletes message `id`; deleting one that is already gone succeeds. */
  deleteMessage(id: string): Promise<void>;
  /**
   * Listens to `Publishing/published` and the newest of `PublishRequests`: calls `onNext` with
   * both (each null when there is none, or it cannot be read), then again after every change to
   * either, or `onError` once when it fails.
   * @returns a function that stops the listener.
   */
  subscribeToPublishing(
    onNext: (status: PublishingStatus) => void,
    onError: (error: Error) => void,
  ): () => void;
  /**
   * Asks the build service to publish the content as it is stored (the callable `publishSite`):
   * resolves with the new request's id once it is recorded `asked`; its progress arrives through
   * subscribeToPublishing. A refused request (one already under way, the hourly bound, not the
   * owner, no build service set up) rejects with an Error whose message says why, in words the
   * studio shows as they are.
   */
  requestPublish(): Promise<{ request: string }>;
}

/** A write based on an old read: the stored document moved on (or went) since. */
export class VersionConflictError extends Error {
  constructor(
    /** What is stored now: null when the document is gone, or for a whole-content change. */
    readonly current: StudioProfile | StudioProject | StudioResumeEntry | StudioPost | null,
  ) {
    super('This was changed elsewhere since it was opened here.');
    this.name = 'VersionConflictError';
  }
}
