import { useState } from 'react';
import { readBuiltAt } from '@/ui/built-at';

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** What a save changes at once, and what waits until the site is published again. */
export function PublishingNote() {
  // Read once: the document's stamp does not change while the studio is open.
  const [builtAt] = useState(() => readBuiltAt(document));
  return (
    <>
      <p>
        Visitors see each change you save at once.{' '}
        {builtAt ? (
          <>
            Link previews, and the site seen without JavaScript, show it as published on{' '}
            <time dateTime={builtAt.toISOString()}>{DATE_TIME.format(builtAt)}</time> until it is
            published again.
          </>
        ) : (
          <>
            This copy of the site was never published: link previews, and the site seen without
            JavaScript, change when it is.
          </>
        )}
      </p>
      <details className="studio-details">
        <summary>For developers</summary>
        <p>
          Publishing is <code>npm run deploy</code>: it builds the pages&rsquo; HTML again from the
          content{builtAt ? '' : ' (this page comes from the dev server, which builds none)'}.
        </p>
      </details>
    </>
  );
}
