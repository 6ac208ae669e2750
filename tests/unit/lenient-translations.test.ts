import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/clip';
import { parseProject } from '@/domain/project';
import { parseResumeEntry } from '@/domain/resume';
import { RESUME_LIMITS } from '@/domain/resume-sections';
import { parseUserProfile } from '@/domain/user-profile';

describe('reading stored languages and translations', () => {
  it("reads the profile's languages leniently: unknown codes and repeats dropped, none as English", () => {
    expect(parseUserProfile({ languages: ['fr', 'xx', 'en', 'fr', 3] }).languages).toEqual([
      'fr',
      'en',
    ]);
    expect(parseUserProfile({ languages: 'fr' }).languages).toEqual(['en']);
    expect(parseUserProfile({}).languages).toEqual(['en']);
  });

  it("keeps the profile's translations of its texts, clipped as its own, and drops the rest", () => {
    const profile = parseUserProfile({
      translations: {
        fr: { label: ' Développeuse ', bio: 'b'.repeat(LIMITS.text + 5), photo: '/x.jpg', name: 7 },
        xx: { label: 'Nope' },
        de: 'not a translation',
        en: {},
      },
    });
    expect(profile.translations).toEqual({
      fr: { label: 'Développeuse', bio: `${'b'.repeat(LIMITS.text - 1)}…` },
    });
  });

  it("keeps each tag's translation beside its tag, though reading drops tags", () => {
    const project = parseProject('p', {
      tags: ['Android', 7, '', 'android', 'Web'],
      translations: {
        fr: { title: 'Titre', tags: ['', 'sept', 'vide', 'doublon', 'Site web'], images: ['/a'] },
        de: { tags: ['', '', '', '', ''] },
        sv: { title: 'Titel' },
      },
    });
    expect(project.tags).toEqual(['Android', 'Web']);
    expect(project.translations).toEqual({
      fr: { title: 'Titre', tags: ['', 'Site web'] },
      de: {},
    });
  });

  it("keeps a career entry's line, text and list translations, never its links or dates", () => {
    const entry = parseResumeEntry('work-1', {
      section: 'work',
      name: 'Acme',
      translations: {
        fr: {
          position: 'Développeuse',
          url: 'https://fr.example.com',
          startDate: '2020',
          highlights: [' Un ', '', 3, 'h'.repeat(RESUME_LIMITS.list + 1)],
        },
      },
    });
    expect(entry?.translations).toEqual({
      fr: {
        position: 'Développeuse',
        highlights: ['Un', `${'h'.repeat(RESUME_LIMITS.list - 1)}…`],
      },
    });
  });
});
