import { isRecord } from '@/domain/is-record';
import { sortInOwnerOrder } from '@/domain/project-order';
import { toResumeFileShape } from '@/domain/resume';
import type { PortfolioDocuments } from './portfolio-repository';
import { readTabJson, tabStorage, writeTabJson } from '@/domain/tab-storage';

/** Where the offline demo keeps the studio's changes: for the tab, as session storage lives. */
const KEY = 'portfolio.demo-documents';

/**
 * The documents the demo's studio saved in this tab, in the content file's format (each project
 * with its id, and with the order and version the studio gave it; each career entry in its
 * section's list, in order, with its id and version), or null when there are none or they are
 * not in that format (an old or hand-edited value is ignored, never a crash). A value saved
 * before the career record, or the posts, were kept has no `resume`, or no `posts`: the caller
 * keeps its own. Each post is in the file's shape, with its slug (and its version).
 */
export function loadDemoDocuments(storage = tabStorage()): PortfolioDocuments | null {
  const saved = readTabJson(KEY, storage);
  if (!isRecord(saved) || !Array.isArray(saved.projects)) return null;
  const projects: unknown[] = saved.projects;
  const valid = projects.every((project) => isRecord(project) && typeof project.id === 'string');
  if (!valid) return null;
  const documents: PortfolioDocuments = { user: saved.user ?? null, projects };
  if (isRecord(saved.resume)) documents.resume = saved.resume;
  if (Array.isArray(saved.posts)) documents.posts = saved.posts as unknown[];
  return documents;
}

/** Keeps the demo's documents for the tab; where storage is full or forbidden, they are not. */
export function saveDemoDocuments(
  documents: {
    user: unknown;
    projects: ReadonlyMap<string, unknown>;
    resume: ReadonlyMap<string, unknown>;
    posts: ReadonlyMap<string, unknown>;
  },
  storage = tabStorage(),
): void {
  const entries = [...documents.projects].map(([id, document]) => ({ id, document }));
  const projects = sortInOwnerOrder(entries).map(({ id, document }) => ({
    ...(isRecord(document) ? document : {}),
    id,
  }));
  const resume = toResumeFileShape(
    [...documents.resume].map(([id, document]) => ({
      id,
      document: isRecord(document) ? document : {},
    })),
    { keepIds: true },
  );
  const posts = [...documents.posts].map(([slug, document]) => ({
    ...(isRecord(document) ? document : {}),
    slug,
  }));
  writeTabJson(KEY, { user: documents.user ?? null, projects, resume, posts }, storage);
}
