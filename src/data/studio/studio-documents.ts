import { VERSION_FIELD } from '@/domain/content-version';
import type { PortfolioFile } from '@/domain/portfolio-file';
import { ORDER_FIELD } from '@/domain/project-order';
import {
  PROFILE_FIELDS,
  PROJECT_FIELDS,
  type ProfileFields,
  type ProjectFields,
  type StudioContent,
} from '@/domain/studio-content';

// The documents a studio write stores, built from the listed fields: the rules take exactly these,
// so nothing else a form or a file carries may slip in.

/** Exactly the profile's fields, whatever else `fields` carries. */
export function pickProfileFields(fields: ProfileFields): ProfileFields {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, fields[field]])) as ProfileFields;
}

/** Exactly a project's fields (lists copied), whatever else `fields` carries. */
export function pickProjectFields(fields: ProjectFields): ProjectFields {
  return Object.fromEntries(
    PROJECT_FIELDS.map((field) => {
      const value = fields[field];
      return [field, Array.isArray(value) ? [...value] : value];
    }),
  ) as ProjectFields;
}

export function toProfileDocument(fields: ProfileFields, version: number) {
  return { ...pickProfileFields(fields), [VERSION_FIELD]: version };
}

export function toProjectDocument(fields: ProjectFields, order: number, version: number) {
  return { ...pickProjectFields(fields), [ORDER_FIELD]: order, [VERSION_FIELD]: version };
}

/** What a replaceContent writes, worked out from the versions stored now. */
export interface ReplacePlan {
  /** Something stored differs from what the owner previewed: nothing may be written. */
  stale: boolean;
  profile: ReturnType<typeof toProfileDocument>;
  /** Each project's new document, or null to delete it. */
  projects: Map<string, ReturnType<typeof toProjectDocument> | null>;
}

/**
 * What replacing the content with `file` writes, given the versions stored now (`storedProfile`,
 * and each stored project's by id): stale when anything stored differs from what the owner
 * previewed (`readFrom`), a project added since included.
 */
export function planReplace(
  file: PortfolioFile,
  readFrom: StudioContent,
  storedProfile: number,
  storedProjects: ReadonlyMap<string, number>,
): ReplacePlan {
  const read = new Map(readFrom.projects.map(({ id, version }) => [id, version]));
  const stale =
    storedProfile !== readFrom.profile.version ||
    [...read].some(([id, version]) => storedProjects.get(id) !== version) ||
    [...storedProjects.keys()].some((id) => !read.has(id));
  const projects = new Map<string, ReturnType<typeof toProjectDocument> | null>(
    [...storedProjects.keys()].map((id) => [id, null]),
  );
  file.projects.forEach(({ id, ...fields }, index) => {
    projects.set(id, toProjectDocument(fields, index, (storedProjects.get(id) ?? 0) + 1));
  });
  return { stale, profile: toProfileDocument(file.user, storedProfile + 1), projects };
}
