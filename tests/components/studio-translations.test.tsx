import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import type { MemoryStore } from '@/data/memory-store';
import type { Project } from '@/domain/project';
import { makeContent, makePost, makeProject, makeUser } from '../support/factories';
import { makeResumeEntry } from '../support/resume-entries';
import { renderStudioAt } from '../support/render-studio-section';
import { readStudioContent } from '../support/studio-content';

const bilingual = () =>
  makeContent({
    user: makeUser({ languages: ['en', 'fr'] }),
    projects: [
      makeProject({
        id: 'weather',
        title: 'Weather',
        description: 'Rain or shine.',
        tags: ['React'],
      }),
    ],
  });

const projectForm = () => screen.getByRole('form', { name: 'Project “Weather”' });
const inProject = (name: string) => within(projectForm()).getByRole('textbox', { name });
const projectStatus = () => within(projectForm()).getByRole('status');
const summary = () => screen.getByText(/^Français \(fr\): /);

/** Another tab's save of the project: the same documents, through a studio of its own. */
async function saveProjectElsewhere(store: MemoryStore, title: string) {
  const elsewhere = createMemoryStudioRepository(store);
  const { projects } = await readStudioContent(elsewhere);
  const [project] = projects;
  if (!project) throw new Error('No project is stored.');
  await elsewhere.saveProject(
    { id: project.id, order: project.order, fields: { ...project.fields, title } },
    project.version,
  );
}

/** The projects as a visitor's page reads them. */
const visitorsProjects = (store: MemoryStore) =>
  new Promise<Project[]>((resolve, reject) => {
    const stop = store.repository.subscribeToProjects((projects) => {
      queueMicrotask(() => stop());
      resolve(projects);
    }, reject);
  });

