/**
 * Says plainly that the page's controls will not work, with a way out (no inline style/script).
 * In the page's language: its starting hint (src/ui/app-starting.tsx) carries the words, as this,
 * the page's one script, has no catalog; English, the catalogs' source, where it carries none.
 */
export function showLoadFailure(): void {
  const words = document.getElementById('app-starting-hint')?.dataset;
  const notice = document.createElement('div');
  notice.className = 'load-failure';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent =
    words?.failure ||
    'Part of this page could not load, so its controls and contact form do not work. Check ' +
      'your connection and reload.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button-primary';
  reload.textContent = words?.reload || 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  document.body.append(notice);
}
