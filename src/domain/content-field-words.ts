import type { PostFile } from './portfolio-file';
import type { RESUME_SECTION_FIELDS, ResumeSection } from './resume-sections';
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
  languages: 'languages',
  translations: 'translations',
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
  translations: 'translations',
};

/** A post's fields in words; `slug` is its address, /writing/<slug>. */
export const POST_FIELD_WORDS: Record<keyof PostFile, string> = {
  slug: 'address',
  title: 'title',
  summary: 'summary',
  body: 'text',
  tags: 'tags',
  cover: 'cover image',
  publishedAt: 'publication date',
  updatedAt: 'update date',
  draft: 'draft',
  translations: 'translations',
};

/** A career section in words, as one of its entries is named: "Work 2", "Skill 3". */
export const RESUME_SECTION_WORDS: Record<ResumeSection, string> = {
  work: 'Work',
  education: 'Education',
  skills: 'Skill',
  languages: 'Language',
  certificates: 'Certificate',
  awards: 'Award',
  publications: 'Publication',
  volunteer: 'Volunteering',
};

type ResumeField = {
  [S in ResumeSection]: keyof (typeof RESUME_SECTION_FIELDS)[S];
}[ResumeSection];

/** A career entry's fields in words, whatever its section. */
export const RESUME_FIELD_WORDS: Record<ResumeField, string> = {
  name: 'name',
  position: 'position',
  location: 'location',
  url: 'link',
  description: 'description',
  startDate: 'start date',
  endDate: 'end date',
  summary: 'summary',
  highlights: 'highlights',
  institution: 'institution',
  area: 'area of study',
  studyType: 'degree',
  score: 'grade',
  courses: 'courses',
  level: 'level',
  keywords: 'keywords',
  language: 'language',
  fluency: 'fluency',
  issuer: 'issuer',
  date: 'date',
  title: 'title',
  awarder: 'awarded by',
  publisher: 'publisher',
  releaseDate: 'release date',
  organization: 'organisation',
};

/** One item of a list field in words: a tag, an image, a highlight. */
export const LIST_ITEM_WORDS: Partial<Record<string, string>> = {
  tags: 'tag',
  images: 'image',
  highlights: 'highlight',
  courses: 'course',
  keywords: 'keyword',
};
