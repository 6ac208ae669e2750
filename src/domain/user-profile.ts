import { z } from './zod';
import { clipText, LIMITS } from './clip';
import { isRecord } from './is-record';
import { toSafeHref, toSafeImageSrc, toWhatsappHref } from './safe-link';

const text = z.catch(z.string(), '');
const textAs = <T>(convert: (value: string) => T) => z.pipe(text, z.transform(convert));
const link = textAs(toSafeHref);

/** The owner's profile, document `user` in collection `User`. Links are already safe to render. */
const userProfileSchema = z.object({
  name: textAs((name) => clipText(name.trim(), LIMITS.name)),
  bio: textAs((bio) => clipText(bio, LIMITS.text)),
  photo: textAs(toSafeImageSrc),
  facebook: link,
  instagram: link,
  linkedin: link,
  medium: link,
  blogger: link,
  github: link,
  resume: link,
  twitter: link,
  youtube: link,
  whatsapp: textAs(toWhatsappHref),
});

export type UserProfile = z.output<typeof userProfileSchema>;

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

/** Parses an untrusted document; never throws. Wrong-typed fields become '' and unknown fields are dropped. */
export function parseUserProfile(document: unknown): UserProfile {
  const fields = isRecord(document) ? document : {};
  return userProfileSchema.parse(fields);
}
