import { VERSION_FIELD } from '@/domain/content-version';
import type { PortfolioFile } from '@/domain/portfolio-file';
import { ORDER_FIELD } from '@/domain/project-order';
import {
  pickProfileFields,
  pickProjectFields,
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
