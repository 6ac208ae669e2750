import fc from 'fast-check';

/** Links a browser would run, open elsewhere, or misread; none may ever become clickable. */
export const UNSAFE_LINKS = [
  'javascript:window.__pwned=1',
  ' JavaScript:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  'javascript&colon;window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'data:image/svg+xml,<svg onload="window.__pwned=1"/>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example.com/x.png',
  '\\\\evil.example.com\\x.png',
  '/\\evil.example.com/x.png',
  'blob:https://evil.example.com/1',
  'https://',
  '   ',
];

/** Markup and script text: it must appear as text, never run. */
export const MARKUP = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  "'; window.__pwned=1; '",
  '{{constructor.constructor("window.__pwned=1")()}}',
  '<a href="javascript:window.__pwned=1">click</a>',
];

const hugeString = fc.integer({ min: 5_000, max: 60_000 }).map((length) => 'W'.repeat(length));
const tenThousandTags = fc.constant(Array.from({ length: 10_000 }, (_, index) => `tag ${index}`));
const deeplyNested = fc.integer({ min: 50, max: 1_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { nested: value, list: [value] };
  return value;
});

export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(...UNSAFE_LINKS, ...MARKUP),
  hugeString,
);

/** Any value a hand-edited document might hold, and several it never should. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 30 }) },
  { weight: 1, arbitrary: tenThousandTags },
  { weight: 1, arbitrary: deeplyNested },
);

const linkValue = fc.oneof(hostileValue, fc.webUrl(), fc.constantFrom(...UNSAFE_LINKS));

const language = fc.constantFrom('en', 'fr', 'de', 'xx', '__proto__', 'constructor');

/** A document's `translations`: languages known and not, fields of every type. */
const hostileTranslations = fc.oneof(
  hostileValue,
  fc.dictionary(
    language,
    fc.oneof(
      hostileValue,
      fc.dictionary(
        fc.constantFrom(
          'name',
          'label',
          'bio',
          'title',
          'description',
          'tags',
          'photo',
          'summary',
          'body',
          'cover',
        ),
        fc.oneof(hostileValue, fc.array(hostileValue, { maxLength: 25 })),
      ),
    ),
  ),
);

export const hostileUser = fc.oneof(
  { weight: 1, arbitrary: hostileValue },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        name: hostileValue,
        label: hostileValue,
        bio: hostileValue,
        photo: linkValue,
        facebook: linkValue,
        instagram: linkValue,
        linkedin: linkValue,
        medium: linkValue,
        blogger: linkValue,
        github: linkValue,
        resume: linkValue,
        twitter: linkValue,
        youtube: linkValue,
        whatsapp: fc.oneof(linkValue, fc.string({ unit: fc.constantFrom('1', '2', ' ', '+') })),
        languages: fc.oneof(hostileValue, fc.array(fc.oneof(language, hostileValue))),
        translations: hostileTranslations,
        __proto__: hostileValue,
        constructor: hostileValue,
        extra: hostileValue,
      },
      { requiredKeys: [] },
    ),
  },
);

export const hostileProject = fc.oneof(
  { weight: 1, arbitrary: hostileValue },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        id: hostileValue,
        title: hostileValue,
        description: hostileValue,
        tags: fc.oneof(hostileValue, fc.array(hostileString, { maxLength: 40 }), tenThousandTags),
        images: fc.oneof(hostileValue, fc.array(linkValue, { maxLength: 20 })),
        githubLink: linkValue,
        projectLink: linkValue,
        appStoreLink: linkValue,
        translations: hostileTranslations,
        extra: hostileValue,
      },
      { requiredKeys: [] },
    ),
  },
);

/** A date as typed by hand: ISO 8601 or near it, or anything else. */
const dateValue = fc.oneof(
  hostileValue,
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom('2026-02-30', '2026-11-29T08:30', '2026-11-29', '29/11/2026', ' 2026-11-29'),
);

export const hostilePost = fc.oneof(
  { weight: 1, arbitrary: hostileValue },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        slug: hostileValue,
        title: hostileValue,
        summary: hostileValue,
        body: fc.oneof(
          hostileValue,
          hugeString.map((text) => text.repeat(3)),
        ),
        tags: fc.oneof(hostileValue, fc.array(hostileString, { maxLength: 40 }), tenThousandTags),
        cover: linkValue,
        publishedAt: dateValue,
        updatedAt: dateValue,
        draft: fc.oneof(hostileValue, fc.boolean()),
        translations: hostileTranslations,
        extra: hostileValue,
      },
      { requiredKeys: [] },
    ),
  },
);

/** True for what may be rendered as a link or image source: http(s), or a path on this site. */
export function isSafeAddress(value: string, { allowSitePath = false } = {}): boolean {
  if (allowSitePath && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) {
    return true;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
