import type { PlatformMessage } from '../../src/protocol';
import { firstAudible, samplesForMs } from '../speech';
import type { Synthesizer } from '../speech/synthesis';
import type { AudioOut } from './audio-out';
import type { CallMember } from './members';

/** How often the words heard so far go out as a partial transcript while a sentence plays. */
export const PARTIAL_EVERY_MS = 250;

export interface SpokenTurn {
  /** Every sentence the visitor heard, in order. */
  spoken: string;
  interrupted: boolean;
}

/** What the speech needs of the call: its audio, its synthesiser and a way to send messages. */
export interface SpeechOutlet {
  audioOut: AudioOut;
  synthesizer: Synthesizer;
  sendJson(message: PlatformMessage): void;
}

/** Sentences of a turn synthesized ahead of the one playing (each takes tens of ms, and plays for seconds). */
const SYNTHESIS_AHEAD = 2;

/**
 * What a prompt turn keeps of the silence synthesis puts before its first word (flite's is 200 to 300 ms): enough
 * not to clip a soft first sound, so that the reply is heard as soon as it starts.
 */
export const PROMPT_LEAD_IN_MS = 40;

/**
 * A prompt turn's first sentence of this many words or more is synthesized a phrase at a time (its first phrase is
 * heard sooner: synthesis takes longer the longer the text, up to 200 ms for a long sentence in awb's voice).
 */
const PHRASED_SENTENCE_WORDS = 10;
/** The least words on either side of a phrase break. */
const PHRASE_WORDS = 3;
/**
 * The longest text synthesized at once. A synthesis worker is busy for the whole of a request (in awb's voice, alone
 * on 2 cores: 0.14 s for 100 characters, 0.21 s for 160, 0.47 s for 600; a fault probe saw 2.1 s for 600 under load),
 * and a turn cut short cannot take back what is on it: a longer sentence (a model's, or a client's `say`) goes a
 * piece at a time, so that no request holds a worker from another call for long.
 */
export const MAX_SYNTHESIS_CHARS = 160;
/** The pause kept before a phrase that continues a sentence: with the phrase before's own tail, a comma's. */
export const PHRASE_PAUSE_MS = 100;

/**
 * An assistant's speech (docs/architecture.md section 3, step 5): each sentence is synthesised as soon as it arrives and played
 * in order, the next ones synthesised while the current one plays, with `speech-update` around the audio and the
 * words as partial transcripts, then one final transcript. A prompt turn starts with its first word.
 */
export class AssistantSpeech {
  private turn = 0;

  constructor(private readonly outlet: SpeechOutlet) {}

  /**
   * Synthesizes the first words a prompt turn would start with, `sentence` its first sentence, before the turn is
   * spoken: the synthesizer keeps them (and shares them while they are being made), so the turn starts without
   * waiting for them. Nothing is made once `signal` is aborted.
   */
  prefetch(member: CallMember, sentence: string, signal: AbortSignal): void {
    this.outlet.synthesizer
      .synthesize(firstWordsOf(sentence), member.voice, { priority: 0, signal })
      .catch(() => undefined);
  }

