import type { Experience, ExperienceLine } from './experience';
import type { Project } from './project';
import type { Resume, ResumeEntry } from './resume';
import type { ResumeSection } from './resume-sections';
import type { SiteLanguage, SiteLanguages } from './site-languages';
import { PROFILE_TRANSLATABLE_FIELDS, resumeTranslatableFields } from './translatable-fields';
import { localize, localizeText, type Localized, type LocalizedText } from './translations';
import type { UserProfile } from './user-profile';

// The owner's content as a page in one language shows it (docs/languages.md): each text in the
// page's language, or the default language's, marked with its language (`textLanguage`), so
// the element showing it carries `lang`. The default language's pages get the content as it is.

/** The language a page shows the content in, and the site's (the page's, usePageLanguage). */
export interface ContentLanguage {
  language: SiteLanguage;
  site: SiteLanguages;
}

export type LocalizedProfile = Localized<UserProfile, (typeof PROFILE_TRANSLATABLE_FIELDS)[number]>;

export function localizeProfile(
  profile: UserProfile,
  language: SiteLanguage,
  site: SiteLanguages,
): LocalizedProfile {
  return localize(profile, profile.translations, PROFILE_TRANSLATABLE_FIELDS, language, site);
}

/** Each tag's label on a page, by the tag's key (tags that differ only by case are one). */
export type TagLabels = ReadonlyMap<string, LocalizedText>;

const tagKey = (tag: string) => tag.toLowerCase();

/**
 * The tags' labels in `language`: a tag's label is the translation of the first project, in the
 * owner's order, that translates it; else the tag itself, marked with the default language. The
 * tag itself stays the filter's value and the address's.
 */
export function tagLabels(
  projects: readonly Project[],
  language: SiteLanguage,
  site: SiteLanguages,
): TagLabels {
  const labels = new Map<string, LocalizedText>();
  for (const project of projects) {
    const translated = project.translations[language]?.tags ?? [];
    project.tags.forEach((tag, index) => {
      const label = localizeText(tag, translated[index], language, site);
      const known = labels.get(tagKey(tag));
      if (!known || (known.lang !== undefined && label.lang === undefined)) {
        labels.set(tagKey(tag), label);
      }
    });
  }
  return labels;
}

/** A tag's label from `labels`; the tag itself, marked, when `labels` does not know it. */
export function tagLabel(
  labels: TagLabels,
  tag: string,
  language: SiteLanguage,
  site: SiteLanguages,
): LocalizedText {
  return labels.get(tagKey(tag)) ?? localizeText(tag, undefined, language, site);
}

/** A project as a page shows it: its title and description localized, its tags' labels beside. */
export type LocalizedProject = Localized<Project, 'title' | 'description'> & {
  /** Item i labels `tags[i]`, which stays the filter's value and the address's. */
  tagLabels: LocalizedText[];
};

/** `project` in `language`; its tags labelled by `labels` (by default, its own translations). */
export function localizeProject(
  project: Project,
  language: SiteLanguage,
  site: SiteLanguages,
  labels: TagLabels = tagLabels([project], language, site),
): LocalizedProject {
  return {
    ...localize(project, project.translations, ['title', 'description'], language, site),
    tagLabels: project.tags.map((tag) => tagLabel(labels, tag, language, site)),
  };
}

/** The projects in `language`, each tag labelled alike across them (tagLabels). */
export function localizeProjects(
  projects: readonly Project[],
  language: SiteLanguage,
  site: SiteLanguages,
): LocalizedProject[] {
  const labels = tagLabels(projects, language, site);
  return projects.map((project) => localizeProject(project, language, site, labels));
}

/** A career entry as a page shows it: its fields localized, and the language of those that are not. */
export type LocalizedResumeEntry<S extends ResumeSection = ResumeSection> = ResumeEntry<S> & {
  textLanguage: Partial<Record<string, SiteLanguage>>;
};

export type LocalizedResume = { [S in ResumeSection]: LocalizedResumeEntry<S>[] };

export function localizeResumeEntry<S extends ResumeSection>(
  entry: ResumeEntry<S>,
  language: SiteLanguage,
  site: SiteLanguages,
): LocalizedResumeEntry<S> {
  const { textLanguage, ...fields } = localize(
    entry.fields as Record<string, unknown>,
    entry.translations as never,
    resumeTranslatableFields(entry.section) as string[],
    language,
    site,
  );
  return { ...entry, fields: fields as ResumeEntry<S>['fields'], textLanguage };
}

export function localizeResume(
  resume: Resume,
  language: SiteLanguage,
  site: SiteLanguages,
): LocalizedResume {
  return Object.fromEntries(
    Object.entries(resume).map(([section, entries]) => [
      section,
      (entries as ResumeEntry[]).map((entry) => localizeResumeEntry(entry, language, site)),
    ]),
  ) as LocalizedResume;
}

export type LocalizedExperienceLine = Localized<ExperienceLine, 'position' | 'name'>;

/** The home page's lines of the career record in `language`. */
export function localizeExperience(
  experience: Experience,
  language: SiteLanguage,
  site: SiteLanguages,
): Experience & { jobs: LocalizedExperienceLine[] } {
  return {
    ...experience,
    jobs: experience.jobs.map((line) =>
      localize(line, line.translations, ['position', 'name'], language, site),
    ),
  };
}
