import type { NewContactMessage } from '@/domain/contact-message';
import type { Post } from '@/domain/post';
import type { Project } from '@/domain/project';
import type { Resume } from '@/domain/resume';
import type { UserProfile } from '@/domain/user-profile';

/** The only way the app reads and writes portfolio data. */
export interface PortfolioRepository {
  /** Reads document `user` of collection `User` once; null when the document does not exist. */
  getUser(): Promise<UserProfile | null>;
  /**
   * Listens to collection `Projects`: calls `onNext` with the whole current list, then again
   * after every change, or `onError` once when the stream fails (no more calls after that).
   * @returns a function that stops the listener.
   */
  subscribeToProjects(
    onNext: (projects: Project[]) => void,
    onError: (error: Error) => void,
  ): () => void;
  /**
   * Listens to document `Projects/<id>`: calls `onNext` with the project, or null when there is
   * no such document (nor can be: an id that cannot name a document, such as `''`, `'a/b'`,
   * `'..'` or `'__x__'`, is answered null, never thrown), then again after every change to it
   * (null once it is deleted, the project again if it is created anew), or `onError` once when
   * the stream fails (no more calls after that).
   * @returns a function that stops the listener.
   */
  subscribeToProject(
    id: string,
    onNext: (project: Project | null) => void,
    onError: (error: Error) => void,
  ): () => void;
  /**
   * Listens to collection `Resume`, the owner's career record (one document an entry): calls
   * `onNext` with the whole record, each section's entries in the owner's order (see
   * groupResume; an entry of a section the site does not know is left out, a malformed one read
   * safely by parseResumeEntry), then again after every change, or `onError` once when the
   * stream fails (no more calls after that).
   * @returns a function that stops the listener.
   */
  subscribeToResume(onNext: (resume: Resume) => void, onError: (error: Error) => void): () => void;
  /**
   * Listens to the published posts of collection `Posts` (those whose `draft` is exactly
   * `false`: a draft is the owner's alone, and the rules refuse a visitor any other read): calls
   * `onNext` with the whole current list, newest first (`publishedAt` descending, then slug:
   * publishedPostsNewestFirst), then again after every change (a post published, unpublished,
   * edited or removed), or `onError` once when the stream fails (no more calls after that).
   * @returns a function that stops the listener.
   */
  subscribeToPosts(onNext: (posts: Post[]) => void, onError: (error: Error) => void): () => void;
  /**
   * Stores a message in collection `Emails` under `message.id`, exactly once: sending the same
   * message again with the same id (after a timeout, an offline spell, a reload or a second
   * press) succeeds and leaves the stored message as it was, date included. The same id with a
   * different name, email or message is refused. A new message is refused with a
   * RateLimitedError, and nothing written, when this visitor sent one less than
   * SEND_INTERVAL_SECONDS ago or MESSAGES_PER_DAY in the day (src/domain/send-limits.ts); a
   * repeat is never refused for that, nor counted.
   * @returns the document's id, `message.id`.
   */
  insertMail(message: NewContactMessage): Promise<string>;
}

/** The projects once: the first list a listener of them hears, as a page's listener would. */
export function readProjectsOnce(repository: PortfolioRepository): Promise<Project[]> {
  return new Promise((resolve, reject) => {
    const stop = repository.subscribeToProjects((projects) => {
      resolve(projects);
      queueMicrotask(stop);
    }, reject);
  });
}

/** The published posts once, newest first: the first list a listener of them hears. */
export function readPostsOnce(repository: PortfolioRepository): Promise<Post[]> {
  return new Promise((resolve, reject) => {
    const stop = repository.subscribeToPosts((posts) => {
      resolve(posts);
      queueMicrotask(stop);
    }, reject);
  });
}

/** The career record once: the first record a listener of it hears. */
export function readResumeOnce(repository: PortfolioRepository): Promise<Resume> {
  return new Promise((resolve, reject) => {
    const stop = repository.subscribeToResume((resume) => {
      resolve(resume);
      queueMicrotask(stop);
    }, reject);
  });
}

/** The raw content format of `mocks/portfolio.json`: documents as stored, not yet trusted. */
export interface PortfolioDocuments {
  user?: unknown;
  projects?: readonly unknown[];
  /**
   * The career record in the content file's shape, each section a list of entries in the
   * owner's order; an entry may carry its stored `id` (and `order`, `version`), as the demo's
   * saved documents and the build's read of Firestore do.
   */
  resume?: unknown;
  /** The posts in the content file's shape, each with its `slug` (and its stored `version`). */
  posts?: readonly unknown[];
}
