import { describe, expect, it } from 'vitest';
import { describeContentChanges, toContentFile } from '@/domain/content-changes';
import { validatePortfolioFile, type PortfolioFile } from '@/domain/portfolio-file';
import { toStoredResumeEntries } from '@/domain/resume';
import {
  pickProfileFields,
  readStudioProfile,
  readStudioProject,
  type StudioContent,
} from '@/domain/studio-content';
import { pickResumeFields, readStudioResume, readStudioResumeEntry } from '@/domain/studio-resume';

function parseFile(input: unknown): PortfolioFile {
  const result = validatePortfolioFile(input);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.content;
}

const FILE = {
  user: { name: 'Ada', languages: ['en', 'fr'], translations: { fr: { label: 'Développeuse' } } },
  projects: [
    {
      id: 'a',
      title: 'A',
      tags: ['Android', 'Web'],
      translations: { fr: { title: 'Le A', tags: ['', 'Site web'] } },
    },
  ],
  resume: { work: [{ name: 'Acme', translations: { fr: { highlights: ['Un', 'Deux'] } } }] },
};

/** The studio's content after seeding `file`. */
function storedFrom(file: PortfolioFile): StudioContent {
  return {
    profile: { fields: file.user, version: 1 },
    projects: file.projects.map(({ id, ...fields }, index) => ({
      id,
      fields,
      order: index,
      version: 1,
    })),
    resume: readStudioResume(
      toStoredResumeEntries(file.resume).map(({ id, document }) => ({
        id,
        document: { ...document, version: 1 },
      })),
    ),
    posts: file.posts.map(({ slug, ...fields }) => ({ slug, fields, version: 1 })),
  };
}

describe("the studio's translations", () => {
  it('reads them for editing as stored, unclipped, dropping what is not text', () => {
    const long = 'x'.repeat(6000);
    const profile = readStudioProfile({
      languages: ['en', 'fr', 'xx', 3],
      translations: { fr: { bio: long, name: 4, photo: '/a' }, xx: { bio: 'b' } },
    });
    expect(profile.fields.languages).toEqual(['en', 'fr']);
    expect(profile.fields.translations).toEqual({ fr: { bio: long } });
    expect(readStudioProfile({ name: 'Ada' }).fields).not.toHaveProperty('translations');

    const project = readStudioProject('a', {
      tags: ['A', 'B'],
      translations: { fr: { tags: ['', 7, 'b'] } },
    });
    expect(project.fields.translations).toEqual({ fr: { tags: ['', 'b'] } });

    const entry = readStudioResumeEntry('w', {
      section: 'work',
      translations: { de: { summary: 'Zusammenfassung', url: 'https://x' } },
    });
    expect(entry?.fields).toMatchObject({ translations: { de: { summary: 'Zusammenfassung' } } });
  });

  it('saves them with the fields, as copies, and nothing else the form carries', () => {
    const fields = { ...parseFile(FILE).user, extra: 'no' } as PortfolioFile['user'];
    const picked = pickProfileFields(fields);
    expect(picked).toMatchObject({ languages: ['en', 'fr'], translations: FILE.user.translations });
    expect(picked).not.toHaveProperty('extra');
    expect(picked.translations).not.toBe(fields.translations);
    const work = pickResumeFields('work', parseFile(FILE).resume.work[0]!);
    expect(work.translations).toEqual({ fr: { highlights: ['Un', 'Deux'] } });
  });

  it('exports the content file with every language, as it was imported', () => {
    const file = parseFile(FILE);
    expect(toContentFile(storedFrom(file))).toEqual(file);
  });

  it('names a change of languages or translations an import makes', () => {
    const stored = storedFrom(parseFile(FILE));
    const changed = parseFile({
      ...FILE,
      user: { ...FILE.user, languages: ['en', 'fr', 'de'], translations: { fr: { label: 'Dev' } } },
      projects: [{ ...FILE.projects[0], translations: { fr: { title: 'Le B' } } }],
      resume: { work: [{ name: 'Acme', translations: { fr: { highlights: ['Un'] } } }] },
    });
    const changes = describeContentChanges(stored, changed);
    expect(changes.profile).toEqual([
      { field: 'languages', from: 'en, fr', to: 'en, fr, de' },
      { field: 'translations', from: 'fr: label', to: 'fr: label' },
    ]);
    expect(changes.changed).toEqual([{ id: 'a', title: 'A', fields: ['translations'] }]);
    expect(changes.resumeChanged).toEqual([
      { section: 'work', place: 1, title: 'Acme', fields: ['translations'] },
    ]);
    const same = describeContentChanges(stored, parseFile(FILE));
    expect(same.profile).toEqual([]);
    expect(same.changed).toEqual([]);
  });
});
