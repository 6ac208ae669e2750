import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, type MemoryStore } from '@/data/memory-store';
import { createMemoryStudioRepository } from '@/data/studio/memory-studio-repository';
import { RESUME_DATE_MESSAGE } from '@/domain/resume-file';
import { StudioContentProvider } from '@/queries/studio/use-studio-content';
import { UnsavedChangesProvider } from '@/sections/studio/unsaved-changes';
import { CareerSection } from '@/sections/studio-career/career-section';
import { makeContent } from '../support/factories';
import { renderStudioSection } from '../support/render-studio-section';
import { makeResumeEntry } from '../support/resume-entries';
import { readStudioContent } from '../support/studio-content';

const job = (name: string, startDate: string, endDate = '') =>
  makeResumeEntry('work', {
    name,
    position: 'Developer',
    startDate,
    endDate,
    highlights: ['Shipped things'],
  });

function makeStore() {
  return createMemoryStore(
    makeContent({
      resume: {
        work: [
          job('Northlight', '2022-09'),
          job('Västtrafik', '2019-04', '2022-08'),
          job('Fjäril', '2017'),
        ],
        languages: [
          makeResumeEntry('languages', { language: 'Swedish', fluency: 'Native speaker' }),
        ],
      },
    }),
  );
}

async function renderCareer(store = makeStore()) {
  const rendered = renderStudioSection(
    <StudioContentProvider>
      <UnsavedChangesProvider>
        <CareerSection />
      </UnsavedChangesProvider>
    </StudioContentProvider>,
    { store },
  );
  await screen.findByRole('list', { name: /^Work/ });
  return rendered;
}

