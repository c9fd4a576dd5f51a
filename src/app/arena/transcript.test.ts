import { describe, expect, it } from 'vitest';
import { emptyTranscript, transcriptReducer, type TranscriptAction } from './transcript';

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

  it('appends system and challenge lines in order with unique ids', () => {
    const state = run([
      { type: 'line', speaker: 'System', text: 'Transferring to Hume...' },
      { type: 'line', speaker: 'You', text: 'Why?' },
    ]);
    expect(state.lines.map((l) => l.speaker)).toEqual(['System', 'You']);
    expect(new Set(state.lines.map((l) => l.id)).size).toBe(2);
  });
});
