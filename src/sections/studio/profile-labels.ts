import type { ProfileFields, ProfileTextField } from '@/domain/studio-content';
import type { LinkKind } from './link-problem';

/** Every field of the profile, in the form's order, as the studio names it. */
export const PROFILE_LABELS: Record<keyof ProfileFields, string> = {
  name: 'Name',
  label: 'Headline',
  bio: 'Bio',
  photo: 'Photo address',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  medium: 'Medium',
  blogger: 'Blogger',
  youtube: 'YouTube',
  resume: 'Résumé',
  whatsapp: 'WhatsApp (a link or a phone number)',
  languages: 'Languages',
  translations: 'Translations',
};

/** The profile's links, each read as the site's footer reads it. */
export const PROFILE_LINKS: readonly (readonly [ProfileTextField, Exclude<LinkKind, 'image'>])[] = [
  ['github', 'link'],
  ['linkedin', 'link'],
  ['twitter', 'link'],
  ['facebook', 'link'],
  ['instagram', 'link'],
  ['medium', 'link'],
  ['blogger', 'link'],
  ['youtube', 'link'],
  ['resume', 'link'],
  ['whatsapp', 'whatsapp'],
];
