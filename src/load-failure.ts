/**
 * The early controls' status that says a press of Submit is kept for the app
 * (src/early-controls.ts). Found by its id: the script that started the early controls and the
 * app's entry are separate files, each with its own copy of this module.
 */
export const QUEUED_SUBMIT_STATUS_ID = 'queued-submit-status';

/** Says plainly that the page's controls will not work, with a way out (no inline style/script). */
export function showLoadFailure(): void {
  const notice = document.createElement('div');
  notice.className = 'load-failure';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent =
    'Part of this page could not load, so its contact form cannot send messages. What you ' +
    'typed is kept: check your connection and reload.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button-primary';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  // A Submit pressed meanwhile will not be sent after all: the notice says so instead.
  document.getElementById(QUEUED_SUBMIT_STATUS_ID)?.remove();
  document.body.append(notice);
}
