import { describe, expect, it } from 'vitest';
import { describeSharing, toTwitterHandle, type MetaTag } from '@/domain/share-metadata';
import { parseUserProfile } from '@/domain/user-profile';
import { makeUser } from '../support/factories';

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
