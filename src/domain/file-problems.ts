import {
  LIST_ITEM_WORDS,
  POST_FIELD_WORDS,
  PROFILE_FIELD_WORDS,
  PROJECT_FIELD_WORDS,
  RESUME_FIELD_WORDS,
  RESUME_SECTION_WORDS,
} from './content-field-words';
import { isRecord } from './is-record';
import { isSiteLanguage, type SiteLanguage } from './site-languages';
import type { z } from './zod';

const wordFor = (words: Partial<Record<string, string>>, key: PropertyKey) =>
  words[String(key)] ?? `field “${String(key)}”`;

/** Where a problem of the file's career record is: "Career", "Work 2", "Work 2, start date". */
function describeResumePlace([section, index, field, item]: readonly PropertyKey[]): string {
  if (!Object.hasOwn(RESUME_SECTION_WORDS, String(section))) return 'Career';
  const sectionWord = RESUME_SECTION_WORDS[section as keyof typeof RESUME_SECTION_WORDS];
  if (typeof index !== 'number') return sectionWord;
  const entry = `${sectionWord} ${index + 1}`;
  if (field === undefined) return entry;
  if (typeof item === 'number' && LIST_ITEM_WORDS[String(field)]) {
    return `${entry}, ${LIST_ITEM_WORDS[String(field)]} ${item + 1}`;
  }
  return `${entry}, ${wordFor(RESUME_FIELD_WORDS, field)}`;
}

/** A language's name in the owner's pages' words (English, as the studio is). */
const LANGUAGE_WORDS: Record<SiteLanguage, string> = { en: 'English', fr: 'French', de: 'German' };

/**
 * The place of a problem inside a document's `translations` (`at` is the index of that key):
 * "Project 4, title in French", "Work 2, highlight 1 in German", "Profile, translations".
 */
function describeTranslationPlace(path: readonly PropertyKey[], at: number): string {
  const [language, ...inside] = path.slice(at + 1);
  const document = describePlace(path.slice(0, at));
  if (!isSiteLanguage(language)) return `${document}, translations`;
  if (inside.length === 0) return `${document}, ${LANGUAGE_WORDS[language]} translation`;
  return `${describePlace([...path.slice(0, at), ...inside])} in ${LANGUAGE_WORDS[language]}`;
}

/** The file's lists of documents in words: the list, one of its documents, their fields. */
const LIST_WORDS = {
  projects: { all: 'Projects', one: 'Project', fields: PROJECT_FIELD_WORDS },
  posts: { all: 'Posts', one: 'Post', fields: POST_FIELD_WORDS },
};

/**
 * Where a problem of the content file is, in words: "The file", "Profile, GitHub link",
 * "Project 4", "Project 4, title", "Project 4, tag 2", "Post 2, address", "Work 2, start date", "Profile, language
 * 2", "Project 4, title in French" (counted from 1, as the owner counts).
 */
export function describePlace(path: readonly PropertyKey[]): string {
  const at = path.indexOf('translations');
  if (at > 0) return describeTranslationPlace(path, at);
  const [top, index, field, item] = path;
  if (top === 'user') {
    if (index === 'languages' && typeof field === 'number') return `Profile, language ${field + 1}`;
    return index === undefined ? 'Profile' : `Profile, ${wordFor(PROFILE_FIELD_WORDS, index)}`;
  }
  if (top === 'resume') return describeResumePlace(path.slice(1));
  const list = top === 'projects' || top === 'posts' ? LIST_WORDS[top] : undefined;
  if (!list) return 'The file';
  if (typeof index !== 'number') return list.all;
  const document = `${list.one} ${index + 1}`;
  if (field === undefined) return document;
  if (typeof item === 'number' && LIST_ITEM_WORDS[String(field)]) {
    return `${document}, ${LIST_ITEM_WORDS[String(field)]} ${item + 1}`;
  }
  return `${document}, ${wordFor(list.fields, field)}`;
}

const TYPE_WORDS: Partial<Record<string, string>> = {
  string: 'text',
  array: 'a list',
  object: 'a group of fields',
  number: 'a number',
  boolean: 'true or false',
};

/** The value at `path` in `input`; undefined where there is none. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (isRecord(value) || Array.isArray(value) ? (value as never)[key] : undefined),
    input,
  );
}

/** What is wrong with what the file holds at the issue's place, in words. */
function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'invalid_type') {
    if (valueAt(input, issue.path) === undefined) return 'this is missing';
    return `this should be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
  }
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((key) => `“${key}”`).join(', ');
    return `${issue.keys.length === 1 ? 'a field' : 'fields'} the site does not know: ${names}`;
  }
  return issue.message;
}

/** A problem of the content file `input`, with its place: "Project 4, tag 2: this should be text". */
export function describeFileProblem(issue: z.core.$ZodIssue, input: unknown): string {
  return `${describePlace(issue.path)}: ${describeIssue(issue, input)}`;
}
