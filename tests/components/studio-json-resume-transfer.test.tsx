import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, type MemoryStore } from '@/data/memory-store';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import { RESUME_FIELD_WORDS } from '@/domain/content-field-words';
import { RESUME_DATE_MESSAGE } from '@/domain/resume-file';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { StudioTransfer } from '@/sections/studio-transfer/studio-transfer';
import { makeContent, makeProject, makeUser } from '../support/factories';
import { renderStudioSection } from '../support/render-studio-section';
import { makeResumeEntry } from '../support/resume-entries';
import { readStudioContent } from '../support/studio-content';
import { captureDownloads } from '../support/captured-downloads';

const job = (name: string, position = 'Developer') =>
  makeResumeEntry('work', { name, position, startDate: '2020-01' });

function renderTransfer() {
  const store = createMemoryStore(
    makeContent({
      user: makeUser({ name: 'Ada Example' }),
      projects: [makeProject({ id: 'weather', title: 'Weather' })],
      resume: {
        work: [job('Northlight'), job('Västtrafik'), job('Fjäril')],
        skills: [makeResumeEntry('skills', { name: 'Kotlin' })],
      },
    }),
  );
  const replaceContent = vi.fn(createMemoryStudioRepository(store).replaceContent);
  return {
    ...renderStudioSection(
      <StudioContentProvider>
        <StudioTransfer />
      </StudioContentProvider>,
      { store, overrides: { replaceContent } },
    ),
    replaceContent,
  };
}

const stored = (store: MemoryStore) => readStudioContent(createMemoryStudioRepository(store));

async function choose(user: ReturnType<typeof renderTransfer>['user'], content: unknown) {
  const input = screen.getByLabelText('JSON Resume file (.json)');
  await waitFor(() => expect(input).toBeEnabled());
  const file = new File([JSON.stringify(content)], 'resume.json', { type: 'application/json' });
  await user.upload(input, file);
}

describe('the studio’s JSON Resume import and export', () => {
  it('exports the career as resume.json, each section’s entries with the fields they fill', async () => {
    const { created, clicked } = captureDownloads();
    const { user } = renderTransfer();
    const button = screen.getByRole('button', { name: 'Export as JSON Resume' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(clicked[0]?.download).toBe('resume.json');
    const document = JSON.parse(await created[0]!.text()) as Record<string, unknown>;
    expect(document).not.toHaveProperty('basics');
    expect(document.work).toEqual([
      { name: 'Northlight', position: 'Developer', startDate: '2020-01' },
      { name: 'Västtrafik', position: 'Developer', startDate: '2020-01' },
      { name: 'Fjäril', position: 'Developer', startDate: '2020-01' },
    ]);
    expect(document.skills).toEqual([{ name: 'Kotlin' }]);
  });

  it('lists every problem of an invalid file with its JSON path, and writes nothing', async () => {
    const { user, store, replaceContent } = renderTransfer();
    const before = await stored(store);
    await choose(user, {
      basics: { name: 'Someone' },
      work: [job('A'), job('B'), { ...job('C'), startDate: 'March 2021' }],
      education: [{ institution: 'Chalmers', courses: 'Mobile' }],
      awards: 'none',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'resume.json is not a JSON Resume the site can take: 3 problems.',
    );
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `work[2].startDate: ${RESUME_DATE_MESSAGE}`,
      'education[0].courses: expected a list',
      'awards: expected a list',
    ]);
    expect(screen.queryByRole('button', { name: 'Replace the career' })).not.toBeInTheDocument();
    expect(replaceContent).not.toHaveBeenCalled();
    expect(await stored(store)).toEqual(before);
  });

  it('previews what a valid file changes, then replaces the career and nothing else', async () => {
    const { user, store } = renderTransfer();
    const before = await stored(store);
    await choose(user, {
      $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
      basics: { name: 'Someone else' },
      projects: [{ name: 'Not mine' }],
      meta: { theme: 'elegant' },
      work: [job('Västtrafik', 'Lead'), job('Fjäril'), { ...job('Chalmers'), company: 'Chalmers' }],
      skills: [{ name: 'Kotlin', level: '', keywords: [] }],
      languages: [{ language: 'Swedish', fluency: 'Native speaker' }],
    });
    const preview = await screen.findByRole('region', {
      name: 'What importing resume.json changes',
    });
    const listed = (title: string) =>
      within(within(preview).getByRole('heading', { name: title }).parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(listed('Career entries added (2)')).toEqual(['Work 3: Chalmers', 'Language 1: Swedish']);
    expect(listed('Career entries removed (1)')).toEqual(['Work 1: Northlight']);
    expect(listed('Career entries changed (1)')).toEqual([
      `Work 1: Västtrafik (${RESUME_FIELD_WORDS.position})`,
    ]);
    // The rest of the content stays, and the skill the file has as stored is no change.
    expect(
      within(preview)
        .getAllByRole('heading', { level: 5 })
        .map((h) => h.textContent),
    ).toEqual([
      'Career entries added (2)',
      'Career entries removed (1)',
      'Career entries changed (1)',
    ]);
    expect(preview).toHaveTextContent(
      'Not imported, as your profile and projects stay as they are: “$schema”, “basics”, “projects”, “meta”.',
    );
    expect(within(preview).getByText('work[2].company')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Replace the career' }));
    const done = await screen.findByText(
      'Your career was replaced with resume.json’s. Visitors see it now.',
    );
    expect(done).toHaveFocus();
    const after = await stored(store);
    expect(after.resume.work.map(({ fields }) => [fields.name, fields.position])).toEqual([
      ['Västtrafik', 'Lead'],
      ['Fjäril', 'Developer'],
      ['Chalmers', 'Developer'],
    ]);
    expect(after.resume.work[2]?.fields).not.toHaveProperty('company');
    expect(after.resume.languages.map(({ fields }) => fields.language)).toEqual(['Swedish']);
    expect(after.profile.fields).toEqual(before.profile.fields);
    expect(after.projects.map(({ id, fields }) => ({ id, fields }))).toEqual(
      before.projects.map(({ id, fields }) => ({ id, fields })),
    );
  });

  it('previews again when the content changed since the preview, writing nothing until asked', async () => {
    const { user, store } = renderTransfer();
    await choose(user, { work: [job('Northlight')] });
    let preview = await screen.findByRole('region', { name: /^What importing/ });
    const elsewhere = createMemoryStudioRepository(store);
    const northlight = (await stored(store)).resume.work[0]!;
    await elsewhere.saveResumeEntry(
      { ...northlight, fields: { ...northlight.fields, position: 'Lead' } },
      northlight.version,
    );
    await user.click(within(preview).getByRole('button', { name: 'Replace the career' }));
    preview = await screen.findByRole('region', { name: /^What importing/ });
    expect(
      await within(preview).findByText(
        /The content changed since the preview, so nothing was written/,
      ),
    ).toBeInTheDocument();
    expect((await stored(store)).resume.work).toHaveLength(3);
    await user.click(within(preview).getByRole('button', { name: 'Replace the career' }));
    await screen.findByText(/Your career was replaced/);
    expect((await stored(store)).resume.work.map(({ fields }) => fields.position)).toEqual([
      'Developer',
    ]);
  });
});
