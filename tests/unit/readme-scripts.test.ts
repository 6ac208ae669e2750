import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};

/** The first column of the README's scripts table: `npm start`, `npm run seed`, `postinstall`… */
function listedScripts(): string[] {
  const table = readme.slice(readme.indexOf('## Scripts'));
  return [...table.matchAll(/^\| `(?:npm (?:run )?)?([\w:-]+)`/gm)].map((match) => match[1]!);
}

describe("the README's scripts table", () => {
  it('lists every script in package.json, and nothing else', () => {
    expect(listedScripts().sort()).toEqual(Object.keys(scripts).sort());
  });
});
