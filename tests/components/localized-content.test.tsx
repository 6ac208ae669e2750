import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localizeProfile, localizeResume } from '@/domain/localize-content';
import { groupResume, parseResumeEntry, type ResumeEntry } from '@/domain/resume';
import { parseUserProfile } from '@/domain/user-profile';
import { CvDocument } from '@/sections/cv/cv-document';
import type { PageLanguage } from '@/ui/page-language';
import demo from '../../mocks/portfolio.json';
import { makeContent, makeProject, makeUser } from '../support/factories';
import { renderApp } from '../support/render-app';

const FRENCH: PageLanguage = { language: 'fr', site: { default: 'en', all: ['en', 'fr'] } };

const content = makeContent({
  user: makeUser({
    name: 'Ada Example',
    label: 'Developer',
    bio: 'I build apps.',
    translations: { fr: { label: 'Développeuse' } },
  }),
  projects: [
    makeProject({
      id: 'trail',
      title: 'Trail',
      description: 'Hiking maps.',
      tags: ['Android', 'Maps'],
      translations: { fr: { title: 'Sentier', tags: ['', 'Cartes'] } },
    }),
    makeProject({ id: 'notes', title: 'Notes', description: 'Notes.', tags: ['Maps'] }),
  ],
});

describe('a page in another language than the default', () => {
  it("shows the owner's translations, and each untranslated text marked with its language", async () => {
    await renderApp({ content, pageLanguage: FRENCH });
    const name = await screen.findByRole('heading', { level: 1, name: 'Ada Example' });
    // The name has no translation: it shows in English, marked so.
    expect(name).toHaveAttribute('lang', 'en');
    const label = screen.getByText('Développeuse');
    expect(label).not.toHaveAttribute('lang');
    expect(screen.getByText('I build apps.')).toHaveAttribute('lang', 'en');

    const trail = await screen.findByRole('article', { name: 'Sentier' });
    expect(within(trail).getByRole('heading', { name: 'Sentier' })).not.toHaveAttribute('lang');
    expect(within(trail).getByText('Hiking maps.')).toHaveAttribute('lang', 'en');
    const chips = within(within(trail).getByRole('list', { name: 'Tags' })).getAllByRole(
      'listitem',
    );
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('lang')])).toEqual([
      ['Android', 'en'],
      ['Cartes', null],
    ]);
    // Another project's "Maps" shows the label its first translation gives it.
    const notes = screen.getByRole('article', { name: 'Notes' });
    expect(within(notes).getByRole('heading', { name: 'Notes' })).toHaveAttribute('lang', 'en');
    expect(within(notes).getByText('Cartes')).not.toHaveAttribute('lang');
  });

  it('filters by the tag, whatever its label', async () => {
    const { user, router } = await renderApp({ content, pageLanguage: FRENCH });
    const filter = await screen.findByRole('radiogroup', { name: 'Filter projects by tag' });
    const cartes = within(filter).getByRole('radio', { name: 'Cartes' });
    const android = within(filter).getByRole<HTMLInputElement>('radio', { name: 'Android' });
    expect(android.labels?.[0]).toHaveAttribute('lang', 'en');
    await user.click(cartes);
    expect(router.state.location.search).toEqual({ tag: 'Maps' });
  });

  it("shows the demo's home page in French with nothing empty and every English text marked", async () => {
    await renderApp({ content: demo as never, pageLanguage: FRENCH });
    await screen.findByText('Développeuse mobile et web');
    expect(screen.getByText(/^Bonjour, je suis Maya/)).not.toHaveAttribute('lang');
    const articles = await screen.findAllByRole('article');
    for (const article of articles) {
      const title = within(article).getByRole('heading', { level: 3 });
      expect(title.textContent?.trim()).not.toBe('');
      expect(title).not.toHaveAttribute('lang');
    }
    expect(screen.getByText('Développeuse mobile senior')).not.toHaveAttribute('lang');
    expect(screen.getByText('Northlight Apps')).toHaveAttribute('lang', 'en');
  });

  it("marks each of a CV entry's texts left in the default language, one field at a time when they mix", () => {
    const job = parseResumeEntry('w', {
      section: 'work',
      name: 'Northlight Apps',
      position: 'Senior developer',
      location: 'Gothenburg',
      summary: 'Led two apps.',
      highlights: ['Cut cold start'],
      translations: {
        fr: {
          position: 'Développeuse senior',
          location: 'Göteborg',
          highlights: ['Démarrage réduit'],
        },
      },
    }) as ResumeEntry;
    render(
      <CvDocument
        user={localizeProfile(parseUserProfile(makeUser()), 'fr', FRENCH.site)}
        resume={localizeResume(groupResume([job]), 'fr', FRENCH.site)}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Développeuse senior');
    expect(screen.getByRole('heading', { level: 3 })).not.toHaveAttribute('lang');
    const company = screen.getByText('Northlight Apps');
    expect(company).toHaveAttribute('lang', 'en');
    expect(company.closest('p')).toHaveTextContent('Northlight Apps · Göteborg');
    expect(company.closest('p')).not.toHaveAttribute('lang');
    expect(screen.getByText('Led two apps.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Démarrage réduit').closest('ul')).not.toHaveAttribute('lang');
  });
});
