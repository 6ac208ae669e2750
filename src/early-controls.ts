/**
 * The page's controls, working from the first paint: the tag filter and "Show more", the
 * carousels' buttons and arrow keys, and the contact form (typing, and Submit, which is kept
 * until the app can send). It runs in the page's one script before the first paint
 * (src/page-start.ts), before the app's code has arrived, and steps aside the moment the app
 * runs the page.
 *
 * Its hand-over to the app is written in the page itself, so both sides read the same thing:
 * - `<html data-controls>` is "early" while this file answers the controls, "app" once the app
 *   does (set by HydratedProvider, in the commit that enables the controls in React's eyes);
 * - a carousel's `data-early-index` is the slide it was turned to (ProjectCarousel starts
 *   there);
 * - the contact form's draft is in session storage, where the app reads drafts anyway, and a
 *   press of Submit is `data-queued-submit` on the form (ContactForm sends it; the status that
 *   said it was kept goes when the app runs, or with src/load-failure.ts when it cannot).
 * - the tag filter's checked radio button, which ProjectsSection's first render reads
 *   (tagChosenBeforeTheApp): React does not replay a change made before it hydrated; and how
 *   many projects are shown, the project grid's `data-limit` (limitChosenBeforeTheApp).
 */

import { QUEUED_SUBMIT_STATUS_ID } from './load-failure';

/** The id of the "works once the page has finished loading" hint (src/ui/app-starting.tsx). */
const STARTING_HINT_ID = 'app-starting-hint';
/** Where the contact form's draft is kept (src/sections/contact/contact-draft.ts). */
export const CONTACT_DRAFT_KEY = 'portfolio.contact-draft';
const DRAFT_FIELDS = ['name', 'email', 'message'] as const;

const root = document.documentElement;
const appRuns = () => root.dataset.controls === 'app';

/** Enables every control that waits for the app, and drops the hint that says it waits. */
function enableControls(): void {
  for (const control of document.querySelectorAll(`[aria-describedby~="${STARTING_HINT_ID}"]`)) {
    const others = control
      .getAttribute('aria-describedby')
      ?.split(' ')
      .filter((id) => id && id !== STARTING_HINT_ID);
    if (others?.length) control.setAttribute('aria-describedby', others.join(' '));
    else control.removeAttribute('aria-describedby');
    control.removeAttribute('disabled');
  }
  for (const fieldset of document.querySelectorAll('.contact-form fieldset[disabled]')) {
    fieldset.removeAttribute('disabled');
  }
  for (const form of document.querySelectorAll<HTMLFormElement>('.contact-form')) {
    updateSubmit(form);
  }
}

/**
 * The build writes each card past the first page as an empty item of the grid and the card
 * itself in a noscript after it (ProjectGrid): text, with scripts on, that the browser never
 * builds into the page. The first time the early controls list projects, they build those
 * cards, move each into its item, both in the order of the list, and leave the noscript empty.
 */
function fillBuiltCards(grid: HTMLElement): void {
  const source = grid.nextElementSibling;
  if (source?.localName !== 'noscript' || !source.textContent) return;
  const built = document.createElement('template');
  built.innerHTML = source.textContent;
  source.textContent = '';
  const cards = built.content.firstElementChild?.children ?? [];
  const empty = grid.querySelectorAll(':scope > li[data-tags]:empty');
  empty.forEach((item, index) => {
    const card = cards[index];
    if (card) item.replaceChildren(...card.childNodes);
  });
}

/**
 * Lists the projects tagged with the checked tag, the first `limit` of them, as ProjectGrid and
 * ShowMoreProjects render them; returns the items listed.
 */
function listProjects(grid: HTMLElement, limit: number): HTMLElement[] {
  const radio = document.querySelector<HTMLInputElement>('input[name="project-tag"]:checked');
  if (!radio) return [];
  const showAll = radio.closest('[role="radiogroup"]')?.querySelector('input') === radio;
  fillBuiltCards(grid);
  grid.setAttribute('aria-label', `Projects tagged ${radio.value}`);
  grid.dataset.limit = String(limit);
  const listed: HTMLElement[] = [];
  for (const item of grid.querySelectorAll<HTMLElement>(':scope > li[data-tags]')) {
    const tags: unknown = JSON.parse(item.dataset.tags ?? '[]');
    item.hidden = !showAll && !(Array.isArray(tags) && tags.includes(radio.value));
    if (!item.hidden) listed.push(item);
    item.toggleAttribute('data-later', !item.hidden && listed.length > limit);
  }
  const more = document.querySelector<HTMLElement>('.show-more');
  const count = more?.querySelector('.show-more-count')?.firstChild;
  if (more) more.hidden = listed.length <= limit;
  // In place, as the carousel's counter: React hydrates the one text node as it finds it.
  if (count)
    count.nodeValue = `Showing ${Math.min(limit, listed.length)} of ${listed.length} projects`;
  return listed;
}

