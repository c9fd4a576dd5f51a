import { describe, expect, it } from 'vitest';
import { emptyTranscript, transcriptReducer, type TranscriptAction, transcriptMarkdown } from './transcript';

const run = (actions: TranscriptAction[]) => actions.reduce(transcriptReducer, emptyTranscript);

describe('transcriptReducer', () => {
  it('shows one live line per speaker and commits it when final', () => {
    const state = run([
      { type: 'partial', speaker: 'Socrates', text: 'What' },
      { type: 'partial', speaker: 'Socrates', text: 'What is' },
      { type: 'partial', speaker: 'You', text: 'But' },
      { type: 'final', speaker: 'Socrates', text: 'What is virtue?' },
    ]);
    expect(state.lines.map((l) => `${l.speaker}: ${l.text}`)).toEqual(['Socrates: What is virtue?']);
    expect(state.partials).toEqual({ You: 'But' });
  });

  it('takes a live line back when its speaker turns out to have said nothing', () => {
    const state = run([
      { type: 'partial', speaker: 'You', text: 'is' },
      { type: 'partial', speaker: 'Hume', text: 'Custom' },
      { type: 'partial', speaker: 'You', text: '' },
    ]);
    expect(state.partials).toEqual({ Hume: 'Custom' });
    expect(state.lines).toEqual([]);
  });

  it('puts a line where it began: a sentence cut by a challenge comes before the challenge', () => {
    const state = run([
      { type: 'line', speaker: 'System', text: 'Connected', at: 0 },
      { type: 'partial', speaker: 'Aristotle', text: 'Welcome', at: 100 },
      { type: 'partial', speaker: 'Aristotle', text: 'Welcome to the', at: 900 },
      { type: 'line', speaker: 'You', text: 'Socrates, what is justice?', at: 5_000 },
      { type: 'final', speaker: 'Aristotle', text: 'Welcome to the', at: 5_200 },
      { type: 'partial', speaker: 'Socrates', text: 'Justice', at: 5_400 },
      { type: 'final', speaker: 'Socrates', text: 'Justice is the health of the soul.', at: 7_000 },
    ]);
    expect(state.lines.map((l) => [l.speaker, l.at])).toEqual([
      ['System', 0],
      ['Aristotle', 100],
      ['You', 5_000],
      ['Socrates', 5_400],
    ]);
    expect(state.partialsSince).toEqual({});
  });

  it('settles every live line where it began when the call is over', () => {
    const state = run([
      { type: 'partial', speaker: 'Nietzsche', text: 'By will to power', at: 2_000 },
      { type: 'line', speaker: 'You', text: 'Why?', at: 3_000 },
      { type: 'settle' },
    ]);
    expect(state.lines.map((l) => `${l.speaker}: ${l.text}`)).toEqual([
      'Nietzsche: By will to power',
      'You: Why?',
    ]);
    expect(state.partials).toEqual({});
    // The live words are kept, marked unfinished: the recap counts what the debate heard, not them.
    expect(state.lines.map((l) => l.unfinished)).toEqual([true, undefined]);
  });

  it('appends system and challenge lines in order with unique ids', () => {
    const state = run([
      { type: 'line', speaker: 'System', text: 'Transferring to Hume...' },
      { type: 'line', speaker: 'You', text: 'Why?' },
    ]);
    expect(state.lines.map((l) => l.speaker)).toEqual(['System', 'You']);
    expect(new Set(state.lines.map((l) => l.id)).size).toBe(2);
  });
});

describe('the transcript as Markdown', () => {
  it('has the debate, when it started, and every line with its time from the start and its speaker', () => {
    const start = Date.UTC(2026, 10, 23, 14, 0, 0);
    const markdown = transcriptMarkdown('The Morality Clash', [
      { id: 1, speaker: 'System', text: 'Connected', at: start },
      { id: 2, speaker: 'Aristotle', text: 'Welcome.', at: start + 2_000 },
      { id: 3, speaker: 'You', text: 'What is justice?', at: start + 75_000 },
    ]);
    const [heading, , dated, , ...lines] = markdown.trimEnd().split('\n');
    expect(heading).toBe('# The Morality Clash');
    expect(dated).toContain(new Date(start).toLocaleString());
    expect(lines).toEqual([
      '- [0:00] **System:** Connected',
      '- [0:02] **Aristotle:** Welcome.',
      '- [1:15] **You:** What is justice?',
    ]);
  });

  it("shows what was said as it was said: a visitor's markup or HTML is escaped, never rendered", () => {
    const said = 'Is *virtue* <img src=x onerror=alert(1)> [really](javascript:alert(2)) good?';
    const markdown = transcriptMarkdown('The Morality Clash', [{ id: 1, speaker: 'You', text: said }]);
    expect(markdown).toContain(
      '**You:** Is \\*virtue\\* \\<img src=x onerror=alert(1)\\> \\[really\\](javascript:alert(2)) good?',
    );
  });
});
