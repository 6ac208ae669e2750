import { content, expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { openPart, openStudio } from './support/studio';

const [first] = content.projects;
if (!first) throw new Error('The demo content has no project.');

// The studio's Languages and Translations parts on the memory build, in both colour schemes:
// the owner adds a language, translates a project's title, and every screen passes axe.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} colour scheme`, () => {
    test.use({ colorScheme, reducedMotion: 'reduce' });

    test('the languages and translations parts work and have no axe violations', async ({
      page,
    }, testInfo) => {
      // For a person to look at (the report's screenshots), the screen's first view and a half.
      const shot = (name: string) => {
        const { width, height } = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
        return page.screenshot({
          path: testInfo.outputPath(`${name}-${colorScheme}.png`),
          clip: { x: 0, y: 0, width, height: height * 1.5 },
        });
      };
      const studio = await openStudio(page, '', '/studio/languages');
      await studio.continueAsDemoOwner.click();
      const languages = page.getByRole('form', { name: 'The site’s languages' });
      await expect(languages).toBeVisible();
      const add = languages.getByRole('button', { name: 'Add Deutsch (de)' });
      if (await add.isVisible()) {
        await add.click();
        await languages.getByRole('button', { name: 'Save the languages' }).click();
        await expect(studio.saved(languages)).toBeVisible();
      }
      await expect(languages.getByRole('listitem')).not.toHaveCount(1);
      const other = languages.getByRole('button', { name: /^Make .+ the default$/ }).first();
      await other.click();
      await expect(languages.getByRole('note')).toBeVisible();
      await expectNoAxeViolations(page, 'the languages, a new default before saving');
      await shot('languages');
      await languages.getByRole('button', { name: 'Discard' }).click();

      await openPart(studio, 'Translations');
      const project = page.getByRole('form', { name: `Project “${first.title}”` });
      await expect(project).toBeVisible();
      await expectNoAxeViolations(page, 'the translations');
      await shot('translations-top');
      const title = project.getByRole('textbox', { name: /^Title · / });
      await title.fill('x'.repeat(201));
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(project.getByText('At most 200 characters.')).toBeVisible();
      await expectNoAxeViolations(page, 'a translation in error');
      await title.fill(`${first.title} (translated)`);
      await project.getByRole('button', { name: 'Save the translation' }).click();
      await expect(studio.saved(project)).toBeVisible();
      await project.screenshot({ path: testInfo.outputPath(`translations-${colorScheme}.png`) });

      await page.getByRole('checkbox', { name: 'Show untranslated only' }).check();
      await expectNoAxeViolations(page, 'the untranslated texts only');
      await openPart(studio, 'Overview');
      await expect(page.getByText(/texts? untranslated\.$/).first()).toBeVisible();
      await expectNoAxeViolations(page, 'the overview with its languages');
      await shot('overview');
    });
  });
}
