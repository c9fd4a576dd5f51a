import { escapeMarkdown } from './markdown';

export interface TranscriptLine {
  id: number;
  speaker: string;
  text: string;
  /** When it was said (epoch ms), where the dispatcher knows. */
  at?: number;
  /** Live words the call ended on, kept as they stood: never a final, so never a challenge the debate heard. */
  unfinished?: true;
}

export interface TranscriptState {
  /** In the order they were begun: a line finished late (a sentence cut by a challenge) goes where it started. */
  lines: TranscriptLine[];
  /** The live, not yet final line of each speaker. */
  partials: Record<string, string>;
  /** When each live line began (its first words), where the dispatcher knows. */
  partialsSince: Record<string, number>;
  nextId: number;
}

export const emptyTranscript: TranscriptState = { lines: [], partials: {}, partialsSince: {}, nextId: 1 };

export type TranscriptAction =
  | { type: 'partial'; speaker: string; text: string; at?: number }
  | { type: 'final'; speaker: string; text: string; at?: number; unfinished?: true }
  | { type: 'line'; speaker: string; text: string; at?: number }
  /** The call is over: every live line is kept as it stands, where it began. */
  | { type: 'settle' };

export function transcriptReducer(state: TranscriptState, action: TranscriptAction): TranscriptState {
  switch (action.type) {
    case 'partial': {
      // An empty partial takes back the words shown so far: the speaker said nothing after all.
      if (action.text === '') return withoutPartial(state, action.speaker);
      const since = state.partialsSince[action.speaker] ?? action.at;
      return {
        ...state,
        partials: { ...state.partials, [action.speaker]: action.text },
        partialsSince: {
          ...state.partialsSince,
          ...(since !== undefined && { [action.speaker]: since }),
        },
      };
    }
    case 'final': {
      const at = state.partialsSince[action.speaker] ?? action.at;
      return withLine(withoutPartial(state, action.speaker), {
        speaker: action.speaker,
        text: action.text,
        ...(at !== undefined && { at }),
        ...(action.unfinished && { unfinished: true }),
      });
    }
    case 'line':
      return withLine(state, action);
    case 'settle':
      return Object.entries(state.partials).reduce(
        (settled, [speaker, text]) =>
          transcriptReducer(settled, { type: 'final', speaker, text, unfinished: true }),
        state,
      );
  }
}

function withoutPartial(state: TranscriptState, speaker: string): TranscriptState {
  const { [speaker]: _text, ...partials } = state.partials;
  const { [speaker]: _since, ...partialsSince } = state.partialsSince;
  return { ...state, partials, partialsSince };
}

/** Adds a line after every line begun no later than it (a line of unknown time goes last). */
function withLine(
  state: TranscriptState,
  { speaker, text, at, unfinished }: { speaker: string; text: string; at?: number; unfinished?: true },
): TranscriptState {
  const line: TranscriptLine = {
    id: state.nextId,
    speaker,
    text,
    ...(at !== undefined && { at }),
    ...(unfinished && { unfinished }),
  };
  let index = state.lines.length;
  while (at !== undefined && index > 0 && (state.lines[index - 1]?.at ?? -Infinity) > at) index -= 1;
  return {
    ...state,
    lines: [...state.lines.slice(0, index), line, ...state.lines.slice(index)],
    nextId: state.nextId + 1,
  };
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
  const body = lines
    .map((line) => `- ${stamp(line.at)}**${escapeMarkdown(line.speaker)}:** ${escapeMarkdown(line.text)}`)
    .join('\n');
  return `# ${escapeMarkdown(title)}${when}\n\n${body}\n`;
}
