import { describe, expect, it } from 'vitest';
import type { PortfolioFile } from '@/domain/portfolio-file';
import { emptyResumeFile } from '@/domain/resume-file';
import { withDefaultLanguage } from '@/sections/studio-languages/swap-default-language';
import { makeProject, makeUser } from '../support/factories';
import { makeResumeEntry } from '../support/resume-entries';

function englishAndFrench(): PortfolioFile {
  return {
    user: makeUser({
      name: 'Ada',
      label: 'Developer',
      languages: ['en', 'fr'],
      translations: { fr: { label: 'Développeuse' }, de: { label: 'Entwicklerin' } },
    }) as PortfolioFile['user'],
    projects: [
      makeProject({
        id: 'weather',
        title: 'Weather',
        description: 'Rain or shine.',
        tags: ['React', 'Maps'],
        translations: { fr: { title: 'Météo', tags: ['', 'Cartes'] } },
      }) as PortfolioFile['projects'][number],
    ],
    resume: {
      ...emptyResumeFile(),
      work: [
        {
          ...makeResumeEntry('work', { name: 'Acme', highlights: ['Shipped', 'Led'] }),
          translations: { fr: { highlights: ['Livré', 'Mené'] } },
        },
      ],
    },
    posts: [
      {
        slug: 'hello',
        title: 'Hello',
        summary: 'A first post.',
        body: 'Some *words*.',
        tags: ['Notes', 'Web'],
        cover: '',
        publishedAt: '2026-11-29',
        updatedAt: '',
        draft: false,
        translations: { fr: { title: 'Bonjour', body: 'Des *mots*.', tags: ['Carnet', ''] } },
      },
    ],
  };
}

describe('withDefaultLanguage', () => {
  it('swaps every text with its translation in the new default, the old one becoming a translation', () => {
    const { file, kept } = withDefaultLanguage(englishAndFrench(), 'en', ['fr', 'en']);
    expect(file.user).toMatchObject({
      languages: ['fr', 'en'],
      name: 'Ada',
      label: 'Développeuse',
      translations: {
        en: { name: 'Ada', label: 'Developer', bio: 'I build apps.\nMostly for phones.' },
        de: { label: 'Entwicklerin' },
      },
    });
    expect(file.user.translations).not.toHaveProperty('fr');
    const [project] = file.projects;
    expect(project).toMatchObject({
      title: 'Météo',
      description: 'Rain or shine.',
      tags: ['React', 'Cartes'],
      translations: {
        en: { title: 'Weather', description: 'Rain or shine.', tags: ['', 'Maps'] },
      },
    });
    expect(file.resume.work[0]).toMatchObject({
      name: 'Acme',
      highlights: ['Livré', 'Mené'],
      translations: { en: { name: 'Acme', highlights: ['Shipped', 'Led'] } },
    });
    expect(file.posts[0]).toMatchObject({
      slug: 'hello',
      title: 'Bonjour',
      summary: 'A first post.',
      body: 'Des *mots*.',
      tags: ['Carnet', 'Web'],
      publishedAt: '2026-11-29',
      translations: {
        en: {
          title: 'Hello',
          summary: 'A first post.',
          body: 'Some *words*.',
          tags: ['Notes', ''],
        },
      },
    });
    // Name and bio, the description, the job's name and the post's summary: no French, so their
    // words stay.
    expect(kept).toBe(5);
  });

  it('comes back to the same texts when the old default is made the default again', () => {
    const { file } = withDefaultLanguage(englishAndFrench(), 'en', ['fr', 'en']);
    const { file: back } = withDefaultLanguage(file, 'fr', ['en', 'fr']);
    const original = englishAndFrench();
    expect(back.projects[0]).toMatchObject({
      title: 'Weather',
      description: 'Rain or shine.',
      tags: ['React', 'Maps'],
    });
    expect(back.user.label).toBe('Developer');
    expect(back.resume.work[0]?.highlights).toEqual(['Shipped', 'Led']);
    expect(back.posts[0]).toMatchObject({ title: 'Hello', body: 'Some *words*.' });
    expect(back.user.translations?.fr).toMatchObject(original.user.translations?.fr ?? {});
  });
});
