import { describe, expect, it } from 'vitest';
import { linesTo, progressLine } from '../../scripts/lib/progress-line';

function recorder(isTTY: boolean) {
  const written: string[] = [];
  return { written, stream: { isTTY, write: (text: string) => written.push(text) } };
}

describe('progress of long work', () => {
  it('writes one plain line per step where the output is not a terminal', () => {
    const { written, stream } = recorder(false);
    const progress = progressLine('images: image', 3, stream);
    [1, 2, 3].forEach((done) => progress.step(done));
    progress.end();
    expect(written.join('')).toBe(
      'images: image 1 of 3\nimages: image 2 of 3\nimages: image 3 of 3\n',
    );
  });

  it('rewrites one live line in a terminal, and ends it with a newline', () => {
    const { written, stream } = recorder(true);
    const progress = progressLine('images: image', 2, stream);
    progress.step(1);
    progress.step(2);
    progress.end();
    expect(written).toEqual([
      '\r\x1b[2Kimages: image 1 of 2',
      '\r\x1b[2Kimages: image 2 of 2',
      '\n',
    ]);
  });

  it('hands plain lines to a log', () => {
    const lines: string[] = [];
    const progress = progressLine(
      'seed: document',
      2,
      linesTo((line) => lines.push(line)),
    );
    progress.step(1);
    progress.step(2);
    expect(lines).toEqual(['seed: document 1 of 2', 'seed: document 2 of 2']);
  });
});
