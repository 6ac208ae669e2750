import { describe, expect, it } from 'vitest';
import { POST_LIMITS } from '@/domain/post';
import {
  BLANK_POST,
  fieldsOf,
  findPostProblems,
  tagsOf,
} from '@/sections/studio-writing/post-draft';

const draft = { ...BLANK_POST, slug: 'a-post', title: 'A post' };

describe('a post’s draft in the studio', () => {
  it('takes a draft the content file takes', () => {
    expect(findPostProblems(draft, new Set())).toEqual({});
  });

  it('says how long the body is and what fits, past POST_LIMITS.body', () => {
    const body = 'x'.repeat(POST_LIMITS.body + 1);
    expect(findPostProblems({ ...draft, body }, new Set())).toEqual({
      body: 'the body has 100,001 characters: at most 100,000 fit, so shorten it to save',
    });
    expect(findPostProblems({ ...draft, body: body.slice(1) }, new Set())).toEqual({});
  });

  it('refuses a title of spaces, a taken or malformed address and a cover visitors would not see', () => {
    expect(
      Object.keys(
        findPostProblems(
          { ...draft, title: '  ', slug: 'Not-This', cover: 'javascript:alert(1)' },
          new Set(),
        ),
      ).sort(),
    ).toEqual(['cover', 'slug', 'title']);
    expect(findPostProblems(draft, new Set(['a-post']))).toEqual({
      slug: 'another post has this address already',
    });
  });

  it('names a tag too long by its words', () => {
    const long = 't'.repeat(POST_LIMITS.tag + 1);
    expect(findPostProblems({ ...draft, tags: `ok, ${long}` }, new Set()).tags).toBe(
      `“${long}”: at most ${POST_LIMITS.tag} characters`,
    );
  });

  it('stores the tags typed in a line as a list, each tag once, with the translations kept', () => {
    expect(tagsOf(' React, testing,,react ,  ')).toEqual(['React', 'testing']);
    const translations = { fr: { title: 'Un billet' } };
    expect(fieldsOf({ ...draft, tags: 'a, b' }, translations)).toEqual({
      title: 'A post',
      summary: '',
      body: '',
      tags: ['a', 'b'],
      cover: '',
      publishedAt: '',
      updatedAt: '',
      draft: true,
      translations,
    });
  });
});
