import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/clip';
import { parseProject } from '@/domain/project';
import { parseUserProfile, SOCIAL_NETWORKS } from '@/domain/user-profile';
import { hostileProject, hostileUser, isSafeAddress } from '../support/hostile-documents';

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
});
