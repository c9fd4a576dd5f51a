export interface TranscriptLine {
  id: number;
  speaker: string;
  text: string;
  /** When it was said (epoch ms), where the dispatcher knows. */
  at?: number;
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
  | { type: 'final'; speaker: string; text: string; at?: number }
  | { type: 'line'; speaker: string; text: string; at?: number };

export function transcriptReducer(state: TranscriptState, action: TranscriptAction): TranscriptState {
  switch (action.type) {
    case 'partial': {
      // An empty partial takes back the words shown so far: the speaker said nothing after all.
      const { [action.speaker]: _taken, ...others } = state.partials;
      return {
        ...state,
        partials: action.text === '' ? others : { ...others, [action.speaker]: action.text },
      };
    }
    case 'final': {
      const { [action.speaker]: _committed, ...partials } = state.partials;
      return {
        lines: [...state.lines, lineOf(state.nextId, action)],
        partials,
        nextId: state.nextId + 1,
      };
    }
    case 'line':
      return {
        ...state,
        lines: [...state.lines, lineOf(state.nextId, action)],
        nextId: state.nextId + 1,
      };
  }
}

function lineOf(
  id: number,
  { speaker, text, at }: { speaker: string; text: string; at?: number },
): TranscriptLine {
  return { id, speaker, text, ...(at !== undefined && { at }) };
}

/**
 * The transcript as Markdown, to download or copy: the debate, when it started, and every line with its speaker
 * and its time from the start (m:ss).
 */
export function transcriptMarkdown(title: string, lines: readonly TranscriptLine[]): string {
  const start = lines.find((line) => line.at !== undefined)?.at;
  const stamp = (at: number | undefined) => {
    if (at === undefined || start === undefined) return '';
    const seconds = Math.max(0, Math.round((at - start) / 1000));
    return `[${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}] `;
  };
  const when =
    start === undefined ? '' : `\n\nDebated on ${new Date(start).toLocaleString()} at Dialectic Club.`;
  const body = lines.map((line) => `- ${stamp(line.at)}**${line.speaker}:** ${line.text}`).join('\n');
  return `# ${title}${when}\n\n${body}\n`;
}
