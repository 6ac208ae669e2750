/**
 * The notice's words in the page's language: the prerendered page's starting hint carries them
 * (src/ui/app-starting.tsx), since this, the page's one script, has no catalog. English, the
 * catalogs' source, where it carries none: an English page, a page without the hint.
 */
function noticeWords(): { message: string; reload: string } {
  const words = document.getElementById('app-starting-hint')?.dataset;
  return {
    message:
      words?.loadFailure ||
      'Part of this page could not load, so its controls and contact form do not work. Check ' +
        'your connection and reload.',
    reload: words?.reload || 'Reload',
  };
}

/** Says plainly that the page's controls will not work, with a way out (no inline style/script). */
export function showLoadFailure(): void {
  const { message, reload: reloadText } = noticeWords();
  const notice = document.createElement('div');
  notice.className = 'load-failure';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = message;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button-primary';
  reload.textContent = reloadText;
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  document.body.append(notice);
}
