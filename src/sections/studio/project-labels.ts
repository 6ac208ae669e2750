import type { ProjectValues } from './project-form-values';

/** A project's fields as the studio names them. */
export const PROJECT_LABELS: Record<keyof ProjectValues, string> = {
  id: 'Address (the end of /projects/…)',
  title: 'Title',
  description: 'Description',
  tags: 'Tags',
  images: 'Images',
  githubLink: 'GitHub link',
  projectLink: 'Project link (Google Play, or the project’s site)',
  appStoreLink: 'App Store link',
  translations: 'Translations',
};

export const PROJECT_LINKS = ['githubLink', 'projectLink', 'appStoreLink'] as const;
