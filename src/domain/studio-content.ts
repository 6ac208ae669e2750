import { nextVersion } from './content-version';
import { isRecord } from './is-record';
import { isSiteLanguage } from './site-languages';
import { POST_TRANSLATABLE_FIELDS } from './post';
import { comparePostsNewestFirst } from './post-order';
import { PROFILE_TRANSLATABLE_FIELDS, PROJECT_TRANSLATABLE_FIELDS } from './translatable-fields';
import { copyTranslations, readStudioTranslations, withTranslations } from './studio-translations';
import {
  postFileSchema,
  profileFileSchema,
  projectFileSchema,
  type PortfolioFile,
} from './portfolio-file';
import { ORDER_FIELD, sortInOwnerOrder } from './project-order';
import type { StudioResume } from './studio-resume';

// The career record's studio types live beside their reading (studio-resume.ts); named here too,
// with the rest of what the studio edits.
export type { StudioResume, StudioResumeEntry } from './studio-resume';

/** The profile's fields as the owner edits them: the content file's `user`. */
export type ProfileFields = PortfolioFile['user'];

/** A project's fields as the owner edits them: the content file's project, without its id. */
export type ProjectFields = Omit<PortfolioFile['projects'][number], 'id'>;

/** A post's fields as the owner edits them: the content file's post, without its slug. */
export type PostFields = Omit<PortfolioFile['posts'][number], 'slug'>;

/** The profile's fields that hold one text each: all but `languages` and `translations`. */
export type ProfileTextField = Exclude<keyof ProfileFields, 'languages' | 'translations'>;

/** A project's own fields, a text or a list of texts each: all but `translations`. */
export type ProjectTextField = Exclude<keyof ProjectFields, 'translations'>;

/** `User/user` as the studio reads it: its fields, and the version they were read at. */
export interface StudioProfile {
  fields: ProfileFields;
  /** 0 when the document does not exist (or has no integer version). */
  version: number;
}

/** A document of `Projects` as the studio reads it. */
export interface StudioProject {
  id: string;
  fields: ProjectFields;
  /** Its place in the owner's order (the stored `order`). */
  order: number;
  version: number;
}

/** A document of `Posts` as the studio reads it, drafts too. */
export interface StudioPost {
  /** Its slug: the document's id and the page's address. */
  slug: string;
  fields: PostFields;
  version: number;
}

/**
 * Everything the owner edits, live: the profile, the projects in the owner's order, the career
 * record, each section's entries in the owner's order, and the posts, newest first (drafts
 * without a date last).
 */
export interface StudioContent {
  profile: StudioProfile;
  projects: StudioProject[];
  resume: StudioResume;
  posts: StudioPost[];
}

/**
 * Where the Cloud Function is with a message's email (`Deliveries/<id>`): `waiting` while it has
 * no record (not picked up yet, or no function deployed), `sending` while it tries, `retrying`
 * after a passing failure (for up to 24 hours), `held` when the message came past the hour's
 * bound of emails and is counted in that hour's digest email instead, then `sent` or `failed`.
 */
export type DeliveryState = 'waiting' | 'sending' | 'retrying' | 'held' | 'sent' | 'failed';

/** A message's email, as the studio shows it. */
export interface InboxDelivery {
  state: DeliveryState;
  /** The last error: the reason it failed, or what a retry is waiting out. */
  error?: string;
  /** While retrying: when the next attempt is due. */
  nextAttemptAt?: Date;
  /** When held: the start of the hour whose digest counts it. */
  digestHour?: Date;
}

/** A visitor's message in the owner's inbox, with its email's delivery. */
export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  /** The visitor's text: shown as text, never as HTML. */
  message: string;
  /** When the server stored it; null when the document has no date. */
  date: Date | null;
  handled: boolean;
  delivery: InboxDelivery;
}

/** The profile's text fields, in the content file's usual order. */
export const PROFILE_FIELDS = Object.keys(profileFileSchema.shape).filter(
  (field) => field !== 'languages' && field !== 'translations',
) as ProfileTextField[];
/** A project's own fields (without its id and translations), in the content file's order. */
export const PROJECT_FIELDS = Object.keys(projectFileSchema.shape).filter(
  (field) => field !== 'id' && field !== 'translations',
) as ProjectTextField[];

