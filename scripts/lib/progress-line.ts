/**
 * Says where long work is, "<label> i of n": in a terminal one line rewritten in place; anywhere
 * else (CI, a log file, a pipe) one plain line per step, which carriage returns would garble.
 */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface Progress {
  /** `done` of the total are finished. */
  step(done: number): void;
  /** Ends a live line, so what is printed next starts on a line of its own. */
  end(): void;
}

export function progressLine(
  label: string,
  total: number,
  stream: ProgressStream = process.stdout,
): Progress {
  const live = stream.isTTY === true;
  let open = false;
  return {
    step(done) {
      const text = `${label} ${done} of ${total}`;
      if (!live) {
        stream.write(`${text}\n`);
        return;
      }
      stream.write(`\r\x1b[2K${text}`);
      open = true;
    },
    end() {
      if (open) stream.write('\n');
      open = false;
    },
  };
}

/** A stream of plain lines into `log`, for callers that collect what a command says. */
export function linesTo(log: (line: string) => void): ProgressStream {
  return { isTTY: false, write: (text) => log(text.replace(/\n$/, '')) };
}
