import { VERSION_FIELD } from '@/domain/content-version';
import type { PortfolioFile } from '@/domain/portfolio-file';
import { ORDER_FIELD } from '@/domain/project-order';
import { SECTION_FIELD, seededResumeEntryId } from '@/domain/resume';
import type { ResumeEntryFields } from '@/domain/resume-file';
import { RESUME_SECTIONS, type ResumeSection } from '@/domain/resume-sections';
import { pickResumeFields, studioResumeEntries } from '@/domain/studio-resume';
import {
  pickPostFields,
  pickProfileFields,
  pickProjectFields,
  type PostFields,
  type ProfileFields,
  type ProjectFields,
  type StudioContent,
} from '@/domain/studio-content';

/** The profile's document as a studio write stores it: its fields, and the new version. */
export function toProfileDocument(fields: ProfileFields, version: number) {
  return { ...pickProfileFields(fields), [VERSION_FIELD]: version };
}

export function toProjectDocument(fields: ProjectFields, order: number, version: number) {
  return { ...pickProjectFields(fields), [ORDER_FIELD]: order, [VERSION_FIELD]: version };
}

/** A post's document as a studio write stores it: its fields exactly (its slug is its id). */
export function toPostDocument(fields: PostFields, version: number) {
  return { ...pickPostFields(fields), [VERSION_FIELD]: version };
}

/** A career entry's document as a studio write stores it: its section's fields exactly. */
export function toResumeEntryDocument<S extends ResumeSection>(
  section: S,
  fields: ResumeEntryFields<S>,
  order: number,
  version: number,
) {
  return {
    ...pickResumeFields(section, fields),
    [SECTION_FIELD]: section,
    [ORDER_FIELD]: order,
    [VERSION_FIELD]: version,
  };
}

/** The ids the file's career entries are stored under, as `npm run seed` stores them. */
export function fileResumeIds(file: PortfolioFile): string[] {
  return RESUME_SECTIONS.flatMap((section) =>
    file.resume[section].map((_, index) => seededResumeEntryId(section, index)),
  );
}

/** What a replaceContent writes, worked out from the versions stored now. */
export interface ReplacePlan {
  /** Something stored differs from what the owner previewed: nothing may be written. */
  stale: boolean;
  profile: ReturnType<typeof toProfileDocument>;
  /** Each project's new document, or null to delete it. */
  projects: Map<string, ReturnType<typeof toProjectDocument> | null>;
  /** Each career entry's new document, or null to delete it. */
  resume: Map<string, ReturnType<typeof toResumeEntryDocument> | null>;
  /** Each post's new document, by slug, or null to delete it. */
  posts: Map<string, ReturnType<typeof toPostDocument> | null>;
}

/** Stale when a stored document's version differs from the one read, or was not read at all. */
const differs = (read: ReadonlyMap<string, number>, stored: ReadonlyMap<string, number>) =>
  [...read].some(([id, version]) => stored.get(id) !== version) ||
  [...stored.keys()].some((id) => !read.has(id));

/** The versions stored now: the profile's, and each project's, career entry's and post's. */
export interface StoredVersions {
  profile: number;
  projects: ReadonlyMap<string, number>;
  resume: ReadonlyMap<string, number>;
  /** By slug. */
  posts: ReadonlyMap<string, number>;
}

/**
 * What replacing the content with `file` writes, given the versions `stored` now: stale when
 * anything stored differs from what the owner previewed (`readFrom`), a project, an entry or a
 * post added since included. The file's career entries are stored as `npm run seed` stores
 * them, under `<section>-<n>`; its posts under their slugs.
 */
export function planReplace(
  file: PortfolioFile,
  readFrom: StudioContent,
  stored: StoredVersions,
): ReplacePlan {
  const {
    profile: storedProfile,
    projects: storedProjects,
    resume: storedResume,
    posts: storedPosts,
  } = stored;
  const readResume = studioResumeEntries(readFrom.resume);
  const stale =
    storedProfile !== readFrom.profile.version ||
    differs(new Map(readFrom.projects.map(({ id, version }) => [id, version])), storedProjects) ||
    differs(new Map(readResume.map(({ id, version }) => [id, version])), storedResume) ||
    differs(new Map(readFrom.posts.map(({ slug, version }) => [slug, version])), storedPosts);
  const projects = new Map<string, ReturnType<typeof toProjectDocument> | null>(
    [...storedProjects.keys()].map((id) => [id, null]),
  );
  file.projects.forEach(({ id, ...fields }, index) => {
    projects.set(id, toProjectDocument(fields, index, (storedProjects.get(id) ?? 0) + 1));
  });
  const resume = new Map<string, ReturnType<typeof toResumeEntryDocument> | null>(
    [...storedResume.keys()].map((id) => [id, null]),
  );
  for (const section of RESUME_SECTIONS) {
    (file.resume[section] as ResumeEntryFields<ResumeSection>[]).forEach((fields, index) => {
      const id = seededResumeEntryId(section, index);
      const version = (storedResume.get(id) ?? 0) + 1;
      resume.set(id, toResumeEntryDocument(section, fields, index, version));
    });
  }
  const posts = new Map<string, ReturnType<typeof toPostDocument> | null>(
    [...storedPosts.keys()].map((slug) => [slug, null]),
  );
  file.posts.forEach(({ slug, ...fields }) => {
    posts.set(slug, toPostDocument(fields, (storedPosts.get(slug) ?? 0) + 1));
  });
  return {
    stale,
    profile: toProfileDocument(file.user, storedProfile + 1),
    projects,
    resume,
    posts,
  };
}
