import { hasCv } from './cv-address';
import type { Resume } from './resume';
import type { Translations } from './translations';

/** A job as the home page's Experience section shows it: one line. */
export interface ExperienceLine {
  id: string;
  position: string;
  name: string;
  startDate: string;
  endDate: string;
  /** Its position and employer in the site's other languages: only these, as the page's HTML
   * carries the lines. */
  translations: Translations<{ position: string; name: string }>;
}

/**
 * What the home page shows of the career record: a line per job, and whether there is a CV to
 * link to. The page's HTML carries this much of the record in its query cache, not the whole of
 * it: the demo's whole record took the home page's HTML past a first round trip's 14 KB.
 */
export interface Experience {
  jobs: ExperienceLine[];
  hasCv: boolean;
}

export function toExperience(resume: Resume): Experience {
  return {
    jobs: resume.work.map(
      ({ id, fields: { position, name, startDate, endDate }, translations }) => ({
        id,
        position,
        name,
        startDate,
        endDate,
        translations: Object.fromEntries(
          Object.entries(translations).flatMap(([language, translation]) => {
            const picked = {
              ...(translation.position ? { position: translation.position } : {}),
              ...(translation.name ? { name: translation.name } : {}),
            };
            return Object.keys(picked).length > 0 ? [[language, picked]] : [];
          }),
        ),
      }),
    ),
    hasCv: hasCv(resume),
  };
}
