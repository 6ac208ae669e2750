import type { PublishedDocument, PublishedRecord } from './publishing';
import { RESUME_ENTRY_TITLE_FIELD } from './resume-sections';
import type { StudioContent } from './studio-content';
import { studioResumeEntries, type StudioResumeEntry } from './studio-resume';

/**
 * A project, career entry or post saved since the last publish, or published and since removed
 * (a post made a draft again is removed from the site).
 */
export interface DocumentChange {
  what: 'project' | 'career entry' | 'post';
  how: 'added' | 'edited' | 'removed';
  id: string;
  /** Its title now, or as published when removed. */
  title: string;
}

/** One thing visitors' pages show that the published HTML does not. */
export type UnpublishedChange = { what: 'profile'; how: 'edited' } | DocumentChange;

/** More than this many changes are told as the first few "and N more". */
const LISTED_CHANGES = 4;

const titleOfEntry = (entry: StudioResumeEntry) =>
  String((entry.fields as Record<string, unknown>)[RESUME_ENTRY_TITLE_FIELD[entry.section]] ?? '');

/** Each content document's version and title: what a publish of it records (PublishedRecord). */
export type PublishedVersions = Pick<PublishedRecord, 'profile' | 'projects' | 'resume' | 'posts'>;

/** The posts a publish puts on the site, each by slug with its version and title: no draft. */
const publishedPostsOf = (content: StudioContent) =>
  content.posts
    .filter(({ fields }) => !fields.draft)
    .map(({ slug, version, fields }) => ({ id: slug, version, title: fields.title }));

/**
 * The versions and titles of `content` as it stands: `npm run deploy` records them from the
 * content its build read, and the memory studio's publish from its content.
 */
export function publishedVersionsOf(content: StudioContent): PublishedVersions {
  return {
    profile: content.profile.version,
    projects: Object.fromEntries(
      content.projects.map(({ id, version, fields }) => [id, { version, title: fields.title }]),
    ),
    resume: Object.fromEntries(
      studioResumeEntries(content.resume).map((entry) => [
        entry.id,
        { version: entry.version, title: titleOfEntry(entry) },
      ]),
    ),
    posts: Object.fromEntries(
      publishedPostsOf(content).map(({ id, version, title }) => [id, { version, title }]),
    ),
  };
}

/** The record a deploy of `content` makes (the memory studio's publish). */
export function publishedRecordOf(
  content: StudioContent,
  publishedAt: Date,
  commit: string | null = null,
): PublishedRecord {
  return { publishedAt, commit, ...publishedVersionsOf(content) };
}

/** The documents added, edited (another version) and removed, against what was published. */
function compare(
  what: DocumentChange['what'],
  current: readonly { id: string; version: number; title: string }[],
  published: Record<string, PublishedDocument>,
): DocumentChange[] {
  const added: DocumentChange[] = [];
  const edited: DocumentChange[] = [];
  for (const { id, version, title } of current) {
    const before = Object.hasOwn(published, id) ? published[id] : undefined;
    if (!before) added.push({ what, how: 'added', id, title });
    else if (before.version !== version) edited.push({ what, how: 'edited', id, title });
  }
  const ids = new Set(current.map(({ id }) => id));
  const removed = Object.entries(published)
    .filter(([id]) => !ids.has(id))
    .map(([id, { title }]): DocumentChange => ({ what, how: 'removed', id, title }));
  return [...added, ...edited, ...removed];
}

/**
 * What the content holds that the published site does not, by each document's version: the
 * projects added, edited and removed (in the owner's order, the removed named as published),
 * the profile, then the career entries likewise, then the posts (a draft is not on the site: a
 * post made a draft since is removed). With nothing published, everything is.
 */
export function unpublishedChanges(
  content: StudioContent,
  published: PublishedRecord | null,
): UnpublishedChange[] {
  const record = published ?? { profile: 0, projects: {}, resume: {}, posts: {} };
  const profileEdited = content.profile.version !== record.profile;
  return [
    ...compare(
      'project',
      content.projects.map(({ id, version, fields }) => ({ id, version, title: fields.title })),
      record.projects,
    ),
    ...(profileEdited ? [{ what: 'profile', how: 'edited' } as const] : []),
    ...compare(
      'career entry',
      studioResumeEntries(content.resume).map((entry) => ({
        id: entry.id,
        version: entry.version,
        title: titleOfEntry(entry),
      })),
      record.resume,
    ),
    ...compare('post', publishedPostsOf(content), record.posts),
  ];
}

/** One change in words: "‘Orbit Tracker’ added", "the profile edited". */
export function describeChange(change: UnpublishedChange): string {
  if (change.what === 'profile') return 'the profile edited';
  const title = change.title.trim();
  const named = title ? `‘${title}’` : `a ${change.what} without a title`;
  return `${change.what === 'career entry' && title ? 'the career entry ' : ''}${named} ${change.how}`;
}

/**
 * The changes in a sentence: "Not yet published: ‘Orbit Tracker’ added, the profile edited.",
 * the first few and "and N more" when there are many; "Everything is published." when none.
 */
export function describeUnpublished(changes: readonly UnpublishedChange[]): string {
  if (changes.length === 0) return 'Everything is published.';
  const listed = changes.length <= LISTED_CHANGES ? changes : changes.slice(0, LISTED_CHANGES - 1);
  const words = listed.map(describeChange);
  const rest = changes.length - listed.length;
  return `Not yet published: ${words.join(', ')}${rest > 0 ? `, and ${rest} more` : ''}.`;
}
