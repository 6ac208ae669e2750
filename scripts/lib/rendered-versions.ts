/**
 * What a build rendered, as the published record names it (src/domain/publishing.ts): each
 * content document's version, and the title the studio names it by. Taken from the documents
 * exactly as the build read them, so a save during the build is not counted as published; read
 * as the studio reads them, so the studio compares like with like.
 */
import {
  readStudioPosts,
  readStudioProfile,
  readStudioProjects,
} from '../../src/domain/studio-content';
import { readStudioResume } from '../../src/domain/studio-resume';
import { publishedVersionsOf, type PublishedVersions } from '../../src/domain/unpublished-changes';

export type RenderedVersions = PublishedVersions;

interface ReadDocument {
  id: string;
  document: Record<string, unknown>;
}

/**
 * The versions and titles of the documents read: `User/user` (if any), projects, entries, and
 * posts (their ids the slugs; a draft among them is not counted, as no page shows it).
 */
export function renderedVersions(read: {
  user: Record<string, unknown> | undefined;
  projects: readonly ReadDocument[];
  resume: readonly ReadDocument[];
  posts: readonly ReadDocument[];
}): RenderedVersions {
  return publishedVersionsOf({
    profile: readStudioProfile(read.user),
    projects: readStudioProjects(read.projects),
    resume: readStudioResume(read.resume),
    posts: readStudioPosts(read.posts.map(({ id, document }) => ({ slug: id, document }))),
  });
}

/** What an empty shell renders: no content document at all. */
export const NOTHING_RENDERED: RenderedVersions = {
  profile: 0,
  projects: {},
  resume: {},
  posts: {},
};
