/** The studio's screens and controls, by role and accessible name, for the browser tests. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export function studio(page: Page) {
  const projects = page.getByRole('list', { name: 'Projects, in the order visitors see them' });
  const profile = page.getByRole('form', { name: 'Profile' });
  const project = page.getByRole('form', { name: 'Project' });
  const parts = page.getByRole('navigation', { name: 'Studio parts' });
  return {
    /** A part's link in the studio's navigation: Overview, Profile, Projects, Messages, Content file. */
    part: (name: string) => parts.getByRole('link', { name, exact: true }),
    heading: page.getByRole('heading', { level: 1, name: 'Studio' }),
    /** The heading of the screen showing: signed out, not the owner, or the owner's. */
    signIn: page.getByRole('heading', { name: 'Sign in' }),
    notOwner: page.getByRole('heading', { name: 'This account cannot edit this site' }),
    owner: page.getByRole('heading', { name: 'Your site' }),
    continueAsDemoOwner: page.getByRole('button', { name: 'Continue as the demo owner' }),
    signInWithGoogle: page.getByRole('button', { name: 'Sign in with Google' }),
    signOut: page.getByRole('button', { name: 'Sign out' }),
    profile,
    profileName: profile.getByLabel('Name', { exact: true }),
    saveProfile: profile.getByRole('button', { name: 'Save the profile' }),
    projects,
    /** The titles in the list, in the owner's order. */
    projectTitles: projects.locator('.studio-project-title'),
    edit: (title: string) => page.getByRole('button', { name: `Edit ${title}`, exact: true }),
    moveUp: (title: string) => page.getByRole('button', { name: `Move ${title} up`, exact: true }),
    moveDown: (title: string) =>
      page.getByRole('button', { name: `Move ${title} down`, exact: true }),
    delete: (title: string) => page.getByRole('button', { name: `Delete ${title}`, exact: true }),
    undo: page.getByRole('button', { name: 'Undo' }),
    project,
    projectTitle: project.getByLabel('Title', { exact: true }),
    saveProject: project.getByRole('button', { name: 'Save the project' }),
    backToProjects: page.getByRole('button', { name: 'Back to the projects' }),
    discard: (form: ReturnType<Page['getByRole']>) => form.getByRole('button', { name: 'Discard' }),
    /** The question before unsaved edits are left behind. */
    leaveQuestion: page.getByRole('alertdialog', { name: 'Leave without saving?' }),
    saved: (form: ReturnType<Page['getByRole']>) =>
      form.getByRole('status').filter({ hasText: 'Saved. Visitors see it now.' }),
  };
}

/**
 * Opens the studio (at one of its parts' addresses, `/studio/projects`) and waits until it has
 * loaded its code and knows who is signed in.
 */
export async function openStudio(
  page: Page,
  origin = '',
  path = '/studio',
): Promise<ReturnType<typeof studio>> {
  const response = await page.goto(`${origin}${path}`);
  expect(response?.status()).toBe(200);
  const screens = studio(page);
  await expect(
    screens.signIn.or(screens.notOwner).or(page.getByRole('navigation', { name: 'Studio parts' })),
  ).toBeVisible();
  return screens;
}

/** Opens a part by the studio's navigation, and waits until it is the current one. */
export async function openPart(screens: ReturnType<typeof studio>, name: string) {
  await screens.part(name).click();
  await expect(screens.part(name)).toHaveAttribute('aria-current', 'page');
}

/** Saves a new name in the profile form and waits until it is saved. */
export async function renameOwner(screens: ReturnType<typeof studio>, name: string) {
  await openPart(screens, 'Profile');
  await screens.profileName.fill(name);
  await screens.saveProfile.click();
  await expect(screens.saved(screens.profile)).toBeVisible();
}

/** Opens a project's editor, saves a new title and goes back to the list. */
export async function retitleProject(
  screens: ReturnType<typeof studio>,
  title: string,
  newTitle: string,
) {
  await openPart(screens, 'Projects');
  await screens.edit(title).click();
  await screens.projectTitle.fill(newTitle);
  await screens.saveProject.click();
  await expect(screens.saved(screens.project)).toBeVisible();
  await screens.backToProjects.click();
  await expect(screens.edit(newTitle)).toBeFocused();
}
