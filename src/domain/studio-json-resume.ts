import { toJsonResume, type JsonResume } from './json-resume';
import { parseProject } from './project';
import { groupResume, parseResumeEntry, SECTION_FIELD } from './resume';
import { ORDER_FIELD } from './project-order';
import type { StudioContent } from './studio-content';
import { studioResumeEntries } from './studio-resume';
import { parseUserProfile } from './user-profile';

/**
 * The owner's content as the JSON Resume document the site publishes at /resume.json, made from
 * what the studio holds now: each part read as visitors' pages read it (text clipped, unsafe
 * links and invalid dates left out), so the download is what the site would serve.
 */
export function toStudioJsonResume(content: StudioContent, siteUrl: string | null): JsonResume {
  const entries = studioResumeEntries(content.resume).flatMap(
    ({ id, section, order, fields }) =>
      parseResumeEntry(id, { ...fields, [SECTION_FIELD]: section, [ORDER_FIELD]: order }) ?? [],
  );
  return toJsonResume(
    parseUserProfile(content.profile.fields),
    content.projects.map(({ id, fields }) => parseProject(id, fields)),
    groupResume(entries),
    siteUrl,
  );
}