/** A post's fields (without its slug and translations), in the content file's order. */
export const POST_FIELDS = Object.keys(postFileSchema.shape).filter(
  (field) => field !== 'slug' && field !== 'translations',
) as Exclude<keyof PostFields, 'translations'>[];

// The documents a studio write stores, and the content file, are built from the listed fields:
// the rules take exactly these, so nothing else a form or a file carries may slip in.

/** Exactly the profile's fields (languages and translations when set), whatever else it carries. */
export function pickProfileFields(fields: ProfileFields): ProfileFields {
  return {
    ...(Object.fromEntries(
      PROFILE_FIELDS.map((field) => [field, fields[field]]),
    ) as unknown as ProfileFields),
    ...(fields.languages ? { languages: [...fields.languages] } : {}),
    ...(fields.translations ? { translations: copyTranslations(fields.translations) } : {}),
  };
}

/** Exactly a project's fields (lists copied), whatever else `fields` carries. */
export function pickProjectFields(fields: ProjectFields): ProjectFields {
  return {
    ...(Object.fromEntries(
      PROJECT_FIELDS.map((field) => {
        const value = fields[field];
        return [field, Array.isArray(value) ? [...value] : value];
      }),
    ) as unknown as ProjectFields),
    ...(fields.translations ? { translations: copyTranslations(fields.translations) } : {}),
  };
}

/** Exactly a post's fields (tags copied), whatever else `fields` carries. */
export function pickPostFields(fields: PostFields): PostFields {
  return {
    ...(Object.fromEntries(
      POST_FIELDS.map((field) => {
        const value = fields[field];
        return [field, Array.isArray(value) ? [...value] : value];
      }),
    ) as unknown as PostFields),
    ...(fields.translations ? { translations: copyTranslations(fields.translations) } : {}),
  };
}

// Read for editing, not for showing: nothing is clipped or made safe, so the owner sees (and can
// fix) a bad link or an overlong title; only what cannot be edited as text is let go.
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
export const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
export const versionOf = (document: unknown): number => nextVersion(document) - 1;

/** `User/user` for the studio's form; a missing document (undefined, null) reads as version 0. */
export function readStudioProfile(document: unknown): StudioProfile {
  const stored = isRecord(document) ? document : {};
  const languages = stringsOf(stored.languages).filter(isSiteLanguage);
  const translations = readStudioTranslations(stored.translations, PROFILE_TRANSLATABLE_FIELDS);
  const fields = {
    ...(Object.fromEntries(
      PROFILE_FIELDS.map((field) => [field, textOf(stored[field])]),
    ) as unknown as ProfileFields),
    ...(languages.length > 0 ? { languages } : {}),
    ...(translations ? { translations } : {}),
  };
  return { fields, version: versionOf(document) };
}

/** The `order` the rules accept (an integer, at least 0), or undefined. */
export function validOrderOf(document: unknown): number | undefined {
  const order = isRecord(document) ? document[ORDER_FIELD] : undefined;
  return Number.isSafeInteger(order) && (order as number) >= 0 ? (order as number) : undefined;
}

/**
 * A document of `Projects` for the studio's form. A project without an order the rules accept
 * (added by hand in the console) takes `orderIfUnset`, so saving it writes a valid one.
 */
export function readStudioProject(id: string, document: unknown, orderIfUnset = 0): StudioProject {
  const stored = isRecord(document) ? document : {};
  return {
    id,
    fields: {
      title: textOf(stored.title),
      description: textOf(stored.description),
      tags: stringsOf(stored.tags),
      images: stringsOf(stored.images),
      githubLink: textOf(stored.githubLink),
      projectLink: textOf(stored.projectLink),
      appStoreLink: textOf(stored.appStoreLink),
      ...withTranslations(readStudioTranslations(stored.translations, PROJECT_TRANSLATABLE_FIELDS)),
    },
    order: validOrderOf(document) ?? orderIfUnset,
    version: versionOf(document),
  };
}

