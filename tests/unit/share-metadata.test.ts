import { describe, expect, it } from 'vitest';
import { parseProject } from '@/domain/project';
import {
  describeProjectSharing,
  describeSharing,
  PROJECT_TAG_KEYS,
  toTwitterHandle,
  type MetaTag,
} from '@/domain/share-metadata';
import { parseUserProfile } from '@/domain/user-profile';
import { makeProject, makeUser } from '../support/factories';

const image = { path: '/assets/preview-abc.png', width: 1200, height: 630, alt: 'Ada: hello' };
const asRecord = (tags: MetaTag[]) => Object.fromEntries(tags.map((tag) => [tag.key, tag.content]));

describe('describeSharing', () => {
  it('gives a profile link preview with a large image, every address from the site URL', () => {
    const user = parseUserProfile(makeUser({ twitter: 'https://x.com/ada_example' }));
    const { canonical, profileTags, addressTags } = describeSharing(user, {
      siteUrl: 'https://ada.example/',
      previewImage: image,
    });
    expect(canonical).toBe('https://ada.example/');
    expect(asRecord(profileTags)).toEqual({
      'og:title': 'Ada Example · Portfolio',
      'og:description': 'I build apps. Mostly for phones.',
      'og:site_name': 'Ada Example',
      'profile:first_name': 'Ada',
      'profile:last_name': 'Example',
      'twitter:creator': '@ada_example',
    });
    expect(asRecord(addressTags)).toEqual({
      'og:type': 'profile',
      'og:url': 'https://ada.example/',
      'og:image': 'https://ada.example/assets/preview-abc.png',
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Ada: hello',
      'twitter:card': 'summary_large_image',
    });
    // Open Graph is read from property="…", Twitter's card from name="…".
    for (const tag of [...profileTags, ...addressTags]) {
      expect(tag.attribute).toBe(tag.key.startsWith('twitter:') ? 'name' : 'property');
    }
  });

  it('leaves out only what needs an absolute address when there is no site URL', () => {
    const user = parseUserProfile(makeUser());
    const { canonical, addressTags } = describeSharing(user, {
      siteUrl: null,
      previewImage: image,
    });
    expect(canonical).toBeNull();
    expect(asRecord(addressTags)).toEqual({ 'og:type': 'profile', 'twitter:card': 'summary' });
  });

  it.each([
    ['Maya Lindqvist', { first: 'Maya', last: 'Lindqvist' }],
    ['Zoë O’Brien-Kaur', { first: 'Zoë', last: 'O’Brien-Kaur' }],
    ['Ada', null],
    ['Ada Q. Example', null],
    ['Ada "Example"', null],
    ['Ada </script>', null],
    ['Prince 2', null],
  ])('splits %j into a first and last name only when it splits cleanly', (name, split) => {
    const tags = asRecord(
      describeSharing(parseUserProfile(makeUser({ name })), { siteUrl: null, previewImage: null })
        .profileTags,
    );
    expect(
      tags['profile:first_name']
        ? { first: tags['profile:first_name'], last: tags['profile:last_name'] }
        : null,
    ).toEqual(split);
  });
});

describe('describeProjectSharing', () => {
  const projectImage = {
    path: '/assets/preview-weather-0123.png',
    width: 1200,
    height: 630,
    alt: 'Weather, by Ada Example',
  };
  const project = (fields: Parameters<typeof makeProject>[0] = {}) => {
    const { id, ...document } = makeProject(fields);
    return parseProject(id, document);
  };
  const user = parseUserProfile(makeUser({ twitter: 'https://x.com/ada_example' }));

  it("gives a project page's link preview: its own address and image, its owner as the site", () => {
    const weather = project({ id: 'weather', title: 'Weather', description: 'Rain,\n  or not.' });
    const { canonical, profileTags, addressTags } = describeProjectSharing(weather, user, {
      siteUrl: 'https://ada.example/',
      previewImage: projectImage,
    });
    expect(canonical).toBe('https://ada.example/projects/weather');
    expect(asRecord(profileTags)).toEqual({
      'og:title': 'Weather',
      'og:description': 'Rain, or not.',
      'og:site_name': 'Ada Example',
      'twitter:creator': '@ada_example',
    });
    expect(asRecord(addressTags)).toEqual({
      'og:type': 'website',
      'og:url': 'https://ada.example/projects/weather',
      'og:image': 'https://ada.example/assets/preview-weather-0123.png',
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Weather, by Ada Example',
      'twitter:card': 'summary_large_image',
    });
    for (const tag of [...profileTags, ...addressTags]) {
      expect(tag.attribute).toBe(tag.key.startsWith('twitter:') ? 'name' : 'property');
    }
    // The live page keeps these in step, and removes one that no longer applies.
    for (const { key } of profileTags) expect(PROJECT_TAG_KEYS).toContain(key);
  });

  it('encodes the id in the addresses, so no id can leave the page’s path', () => {
    const odd = project({ id: '../a b?c#d/"<x>' });
    const { canonical, addressTags } = describeProjectSharing(odd, user, {
      siteUrl: 'https://ada.example/',
      previewImage: null,
    });
    expect(canonical).toBe('https://ada.example/projects/..%2Fa%20b%3Fc%23d%2F%22%3Cx%3E');
    expect(asRecord(addressTags)['og:url']).toBe(canonical);
  });

  it('leaves out what needs an absolute address without a site URL, and the owner without one', () => {
    const { canonical, profileTags, addressTags } = describeProjectSharing(
      project({ title: '', description: '' }),
      null,
      { siteUrl: null, previewImage: projectImage },
    );
    expect(canonical).toBeNull();
    expect(asRecord(profileTags)).toEqual({
      'og:title': 'Untitled project',
      'og:description': 'Untitled project',
    });
    expect(asRecord(addressTags)).toEqual({ 'og:type': 'website', 'twitter:card': 'summary' });
  });
});

describe('toTwitterHandle', () => {
  it.each([
    ['https://x.com/ada_example', '@ada_example'],
    ['https://twitter.com/Ada/status/1', '@Ada'],
    ['https://www.x.com/ada?s=1', '@ada'],
    ['', null],
    ['https://x.com/', null],
    ['https://x.com/not-a-handle', null],
    ['https://x.com/waytoolonghandle123', null],
    ['https://x.com.evil.example/ada', null],
    ['https://mastodon.social/@ada', null],
  ])('reads %j as %j', (link, handle) => {
    expect(toTwitterHandle(link)).toBe(handle);
  });
});