describe('the studio’s translations', () => {
  it('shows each text beside its field, translates a project and counts what is left', async () => {
    const { user, store } = await renderStudioAt('/studio/translations', bilingual());
    await screen.findByRole('form', { name: 'Project “Weather”' });
    // The profile's name, label and bio, and the project's title and description.
    expect(summary()).toHaveTextContent('Français (fr): 5 of 5 texts untranslated.');
    expect(within(projectForm()).getByText('Rain or shine.')).toHaveAttribute('lang', 'en');
    expect(inProject('Title · Français')).toHaveAttribute('lang', 'fr');

    await user.type(inProject('Title · Français'), 'Météo');
    await user.type(inProject('Description · Français'), 'Pluie ou soleil.');
    await user.type(inProject('Label of the tag “React”'), 'React (fr)');
    await user.click(within(projectForm()).getByRole('button', { name: 'Save the translation' }));
    await waitFor(() => expect(projectStatus()).toHaveTextContent('Saved. Visitors see it now.'));

    const stored = store.stored.projects.get('weather') as Record<string, unknown>;
    // Seeded without a version (0): the save wrote version 1.
    expect(stored.version).toBe(1);
    expect(stored.translations).toEqual({
      fr: { title: 'Météo', description: 'Pluie ou soleil.', tags: ['React (fr)'] },
    });
    expect(stored.title).toBe('Weather');
    const [visible] = await visitorsProjects(store);
    expect(visible?.translations.fr).toMatchObject({
      title: 'Météo',
      description: 'Pluie ou soleil.',
    });
    expect(summary()).toHaveTextContent('Français (fr): 3 of 5 texts untranslated.');
    expect(within(projectForm()).getByText('Translated.')).toBeInTheDocument();
  });

  it('translates a career entry, a list one item a line', async () => {
    const content = bilingual();
    content.resume = {
      work: [
        makeResumeEntry('work', {
          name: 'Acme',
          position: 'Developer',
          highlights: ['Shipped apps', 'Led a team'],
        }),
      ],
    };
    const { user, store } = await renderStudioAt('/studio/translations', content);
    const form = await screen.findByRole('form', { name: 'Work: “Acme”' });
    const field = (name: string) => within(form).getByRole('textbox', { name });
    expect(within(form).getByText('3 of 3 texts untranslated')).toBeInTheDocument();
    await user.type(field('Role · Français'), 'Développeuse');
    await user.type(
      field('Highlights (one a line) · Français'),
      'Des apps publiées{Enter}{Enter}  Une équipe menée ',
    );
    await user.click(within(form).getByRole('button', { name: 'Save the translation' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent('Saved. Visitors see it now.'),
    );
    const [entry] = [...store.stored.resume.values()] as Record<string, unknown>[];
    expect(entry?.translations).toEqual({
      fr: { position: 'Développeuse', highlights: ['Des apps publiées', 'Une équipe menée'] },
    });
    expect(within(form).getByText('1 of 3 texts untranslated')).toBeInTheDocument();
  });

  it('keeps what was typed when the save fails, and says so', async () => {
    const { user, store } = await renderStudioAt('/studio/translations', bilingual());
    await screen.findByRole('form', { name: 'Project “Weather”' });
    store.setFail(new Set(['save']));
    await user.type(inProject('Title · Français'), 'Météo');
    await user.click(within(projectForm()).getByRole('button', { name: 'Save the translation' }));
    await waitFor(() =>
      expect(projectStatus()).toHaveTextContent(/Not saved: the change could not be written/),
    );
    expect(inProject('Title · Français')).toHaveValue('Météo');
    expect(store.stored.projects.get('weather')).not.toHaveProperty('translations');
  });

  it('shows only what is untranslated when asked', async () => {
    const { user } = await renderStudioAt('/studio/translations', bilingual());
    const form = await screen.findByRole('form', { name: 'Profile' });
    await user.type(within(form).getByRole('textbox', { name: 'Name · Français' }), 'Ada');
    await user.click(within(form).getByRole('button', { name: 'Save the translation' }));
    await waitFor(() => expect(summary()).toHaveTextContent('4 of 5 texts untranslated.'));

    await user.click(screen.getByRole('checkbox', { name: 'Show untranslated only' }));
    expect(
      within(screen.getByRole('form', { name: 'Profile' })).queryByRole('textbox', {
        name: 'Name · Français',
      }),
    ).not.toBeInTheDocument();
    expect(inProject('Title · Français')).toBeInTheDocument();
  });

  it('refuses a translation longer than the field’s bound, with the content file’s words', async () => {
    const { user, store } = await renderStudioAt('/studio/translations', bilingual());
    await screen.findByRole('form', { name: 'Project “Weather”' });
    await user.click(inProject('Title · Français'));
    await user.paste('x'.repeat(201));
    await waitFor(() =>
      expect(inProject('Title · Français')).toHaveAccessibleDescription('At most 200 characters.'),
    );
    expect(inProject('Title · Français')).toBeInvalid();
    await user.click(within(projectForm()).getByRole('button', { name: 'Save the translation' }));
    expect(projectStatus()).toHaveTextContent('Unsaved changes');
    expect(store.stored.projects.get('weather')).not.toHaveProperty('translations');
    expect(store.stored.projects.get('weather')).not.toHaveProperty('version');
  });

  it('shows the conflict view when the project was saved elsewhere meanwhile', async () => {
    const { user, store } = await renderStudioAt('/studio/translations', bilingual());
    await screen.findByRole('form', { name: 'Project “Weather”' });
    await user.type(inProject('Title · Français'), 'Météo');
    await saveProjectElsewhere(store, 'Weather app');
    await screen.findByRole('form', { name: 'Project “Weather app”' });
    await user.click(
      within(screen.getByRole('form', { name: 'Project “Weather app”' })).getByRole('button', {
        name: 'Compare now',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Project “Weather app” was changed elsewhere' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my draft' }));
    await waitFor(() =>
      expect(
        (store.stored.projects.get('weather') as Record<string, unknown>).translations,
      ).toEqual({ fr: { title: 'Météo' } }),
    );
    expect((store.stored.projects.get('weather') as Record<string, unknown>).title).toBe(
      'Weather app',
    );
  });

  it('translates a post, its Markdown and its tags’ labels, and counts its texts', async () => {
    const content = bilingual();
    content.posts = [
      makePost({
        slug: 'first-light',
        title: 'First light',
        summary: 'Morning notes.',
        body: '## Dawn\n\nThe sun.',
        tags: ['Photo'],
      }),
    ];
    const { user, store } = await renderStudioAt('/studio/translations', content);
    const form = await screen.findByRole('form', { name: 'Post “First light”' });
    const field = (name: string) => within(form).getByRole('textbox', { name });
    // The profile's 3 texts, the project's 2 and the post's title, summary and body.
    expect(summary()).toHaveTextContent('Français (fr): 8 of 8 texts untranslated.');
    expect(within(form).getByText('3 of 3 texts untranslated')).toBeInTheDocument();
    expect(within(form).getByText(/## Dawn/)).toHaveAttribute('lang', 'en');
    await user.type(field('Title · Français'), 'Premières lueurs');
    await user.type(field('Text (Markdown) · Français'), '## Aube{Enter}{Enter}Le soleil.');
    await user.type(field('Label of the tag “Photo”'), 'Photographie');
    await user.click(within(form).getByRole('button', { name: 'Save the translation' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent('Saved. Visitors see it now.'),
    );
    const stored = store.stored.posts.get('first-light') as Record<string, unknown>;
    expect(stored.translations).toEqual({
      fr: { title: 'Premières lueurs', body: '## Aube\n\nLe soleil.', tags: ['Photographie'] },
    });
    expect(stored.title).toBe('First light');
    expect(within(form).getByText('1 of 3 texts untranslated')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Français (fr): 6 of 8 texts untranslated.');
  });

  it('counts each language’s untranslated texts on the overview, with a way to them', async () => {
    const { user } = await renderStudioAt('/studio', bilingual());
    const link = await screen.findByRole('link', { name: 'Français (fr)' });
    expect(link).toHaveAttribute('href', '/studio/translations?language=fr');
    expect(link.parentElement).toHaveTextContent('Français (fr): 5 of 5 texts untranslated.');
    expect(screen.getByText('Your site is in English, Français.')).toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Translations' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('5 of 5 texts untranslated.');
  });

  it('asks for a second language first on a site in one', async () => {
    await renderStudioAt('/studio/translations');
    expect(await screen.findByText(/Your site is in English \(en\) only/)).toBeInTheDocument();
    const part = screen.getByRole('region', { name: 'Translations' });
    expect(within(part).getByRole('link', { name: 'Add a language' })).toHaveAttribute(
      'href',
      '/studio/languages',
    );
  });
});

describe('the studio’s languages', () => {
  it('adds a language and saves it in the profile with its version', async () => {
    const { user, store } = await renderStudioAt('/studio/languages', bilingual());
    const form = await screen.findByRole('form', { name: 'The site’s languages' });
    await user.click(within(form).getByRole('button', { name: 'Add Deutsch (de)' }));
    await user.click(within(form).getByRole('button', { name: 'Save the languages' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent('Saved. Visitors see it now.'),
    );
    expect(store.stored.user).toMatchObject({ languages: ['en', 'fr', 'de'], version: 1 });
  });

  it('shows the conflict view when the profile was saved elsewhere meanwhile', async () => {
    const { user, store } = await renderStudioAt('/studio/languages', bilingual());
    const form = await screen.findByRole('form', { name: 'The site’s languages' });
    await user.click(within(form).getByRole('button', { name: 'Remove Français' }));
    const elsewhere = createMemoryStudioRepository(store);
    const { profile } = await readStudioContent(elsewhere);
    await elsewhere.saveProfile({ ...profile.fields, languages: ['en', 'de'] }, profile.version);
    await user.click(await within(form).findByRole('button', { name: 'Compare now' }));
    const conflict = await screen.findByRole('region', {
      name: 'Your content was changed elsewhere',
    });
    expect(within(conflict).getByText('English (en), Deutsch (de)')).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Use the newer version' }));
    expect(within(form).getByText('Deutsch')).toBeInTheDocument();
    expect(store.stored.user).toMatchObject({ languages: ['en', 'de'] });
  });

  it('asks before another language’s forms replace edits not saved', async () => {
    const content = bilingual();
    content.user = makeUser({ languages: ['en', 'fr', 'de'] });
    const { user } = await renderStudioAt('/studio/translations?language=fr', content);
    await screen.findByRole('form', { name: 'Project “Weather”' });
    await user.type(inProject('Title · Français'), 'Météo');
    await user.click(screen.getByRole('link', { name: /^Deutsch \(de\)/ }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(inProject('Title · Français')).toHaveValue('Météo');
    await user.click(screen.getByRole('link', { name: /^Deutsch \(de\)/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'Title · Deutsch' })).toHaveValue('');
  });

  it('says what a new default does before saving, then swaps every text with its translation', async () => {
    const content = bilingual();
    content.user = makeUser({
      languages: ['en', 'fr'],
      translations: { fr: { name: 'Ada Exemple' } },
    });
    const { user, store } = await renderStudioAt('/studio/languages', content);
    const form = await screen.findByRole('form', { name: 'The site’s languages' });
    await user.click(within(form).getByRole('button', { name: 'Make Français the default' }));
    expect(within(form).getByRole('note')).toHaveTextContent(
      /Saving makes Français the default.*4 texts have no Français translation yet/s,
    );
    await user.click(within(form).getByRole('button', { name: 'Save the languages' }));
    await waitFor(() => expect(store.stored.user).toMatchObject({ languages: ['fr', 'en'] }));
    expect(store.stored.user).toMatchObject({
      name: 'Ada Exemple',
      translations: { en: { name: 'Ada Example' } },
    });
  });
});
