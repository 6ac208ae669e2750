import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/clip';
import { toContentFileOrder, validatePortfolioFile } from '@/domain/portfolio-file';
import content from '../../mocks/portfolio.json';

describe('validatePortfolioFile', () => {
  it('accepts the demo content file', () => {
    expect(validatePortfolioFile(content)).toMatchObject({ ok: true });
  });

  it('fills omitted fields with empty values', () => {
    const result = validatePortfolioFile({ user: { name: 'Ada' }, projects: [{ id: 'a' }] });
    expect(result).toMatchObject({
      ok: true,
      content: { user: { name: 'Ada', bio: '' }, projects: [{ id: 'a', tags: [], images: [] }] },
    });
  });

  it('names every problem by its path', () => {
    const result = validatePortfolioFile({
      user: { name: 7, githubb: 'x' },
      projects: [{ id: 'a' }, { id: 'a' }, { id: 'b/c' }, { id: 'd', tags: ['ok', 3] }],
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'user.name: expected string',
        'user: unknown field(s) githubb',
        'projects[2].id: expected an id of letters, digits, - or _ (at most 100)',
        'projects[3].tags[1]: expected string',
      ],
    });
  });

  it('names each bound a value passes, counting UTF-16 code units as the rules do', () => {
    const result = validatePortfolioFile({
      user: { name: '😀'.repeat(LIMITS.name / 2) + 'x' },
      projects: [
        { id: 'a', title: 't'.repeat(LIMITS.title), tags: ['t'.repeat(LIMITS.tag + 1)] },
        {
          id: 'b',
          title: 't'.repeat(LIMITS.title + 1),
          description: 'd'.repeat(LIMITS.text + 1),
          tags: Array<string>(LIMITS.tagsPerProject + 1).fill('t'),
          images: Array<string>(LIMITS.imagesPerProject + 1).fill('/i.svg'),
        },
      ],
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'user.name: at most 100 characters',
        'projects[0].tags[0]: at most 50 characters',
        'projects[1].title: at most 200 characters',
        'projects[1].description: at most 5000 characters',
        'projects[1].tags: at most 20 tags',
        'projects[1].images: at most 12 images',
      ],
    });
  });

  it('reports duplicate ids once the shape is right', () => {
    const result = validatePortfolioFile({ user: {}, projects: [{ id: 'a' }, { id: 'a' }] });
    expect(result).toEqual({ ok: false, problems: ['projects[1].id: duplicate id "a"'] });
  });

  it('refuses something that is not a content file at all', () => {
    expect(validatePortfolioFile([])).toEqual({ ok: false, problems: ['(file): expected object'] });
  });
});

describe('toContentFileOrder', () => {
  it("lists stored projects in the owner's order, without the order and version fields", () => {
    expect(
      toContentFileOrder([
        { id: 'b', document: { order: 1, title: 'B', version: 4 } },
        { id: 'a', document: { order: 0, version: 1 } },
      ]),
    ).toEqual([{ id: 'a' }, { id: 'b', title: 'B' }]);
  });
});
