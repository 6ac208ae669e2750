import { z } from './zod';
import { clipText, LIMITS } from './clip';
import { isRecord } from './is-record';
import { lenientLink, lenientTextAs } from './lenient-fields';
import {
  readTranslations,
  translatedTextReader,
  type TranslatedFieldReader,
} from './lenient-translations';
import { toSafeImageSrc, toWhatsappHref } from './safe-link';
import { siteLanguagesOf, type SiteLanguage } from './site-languages';
import type { PROFILE_TRANSLATABLE_FIELDS } from './translatable-fields';
import type { Translations } from './translations';

/** The owner's profile, document `user` in collection `User`. Links are already safe to render. */
const userProfileSchema = z.object({
  name: lenientTextAs((name) => clipText(name.trim(), LIMITS.name)),
  /** The headline under the name (JSON Resume's `basics.label`): what the owner does. */
  label: lenientTextAs((label) => clipText(label.trim(), LIMITS.label)),
  bio: lenientTextAs((bio) => clipText(bio, LIMITS.text)),
  photo: lenientTextAs(toSafeImageSrc),
  facebook: lenientLink,
  instagram: lenientLink,
  linkedin: lenientLink,
  medium: lenientLink,
  blogger: lenientLink,
  github: lenientLink,
  resume: lenientLink,
  twitter: lenientLink,
  youtube: lenientLink,
  whatsapp: lenientTextAs(toWhatsappHref),
});

/** The profile's texts in the site's other languages, read as its own. */
export type ProfileTranslations = Translations<{ name: string; label: string; bio: string }>;

export type UserProfile = z.output<typeof userProfileSchema> & {
  /** The site's languages, the first the default (siteLanguagesOf): never empty. */
  languages: SiteLanguage[];
  translations: ProfileTranslations;
};

const PROFILE_TRANSLATION_READERS = {
  name: translatedTextReader(LIMITS.name, true),
  label: translatedTextReader(LIMITS.label, true),
  bio: translatedTextReader(LIMITS.text),
} satisfies Record<(typeof PROFILE_TRANSLATABLE_FIELDS)[number], TranslatedFieldReader>;

export const SOCIAL_NETWORKS = [
  'facebook',
  'linkedin',
  'twitter',
  'github',
  'instagram',
  'medium',
  'blogger',
  'youtube',
  'whatsapp',
] as const satisfies readonly (keyof UserProfile)[];

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each social network's name, as a link to the owner's profile there is called. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  github: 'GitHub',
  instagram: 'Instagram',
  medium: 'Medium',
  blogger: 'Blogger',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
};

/** The profile's links to the owner elsewhere: the social networks, then the résumé. */
export const PROFILE_LINK_FIELDS = [...SOCIAL_NETWORKS, 'resume'] as const;

/** Parses an untrusted document; never throws. Wrong-typed fields become '' and unknown fields are dropped. */
export function parseUserProfile(document: unknown): UserProfile {
  const fields = isRecord(document) ? document : {};
  return {
    ...userProfileSchema.parse(fields),
    languages: [...siteLanguagesOf(fields.languages).all],
    translations: readTranslations(fields.translations, PROFILE_TRANSLATION_READERS),
  };
}