const workRows = () =>
  within(screen.getByRole('list', { name: /^Work/ }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('strong')?.textContent);
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const form = (name: string) => screen.getByRole('form', { name });

async function storedWork(store: MemoryStore) {
  const { resume } = await readStudioContent(createMemoryStudioRepository(store));
  return resume.work;
}

describe('the studio’s career', () => {
  it('has a panel for each section, its entries in the owner’s order with their dates', async () => {
    await renderCareer();
    for (const heading of [
      'Work',
      'Education',
      'Skills',
      'Languages',
      'Certificates',
      'Awards',
      'Publications',
      'Volunteering',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    }
    expect(workRows()).toEqual(['Northlight', 'Västtrafik', 'Fjäril']);
    const [first] = within(screen.getByRole('list', { name: /^Work/ })).getAllByRole('listitem');
    expect(first).toHaveTextContent(/2022 – present/);
    expect(screen.getByText('No education yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Swedish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an award' })).toBeInTheDocument();
  });

  it('adds an entry: a bad date is refused as typed with the schema’s message, then saved', async () => {
    const store = makeStore();
    const { user } = await renderCareer(store);
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    const editor = form('The job');
    expect(screen.getByRole('heading', { name: /New job/ })).toHaveFocus();
    await user.type(textbox('Organisation'), 'Chalmers');
    await user.type(textbox('Start date'), 'March 2021');
    const message = `${RESUME_DATE_MESSAGE.charAt(0).toUpperCase()}${RESUME_DATE_MESSAGE.slice(1)}.`;
    expect(await within(editor).findByText(message)).toBeInTheDocument();
    expect(textbox('Start date')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Add the job' }));
    expect(await storedWork(store)).toHaveLength(3);

    await user.clear(textbox('Start date'));
    await user.type(textbox('Start date'), '2016-01');
    await user.type(textbox('End date'), 'Present');
    await user.type(textbox(/^Highlights/), 'Taught labs{Enter}{Enter}  Graded  {Enter}');
    await waitFor(() => expect(textbox('Start date')).toHaveAttribute('aria-invalid', 'false'));
    await user.click(screen.getByRole('button', { name: 'Add the job' }));
    await waitFor(() =>
      expect(within(editor).getByRole('status')).toHaveTextContent('Saved. Visitors see it now.'),
    );
    expect(within(editor).getByRole('status')).toHaveFocus();
    const added = (await storedWork(store))[3];
    expect(added?.fields).toMatchObject({
      name: 'Chalmers',
      startDate: '2016-01',
      endDate: '',
      highlights: ['Taught labs', 'Graded'],
    });
    expect(added?.order).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Back to the career' }));
    expect(workRows()).toEqual(['Northlight', 'Västtrafik', 'Fjäril', 'Chalmers']);
    expect(screen.getByRole('button', { name: 'Add a job' })).toHaveFocus();
  });

  it('edits an entry, refuses a link visitors could not open, and asks before leaving it unsaved', async () => {
    const store = makeStore();
    const { user } = await renderCareer(store);
    await user.click(screen.getByRole('button', { name: 'Edit Västtrafik' }));
    expect(textbox(/^Highlights/)).toHaveValue('Shipped things');
    await user.type(textbox('Organisation’s website'), 'javascript:alert(1)');
    expect(await screen.findByText(/Visitors could not open this/)).toBeInTheDocument();
    await user.clear(textbox('Organisation’s website'));
    await user.type(textbox('Role'), ' and lead');
    await user.click(screen.getByRole('button', { name: 'Back to the career' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    await user.click(screen.getByRole('button', { name: 'Save the job' }));
    await waitFor(async () =>
      expect((await storedWork(store))[1]?.fields.position).toBe('Developer and lead'),
    );
    await user.click(screen.getByRole('button', { name: 'Back to the career' }));
    expect(screen.getByRole('button', { name: 'Edit Västtrafik' })).toHaveFocus();
  });

  it('moves an entry by keyboard within its section, announced, and stores the order', async () => {
    const store = makeStore();
    const { user } = await renderCareer(store);
    await user.click(screen.getByRole('button', { name: 'Move Fjäril up' }));
    expect(workRows()).toEqual(['Northlight', 'Fjäril', 'Västtrafik']);
    expect(screen.getByText('Fjäril moved to position 2 of 3')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Move Fjäril up' })).toHaveFocus();
    await waitFor(async () =>
      expect((await storedWork(store)).map(({ fields }) => fields.name)).toEqual([
        'Northlight',
        'Fjäril',
        'Västtrafik',
      ]),
    );
  });

  it('deletes an entry at once, and Undo brings it back in its place', async () => {
    const store = makeStore();
    const { user } = await renderCareer(store);
    await user.click(screen.getByRole('button', { name: 'Delete Västtrafik' }));
    expect(workRows()).toEqual(['Northlight', 'Fjäril']);
    expect(screen.getByText('Deleted “Västtrafik”.')).toHaveAttribute('role', 'status');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    await waitFor(async () => expect(await storedWork(store)).toHaveLength(2));
    await user.click(undo);
    expect(await screen.findByText('Brought back “Västtrafik”.')).toBeInTheDocument();
    expect(workRows()).toEqual(['Northlight', 'Västtrafik', 'Fjäril']);
    await waitFor(async () =>
      expect((await storedWork(store)).map(({ fields }) => fields.name)).toEqual([
        'Northlight',
        'Västtrafik',
        'Fjäril',
      ]),
    );
  });

  it('shows an entry saved elsewhere beside the draft, and keeps the draft', async () => {
    const store = makeStore();
    const { user } = await renderCareer(store);
    await user.click(screen.getByRole('button', { name: 'Edit Northlight' }));
    await user.type(textbox('Summary'), 'Drafted here.');
    const elsewhere = createMemoryStudioRepository(store);
    const entry = (await storedWork(store))[0]!;
    await elsewhere.saveResumeEntry(
      { ...entry, fields: { ...entry.fields, summary: 'Saved elsewhere.' } },
      entry.version,
    );
    expect(await screen.findByText(/This job was changed elsewhere/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the job' }));
    const conflict = await screen.findByRole('region', {
      name: '“Northlight” was changed elsewhere',
    });
    expect(within(conflict).getByText('Saved elsewhere.')).toBeInTheDocument();
    expect(within(conflict).getByText('Drafted here.')).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Keep my draft' }));
    await waitFor(async () =>
      expect((await storedWork(store))[0]?.fields.summary).toBe('Drafted here.'),
    );
  });
});
