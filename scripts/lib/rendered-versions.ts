/**
 * What a build rendered, as the published record names it (src/domain/publishing.ts): each
 * content document's version, and the title the studio names it by. Taken from the documents
 * exactly as the build read them, so a save during the build is not counted as published.
 */
import { VERSION_FIELD } from '../../src/domain/content-version';
import type { PublishedDocument, PublishedRecord } from '../../src/domain/publishing';
import { RESUME_ENTRY_TITLE_FIELD } from '../../src/domain/resume-sections';
import { isResumeSection } from '../../src/domain/studio-resume';

export type RenderedVersions = Pick<PublishedRecord, 'profile' | 'projects' | 'resume'>;

interface ReadDocument {
  id: string;
  document: Record<string, unknown>;
}

/** As the rules count it: a missing version, or one that is no integer, is 0. */
function versionOf(document: Record<string, unknown>): number {
  const version = document[VERSION_FIELD];
  return Number.isSafeInteger(version) ? (version as number) : 0;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A career entry's title: its section's first line field (a work entry's `name`, say). */
function entryTitle(document: Record<string, unknown>): string {
  const section = document.section;
  return isResumeSection(section) ? textOf(document[RESUME_ENTRY_TITLE_FIELD[section]]) : '';
}

function byId(
  documents: readonly ReadDocument[],
  title: (document: Record<string, unknown>) => string,
): Record<string, PublishedDocument> {
  return Object.fromEntries(
    documents.map(({ id, document }) => [
      id,
      { version: versionOf(document), title: title(document) },
    ]),
  );
}

/** The versions and titles of the documents read: `User/user` (if any), projects, entries. */
export function renderedVersions(read: {
  user: Record<string, unknown> | undefined;
  projects: readonly ReadDocument[];
  resume: readonly ReadDocument[];
}): RenderedVersions {
  return {
    profile: read.user ? versionOf(read.user) : 0,
    projects: byId(read.projects, (document) => textOf(document.title)),
    resume: byId(read.resume, entryTitle),
  };
}

/** What an empty shell renders: no content document at all. */
export const NOTHING_RENDERED: RenderedVersions = { profile: 0, projects: {}, resume: {} };
