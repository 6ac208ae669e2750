import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ResumeSection } from '@/domain/resume-sections';

/** How a CV shows one section's entries, by their fields (resume-sections.ts). */
export interface CvSectionLayout {
  /** Read with i18n._() as the page renders, in its language. */
  heading: MessageDescriptor;
  /** The entry's heading: these fields' values, joined. */
  title: readonly string[];
  /** The line under it (where, for whom); the first is a link when the entry has a `url`. */
  place: readonly string[];
  /** The heading is the link instead (a certificate, a publication: the thing itself is online). */
  linkTitle?: true;
  /** A span (start and end) or one date. */
  dates: readonly [string, string] | readonly [string];
  /** Short facts, each a line of its own. */
  notes: readonly string[];
  /** Paragraphs, line breaks kept. */
  text?: string;
  /** A list, with what its items are. */
  list?: { field: string; label: MessageDescriptor; inline?: boolean };
}

export const CV_LAYOUT: Record<ResumeSection, CvSectionLayout> = {
  work: {
    heading: msg`Experience`,
    title: ['position'],
    place: ['name', 'location'],
    dates: ['startDate', 'endDate'],
    notes: ['description'],
    text: 'summary',
    list: { field: 'highlights', label: msg`Highlights` },
  },
  education: {
    heading: msg`Education`,
    title: ['studyType', 'area'],
    place: ['institution'],
    dates: ['startDate', 'endDate'],
    notes: ['score'],
    list: { field: 'courses', label: msg`Courses` },
  },
  skills: {
    heading: msg`Skills`,
    title: ['name'],
    place: ['level'],
    dates: [''],
    notes: [],
    list: { field: 'keywords', label: msg`Keywords`, inline: true },
  },
  languages: {
    heading: msg`Languages`,
    title: ['language'],
    place: ['fluency'],
    dates: [''],
    notes: [],
  },
  certificates: {
    heading: msg`Certificates`,
    title: ['name'],
    place: ['issuer'],
    linkTitle: true,
    dates: ['date'],
    notes: [],
  },
  awards: {
    heading: msg`Awards`,
    title: ['title'],
    place: ['awarder'],
    dates: ['date'],
    notes: [],
    text: 'summary',
  },
  publications: {
    heading: msg`Publications`,
    title: ['name'],
    place: ['publisher'],
    linkTitle: true,
    dates: ['releaseDate'],
    notes: [],
    text: 'summary',
  },
  volunteer: {
    heading: msg`Volunteering`,
    title: ['position'],
    place: ['organization'],
    dates: ['startDate', 'endDate'],
    notes: [],
    text: 'summary',
    list: { field: 'highlights', label: msg`Highlights` },
  },
};
