import { describe, expect, it } from 'vitest';
import { validatePortfolioFile } from '@/domain/portfolio-file';
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

  it('reports duplicate ids once the shape is right', () => {
    const result = validatePortfolioFile({ user: {}, projects: [{ id: 'a' }, { id: 'a' }] });
    expect(result).toEqual({ ok: false, problems: ['projects[1].id: duplicate id "a"'] });
  });

  it('refuses something that is not a content file at all', () => {
    expect(validatePortfolioFile([])).toEqual({ ok: false, problems: ['(file): expected object'] });
  });
});
