import { useState } from 'react';
import { readBuiltAt } from '@/ui/built-at';

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** What a save changes at once, and what waits for the next build. */
export function PublishingNote() {
  // Read once: the document's stamp does not change while the studio is open.
  const [builtAt] = useState(() => readBuiltAt(document));
  const deploy = <code>npm run deploy</code>;
  return (
    <p>
      Visitors see each change you save at once.{' '}
      {builtAt ? (
        <>
          Link previews and the page without JavaScript show the HTML built on{' '}
          <time dateTime={builtAt.toISOString()}>{DATE_TIME.format(builtAt)}</time> until the next{' '}
          {deploy}.
        </>
      ) : (
        <>
          This page comes from the dev server, which builds no HTML: link previews and the page
          without JavaScript change at the next {deploy}.
        </>
      )}
    </p>
  );
}
