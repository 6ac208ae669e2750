import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/clip';
import { parsePost, POST_LIMITS } from '@/domain/post';
import { isPostDate } from '@/domain/post-dates';
import { parseProject } from '@/domain/project';
import { parseUserProfile, SOCIAL_NETWORKS } from '@/domain/user-profile';
import {
  hostilePost,
  hostileProject,
  hostileUser,
  isSafeAddress,
} from '../support/hostile-documents';

const length = (text: string) => Array.from(text).length;

describe('parsing hostile documents (property-based)', { timeout: 60_000 }, () => {
  it('turns any profile document into a safe profile, never throwing', () => {
    fc.assert(
      fc.property(hostileUser, (document) => {
        const user = parseUserProfile(document);
        expect(Object.keys(user).sort()).toEqual(
          [
            'name',
            'label',
            'bio',
            'photo',
            'resume',
            ...SOCIAL_NETWORKS,
            'languages',
            'translations',
          ].sort(),
        );
        const { languages, translations, ...texts } = user;
        for (const value of Object.values(texts)) expect(typeof value).toBe('string');
        expect(languages.length).toBeGreaterThan(0);
        for (const code of languages) expect(['en', 'fr', 'de']).toContain(code);
        for (const [code, translation] of Object.entries(translations)) {
          expect(['en', 'fr', 'de']).toContain(code);
          expect(
            Object.keys(translation).every((field) => ['name', 'label', 'bio'].includes(field)),
          ).toBe(true);
          expect(length(translation.name ?? '')).toBeLessThanOrEqual(LIMITS.name);
          expect(length(translation.label ?? '')).toBeLessThanOrEqual(LIMITS.label);
          expect(length(translation.bio ?? '')).toBeLessThanOrEqual(LIMITS.text);
        }
        for (const field of [...SOCIAL_NETWORKS, 'resume'] as const) {
          if (user[field] !== '') expect(isSafeAddress(user[field]), user[field]).toBe(true);
        }
        if (user.photo !== '') {
          expect(isSafeAddress(user.photo, { allowSitePath: true }), user.photo).toBe(true);
        }
        expect(length(user.name)).toBeLessThanOrEqual(LIMITS.name);
        expect(length(user.label)).toBeLessThanOrEqual(LIMITS.label);
        expect(length(user.bio)).toBeLessThanOrEqual(LIMITS.text);
      }),
      { numRuns: 1000 },
    );
  });

  it('turns any project document into a safe project, never throwing', () => {
    fc.assert(
      fc.property(hostileProject, (document) => {
        const project = parseProject('p1', document);
        expect(project.id).toBe('p1');
        expect(length(project.title)).toBeLessThanOrEqual(LIMITS.title);
        expect(length(project.description)).toBeLessThanOrEqual(LIMITS.text);
        expect(project.tags.length).toBeLessThanOrEqual(LIMITS.tagsPerProject);
        expect(new Set(project.tags).size).toBe(project.tags.length);
        for (const tag of project.tags) {
          expect(typeof tag).toBe('string');
          expect(tag.trim()).not.toBe('');
          expect(length(tag)).toBeLessThanOrEqual(LIMITS.tag);
        }
        expect(project.images.length).toBeLessThanOrEqual(LIMITS.imagesPerProject);
        for (const image of project.images) {
          expect(isSafeAddress(image, { allowSitePath: true }), image).toBe(true);
        }
        for (const [code, translation] of Object.entries(project.translations)) {
          expect(['en', 'fr', 'de']).toContain(code);
          expect(length(translation.title ?? '')).toBeLessThanOrEqual(LIMITS.title);
          expect(length(translation.description ?? '')).toBeLessThanOrEqual(LIMITS.text);
          if (translation.tags) {
            expect(translation.tags).toHaveLength(project.tags.length);
            for (const tag of translation.tags) expect(length(tag)).toBeLessThanOrEqual(LIMITS.tag);
          }
        }
        for (const field of ['githubLink', 'projectLink', 'appStoreLink'] as const) {
          if (project[field] !== '') expect(isSafeAddress(project[field])).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('turns any post document into a safe post, a draft unless it says false, never throwing', () => {
    fc.assert(
      fc.property(hostilePost, (document) => {
        const post = parsePost('p1', document);
        expect(post.slug).toBe('p1');
        const stored = document as { draft?: unknown } | null;
        const saysFalse = typeof stored === 'object' && stored !== null && stored.draft === false;
        expect(post.draft).toBe(!saysFalse);
        expect(length(post.title)).toBeLessThanOrEqual(POST_LIMITS.title);
        expect(length(post.summary)).toBeLessThanOrEqual(POST_LIMITS.summary);
        expect(length(post.body)).toBeLessThanOrEqual(POST_LIMITS.body);
        expect(post.tags.length).toBeLessThanOrEqual(POST_LIMITS.tags);
        expect(new Set(post.tags).size).toBe(post.tags.length);
        for (const tag of post.tags) {
          expect(tag.trim()).not.toBe('');
          expect(length(tag)).toBeLessThanOrEqual(POST_LIMITS.tag);
        }
        if (post.cover !== '') {
          expect(isSafeAddress(post.cover, { allowSitePath: true }), post.cover).toBe(true);
        }
        for (const date of [post.publishedAt, post.updatedAt]) {
          if (date !== '') expect(isPostDate(date), date).toBe(true);
        }
        for (const [code, translation] of Object.entries(post.translations)) {
          expect(['en', 'fr', 'de']).toContain(code);
          expect(
            Object.keys(translation).every((field) =>
              ['title', 'summary', 'body', 'tags'].includes(field),
            ),
          ).toBe(true);
          expect(length(translation.title ?? '')).toBeLessThanOrEqual(POST_LIMITS.title);
          expect(length(translation.summary ?? '')).toBeLessThanOrEqual(POST_LIMITS.summary);
          expect(length(translation.body ?? '')).toBeLessThanOrEqual(POST_LIMITS.body);
          if (translation.tags) expect(translation.tags).toHaveLength(post.tags.length);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
