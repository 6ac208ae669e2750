import { content, expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { openPart, openStudio, retitleProject } from './support/studio';

const [first] = content.projects;
if (!first) throw new Error('The demo content has no project.');
const newTitle = `${first.title} (renamed)`;

// The memory build's demo is published as built: its record is the seed content, so an edit is
// what is not yet published, until Publish runs the demo's publish (asked, running, published).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} colour scheme`, () => {
    test.use({ colorScheme, reducedMotion: 'reduce' });

    test('an edit is listed as not yet published until Publish publishes it', async ({ page }) => {
      // Each step of the demo's publish takes this long: long enough to see it under way.
      const studio = await openStudio(page, '', '/studio?latency=400');
      await studio.continueAsDemoOwner.click();
      const panel = page.getByRole('region', { name: 'Publishing' });
      await expect(panel).toContainText('Everything is published.');
      await expect(panel.locator('time')).toHaveAttribute('datetime', /^\d{4}-/);
      await expectNoAxeViolations(page, 'everything published');

      await retitleProject(studio, first.title, newTitle);
      await openPart(studio, 'Overview');
      await expect(panel).toContainText(`Not yet published: ‘${newTitle}’ edited.`);
      await expectNoAxeViolations(page, 'an edit not yet published');

      const publish = panel.getByRole('button', { name: 'Publish' });
      await publish.click();
      const state = panel.getByRole('status');
      await expect(state).toHaveText(/^Publishing… (asked|running)/);
      await expect(publish).toBeDisabled();
      await expect(publish).toBeFocused();
      await expectNoAxeViolations(page, 'a publish under way');
      await expect(state).toHaveText('Published.');
      await expect(panel).toContainText('Everything is published.');
      await expect(publish).toBeEnabled();
      await expectNoAxeViolations(page, 'published');
    });

    test('a failed publish says why, and the edit stays listed', async ({ page }) => {
      const studio = await openStudio(page, '', '/studio?fail=publish');
      await studio.continueAsDemoOwner.click();
      await retitleProject(studio, first.title, newTitle);
      await openPart(studio, 'Overview');
      const panel = page.getByRole('region', { name: 'Publishing' });
      await panel.getByRole('button', { name: 'Publish' }).click();
      await expect(panel.getByRole('status')).toHaveText(
        'Publishing failed: The deploy failed (simulated failure).',
      );
      await expect(panel).toContainText(`Not yet published: ‘${newTitle}’ edited.`);
      await expectNoAxeViolations(page, 'a failed publish');
    });
  });
}
