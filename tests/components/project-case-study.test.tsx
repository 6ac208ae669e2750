import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContent, makeProject } from '../support/factories';
import { renderApp } from '../support/render-app';

const first = makeProject({ id: 'first', title: 'First', images: ['/demo/a.svg'] });
const middle = makeProject({ id: 'middle', title: 'Middle', images: [] });
const last = makeProject({ id: 'last', title: '', images: [] });
const content = makeContent({ projects: [first, middle, last] });

describe('a project card', () => {
  it('shows a designed panel for a project without images, hidden from assistive technology', async () => {
    await renderApp({ content });
    const card = await screen.findByRole('article', { name: 'Middle' });
    const art = card.querySelector('.project-art');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art).toHaveTextContent(/^M$/);
    expect(within(card).queryByRole('region', { name: /screenshots/ })).not.toBeInTheDocument();
    const withImages = screen.getByRole('article', { name: 'First' });
    expect(withImages.querySelector('.project-art')).toBeNull();
  });

  it('keeps its title link the one link that opens the project', async () => {
    await renderApp({ content });
    const card = await screen.findByRole('article', { name: 'Middle' });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/projects/middle']);
    expect(links[0]).toHaveAccessibleName('Middle');
  });

  it('opens the project when its picture is clicked', async () => {
    const { user, router } = await renderApp({ content });
    const card = await screen.findByRole('article', { name: 'First' });
    await user.click(within(card).getByRole('img'));
    expect(router.state.location.pathname).toBe('/projects/first');
  });
});

describe('a project page', () => {
  it('links to the projects before and after it, in the owner’s order', async () => {
    const { user, router } = await renderApp({ content, url: '/projects/middle' });
    const more = await screen.findByRole('navigation', { name: 'More projects' });
    const previous = within(more).getByRole('link', { name: /Previous project/ });
    expect(previous).toHaveAccessibleName('Previous project First');
    expect(previous).toHaveAttribute('href', '/projects/first');
    expect(previous).toHaveAttribute('rel', 'prev');
    const next = within(more).getByRole('link', { name: /Next project/ });
    expect(next).toHaveAccessibleName('Next project Untitled project');
    await user.click(next);
    expect(router.state.location.pathname).toBe('/projects/last');
    const atTheEnd = await screen.findByRole('navigation', { name: 'More projects' });
    expect(within(atTheEnd).getAllByRole('link')).toHaveLength(1);
    expect(within(atTheEnd).getByRole('link')).toHaveAccessibleName('Previous project Middle');
  });

  it('puts the whole description after the lead image and before the other images', async () => {
    const story = makeProject({
      id: 'story',
      title: 'Story',
      description: 'The summary.\n\nThe whole story, which the card leaves out.',
      images: ['/demo/a.svg', '/demo/b.svg'],
    });
    await renderApp({ content: makeContent({ projects: [story] }), url: '/projects/story' });
    const article = await screen.findByRole('article', { name: 'Story' });
    const lead = within(article).getByRole('button', { name: /Open image 1 of 2/ });
    const description = within(article).getByText(/The whole story/);
    const others = within(article).getByRole('list', { name: 'More images of Story' });
    expect(lead.compareDocumentPosition(description)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(description.compareDocumentPosition(others)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByRole('navigation', { name: 'More projects' })).not.toBeInTheDocument();
  });
});
