import { describe, expect, it } from 'vitest';
import { parseUserProfile } from '@/domain/user-profile';

const EMPTY_PROFILE = {
  name: '',
  label: '',
  bio: '',
  photo: '',
  facebook: '',
  instagram: '',
  linkedin: '',
  medium: '',
  blogger: '',
  github: '',
  resume: '',
  twitter: '',
  youtube: '',
  whatsapp: '',
  languages: ['en'],
  translations: {},
};

describe('parseUserProfile', () => {
  it('keeps every field of a well-formed document', () => {
    const profile = parseUserProfile({
      name: 'Ada',
      bio: 'Line one\nLine two',
      photo: '/demo/avatar.svg',
      github: 'https://github.com/ada',
      whatsapp: '+1 555 010 9999',
    });
    expect(profile).toEqual({
      ...EMPTY_PROFILE,
      name: 'Ada',
      bio: 'Line one\nLine two',
      photo: '/demo/avatar.svg',
      github: 'https://github.com/ada',
      whatsapp: 'https://wa.me/15550109999',
    });
  });

  it.each([null, undefined, 42, 'user', [], true])('turns %j into an empty profile', (document) => {
    expect(parseUserProfile(document)).toEqual(EMPTY_PROFILE);
  });

  it('replaces wrong-typed fields with empty text and drops unknown fields', () => {
    const profile = parseUserProfile({
      name: 7,
      bio: ['not', 'text'],
      github: { url: 'https://github.com/x' },
      isAdmin: true,
    });
    expect(profile).toEqual(EMPTY_PROFILE);
    expect(profile).not.toHaveProperty('isAdmin');
  });

  it('never keeps an unsafe link', () => {
    const profile = parseUserProfile({
      name: 'Mallory',
      linkedin: 'javascript:alert(document.cookie)',
      resume: 'data:text/html,<script>alert(1)</script>',
      photo: 'javascript:alert(1)',
      whatsapp: 'javascript:alert(1)',
    });
    expect(profile.linkedin).toBe('');
    expect(profile.resume).toBe('');
    expect(profile.photo).toBe('');
    expect(profile.whatsapp).toBe('');
  });
});
