import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProjectGallery } from '@/sections/project/project-gallery';

const images = ['/demo/a.svg', '/demo/b.svg', '/demo/c.svg'];

function renderGallery(props: { images?: readonly string[]; title?: string } = {}) {
  const user = userEvent.setup();
  render(<ProjectGallery images={props.images ?? images} title={props.title ?? 'Weather'} />);
  return { user };
}

function openButton(position: number, of = images.length) {
  return screen.getByRole('button', {
    name: `Open image ${position} of ${of} of Weather full size`,
  });
}

/**
 * The open viewer. happy-dom's showModal() only sets `open`: it does not move focus into the
 * dialog, where a browser puts it on the first control (the close button), so tests that press
 * keys put it there first. Chromium's own behaviour (focus, Tab kept inside, Escape, the page
 * not scrolling) is for the browser tests.
 */
async function openViewer(user: ReturnType<typeof userEvent.setup>, position: number) {
  await user.click(openButton(position));
  const dialog = await screen.findByRole('dialog', { name: 'Images of Weather' });
  expect(dialog).toHaveAttribute('open');
  return dialog;
}

describe('ProjectGallery', () => {
  it('shows every image as a button with alt text, the first two loading with the page', () => {
    renderGallery();
    // The first is the page's lead, before the list of the others.
    const list = screen.getByRole('list', { name: 'More images of Weather' });
    expect(within(list).getAllByRole('button')).toEqual([openButton(2), openButton(3)]);
    expect(openButton(1).compareDocumentPosition(list)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const shown = screen.getAllByRole('img');
    expect(shown.map((image) => image.getAttribute('alt'))).toEqual([
      'Weather, image 1 of 3',
      'Weather, image 2 of 3',
      'Weather, image 3 of 3',
    ]);
    expect(shown.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts what it is given between the lead image and the others', () => {
    render(
      <ProjectGallery images={['/a.png', '/b.png']} title="Weather" between={<p>The story</p>} />,
    );
    const story = screen.getByText('The story');
    expect(openButton(1, 2).compareDocumentPosition(story)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(story.compareDocumentPosition(openButton(2, 2))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('renders nothing without images', () => {
    const { container } = render(<ProjectGallery images={[]} title="Weather" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the viewer at the image clicked, with its counter', async () => {
    const { user } = renderGallery();
    const dialog = await openViewer(user, 2);
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Weather, image 2 of 3');
    expect(within(dialog).getByText('2 of 3')).toHaveAttribute('aria-live', 'polite');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('moves with the arrow keys, Home and End, and the counter follows', async () => {
    const { user } = renderGallery();
    const dialog = await openViewer(user, 1);
    act(() => within(dialog).getByRole('button', { name: 'Close' }).focus());
    const shown = () => within(dialog).getByRole('img').getAttribute('alt');

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByText('2 of 3')).toBeInTheDocument());
    expect(shown()).toBe('Weather, image 2 of 3');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByText('3 of 3')).toBeInTheDocument());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(dialog).getByText('2 of 3')).toBeInTheDocument());
    await user.keyboard('{Home}');
    await waitFor(() => expect(within(dialog).getByText('1 of 3')).toBeInTheDocument());
    await user.keyboard('{End}');
    await waitFor(() => expect(within(dialog).getByText('3 of 3')).toBeInTheDocument());
    expect(shown()).toBe('Weather, image 3 of 3');
  });

  it('moves with the previous and next buttons, which say when there is no further to go', async () => {
    const { user } = renderGallery();
    const dialog = await openViewer(user, 2);
    const previous = within(dialog).getByRole('button', { name: 'Previous image' });
    const next = within(dialog).getByRole('button', { name: 'Next image' });
    expect(previous).toHaveAttribute('aria-disabled', 'false');

    await user.click(next);
    await waitFor(() => expect(within(dialog).getByText('3 of 3')).toBeInTheDocument());
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();

    await user.click(previous);
    await user.click(previous);
    await waitFor(() => expect(within(dialog).getByText('1 of 3')).toBeInTheDocument());
    expect(previous).toHaveAttribute('aria-disabled', 'true');
  });

  it('has no previous and next buttons for a single image', async () => {
    const { user } = renderGallery({ images: ['/demo/a.svg'] });
    await user.click(openButton(1, 1));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 of 1')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')).toEqual([
      within(dialog).getByRole('button', { name: 'Close' }),
    ]);
  });

  it('closes with the close button and gives focus back to the image that opened it', async () => {
    const { user } = renderGallery();
    const dialog = await openViewer(user, 3);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton(3)).toHaveFocus();
  });

  it('follows the dialog when the browser closes it (as Escape does), focus back on the opener', async () => {
    const { user } = renderGallery();
    const dialog = (await openViewer(user, 2)) as HTMLDialogElement;
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    // happy-dom has no close request for Escape; the browser's ends in this same close().
    act(() => dialog.close());
    await waitFor(() => expect(within(dialog).queryByRole('img')).not.toBeInTheDocument());
    expect(openButton(2)).toHaveFocus();

    // It opens again, at the image now chosen.
    await user.click(openButton(1));
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
  });

  it('renders on the server with the viewer closed and empty, and no style attribute', () => {
    const html = renderToString(<ProjectGallery images={images} title="Weather" />);
    expect(html).toMatch(/<dialog class="image-viewer" aria-label="Images of Weather"><\/dialog>/);
    expect(html).not.toMatch(/\sstyle=|\sopen[\s=>]/);
    expect(html.match(/<button/g)).toHaveLength(3);
  });

  it('hydrates the server render without a mismatch, and then opens', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ProjectGallery images={images} title="Weather" />);
    document.body.append(container);
    const user = userEvent.setup();
    // A mismatch is a console.error, which fails the test (tests/setup.ts).
    render(<ProjectGallery images={images} title="Weather" />, { container, hydrate: true });
    await openViewer(user, 3);
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
  });
});
