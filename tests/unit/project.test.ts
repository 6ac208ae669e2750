import { describe, expect, it } from 'vitest';
import { parseProject } from '@/domain/project';

describe('parseProject', () => {
  it('keeps a well-formed document and takes the id from its key', () => {
    const project = parseProject('weather', {
      id: 'ignored',
      title: 'Weather',
      description: 'Forecasts.\nOffline too.',
      tags: ['Android', 'Kotlin'],
      images: ['/demo/a.svg', 'https://cdn.example.com/b.webp'],
      githubLink: 'https://github.com/a/weather',
      projectLink: 'https://play.google.com/store/apps/details?id=a.weather',
      appStoreLink: '',
      translations: {},
    });
    expect(project).toEqual({
      id: 'weather',
      title: 'Weather',
      description: 'Forecasts.\nOffline too.',
      tags: ['Android', 'Kotlin'],
      images: ['/demo/a.svg', 'https://cdn.example.com/b.webp'],
      githubLink: 'https://github.com/a/weather',
      projectLink: 'https://play.google.com/store/apps/details?id=a.weather',
      appStoreLink: '',
      translations: {},
    });
  });

  it.each([null, 'a project', 3, []])('turns %j into an empty project', (document) => {
    expect(parseProject('p', document)).toEqual({
      id: 'p',
      title: '',
      description: '',
      tags: [],
      images: [],
      githubLink: '',
      projectLink: '',
      appStoreLink: '',
      translations: {},
    });
  });

  it('keeps only the text items of tags and images, trimmed and without duplicates', () => {
    const project = parseProject('p', {
      tags: ['React', 3, null, ' React ', '', { tag: 'x' }, 'Firebase'],
      images: ['/demo/a.svg', 5, 'javascript:alert(1)', '//evil.example.com/x.png'],
    });
    expect(project.tags).toEqual(['React', 'Firebase']);
    expect(project.images).toEqual(['/demo/a.svg']);
  });

  it('treats a wrong-typed list as empty and an unsafe link as absent', () => {
    const project = parseProject('p', {
      tags: 'React',
      images: { 0: '/demo/a.svg' },
      githubLink: 'javascript:alert(1)',
      projectLink: 42,
      appStoreLink: 'data:text/html,hi',
    });
    expect(project).toMatchObject({
      tags: [],
      images: [],
      githubLink: '',
      projectLink: '',
      appStoreLink: '',
      translations: {},
    });
  });
});
