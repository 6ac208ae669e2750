import { describe, expect, it } from 'vitest';
import { toExperience } from '@/domain/experience';
import {
  localizeExperience,
  localizeProfile,
  localizeProject,
  localizeProjects,
  localizeResume,
  tagLabels,
} from '@/domain/localize-content';
import { parseProject } from '@/domain/project';
import { groupResume, parseResumeEntry, type ResumeEntry } from '@/domain/resume';
import type { SiteLanguages } from '@/domain/site-languages';
import { parseUserProfile } from '@/domain/user-profile';

const site: SiteLanguages = { default: 'en', all: ['en', 'fr', 'de'] };

const profile = parseUserProfile({
  name: 'Maya',
  label: 'Developer',
  bio: 'Hi.',
  languages: ['en', 'fr', 'de'],
  translations: { fr: { label: 'Développeuse', bio: '  ' }, de: { bio: 'Hallo.' } },
});

describe('localizing the content for a page in one language', () => {
  it("shows the default language's page as it is, nothing marked", () => {
    expect(localizeProfile(profile, 'en', site)).toEqual({ ...profile, textLanguage: {} });
  });

  it('takes each translation there is, and marks each text left in the default language', () => {
    const french = localizeProfile(profile, 'fr', site);
    expect(french).toMatchObject({ name: 'Maya', label: 'Développeuse', bio: 'Hi.' });
    // An empty (blank) translation is none: the default's text shows, marked.
    expect(french.textLanguage).toEqual({ name: 'en', bio: 'en' });
    const german = localizeProfile(profile, 'de', site);
    expect(german).toMatchObject({ label: 'Developer', bio: 'Hallo.' });
    expect(german.textLanguage).toEqual({ name: 'en', label: 'en' });
  });

  it('leaves an empty default text empty and unmarked: nothing shows either way', () => {
    const empty = localizeProfile(parseUserProfile({ name: 'Maya' }), 'fr', site);
    expect(empty.label).toBe('');
    expect(empty.textLanguage).toEqual({ name: 'en' });
  });

  it("localizes a project's title and description, and labels its tags, keeping the tags", () => {
    const project = parseProject('trail', {
      title: 'TrailMate',
      description: 'Hiking.',
      tags: ['Android', 'Maps'],
      translations: { fr: { description: 'Randonnée.', tags: ['', 'Cartes'] } },
    });
    const french = localizeProject(project, 'fr', site);
    expect(french).toMatchObject({ title: 'TrailMate', description: 'Randonnée.' });
    expect(french.tags).toEqual(['Android', 'Maps']);
    expect(french.tagLabels).toEqual([{ text: 'Android', lang: 'en' }, { text: 'Cartes' }]);
    expect(french.textLanguage).toEqual({ title: 'en' });
    expect(localizeProject(project, 'en', site).tagLabels).toEqual([
      { text: 'Android' },
      { text: 'Maps' },
    ]);
  });

  it("labels a tag by the first project, in the owner's order, that translates it, on every project", () => {
    const projects = [
      parseProject('a', { title: 'A', tags: ['Web'] }),
      parseProject('b', {
        title: 'B',
        tags: ['web', 'Maps'],
        translations: { fr: { tags: ['Site web', 'Cartes'] } },
      }),
      parseProject('c', { title: 'C', tags: ['Web'], translations: { fr: { tags: ['Toile'] } } }),
    ];
    const labels = tagLabels(projects, 'fr', site);
    expect(labels.get('web')).toEqual({ text: 'Site web' });
    expect(labels.get('maps')).toEqual({ text: 'Cartes' });
    const french = localizeProjects(projects, 'fr', site);
    expect(french.map((project) => project.tagLabels[0])).toEqual([
      { text: 'Site web' },
      { text: 'Site web' },
      { text: 'Site web' },
    ]);
    expect(tagLabels(projects.slice(0, 1), 'fr', site).get('web')).toEqual({
      text: 'Web',
      lang: 'en',
    });
  });

  it("localizes the career record's entries and the home page's lines", () => {
    const resume = groupResume([
      parseResumeEntry('w', {
        section: 'work',
        name: 'Acme',
        position: 'Developer',
        url: 'https://acme.example',
        highlights: ['Shipped'],
        translations: { fr: { position: 'Développeuse', highlights: ['Livré'] } },
      }) as ResumeEntry,
    ]);
    const french = localizeResume(resume, 'fr', site);
    expect(french.work[0]?.fields).toMatchObject({
      name: 'Acme',
      position: 'Développeuse',
      url: 'https://acme.example/',
      highlights: ['Livré'],
    });
    expect(french.work[0]?.textLanguage).toEqual({ name: 'en' });
    const lines = localizeExperience(toExperience(resume), 'fr', site);
    expect(lines.jobs[0]).toMatchObject({
      position: 'Développeuse',
      name: 'Acme',
      textLanguage: { name: 'en' },
    });
    expect(toExperience(resume).jobs[0]?.translations).toEqual({
      fr: { position: 'Développeuse' },
    });
  });
});
