/** Where the build writes the owner's CV as a JSON Resume document (json-resume.ts). */
export const RESUME_JSON_PATH = '/resume.json';

/** Where the build writes the owner's CV as a PDF. */
export const CV_PDF_PATH = '/cv.pdf';
