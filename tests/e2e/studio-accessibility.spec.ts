import { content, expect, owner, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { openPart, openStudio } from './support/studio';

const [first] = content.projects;
if (!first) throw new Error('The demo content has no project.');

/** The demo's content file with the owner renamed and the first project retitled. */
const changedFile = JSON.stringify({
  ...content,
  user: { ...content.user, name: `${owner} (imported)` },
  projects: content.projects.map((project, index) =>
    index === 0 ? { ...project, title: `${project.title} (imported)` } : project,
  ),
});

// The memory build's studio: signed out and the owner's (the demo owner is always the owner; the
// refusal is checked on the Firestore build, tests/e2e/firestore/studio-accessibility.spec.ts).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} colour scheme`, () => {
    // No hover or focus transition is halfway through its colours when axe reads them.
    test.use({ colorScheme, reducedMotion: 'reduce' });

    test("the studio's screens have no axe violations", async ({ page }) => {
      const studio = await openStudio(page);
      await expect(studio.signIn).toBeVisible();
      await expectNoAxeViolations(page, 'signed out');

      await studio.continueAsDemoOwner.click();
      await expect(studio.owner).toBeVisible();
      await expectNoAxeViolations(page, "the studio's overview");
      await openPart(studio, 'Profile');
      await expect(studio.profileName).toHaveValue(owner);
      await expectNoAxeViolations(page, 'the profile');
      await openPart(studio, 'Messages');
      await expect(page.getByText('No messages yet.', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, 'the messages');
      await openPart(studio, 'Projects');
      await expect(studio.projectTitles).toHaveCount(content.projects.length);
      await expectNoAxeViolations(page, 'the projects');

      await studio.edit(first.title).click();
      await expect(studio.projectTitle).toHaveValue(first.title);
      // One character past the content file's bound: the field says so as it is typed.
      await studio.projectTitle.fill('x'.repeat(201));
      await expect(studio.projectTitle).toHaveAttribute('aria-invalid', 'true');
      await expect(studio.project.getByText('at most 200 characters')).toBeVisible();
      await expectNoAxeViolations(page, 'the project editor, a field in error');
      await studio.backToProjects.click();
      await expect(studio.leaveQuestion).toBeVisible();
      await expectNoAxeViolations(page, 'the question before leaving unsaved edits');
      await studio.leaveQuestion.getByRole('button', { name: 'Leave without saving' }).click();

      await openPart(studio, 'Content file');
      await page.getByLabel('Content file (.json)').setInputFiles({
        name: 'portfolio.json',
        mimeType: 'application/json',
        buffer: Buffer.from(changedFile),
      });
      await expect(
        page.getByRole('region', { name: 'What importing portfolio.json changes' }),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'the import preview');
    });
  });
}
