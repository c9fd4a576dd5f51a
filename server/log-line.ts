// The server's log: one line per event, whatever text it quotes (a client's frame, a model's error). Control characters
// (a forged newline, a terminal escape) are written as escapes, so that no input can forge a line or repaint the
// operator's terminal.

/** `text` as one log line: every control character written as its \u escape. */
export function oneLine(text: string): string {
  const control = (code: number) =>
    code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  return Array.from(text, (c) =>
    control(c.charCodeAt(0)) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c,
  ).join('');
}

/** Writes a line to the log (stderr), as one line. */
export function logLine(line: string): void {
  console.error(oneLine(line));
}
