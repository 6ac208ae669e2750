import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/clip';
import { validatePortfolioFile } from '@/domain/portfolio-file';
import { RESUME_LIMITS } from '@/domain/resume-sections';
import {
  PROFILE_TRANSLATABLE_FIELDS,
  PROJECT_TRANSLATABLE_FIELDS,
  resumeTranslatableFields,
} from '@/domain/translatable-fields';
import content from '../../mocks/portfolio.json';

/** `value` without any `languages` or `translations` key: a file written before them. */
function withoutLanguages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLanguages);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'languages' || !('bio' in value))
      .filter(([key]) => key !== 'translations')
      .map(([key, item]) => [key, withoutLanguages(item)]),
  );
}

describe('the content file in several languages', () => {
  it('takes a file written before languages, and reads it as it did: no languages, no translations', () => {
    const old = withoutLanguages(content);
    const result = validatePortfolioFile(old);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.content.user).not.toHaveProperty('languages');
    expect(result.content.user).not.toHaveProperty('translations');
    expect(result.content.projects.every((project) => !('translations' in project))).toBe(true);
    expect(result.content.resume.languages.length).toBeGreaterThan(0);
    expect(withoutLanguages(result.content)).toEqual(result.content);
  });

  it('keeps languages and translations as written, an empty tag translation included', () => {
    const user = {
      name: 'Ada',
      languages: ['en', 'fr'],
      translations: { fr: { label: 'Développeuse' } },
    };
    const project = {
      id: 'a',
      title: 'A',
      tags: ['Android', 'Web'],
      translations: { fr: { tags: ['', 'Site web'] } },
    };
    const result = validatePortfolioFile({ user, projects: [project] });
    expect(result).toMatchObject({ ok: true, content: { user, projects: [project] } });
  });

  it('refuses an unknown language code with its place, naming the codes the site knows', () => {
    const result = validatePortfolioFile({
      user: { languages: ['en', 'xx', 'en'], translations: { xx: { name: 'A' } } },
      projects: [{ id: 'a', title: 'A', translations: { sv: { title: 'B' } } }],
      resume: { work: [{ name: 'W', translations: { klingon: { name: 'X' } } }] },
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'Profile, language 2: “xx” is not a language the site has words for (en, fr, de)',
        'Profile, language 3: “en” is named twice',
        'Profile, translations: “xx” is not a language the site has words for (en, fr, de)',
        'Project 1, translations: “sv” is not a language the site has words for (en, fr, de)',
        'Work 1, translations: “klingon” is not a language the site has words for (en, fr, de)',
      ],
    });
  });

  it('bounds the languages: at least one, at most one a catalog', () => {
    const result = validatePortfolioFile({
      user: { languages: [] },
      projects: [],
    });
    expect(result).toEqual({
      ok: false,
      problems: ['Profile, languages: name at least one language'],
    });
    const many = validatePortfolioFile({
      user: { languages: ['en', 'fr', 'de', 'fr'] },
      projects: [],
    });
    expect(many.ok).toBe(false);
  });

  it("bounds each translated field exactly as the default language's", () => {
    const at = (max: number, extra = 0) => 'x'.repeat(max + extra);
    const fits = validatePortfolioFile({
      user: {
        translations: {
          fr: { name: at(LIMITS.name), label: at(LIMITS.label), bio: at(LIMITS.text) },
        },
      },
      projects: [
        {
          id: 'a',
          title: 'A',
          tags: ['a', 'b'],
          translations: {
            fr: {
              title: at(LIMITS.title),
              description: at(LIMITS.text),
              tags: ['', at(LIMITS.tag)],
            },
          },
        },
      ],
      resume: {
        work: [
          {
            name: 'W',
            translations: {
              de: {
                name: at(RESUME_LIMITS.line),
                summary: at(RESUME_LIMITS.text),
                highlights: Array<string>(RESUME_LIMITS.listItems).fill(at(RESUME_LIMITS.list)),
              },
            },
          },
        ],
      },
    });
    expect(fits.ok).toBe(true);

    const past = validatePortfolioFile({
      user: { translations: { fr: { name: at(LIMITS.name, 1), bio: at(LIMITS.text, 1) } } },
      projects: [
        {
          id: 'a',
          title: 'A',
          translations: {
            fr: {
              title: at(LIMITS.title, 1),
              tags: ['', at(LIMITS.tag, 1), ...Array<string>(LIMITS.tagsPerProject).fill('')],
            },
          },
        },
      ],
      resume: {
        work: [
          {
            name: 'W',
            translations: { de: { position: at(RESUME_LIMITS.line, 1), highlights: ['ok', 7] } },
          },
        ],
      },
    });
    expect(past).toEqual({
      ok: false,
      problems: [
        'Profile, name in French: at most 100 characters',
        'Profile, bio in French: at most 5000 characters',
        'Project 1, title in French: at most 200 characters',
        'Project 1, tags in French: at most 20 tags',
        'Work 1, position in German: at most 200 characters',
        'Work 1, highlight 2 in German: this should be text',
      ],
    });
  });

  it('refuses a field that is not translatable inside a translation', () => {
    const result = validatePortfolioFile({
      user: { translations: { fr: { photo: '/a.jpg' } } },
      projects: [{ id: 'a', title: 'A', translations: { fr: { githubLink: 'https://x' } } }],
      resume: { work: [{ name: 'W', translations: { fr: { startDate: '2020' } } }] },
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'Profile, French translation: a field the site does not know: “photo”',
        'Project 1, French translation: a field the site does not know: “githubLink”',
        'Work 1, French translation: a field the site does not know: “startDate”',
      ],
    });
  });

  it('lists the translatable fields: texts only, never links, images or dates', () => {
    expect(PROFILE_TRANSLATABLE_FIELDS).toEqual(['name', 'label', 'bio']);
    expect(PROJECT_TRANSLATABLE_FIELDS).toEqual(['title', 'description', 'tags']);
    expect(resumeTranslatableFields('work')).toEqual([
      'name',
      'position',
      'location',
      'description',
      'summary',
      'highlights',
    ]);
    expect(resumeTranslatableFields('certificates')).toEqual(['name', 'issuer']);
  });
});
