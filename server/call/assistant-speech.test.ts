// A turn's speech as the visitor receives it: a prompt turn (one someone waits for) starts with its first word; a
// turn that follows another speaker, and every later sentence, keeps the silence synthesis put before it.
import { describe, expect, it } from 'vitest';
import { concatPcm, firstAudible, samplesForMs } from '../speech';
import type { Synthesizer } from '../speech/synthesis';
import {
  AssistantSpeech,
  MAX_SYNTHESIS_CHARS,
  PHRASE_PAUSE_MS,
  phrasesOf,
  PROMPT_LEAD_IN_MS,
  synthesisPieces,
} from './assistant-speech';
import { AudioOut } from './audio-out';
import type { CallMember } from './members';

/** What synthesis makes of any sentence here: 250 ms of silence, then 100 ms of a word. */
const LEAD_MS = 250;
const sentenceAudio = concatPcm([
  new Int16Array(samplesForMs(LEAD_MS)),
  Int16Array.from({ length: samplesForMs(100) }, (_, i) => (i % 2 === 0 ? 4000 : -4000)),
]);
/** Every text synthesized, in order. */
const synthesized: string[] = [];
const synthesizer: Synthesizer = {
  synthesize: (text) => {
    synthesized.push(text);
    return Promise.resolve(sentenceAudio);
  },
  close: () => Promise.resolve(),
};
const member: CallMember = {
  name: 'Socrates',
  key: 'socrates',
  firstMessage: '',
  voice: { timbre: 'awb', pitchHz: 118, rate: 1 },
  destinations: [],
};

async function* sentences(...texts: string[]): AsyncGenerator<string> {
  yield* texts;
}

/** The audio a turn sends, as one PCM stream, and its final transcript. */
async function spokenAudio(
  prompt: boolean,
  texts = ['One.', 'Two.'],
): Promise<{ audio: Int16Array; transcript: unknown }> {
  const frames: Buffer[] = [];
  let transcript: unknown;
  const speech = new AssistantSpeech({
    audioOut: new AudioOut((frame) => frames.push(frame)),
    synthesizer,
    sendJson: (message) => {
      if (message.type === 'transcript' && message.transcriptType === 'final')
        transcript = message.transcript;
    },
  });
  synthesized.length = 0;
  await speech.speak(member, sentences(...texts), new AbortController().signal, () => undefined, { prompt });
  const bytes = Buffer.concat(frames);
  return { audio: new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2), transcript };
}

describe('the silence before a turn', () => {
  it('a prompt turn starts with its first word; its second sentence keeps its pause', async () => {
    const { audio } = await spokenAudio(true);
    expect(firstAudible(audio)).toBe(samplesForMs(PROMPT_LEAD_IN_MS));
    const secondWord = firstAudible(audio.subarray(samplesForMs(PROMPT_LEAD_IN_MS + 100)));
    expect(secondWord).toBe(samplesForMs(LEAD_MS));
  });

  it('a turn that follows another speaker keeps the pause before it', async () => {
    const { audio } = await spokenAudio(false);
    expect(firstAudible(audio)).toBe(samplesForMs(LEAD_MS));
  });
});

const LONG = 'Nietzsche, you say that pity is weakness, but the pitying man is no weaker for it.';

describe('text cut for synthesis', () => {
  it.each([
    ['short', 'Short, and whole.'],
    ['commas', `${'one clause, '.repeat(40)}the end.`],
    ['no commas', `${'word '.repeat(80)}end.`],
    ['one long word', 'x'.repeat(400)],
  ])('%s: pieces within the limit, cut at a clause where there is one, and the text whole', (_, text) => {
    const pieces = synthesisPieces(text);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MAX_SYNTHESIS_CHARS);
    expect(pieces.join(text.includes(' ') ? ' ' : '')).toBe(text);
    if (text.includes(', ')) for (const piece of pieces.slice(0, -1)) expect(piece).toMatch(/,$/);
  });
});

describe('a long first sentence, a phrase at a time', () => {
  it.each([
    [LONG, ['Nietzsche, you say that pity is weakness,', 'but the pitying man is no weaker for it.']],
    ['Short, and whole.', ['Short, and whole.']],
    [
      'A sentence long enough to be cut but with no comma to cut it at.',
      ['A sentence long enough to be cut but with no comma to cut it at.'],
    ],
    [
      'First of all, the rest is long enough to be cut here.',
      ['First of all,', 'the rest is long enough to be cut here.'],
    ],
    [
      'Yes, I grant that this sentence is long enough, my friend.',
      ['Yes, I grant that this sentence is long enough, my friend.'],
    ],
  ])('%s', (sentence, pieces) => {
    expect(phrasesOf(sentence)).toEqual(pieces);
    expect(pieces.join(' ')).toBe(sentence);
  });

  it("a prompt turn says its first phrase first, the rest after a comma's pause, and the transcript whole", async () => {
    const { audio, transcript } = await spokenAudio(true, [LONG, 'Two.']);
    expect(synthesized).toEqual([...phrasesOf(LONG), 'Two.']);
    expect(transcript).toBe(`${LONG} Two.`);
    const afterFirstWord = samplesForMs(PROMPT_LEAD_IN_MS + 100);
    expect(firstAudible(audio.subarray(afterFirstWord))).toBe(samplesForMs(PHRASE_PAUSE_MS));
  });

  it('a turn that follows another speaker synthesizes its sentences whole', async () => {
    await spokenAudio(false, [LONG, 'Two.']);
    expect(synthesized).toEqual([LONG, 'Two.']);
  });

  it('synthesizes a sentence longer than a request may be a piece at a time, and says it whole', async () => {
    const endless = `${'and so on and on, '.repeat(30)}to the end.`;
    const { transcript } = await spokenAudio(false, [endless]);
    expect(synthesized.length).toBeGreaterThan(3);
    for (const piece of synthesized) expect(piece.length).toBeLessThanOrEqual(MAX_SYNTHESIS_CHARS);
    expect(transcript).toBe(endless);
  });
});
