import { PROFILE_FIELD_WORDS, PROJECT_FIELD_WORDS } from '@/domain/content-field-words';
import { describePlace } from '@/domain/file-problems';
import type { PortfolioFile } from '@/domain/portfolio-file';
import {
  RESUME_SECTION_FIELDS,
  RESUME_SECTIONS,
  type ResumeFieldKind,
} from '@/domain/resume-sections';
import { describeLinkProblem } from '@/sections/studio/link-problem';
import { PROFILE_LINKS } from '@/sections/studio/profile-labels';
import { PROJECT_LINKS } from '@/sections/studio/project-labels';

/**
 * What of a content file the site would leave off without a word, said by its place as the
 * studio's forms say it ("Project 2, GitHub link: visitors could not open this: …"): the file and
 * the rules take any text in a link field, but visitors only get the links they can open.
 */
export function listLinksLeftOff({ user, projects, resume }: PortfolioFile): string[] {
  const found: string[] = [];
  const check = (
    place: string,
    value: string | undefined,
    kind: Parameters<typeof describeLinkProblem>[1],
  ) => {
    const problem = value === undefined ? undefined : describeLinkProblem(value, kind);
    if (problem) found.push(`${place}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`);
  };
  check(`Profile, ${PROFILE_FIELD_WORDS.photo}`, user.photo, 'image');
  for (const [field, kind] of PROFILE_LINKS) {
    check(`Profile, ${PROFILE_FIELD_WORDS[field]}`, user[field], kind);
  }
  projects.forEach((project, index) => {
    const place = `Project ${index + 1}`;
    for (const field of PROJECT_LINKS) {
      check(`${place}, ${PROJECT_FIELD_WORDS[field]}`, project[field], 'link');
    }
    project.images.forEach((image, imageIndex) =>
      check(`${place}, image ${imageIndex + 1}`, image, 'image'),
    );
  });
  for (const section of RESUME_SECTIONS) {
    const links = Object.entries(
      RESUME_SECTION_FIELDS[section] as Record<string, ResumeFieldKind>,
    ).filter(([, kind]) => kind === 'link');
    (resume[section] as Record<string, unknown>[]).forEach((entry, index) => {
      for (const [field] of links) {
        const value = entry[field];
        if (typeof value === 'string' && value !== '') {
          check(describePlace(['resume', section, index, field]), value, 'link');
        }
      }
    });
  }
  return found;
}
