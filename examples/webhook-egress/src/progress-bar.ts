/**
 * A one-line progress bar for a terminal, erased when the work ends (what follows says how it
 * ended); plain lines when output is not a TTY.
 */
export interface ProgressBar {
  update(percent: number, label: string): void;
  /** Ends the bar: in a terminal its line is erased. */
  done(): void;
}

export function createProgressBar(stream: NodeJS.WriteStream = process.stdout): ProgressBar {
  const width = 30;
  let lastLine = '';
  const render = (percent: number, label: string) => {
    const clamped = Math.max(0, Math.min(100, percent));
    const filled = Math.round((clamped / 100) * width);
    return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${clamped.toFixed(0).padStart(3)}% ${label}`;
  };
  return {
    update(percent, label) {
      const line = render(percent, label);
      if (line === lastLine) return;
      lastLine = line;
      if (stream.isTTY) stream.write(`\r${line.padEnd(stream.columns ? stream.columns - 1 : 80)}`);
      else stream.write(`${line}\n`);
    },
    done() {
      // `\r` and "erase the line": the next output starts on a clean line.
      if (stream.isTTY && lastLine !== '') stream.write('\r\x1b[2K');
      lastLine = '';
    },
  };
}
