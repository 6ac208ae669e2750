import { describe, expect, it } from 'vitest';
import {
  boundMarkdown,
  MAX_CONTAINER_COLUMN,
  MAX_INLINE_MARKERS,
  MAX_LABEL_LENGTH,
  MAX_UNCHECKED_BLOCK,
} from '@/markdown/bound-markdown';

describe('boundMarkdown', () => {
  it('leaves Markdown within the bounds as written', () => {
    const markdown = [
      '# Title',
      '',
      '> > A *quote* with [a link](https://example.com) and ~~old~~ **new**',
      '',
      '- one',
      '  1. two',
      '     - [x] three',
      '',
      '```ts',
      'const a = b * c;',
      '```',
      '\tindented code',
    ].join('\n');
    expect(boundMarkdown(markdown)).toBe(markdown);
  });

  it('escapes container markers at or past the bound column, and no others', () => {
    const quotes = '>'.repeat(MAX_CONTAINER_COLUMN + 5) + ' deep';
    const bounded = boundMarkdown(quotes);
    expect(bounded).toBe(`${'>'.repeat(MAX_CONTAINER_COLUMN)}\\>>>>> deep`);
    expect(boundMarkdown('- '.repeat(MAX_CONTAINER_COLUMN / 2) + '- deep')).toBe(
      `${'- '.repeat(MAX_CONTAINER_COLUMN / 2)}\\- deep`,
    );
    expect(boundMarkdown('1. '.repeat(40) + 'deep')).toBe(
      `${'1. '.repeat(34)}1\\. ${'1. '.repeat(5)}deep`,
    );
  });

  it('counts a tab as reaching the next multiple of four columns', () => {
    const tabs = '\t'.repeat(MAX_CONTAINER_COLUMN / 4);
    expect(boundMarkdown(`${tabs}> quote`)).toBe(`${tabs}\\> quote`);
  });

  it('escapes every inline marker of a block with too many, and only that block', () => {
    const crowded = '*a '.repeat(MAX_INLINE_MARKERS + 1);
    const [first, , second] = boundMarkdown(`${crowded}\n\n*fine*`).split('\n');
    expect(first).toBe('\\*a '.repeat(MAX_INLINE_MARKERS + 1));
    expect(second).toBe('*fine*');
  });

  it('keeps a backslash escape a pair, so an escaped backslash escapes nothing after it', () => {
    const crowded = '\\\\*a \\[b] '.repeat(MAX_INLINE_MARKERS);
    expect(boundMarkdown(crowded)).toBe('\\\\\\*a \\[b\\] '.repeat(MAX_INLINE_MARKERS));
  });

  it('never changes fenced code, closed by its own fence only', () => {
    const code = [
      '~~~~',
      '```',
      '*a '.repeat(MAX_INLINE_MARKERS + 1),
      '~~~',
      '>'.repeat(200),
      '~~~~',
    ];
    const markdown = [...code, '', '>'.repeat(200)].join('\n');
    const lines = boundMarkdown(markdown).split('\n');
    expect(lines.slice(0, code.length)).toEqual(code);
    expect(lines.at(-1)).toContain('\\>');
  });

  it('trusts no indented fence, no backtick fence with a backtick after it, none after HTML', () => {
    const deep = '>'.repeat(MAX_CONTAINER_COLUMN + 1);
    const escaped = `${'>'.repeat(MAX_CONTAINER_COLUMN)}\\>`;
    expect(boundMarkdown(`- item\n  \`\`\`\n${deep}`)).toBe(`- item\n  \`\`\`\n${escaped}`);
    expect(boundMarkdown(`\`\`\`a\`\n${deep}`)).toBe(`\`\`\`a\`\n${escaped}`);
    expect(boundMarkdown(`<pre>\n\`\`\`\n</pre>\n${deep}`)).toBe(
      `<pre>\n\`\`\`\n</pre>\n${escaped}`,
    );
  });

  it('sees lines ended by a carriage return, and only spaces and tabs as blank', () => {
    expect(boundMarkdown(`x\r${'>'.repeat(MAX_CONTAINER_COLUMN + 1)}`)).toContain('\\>');
    const split = `${'*a '.repeat(MAX_INLINE_MARKERS / 2)}\n\u00a0\n${'*a '.repeat(MAX_INLINE_MARKERS / 2 + 1)}`;
    expect(boundMarkdown(split)).not.toMatch(/(^|[^\\])\*/);
  });

  describe('in a block longer than MAX_UNCHECKED_BLOCK', () => {
    const filler = 'w '.repeat(MAX_UNCHECKED_BLOCK / 2);

    it('escapes a bracket no later one closes, and no other', () => {
      expect(boundMarkdown(`[a](/b) [${filler}`)).toBe(`[a](/b) \\[${filler}`);
      expect(boundMarkdown(`[a](/b) ${filler} [c] \\[`)).toBe(`[a](/b) ${filler} [c] \\[`);
    });

    it('leaves brackets in code spans as code', () => {
      expect(boundMarkdown(`\`a[i\` ${filler} \`\`[\`\``)).toBe(`\`a[i\` ${filler} \`\`[\`\``);
      expect(boundMarkdown(`\`\`a[ ${filler}`)).toBe(`\`\`a\\[ ${filler}`);
    });

    it('escapes a link whose text is longer than MAX_LABEL_LENGTH, and keeps shorter ones', () => {
      const long = 'w'.repeat(MAX_LABEL_LENGTH + 1);
      expect(boundMarkdown(`[${long}](/x) ${filler} [short](/y)`)).toBe(
        `\\[${long}](/x) ${filler} [short](/y)`,
      );
    });

    it('reads each table cell on its own', () => {
      const table = `| a | b |\n|---|:-:|\n| [${filler} | ] |`;
      expect(boundMarkdown(table)).toBe(`| a | b |\n|---|:-:|\n| \\[${filler} | ] |`);
    });
  });
});