/**
 * Project documents in the owner's order, as visitors see them (sortInOwnerOrder). Those without
 * a valid order are numbered after the highest valid one, in that same order, so a save puts
 * them where they already show, or last.
 */
export function readStudioProjects(
  entries: readonly { id: string; document: unknown }[],
): StudioProject[] {
  const highest = Math.max(-1, ...entries.map(({ document }) => validOrderOf(document) ?? -1));
  let unset = 0;
  return sortInOwnerOrder(entries).map(({ id, document }) =>
    readStudioProject(
      id,
      document,
      validOrderOf(document) === undefined ? highest + 1 + unset++ : undefined,
    ),
  );
}

/**
 * A document of `Posts` for the studio's form. A post is a draft unless its `draft` is exactly
 * `false`, as visitors read it (parsePost): saving one stored without a draft field keeps it
 * unpublished.
 */
export function readStudioPost(slug: string, document: unknown): StudioPost {
  const stored = isRecord(document) ? document : {};
  return {
    slug,
    fields: {
      title: textOf(stored.title),
      summary: textOf(stored.summary),
      body: textOf(stored.body),
      tags: stringsOf(stored.tags),
      cover: textOf(stored.cover),
      publishedAt: textOf(stored.publishedAt),
      updatedAt: textOf(stored.updatedAt),
      draft: stored.draft !== false,
      ...withTranslations(readStudioTranslations(stored.translations, POST_TRANSLATABLE_FIELDS)),
    },
    version: versionOf(document),
  };
}

/** Post documents newest first, as visitors see them, the drafts among them. */
export function readStudioPosts(
  entries: readonly { slug: string; document: unknown }[],
): StudioPost[] {
  return entries
    .map(({ slug, document }) => readStudioPost(slug, document))
    .sort((a, b) =>
      comparePostsNewestFirst(
        { slug: a.slug, publishedAt: a.fields.publishedAt },
        { slug: b.slug, publishedAt: b.fields.publishedAt },
      ),
    );
}

const DELIVERY_STATES: readonly DeliveryState[] = ['sending', 'retrying', 'held', 'sent', 'failed'];

/** A stored date: a Date, or anything with toDate() (Firestore's Timestamp); else null. */
function dateOf(value: unknown): Date | null {
  const date =
    value instanceof Date
      ? value
      : isRecord(value) && typeof value.toDate === 'function'
        ? (value.toDate as () => unknown)()
        : null;
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * The Cloud Function's record of a message's email. A state the studio does not know reads as
 * sending.
 */
function readDelivery(record: Record<string, unknown>): InboxDelivery {
  const state = DELIVERY_STATES.find((known) => known === record.state) ?? 'sending';
  const nextAttemptAt = state === 'retrying' ? dateOf(record.nextAttemptAt) : null;
  // The hour is the digest's Mailbox id, `2026-11-26T14` (UTC).
  const digestHour =
    state === 'held' &&
    typeof record.hour === 'string' &&
    /^\d{4}-\d\d-\d\dT\d\d$/.test(record.hour)
      ? dateOf(new Date(`${record.hour}:00:00Z`))
      : null;
  return {
    state,
    ...(typeof record.error === 'string' ? { error: record.error } : {}),
    ...(nextAttemptAt ? { nextAttemptAt } : {}),
    ...(digestHour ? { digestHour } : {}),
  };
}

/**
 * A message of `Emails` and its delivery record (`Deliveries/<id>`, undefined when there is
 * none).
 */
export function readInboxMessage(id: string, document: unknown, delivery: unknown): InboxMessage {
  const stored = isRecord(document) ? document : {};
  return {
    id,
    name: textOf(stored.name),
    email: textOf(stored.email),
    message: textOf(stored.message),
    date: dateOf(stored.date),
    handled: stored.handled === true,
    delivery: isRecord(delivery) ? readDelivery(delivery) : { state: 'waiting' },
  };
}

/** Newest first; messages without a date after them, by id so the order is stable. */
export function sortInbox(messages: readonly InboxMessage[]): InboxMessage[] {
  const time = (message: InboxMessage) => message.date?.getTime() ?? -Infinity;
  return [...messages].sort(
    (a, b) => time(b) - time(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
