// A turn's speech as the visitor receives it: a prompt turn (one someone waits for) starts with its first word; a
// turn that follows another speaker, and every later sentence, keeps the silence synthesis put before it.
import { describe, expect, it } from 'vitest';
import { concatPcm, firstAudible, samplesForMs } from '../speech';
import type { Synthesizer } from '../speech/synthesis';
import { AssistantSpeech, PROMPT_LEAD_IN_MS } from './assistant-speech';
import { AudioOut } from './audio-out';
import type { CallMember } from './members';

/** What synthesis makes of any sentence here: 250 ms of silence, then 100 ms of a word. */
const LEAD_MS = 250;
const sentenceAudio = concatPcm([
  new Int16Array(samplesForMs(LEAD_MS)),
  Int16Array.from({ length: samplesForMs(100) }, (_, i) => (i % 2 === 0 ? 4000 : -4000)),
]);
const synthesizer: Synthesizer = {
  synthesize: () => Promise.resolve(sentenceAudio),
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

/** The audio a turn of two sentences sends, as one PCM stream. */
async function spokenAudio(prompt: boolean): Promise<Int16Array> {
  const frames: Buffer[] = [];
  const speech = new AssistantSpeech({
    audioOut: new AudioOut((frame) => frames.push(frame)),
    synthesizer,
    sendJson: () => undefined,
  });
  await speech.speak(member, sentences('One.', 'Two.'), new AbortController().signal, () => undefined, {
    prompt,
  });
  const bytes = Buffer.concat(frames);
  return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
}

describe('the silence before a turn', () => {
  it('a prompt turn starts with its first word; its second sentence keeps its pause', async () => {
    const audio = await spokenAudio(true);
    expect(firstAudible(audio)).toBe(samplesForMs(PROMPT_LEAD_IN_MS));
    const secondWord = firstAudible(audio.subarray(samplesForMs(PROMPT_LEAD_IN_MS + 100)));
    expect(secondWord).toBe(samplesForMs(LEAD_MS));
  });

  it('a turn that follows another speaker keeps the pause before it', async () => {
    const audio = await spokenAudio(false);
    expect(firstAudible(audio)).toBe(samplesForMs(LEAD_MS));
  });
});
