import type { ResumeSection } from './resume-sections';
import type { SiteLanguage } from './site-languages';

/**
 * The site's own words in a CV, in one language: what the CV page writes (from the catalogs as
 * it renders) and what the PDF CV, made by a script that cannot read the catalogs, is given by
 * the server entry (src/start/entry-prerender.tsx's cvWords).
 */
export interface CvWords {
  language: SiteLanguage;
  /** The locale its dates are written in (Intl). */
  locale: string;
  /** What the document is called: "CV". */
  cv: string;
  headings: Record<ResumeSection, string>;
  /** The end of a span that has none: "Mar 2021 – present". */
  present: string;
  /** The label of the link to the owner's site. */
  website: string;
  /** An education entry's grade, with its label. */
  score: (score: string) => string;
}
