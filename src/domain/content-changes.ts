import type { PortfolioFile } from './portfolio-file';
import { longestIncreasing } from './longest-increasing';
import { describePostChanges, type PostChanges } from './post-changes';
import { describeResumeChanges, type ResumeChanges } from './resume-changes';
import { RESUME_SECTIONS } from './resume-sections';
import { SOURCE_LANGUAGE } from './site-languages';
import { describeTranslations, sameTranslations } from './studio-translations';
import { pickResumeFields } from './studio-resume';
import {
  pickProfileFields,
  pickPostFields,
  pickProjectFields,
  PROFILE_FIELDS,
  PROJECT_FIELDS,
  type ProfileFields,
  type ProjectFields,
  type StudioContent,
} from './studio-content';

/** One profile field an import changes. */
export interface ProfileChange {
  field: keyof ProfileFields;
  from: string;
  to: string;
}

/** A project as a change names it. */
export interface ProjectMention {
  id: string;
  title: string;
}

/** A project kept by an import whose place in the owner's order changes (1 is the first). */
export interface ProjectMove extends ProjectMention {
  from: number;
  to: number;
}

/** What importing a content file will change in the stored content. */
export interface ContentChanges extends ResumeChanges, PostChanges {
  profile: ProfileChange[];
  added: ProjectMention[];
  removed: ProjectMention[];
  /** Projects kept by the import whose fields change, with those fields. */
  changed: (ProjectMention & { fields: (keyof ProjectFields)[] })[];
  moved: ProjectMove[];
}

const sameValue = (a: string | readonly string[], b: string | readonly string[]) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : a.length === b.length && a.every((item, index) => item === b[index]);

/** What replacing `current` with the content file `file` changes, in the file's order. */
export function describeContentChanges(
  current: StudioContent,
  file: PortfolioFile,
): ContentChanges {
  const profile = PROFILE_FIELDS.filter(
    (field) => current.profile.fields[field] !== file.user[field],
  ).map((field): ProfileChange => ({
    field,
    from: current.profile.fields[field],
    to: file.user[field],
  }));
  const languagesOf = (languages: readonly string[] | undefined) =>
    (languages ?? [SOURCE_LANGUAGE]).join(', ');
  if (languagesOf(current.profile.fields.languages) !== languagesOf(file.user.languages)) {
    profile.push({
      field: 'languages',
      from: languagesOf(current.profile.fields.languages),
      to: languagesOf(file.user.languages),
    });
  }
  if (!sameTranslations(current.profile.fields.translations, file.user.translations)) {
    profile.push({
      field: 'translations',
      from: describeTranslations(current.profile.fields.translations),
      to: describeTranslations(file.user.translations),
    });
  }

  const stored = new Map(
    current.projects.map((project, index) => [project.id, { project, index }]),
  );
  const inFile = new Set(file.projects.map(({ id }) => id));
  const kept = file.projects.flatMap((project, index) => {
    const before = stored.get(project.id);
    return before ? [{ project, index, before }] : [];
  });
  const inPlace = longestIncreasing(kept.map(({ before }) => before.index));

  return {
    profile,
    added: file.projects
      .filter(({ id }) => !stored.has(id))
      .map(({ id, title }) => ({ id, title })),
    removed: current.projects
      .filter(({ id }) => !inFile.has(id))
      .map(({ id, fields }) => ({ id, title: fields.title })),
    changed: kept.flatMap(({ project, before }) => {
      const fields: (keyof ProjectFields)[] = PROJECT_FIELDS.filter(
        (field) => !sameValue(before.project.fields[field], project[field]),
      );
      if (!sameTranslations(before.project.fields.translations, project.translations)) {
        fields.push('translations');
      }
      return fields.length > 0 ? [{ id: project.id, title: project.title, fields }] : [];
    }),
    moved: kept
      .filter((_, keptIndex) => !inPlace.has(keptIndex))
      .map(({ project, index, before }) => ({
        id: project.id,
        title: project.title,
        from: before.index + 1,
        to: index + 1,
      })),
    ...describeResumeChanges(current.resume, file.resume),
    ...describePostChanges(current.posts, file.posts),
  };
}

/** True when an import would change nothing. */
export function hasNoChanges(changes: ContentChanges): boolean {
  return Object.values(changes).every((list: readonly unknown[]) => list.length === 0);
}

/**
 * The content as a content file (the format of mocks/portfolio.json): the profile, the projects
 * and each section of the career record in the owner's order, the posts newest first, which the file keeps as the order
 * of its lists, so without `order` or `version`, which only the database keeps (nor the entries'
 * ids, which JSON Resume has not).
 */
export function toContentFile({ profile, projects, resume, posts }: StudioContent): PortfolioFile {
  return {
    user: pickProfileFields(profile.fields),
    projects: projects.map(({ id, fields }) => ({ id, ...pickProjectFields(fields) })),
    resume: Object.fromEntries(
      RESUME_SECTIONS.map((section) => [
        section,
        resume[section].map((entry) => pickResumeFields(section, entry.fields as never)),
      ]),
    ) as PortfolioFile['resume'],
    posts: posts.map(({ slug, fields }) => ({ slug, ...pickPostFields(fields) })),
  };
}
