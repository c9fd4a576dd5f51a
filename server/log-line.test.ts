import { describe, expect, it, vi } from 'vitest';
import { logLine, oneLine } from './log-line';

describe('the log', () => {
  it('writes whatever a line quotes as one line: no forged newline, no terminal escape', () => {
    expect(oneLine('model said \u001b[2J\u001b[31mboom\nDialectic Club is running')).toBe(
      'model said \\u001b[2J\\u001b[31mboom\\u000aDialectic Club is running',
    );
    const written = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      logLine('the model failed (\u001b[31mred\u2028x)');
      expect(written).toHaveBeenCalledWith('the model failed (\\u001b[31mred\\u2028x)');
    } finally {
      written.mockRestore();
    }
  });

  it('keeps the words of every language as they are', () => {
    expect(oneLine('Nietzsche: «Gott ist tot» — 神は死んだ')).toBe('Nietzsche: «Gott ist tot» — 神は死んだ');
  });
});
