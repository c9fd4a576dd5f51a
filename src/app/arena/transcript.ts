export interface TranscriptLine {
  id: number;
  speaker: string;
  text: string;
}

export interface TranscriptState {
  lines: TranscriptLine[];
  /** The live, not yet final line of each speaker. */
  partials: Record<string, string>;
  nextId: number;
}

export const emptyTranscript: TranscriptState = { lines: [], partials: {}, nextId: 1 };

export type TranscriptAction =
  | { type: 'partial'; speaker: string; text: string }
  | { type: 'final'; speaker: string; text: string }
  | { type: 'line'; speaker: string; text: string };

export function transcriptReducer(state: TranscriptState, action: TranscriptAction): TranscriptState {
  switch (action.type) {
    case 'partial':
      return { ...state, partials: { ...state.partials, [action.speaker]: action.text } };
    case 'final': {
      const { [action.speaker]: _committed, ...partials } = state.partials;
      return {
        lines: [...state.lines, { id: state.nextId, speaker: action.speaker, text: action.text }],
        partials,
        nextId: state.nextId + 1,
      };
    }
    case 'line':
      return {
        ...state,
        lines: [...state.lines, { id: state.nextId, speaker: action.speaker, text: action.text }],
        nextId: state.nextId + 1,
      };
  }
}
