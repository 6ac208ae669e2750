import type { ResumeEntryFields } from '@/domain/resume-file';
import type { ResumeSection } from '@/domain/resume-sections';

/** How the studio names each section: its panel's heading, and one entry of it in a sentence. */
export const CAREER_SECTION_WORDS: Record<ResumeSection, { heading: string; entry: string }> = {
  work: { heading: 'Work', entry: 'job' },
  education: { heading: 'Education', entry: 'course of study' },
  skills: { heading: 'Skills', entry: 'skill' },
  languages: { heading: 'Languages', entry: 'language' },
  certificates: { heading: 'Certificates', entry: 'certificate' },
  awards: { heading: 'Awards', entry: 'award' },
  publications: { heading: 'Publications', entry: 'publication' },
  volunteer: { heading: 'Volunteering', entry: 'volunteer role' },
};

const START = 'Start date';
const END = 'End date';

/** Each section's fields as the studio's form labels them. */
export const CAREER_FIELD_LABELS: {
  [S in ResumeSection]: Record<keyof ResumeEntryFields<S>, string>;
} = {
  work: {
    name: 'Organisation',
    position: 'Role',
    location: 'Place',
    url: 'Organisation’s website',
    description: 'What the organisation does (one line)',
    startDate: START,
    endDate: END,
    summary: 'Summary',
    highlights: 'Highlights (one a line)',
  },
  education: {
    institution: 'Institution',
    area: 'Field of study',
    studyType: 'Degree',
    url: 'Institution’s website',
    startDate: START,
    endDate: END,
    score: 'Grade',
    courses: 'Courses (one a line)',
  },
  skills: { name: 'Skill', level: 'Level', keywords: 'Keywords (one a line)' },
  languages: { language: 'Language', fluency: 'Fluency' },
  certificates: { name: 'Certificate', issuer: 'Issuer', date: 'Date', url: 'Link' },
  awards: { title: 'Award', awarder: 'Awarded by', date: 'Date', summary: 'Summary' },
  publications: {
    name: 'Title',
    publisher: 'Publisher',
    releaseDate: 'Date published',
    url: 'Link',
    summary: 'Summary',
  },
  volunteer: {
    organization: 'Organisation',
    position: 'Role',
    url: 'Organisation’s website',
    startDate: START,
    endDate: END,
    summary: 'Summary',
    highlights: 'Highlights (one a line)',
  },
};

/** "a job", "an award": an entry of the section with its article. */
export const anEntryOf = (section: ResumeSection) => {
  const { entry } = CAREER_SECTION_WORDS[section];
  return `${/^[aeiou]/.test(entry) ? 'an' : 'a'} ${entry}`;
};