const projectGrid = () => document.querySelector<HTMLElement>('.project-grid[data-limit]');

function filterProjects(): void {
  const grid = projectGrid();
  if (grid) listProjects(grid, Number(grid.dataset.pageSize));
}

/** Shows another page of projects and moves focus to the first of them. */
function showMoreProjects(): void {
  const grid = projectGrid();
  if (!grid) return;
  const shown = Number(grid.dataset.limit);
  const listed = listProjects(grid, shown + Number(grid.dataset.pageSize));
  listed[shown]?.querySelector('article')?.focus();
}

function turnCarousel(carousel: HTMLElement, step: number): void {
  const slides = carousel.querySelectorAll('.carousel-slide').length;
  const track = carousel.querySelector<HTMLElement>('.carousel-track');
  if (slides < 2 || !track) return;
  const index = (Number(carousel.dataset.earlyIndex ?? 0) + step + slides) % slides;
  carousel.dataset.earlyIndex = String(index);
  track.style.transform = `translate3d(${-100 * index}%, 0, 0)`;
  // The counter's one text node is changed in place: React hydrates it as it finds it.
  const counter = carousel.querySelector('.carousel-counter')?.firstChild;
  if (counter) counter.nodeValue = `${index + 1} / ${slides}`;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function fieldsOf(form: HTMLFormElement): TextField[] {
  return DRAFT_FIELDS.map((name) => form.elements.namedItem(name)).filter(
    (field): field is TextField =>
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement,
  );
}

/** Submit is enabled once every field has something in it; the app checks the rest. */
function updateSubmit(form: HTMLFormElement): void {
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit) submit.disabled = fieldsOf(form).some((field) => field.value.trim() === '');
}

function saveDraft(form: HTMLFormElement): void {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? '{}');
    const draft: Record<string, unknown> = typeof kept === 'object' && kept ? { ...kept } : {};
    for (const field of fieldsOf(form)) draft[field.name] = field.value;
    sessionStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (a private mode, a quota): the text is still in the form itself.
  }
}

/**
 * A polite live region of the early controls' own, outside the app's root so that React never
 * finds it: put on the page empty, so that the text given to it later is announced. It goes as
 * the app runs the page: the app's own status then says what became of a kept press.
 */
const queuedSubmitStatus = document.createElement('p');

function addQueuedSubmitStatus(): void {
  queuedSubmitStatus.id = QUEUED_SUBMIT_STATUS_ID;
  queuedSubmitStatus.className = 'visually-hidden';
  queuedSubmitStatus.setAttribute('role', 'status');
  document.body.append(queuedSubmitStatus);
  new MutationObserver((_, observer) => {
    if (!appRuns()) return;
    queuedSubmitStatus.remove();
    observer.disconnect();
  }).observe(root, { attributes: true, attributeFilter: ['data-controls'] });
}

const KEY_STEPS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };

/** Installs the early controls. Events are taken at the document, before React's own root. */
export function startEarlyControls(): void {
  addQueuedSubmitStatus();
  document.addEventListener('change', (event) => {
    const target = event.target;
    // The radio's change also reaches React, if it has hydrated, so its state follows.
    if (!appRuns() && target instanceof HTMLInputElement && target.name === 'project-tag') {
      filterProjects();
    }
  });
  document.addEventListener(
    'click',
    (event) => {
      if (appRuns() || !(event.target instanceof Element)) return;
      if (event.target.closest('.show-more-button')) {
        event.stopPropagation();
        showMoreProjects();
        return;
      }
      const button = event.target.closest('.carousel-button');
      const carousel = button && button.closest<HTMLElement>('.carousel');
      if (!carousel || (button as HTMLButtonElement).disabled) return;
      event.stopPropagation();
      turnCarousel(carousel, button.classList.contains('carousel-prev') ? -1 : 1);
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const step = KEY_STEPS[event.key];
      const carousel =
        event.target instanceof Element && event.target.closest<HTMLElement>('.carousel');
      if (appRuns() || !step || !carousel) return;
      event.preventDefault();
      event.stopPropagation();
      turnCarousel(carousel, step);
    },
    true,
  );
  document.addEventListener('input', (event) => {
    const form = event.target instanceof Element ? event.target.closest('form') : null;
    if (appRuns() || !form?.classList.contains('contact-form')) return;
    saveDraft(form);
    updateSubmit(form);
  });
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (appRuns() || !(form instanceof HTMLFormElement)) return;
      if (!form.classList.contains('contact-form')) return;
      event.preventDefault();
      event.stopPropagation();
      saveDraft(form);
      form.setAttribute('data-queued-submit', '');
      queuedSubmitStatus.textContent =
        'Your message will be sent as soon as the page has finished loading.';
    },
    true,
  );
  enableControls();
  root.dataset.controls = 'early';
}
