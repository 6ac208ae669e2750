import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localizeProfile, localizeResume } from '@/domain/localize-content';
import { groupResume, parseResumeEntry, type ResumeEntry } from '@/domain/resume';
import { parseUserProfile } from '@/domain/user-profile';
import { CvDocument } from '@/sections/cv/cv-document';
import { ONE_LANGUAGE_PAGE } from '@/ui/page-language';
import { makeUser } from '../support/factories';

const entry = (id: string, document: Record<string, unknown>) =>
  parseResumeEntry(id, document) as ResumeEntry;

const resume = groupResume([
  // Stored out of order: the owner's order is `order`, and sections keep the CV's order.
  entry('skill', { section: 'skills', order: 0, name: 'Mobile', keywords: ['Kotlin', 'Swift'] }),
  entry('job-2', {
    section: 'work',
    order: 1,
    name: 'Fjäril Studio',
    position: 'Android developer',
    startDate: '2017-06',
    endDate: '2019-03',
    url: 'javascript:alert(1)',
  }),
  entry('job-1', {
    section: 'work',
    order: 0,
    name: 'Northlight Apps',
    position: 'Senior mobile developer',
    location: 'Gothenburg',
    url: 'https://northlight.example.com',
    startDate: '2022-09',
    endDate: '',
    summary: 'First line\nSecond <b>line</b>',
    highlights: ['Cut cold start', 'Mentor juniors'],
  }),
  entry('degree', {
    section: 'education',
    order: 0,
    institution: 'Chalmers',
    studyType: 'MSc',
    area: 'Interaction Design',
    startDate: '2015',
    endDate: '2017',
    courses: ['Mobile computing'],
  }),
  entry('cert', {
    section: 'certificates',
    order: 0,
    name: 'Associate Android Developer',
    issuer: 'Google',
    date: '2020-05-04',
    url: 'https://credentials.example.com/1',
  }),
]);

const { site } = ONE_LANGUAGE_PAGE;

function renderCv(user = parseUserProfile(makeUser())) {
  return render(
    <CvDocument
      user={localizeProfile(user, 'en', site)}
      resume={localizeResume(resume, 'en', site)}
    />,
  );
}

describe('CvDocument', () => {
  it('names the owner with their headline and links at the top, and offers the PDF and the JSON', () => {
    renderCv();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Example' })).toBeInTheDocument();
    expect(screen.getByText('App developer')).toBeInTheDocument();
    const contact = screen.getByRole('list', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/ada-example',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/cv.pdf');
    expect(screen.getByRole('link', { name: 'JSON Resume' })).toHaveAttribute(
      'href',
      '/resume.json',
    );
  });

  it('shows the sections with entries, in the order a CV has them, each entry in the owner’s order', () => {
    renderCv();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Experience',
      'Education',
      'Skills',
      'Certificates',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Senior mobile developer',
      'Android developer',
      'MSc, Interaction Design',
      'Mobile',
      'Associate Android Developer',
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('shows every field of an entry: dates as en-US writes them, text as text, lists as lists', () => {
    renderCv();
    const job = screen.getByRole('heading', { name: 'Senior mobile developer' }).closest('article');
    expect(job).not.toBeNull();
    const inJob = within(job!);
    expect(inJob.getByText('Sep 2022 – present')).toBeInTheDocument();
    expect(inJob.getByText(/Gothenburg/)).toBeInTheDocument();
    const summary = inJob.getByText(/First line/);
    expect(summary.textContent).toBe('First line\nSecond <b>line</b>');
    expect(summary).toHaveClass('preserve-lines');
    expect(summary.querySelector('b')).toBeNull();
    const highlights = inJob.getByRole('list', { name: 'Highlights' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cut cold start', 'Mentor juniors']);
    expect(inJob.getByRole('link', { name: 'Northlight Apps' })).toHaveAttribute(
      'href',
      'https://northlight.example.com/',
    );
    expect(screen.getByText('2015 – 2017')).toBeInTheDocument();
    expect(screen.getByText('May 4, 2020')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Keywords' })).toHaveTextContent('KotlinSwift');
    expect(screen.getByRole('link', { name: 'Associate Android Developer' })).toHaveAttribute(
      'href',
      'https://credentials.example.com/1',
    );
  });

  it('never makes an unsafe link clickable: the name stays, as text', () => {
    renderCv();
    expect(screen.getByText('Fjäril Studio')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fjäril Studio' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('leaves out the sections without entries and the contacts the profile does not have', () => {
    renderCv(parseUserProfile(makeUser({ linkedin: '', github: '' })));
    expect(screen.queryByRole('heading', { name: 'Languages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Contact' })).not.toBeInTheDocument();
  });

  it('renders a record of 60 entries with the longest texts, every one of them', () => {
    // Just under the bound a summary is read with (RESUME_LIMITS.text, 2000).
    const long = 'A long line of words, '.repeat(90);
    const many = groupResume(
      Array.from({ length: 60 }, (_, index) =>
        entry(`job-${index}`, {
          section: 'work',
          order: index,
          name: `Company ${index}`,
          position: `Role ${index}`,
          startDate: '2001-01',
          summary: long,
          highlights: Array.from({ length: 20 }, (__, item) => `Highlight ${item}`),
        }),
      ),
    );
    render(
      <CvDocument
        user={localizeProfile(parseUserProfile(makeUser()), 'en', site)}
        resume={localizeResume(many, 'en', site)}
      />,
    );
    const entries = screen.getAllByRole('article').slice(1);
    expect(entries).toHaveLength(60);
    expect(within(entries[59]!).getByRole('heading', { level: 3 })).toHaveTextContent('Role 59');
    expect(within(entries[59]!).getAllByRole('listitem')).toHaveLength(20);
    expect(within(entries[0]!).getByText(/A long line of words/).textContent).toHaveLength(
      long.length,
    );
  });
});
