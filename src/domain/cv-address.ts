import type { Resume } from './resume';

/** The CV's page, its PDF (written by the build) and the record as a JSON Resume document. */
export const CV_PATH = '/cv';
export const CV_PDF_PATH = '/cv.pdf';
export const RESUME_JSON_PATH = '/resume.json';

/** Whether the record has anything to show: without an entry there is no CV, and no /cv. */
export function hasCv(resume: Resume | null | undefined): resume is Resume {
  // Not by RESUME_SECTIONS: the header asks on every page, and that module is the studio's.
  return !!resume && Object.values(resume).some((entries) => entries.length > 0);
}
