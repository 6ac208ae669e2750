import type { Locator, Page, Response } from '@playwright/test';
import { content, expect, type DemoContent } from './fixtures';

export type DemoProject = DemoContent['projects'][number];

/** A project of the demo content, by id: the tests read it from there, not from copies. */
export function demoProject(id: string): DemoProject {
  const project = content.projects.find((candidate) => candidate.id === id);
  if (!project) throw new Error(`The demo content has no project ${id}.`);
  return project;
}

/** The demo project with three images and three tags that these tests open. */
export const trailmate = demoProject('trailmate');
if (trailmate.images.length < 3 || trailmate.tags.length < 2) {
  throw new Error('The tests need TrailMate with 3+ images and 2+ tags.');
}

/** The button of the project page's gallery that opens image `index` (from 0) full size. */
export function galleryButton(page: Page, project: DemoProject, index: number): Locator {
  return page.getByRole('button', {
    name: `Open image ${index + 1} of ${project.images.length} of ${project.title} full size`,
  });
}

/**
 * Opens a project's page (at `origin`, the preview server by default) and waits until the app
 * runs it: the prerendered gallery's buttons are disabled until then.
 */
export async function openProjectPage(
  page: Page,
  project: DemoProject,
  origin = '',
): Promise<Response | null> {
  const response = await page.goto(`${origin}/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(galleryButton(page, project, 0)).toBeEnabled();
  return response;
}

/** The open viewer of a project's images: the dialog, its counter, the image it shows. */
export function imageViewer(page: Page, project: DemoProject) {
  const dialog = page.getByRole('dialog', { name: `Images of ${project.title}` });
  const count = project.images.length;
  return {
    dialog,
    counter: dialog.getByText(/^\d+ of \d+$/),
    /** Image `index` (from 0); only the one on screen is in the accessibility tree. */
    image: (index: number) =>
      dialog.getByRole('img', { name: `${project.title}, image ${index + 1} of ${count}` }),
    close: dialog.getByRole('button', { name: 'Close' }),
    next: dialog.getByRole('button', { name: 'Next image' }),
    previous: dialog.getByRole('button', { name: 'Previous image' }),
  };
}

/** Waits until the viewer shows image `index` (from 0), whole, and its counter says so. */
export async function expectViewerAt(
  page: Page,
  project: DemoProject,
  index: number,
): Promise<void> {
  const viewer = imageViewer(page, project);
  await expect(viewer.counter).toHaveText(`${index + 1} of ${project.images.length}`);
  // The slide has finished moving in: the image sits wholly on screen.
  await expect(viewer.image(index)).toBeInViewport({ ratio: 0.99 });
}