  async speak(
    member: CallMember,
    sentences: AsyncIterable<string>,
    signal: AbortSignal,
    onHeard: (sentence: string) => void,
    { prompt = false }: { prompt?: boolean } = {},
  ): Promise<SpokenTurn> {
    const { audioOut, synthesizer, sendJson } = this.outlet;
    const turn = this.turn++;
    const base = {
      role: 'assistant' as const,
      assistantName: member.name,
      ...(member.assistantId && { assistantId: member.assistantId }),
    };
    /** What is to be said, a sentence or a phrase of one (`continues`: a phrase after the first of its sentence). */
    const queue: { text: string; pcm?: Promise<Int16Array>; continues?: boolean }[] = [];
    let producing = true;
    let wake: (() => void) | undefined;
    const stop = (): void => {
      audioOut.interrupt();
      wake?.();
    };
    signal.addEventListener('abort', stop, { once: true });

    let queued = 0;
    // Only the next SYNTHESIS_AHEAD sentences are synthesized ahead of the one playing: a turn cut short by a new
    // challenge leaves little unheard work behind, and the work it leaves waiting is dropped (the signal).
    const pcmOf = (sentence: (typeof queue)[number]): Promise<Int16Array> => {
      if (!sentence.pcm) {
        // A turn's first sentence is the most urgent; each later one can wait for those before it to play.
        sentence.pcm = synthesizer.synthesize(sentence.text, member.voice, { priority: queued++, signal });
        // Awaited in order below; a sentence left behind by an interruption must not be an unhandled rejection.
        sentence.pcm.catch(() => undefined);
      }
      return sentence.pcm;
    };
    const prepare = (): void => {
      for (const next of queue.slice(0, SYNTHESIS_AHEAD)) void pcmOf(next);
    };
    const producer = (async () => {
      try {
        let first = true;
        for await (const text of sentences) {
          if (signal.aborted) break;
          const pieces = (first && prompt ? phrasesOf(text) : [text]).flatMap(synthesisPieces);
          first = false;
          queue.push(...pieces.map((piece, i) => ({ text: piece, continues: i > 0 })));
          prepare();
          wake?.();
        }
      } finally {
        producing = false;
        wake?.();
      }
    })();

    let spoken = '';
    let started = false;
    let interrupted = false;
    try {
      while (!signal.aborted) {
        const next = queue.shift();
        prepare();
        if (!next) {
          if (!producing) break;
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          continue;
        }
        // An interruption rejects the sentence's synthesis: the turn ends here, as it would after the audio.
        const pcm = await pcmOf(next).catch((error: unknown) => {
          if (signal.aborted) return undefined;
          throw error;
        });
        if (!pcm || signal.aborted) break;
        // A prompt turn (one that someone waits for, not one that follows another speaker) starts with its first
        // word; the pause before a later sentence, or before a turn that answers another, is the speech's own.
        const audio =
          !started && prompt
            ? withLeadIn(pcm, PROMPT_LEAD_IN_MS)
            : next.continues
              ? withLeadIn(pcm, PHRASE_PAUSE_MS)
              : pcm;
        if (!started) {
          started = true;
          sendJson({ type: 'speech-update', status: 'started', role: 'assistant', turn });
        }
        let lastPartial = 0;
        let played = 0;
        const end = await audioOut.play(audio, (fraction) => {
          played = fraction;
          const now = Date.now();
          if (now - lastPartial < PARTIAL_EVERY_MS) return;
          lastPartial = now;
          const partial = joinText(spoken, wordsUpTo(next.text, fraction));
          sendJson({ type: 'transcript', ...base, transcriptType: 'partial', transcript: partial });
        });
        // Of a sentence cut off, the transcript and the debate keep the words heard, not the rest.
        const heard = end === 'finished' ? next.text : played > 0 ? wordsUpTo(next.text, played) : '';
        if (heard !== '') {
          spoken = joinText(spoken, heard);
          onHeard(heard);
        }
        if (end === 'interrupted') {
          interrupted = true;
          break;
        }
      }
    } finally {
      signal.removeEventListener('abort', stop);
      // The sentence source stops by itself once the turn's signal is aborted; nothing waits for it here.
      producer.catch(() => undefined);
    }
    interrupted ||= signal.aborted;
    if (spoken !== '') {
      sendJson({ type: 'transcript', ...base, transcriptType: 'final', transcript: spoken });
    }
    if (started) {
      sendJson({
        type: 'speech-update',
        status: 'stopped',
        role: 'assistant',
        turn,
        ...(interrupted && { interrupted }),
      });
    }
    return { spoken, interrupted };
  }
}

/** The audio from `leadInMs` before its first audible sample (a view: synthesized audio is shared). */
function withLeadIn(pcm: Int16Array, leadInMs: number): Int16Array {
  return pcm.subarray(Math.max(0, firstAudible(pcm) - samplesForMs(leadInMs)));
}

/** What a prompt turn that opens with `sentence` synthesizes first: its first phrase. */
export function firstWordsOf(sentence: string): string {
  return phrasesOf(sentence)[0] ?? sentence;
}

/**
 * A long sentence as two pieces, cut after its first comma, semicolon or colon that leaves PHRASE_WORDS words or
 * more on each side; any other sentence whole. Joined by a space, the pieces are the sentence.
 */
export function phrasesOf(sentence: string): string[] {
  const words = sentence.split(' ');
  if (words.length < PHRASED_SENTENCE_WORDS) return [sentence];
  for (let i = PHRASE_WORDS; i <= words.length - PHRASE_WORDS; i++) {
    if (/[,;:]$/.test(words[i - 1] as string)) {
      return [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    }
  }
  return [sentence];
}

/**
 * Text in pieces of at most MAX_SYNTHESIS_CHARS, each cut after the last comma, semicolon or colon that leaves it
 * at least a third of the limit, else at the last space, else at the limit. Joined by a space, the pieces are the
 * text.
 */
export function synthesisPieces(text: string): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > MAX_SYNTHESIS_CHARS) {
    const head = rest.slice(0, MAX_SYNTHESIS_CHARS + 1);
    const clause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(': '));
    const space = head.lastIndexOf(' ');
    const cut = clause >= MAX_SYNTHESIS_CHARS / 3 ? clause + 1 : space > 0 ? space : MAX_SYNTHESIS_CHARS;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  return rest === '' ? pieces : [...pieces, rest];
}

function wordsUpTo(sentence: string, fraction: number): string {
  const words = sentence.split(/\s+/);
  return words.slice(0, Math.max(1, Math.round(words.length * fraction))).join(' ');
}

function joinText(a: string, b: string): string {
  return a === '' ? b : `${a} ${b}`;
}
