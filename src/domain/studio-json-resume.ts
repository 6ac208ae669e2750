import { JSON_RESUME_SCHEMA_URL, toJsonResumeSections } from './json-resume-sections';
import { ORDER_FIELD } from './project-order';
import { readStoredResume, SECTION_FIELD } from './resume';
import { studioResumeEntries, type StudioResume } from './studio-resume';

/**
 * The studio's career record as a JSON Resume document, written by the same code as the site's
 * /resume.json and read as visitors' pages read it (text clipped, unsafe links and invalid dates
 * left out). Without `basics` and `projects`: /resume.json adds them from the profile and the
 * projects, code the studio leaves out because sharing it with the visitor's page splits that
 * page into more files.
 */
export function toStudioJsonResume(resume: StudioResume): Record<string, unknown> {
  const stored = studioResumeEntries(resume).map(({ id, section, order, fields }) => ({
    id,
    document: { ...fields, [SECTION_FIELD]: section, [ORDER_FIELD]: order },
  }));
  return { $schema: JSON_RESUME_SCHEMA_URL, ...toJsonResumeSections(readStoredResume(stored)) };
}
