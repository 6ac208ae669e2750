import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/data/memory-store';
import { emptyResumeFile } from '@/domain/resume-file';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { StudioTransfer } from '@/sections/studio-transfer/studio-transfer';
import { captureDownloads } from '../support/captured-downloads';
import { makeContent, makePost, makeProject, makeUser } from '../support/factories';
import { renderStudioSection } from '../support/render-studio-section';

const user = () =>
  makeUser({ languages: ['en', 'fr'], translations: { fr: { label: 'Développeuse' } } });
const weather = () =>
  makeProject({
    id: 'weather',
    title: 'Weather',
    tags: ['React'],
    translations: { fr: { title: 'Météo', tags: ['React (fr)'] } },
  });

function renderTransfer() {
  return renderStudioSection(
    <StudioContentProvider>
      <StudioTransfer />
    </StudioContentProvider>,
    { store: createMemoryStore(makeContent({ user: user(), projects: [weather()] })) },
  );
}

const jsonFile = (name: string, content: unknown) =>
  new File([JSON.stringify(content)], name, { type: 'application/json' });

async function choose(owner: ReturnType<typeof renderTransfer>['user'], file: File) {
  const input = screen.getByLabelText('Content file (.json)');
  await waitFor(() => expect(input).toBeEnabled());
  await owner.upload(input, file);
}

describe('the content file in every language', () => {
  it('exports the site’s languages and every translation', async () => {
    const { created } = captureDownloads();
    const { user: owner } = renderTransfer();
    const button = screen.getByRole('button', { name: 'Export the content file' });
    await waitFor(() => expect(button).toBeEnabled());
    await owner.click(button);
    const exported = JSON.parse(await created[0]!.text()) as {
      user: Record<string, unknown>;
      projects: Record<string, unknown>[];
    };
    expect(exported.user).toMatchObject({
      languages: ['en', 'fr'],
      translations: { fr: { label: 'Développeuse' } },
    });
    expect(exported.projects[0]).toMatchObject({
      id: 'weather',
      translations: { fr: { title: 'Météo', tags: ['React (fr)'] } },
    });
  });

  it('counts the translations an import changes, by language', async () => {
    const { user: owner } = renderTransfer();
    await choose(
      owner,
      jsonFile('translated.json', {
        user: { ...user(), translations: { fr: { label: 'Développeuse', bio: 'Des apps.' } } },
        projects: [
          {
            ...weather(),
            translations: {
              fr: { title: 'La météo', tags: ['React (fr)'] },
              de: { title: 'Wetter' },
            },
          },
        ],
        resume: emptyResumeFile(),
        posts: [
          makePost({
            slug: 'hello',
            translations: { fr: { title: 'Bonjour', body: 'Des mots.' } },
          }),
        ],
      }),
    );
    const region = await screen.findByRole('region', { name: /^What importing/ });
    const heading = within(region).getByRole('heading', { name: 'Translations changed' });
    expect(
      within(heading.parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Français (fr): 4 texts', 'Deutsch (de): 1 text']);
  });

  it('refuses a file with a language the site has no words for, naming its place', async () => {
    const { user: owner, store } = renderTransfer();
    await choose(
      owner,
      jsonFile('klingon.json', {
        user: { ...user(), languages: ['en', 'xx'] },
        projects: [{ ...weather(), translations: { tlh: { title: 'muD' } } }],
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/klingon\.json is not a content file: 2 problems\./);
    const problems = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/“xx” is not a language the site has words for \(en, fr, de\)/);
    expect(problems[1]).toMatch(/“tlh” is not a language the site has words for/);
    expect(screen.queryByRole('button', { name: 'Replace the content' })).not.toBeInTheDocument();
    expect(store.stored.user).toMatchObject({ languages: ['en', 'fr'] });
  });
});
