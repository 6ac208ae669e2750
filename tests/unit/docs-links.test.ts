import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const README_MAX_LINES = 250;

const markdownFiles = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

/** Code is shown, not followed: a `](x)` inside a code block or code span is no link. */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^ *(```|~~~)[^\n]*\n[\s\S]*?^ *\1[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
}

/**
 * The target of every inline link and image (`[text](target)`, `![alt](target "title")`,
 * `[text](<target>)`) and every reference definition (`[name]: target`).
 */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)/g)].map((match) => match[1] ?? '');
  const references = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)].map(
    (match) => match[1] ?? '',
  );
  return [...inline, ...references].map((target) => target.replace(/^<|>$/g, ''));
}

function isRelative(target: string): boolean {
  return target !== '' && !target.startsWith('#') && !/^(https?|mailto):/i.test(target);
}

/** Why a relative target leads to no file of this repository, or undefined when it does. */
function brokenBecause(file: string, target: string): string | undefined {
  const path = decodeURIComponent(target.replace(/[?#].*$/, ''));
  const absolute = path.startsWith('/') ? join(root, path) : resolve(root, dirname(file), path);
  if (relative(root, absolute).startsWith('..')) return 'points outside the repository';
  return existsSync(absolute) ? undefined : 'no such file';
}

describe('links in the README and docs/', () => {
  it('finds links, images and references, and leaves code and absolute addresses alone', () => {
    const sample = [
      '![shot](docs/a.png) and [b](../b.md#part "title") and [c](<c d.md>)',
      '[web](https://example.com) [mail](mailto:a@b.c) [here](#top)',
      '`[not](a link)`',
      '```md',
      '[nor](this.md)',
      '```',
      '[ref]: docs/ref.md',
    ].join('\n');
    expect(linkTargets(sample).filter(isRelative)).toEqual([
      'docs/a.png',
      '../b.md#part',
      'c d.md',
      'docs/ref.md',
    ]);
  });

  it.each(markdownFiles)('every relative link in %s leads to a file', (file) => {
    const markdown = readFileSync(join(root, file), 'utf8');
    const broken = new Set<string>();
    for (const target of linkTargets(markdown).filter(isRelative)) {
      const reason = brokenBecause(file, target);
      if (reason) broken.add(`${file} links to ${target}: ${reason}`);
    }
    expect([...broken]).toEqual([]);
  });

  it(`keeps README.md at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
