import type { ProfileFields, ProjectFields } from './studio-content';

// How the owner's pages name the content file's fields in a sentence ("Project 4, tag 2: …",
// "GitHub link changes"): never the field's id.

/** The profile's fields in words. */
export const PROFILE_FIELD_WORDS: Record<keyof ProfileFields, string> = {
  name: 'name',
  label: 'headline',
  bio: 'bio',
  photo: 'photo address',
  facebook: 'Facebook link',
  instagram: 'Instagram link',
  linkedin: 'LinkedIn link',
  medium: 'Medium link',
  blogger: 'Blogger link',
  github: 'GitHub link',
  resume: 'résumé link',
  twitter: 'X (Twitter) link',
  youtube: 'YouTube link',
  whatsapp: 'WhatsApp',
};

/** A project's fields in words; `id` is its address, /projects/<id>. */
export const PROJECT_FIELD_WORDS: Record<keyof ProjectFields | 'id', string> = {
  id: 'address',
  title: 'title',
  description: 'description',
  tags: 'tags',
  images: 'images',
  githubLink: 'GitHub link',
  projectLink: 'project link',
  appStoreLink: 'App Store link',
};

/** One item of a list field in words: a tag, an image. */
export const LIST_ITEM_WORDS: Partial<Record<string, string>> = { tags: 'tag', images: 'image' };
