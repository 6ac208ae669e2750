// The writing's feeds (docs/writing.md#feeds): each language's at its own address, `/feed.xml`
// and `/feed.json` for the default language, `/fr/feed.xml` for French, as its pages are.

/** The feeds' paths in the site's routes, before a language's prefix. */
export const FEED_PATHS = { atom: '/feed.xml', json: '/feed.json' } as const;

/** Their media types, as pages' heads announce them and Hosting serves them. */
export const FEED_TYPES = { atom: 'application/atom+xml', json: 'application/feed+json' } as const;
