/** The `<img>`s of a page's HTML, each with the `<source>`s of the `<picture>` around it. */
export interface ImageMarkup {
  img: Record<string, string>;
  sources: Record<string, string>[];
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = '', value = ''] of tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)) {
    attributes[name.toLowerCase()] = value.replaceAll('&amp;', '&');
  }
  return attributes;
}

export function findImages(html: string): ImageMarkup[] {
  const images: ImageMarkup[] = [];
  for (const match of html.matchAll(/(<picture>(.*?)<\/picture>)|<img\b[^>]*>/gs)) {
    const markup = match[2] ?? match[0];
    const img = /<img\b[^>]*>/.exec(markup)?.[0] ?? '';
    images.push({
      img: attributesOf(img),
      sources: [...markup.matchAll(/<source\b[^>]*>/g)].map(([tag]) => attributesOf(tag)),
    });
  }
  return images;
}

/** What a browser picks from a `w` srcset for a slot this many device pixels wide. */
export function pickCandidate(srcSet: string, devicePixels: number): string {
  const candidates = srcSet
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url = '', descriptor = '']) => ({ url, width: Number.parseInt(descriptor, 10) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find(({ width }) => width >= devicePixels) ?? candidates.at(-1))?.url ?? '';
}
