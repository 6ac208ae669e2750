import { describe, expect, it } from 'vitest';
import { keepTranslations } from '@/domain/kept-translations';

const projects = [
  { id: 'a', title: 'A', translations: { fr: { title: 'Le A' }, de: { title: 'Das A' } } },
  { id: 'b', title: 'B', translations: {} },
];
const resume = {
  work: [{ id: 'w', fields: { name: 'Acme' }, translations: { fr: { name: 'Acmé' } } }],
};

describe('keepTranslations', () => {
  it("keeps only the page's language's translations, wherever a document holds them", () => {
    expect(keepTranslations(projects, 'fr')).toEqual([
      { id: 'a', title: '', translations: { fr: { title: 'Le A' } } },
      { id: 'b', title: 'B', translations: {} },
    ]);
    expect(keepTranslations(resume, 'de')).toEqual({
      work: [{ id: 'w', fields: { name: 'Acme' }, translations: {} }],
    });
  });

  it('leaves out the default texts the translation replaces, but never tags, which are keys', () => {
    const project = {
      id: 'c',
      title: 'C',
      description: 'About C',
      tags: ['Maps', 'Open source'],
      translations: { fr: { title: 'Le C', description: ' ', tags: ['', 'Logiciel libre'] } },
    };
    expect(keepTranslations(project, 'fr')).toEqual({ ...project, title: '' });
    const entry = {
      id: 'w',
      fields: { name: 'Acme', position: 'Developer', highlights: ['Shipped'] },
      translations: { fr: { position: 'Développeuse', highlights: ['Livré'] } },
    };
    expect(keepTranslations(entry, 'fr')).toEqual({
      ...entry,
      fields: { name: 'Acme', position: '', highlights: [] },
    });
  });

  it("keeps none on the default language's pages, and leaves the data it is given alone", () => {
    expect(keepTranslations(projects, undefined)).toEqual([
      { id: 'a', title: 'A', translations: {} },
      { id: 'b', title: 'B', translations: {} },
    ]);
    expect(projects[0]?.translations.de).toEqual({ title: 'Das A' });
    expect(keepTranslations(null, 'fr')).toBeNull();
    expect(keepTranslations('text', undefined)).toBe('text');
  });
});
