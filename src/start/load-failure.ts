/** Says plainly that the page's controls will not work, with a way out (no inline style/script). */
export function showLoadFailure(): void {
  const notice = document.createElement('div');
  notice.className = 'load-failure';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent =
    'Part of this page could not load, so its controls and contact form do not work. Check ' +
    'your connection and reload.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button-primary';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  document.body.append(notice);
}
