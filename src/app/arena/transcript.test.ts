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
});
