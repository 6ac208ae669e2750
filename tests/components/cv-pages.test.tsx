import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContent, makeUser } from '../support/factories';
import { renderApp } from '../support/render-app';

const work = (name: string, position: string, startDate: string, endDate: string) => ({
  name,
  position,
  location: '',
  url: '',
  description: '',
  startDate,
  endDate,
  summary: '',
  highlights: [],
});

const career = {
  work: [
    work('Northlight Apps', 'Senior mobile developer', '2022-09', ''),
    work('Västtrafik', 'Web <i>developer</i>', '2019', '2022-08'),
  ],
};

describe('ExperienceSection', () => {
  it('lists each job on a line, role, organisation and dates, after About, with the way to the CV', async () => {
    const { user } = await renderApp({ content: makeContent({ resume: career }) });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Experience' });
    const section = heading.closest('section')!;
    expect(section.previousElementSibling).toHaveAttribute('id', 'home');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Senior mobile developer · Northlight AppsSep 2022 – present',
      'Web <i>developer</i> · Västtrafik2019 – Aug 2022',
    ]);
    const link = within(section).getByRole('link', { name: 'Full CV' });
    expect(link).toHaveAttribute('href', '/cv');
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Example' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Experience' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('is not there at all without a work entry, and the page has no CV', async () => {
    await renderApp({
      url: '/',
      content: makeContent({
        user: makeUser({ resume: '' }),
        resume: { skills: [{ name: 'Kotlin', level: '', keywords: [] }] },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ada Example' });
    expect(screen.queryByRole('heading', { name: 'Experience' })).not.toBeInTheDocument();
    expect(document.getElementById('experience')).toBeNull();
  });
});

describe('live', () => {
  it('shows an entry the owner adds or changes at once, on the home page and on /cv', async () => {
    const { store } = await renderApp({ content: makeContent({ resume: career }) });
    await screen.findByRole('heading', { level: 2, name: 'Experience' });
    store.putResumeEntry('work-3', {
      section: 'work',
      order: 2,
      ...work('Fjäril Studio', 'Android developer', '2017-06', '2019-03'),
    });
    expect(await screen.findByText('Android developer')).toBeInTheDocument();
    const cv = await renderApp({ url: '/cv', store });
    store.putResumeEntry('work-3', {
      section: 'work',
      order: 2,
      ...work('Fjäril Studio', 'Kotlin developer', '2017-06', '2019-03'),
    });
    expect(
      await within(cv.container).findByRole('heading', { level: 3, name: 'Kotlin developer' }),
    ).toBeInTheDocument();
  });

  it('leaves the home page as it was, and /cv, once the last entry is removed', async () => {
    const { store } = await renderApp({
      content: makeContent({ user: makeUser({ resume: '' }), resume: career }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Experience' });
    const cv = await renderApp({ url: '/cv', store });
    await within(cv.container).findByRole('link', { name: 'Download PDF' });
    store.removeResumeEntry('work-1');
    store.removeResumeEntry('work-2');
    await waitFor(() => expect(document.getElementById('experience')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Resume' })).not.toBeInTheDocument();
    expect(
      await within(cv.container).findByRole('heading', { name: 'pagenotfound works!' }),
    ).toBeInTheDocument();
  });
});

describe('the Resume link and /cv', () => {
  it('goes to the profile’s file when it names one, else to /cv when there is a CV', async () => {
    await renderApp({ content: makeContent({ resume: career }) });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      'https://example.com/resume.pdf',
    );
  });

  it('points the Resume link at /cv without a file, and shows no Resume link without either', async () => {
    const withCv = await renderApp({
      content: makeContent({ user: makeUser({ resume: '' }), resume: career }),
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/cv');
    withCv.unmount();
    await renderApp({ content: makeContent({ user: makeUser({ resume: '' }) }) });
    await screen.findByRole('heading', { level: 1, name: 'Ada Example' });
    expect(screen.queryByRole('link', { name: 'Resume' })).not.toBeInTheDocument();
  });

  it('shows the not-found page at /cv when the record has no entry', async () => {
    await renderApp({ url: '/cv', content: makeContent() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'pagenotfound works!' }),
    ).toBeInTheDocument();
  });

  it('titles /cv with the owner’s name', async () => {
    await renderApp({ url: '/cv', content: makeContent({ resume: career }) });
    await screen.findByRole('link', { name: 'Download PDF' });
    expect(document.title).toBe('CV · Ada Example');
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'CV · Ada Example',
    );
  });

  it('shows a skeleton while the CV loads, and a way to try again when it cannot', async () => {
    const { user, store } = await renderApp({
      url: '/cv',
      content: makeContent({ resume: career }),
      storeOptions: { latencyMs: 30, fail: new Set(['resume']) },
    });
    expect(screen.getByLabelText('Loading the CV')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('The CV could not be loaded.');
    store.setFail(new Set());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
  });
});
