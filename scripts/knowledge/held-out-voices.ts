// Voices the project never speaks with nor tunes on: espeak-ng's and Festival's, from Debian's packages. The hearing
// scripts report them apart from flite's, so that what the recogniser learnt from flite's voices cannot flatter it.
// withRoomNoise puts a quiet room's noise under an utterance, as a visitor's microphone hears it.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeWav, resampleLinear, SAMPLE_RATE } from '../../server/speech';

const run = promisify(execFile);

export interface HeldOutVoice {
  /** As the reports name it. */
  name: string;
  family: 'espeak-ng' | 'festival';
  /** The program and its arguments; the text comes after them (espeak-ng) or on standard input (Festival). */
  command: string;
  args: readonly string[];
}

/**
 * Two families, five voices: none of them is flite's, none is a speaker flite's voices were made from (Festival's
 * kal is flite's kal16, so it is not here).
 */
export const HELD_OUT_VOICES: readonly HeldOutVoice[] = [
  {
    name: 'espeak-ng en-us m3',
    family: 'espeak-ng',
    command: 'espeak-ng',
    args: ['-v', 'en-us+m3', '-s', '160'],
  },
  {
    name: 'espeak-ng en-us f2',
    family: 'espeak-ng',
    command: 'espeak-ng',
    args: ['-v', 'en-us+f2', '-s', '150'],
  },
  {
    name: 'espeak-ng en-gb-scotland m1',
    family: 'espeak-ng',
    command: 'espeak-ng',
    args: ['-v', 'en-gb-scotland+m1', '-s', '170'],
  },
  {
    name: 'espeak-ng en-gb f4',
    family: 'espeak-ng',
    command: 'espeak-ng',
    args: ['-v', 'en-gb+f4', '-s', '155'],
  },
  {
    name: 'festival ked',
    family: 'festival',
    command: 'text2wave',
    args: ['-eval', '(voice_ked_diphone)'],
  },
];

/** What to install for them, said when one is missing. */
export const HELD_OUT_INSTALL = 'sudo apt-get install -y espeak-ng festival festvox-kdlpc16k';

/** Whether the held-out voices can speak here, or why not. */
export async function heldOutVoicesStatus(): Promise<
  { available: true } | { available: false; reason: string }
> {
  try {
    await run('espeak-ng', ['--version']);
    await run('which', ['text2wave']);
    return { available: true };
  } catch {
    return { available: false, reason: `espeak-ng or Festival is missing: ${HELD_OUT_INSTALL}` };
  }
}

/** A quiet room under the voice: brown noise this far below full scale. */
const ROOM_NOISE_DBFS = -45;

/** The text spoken by a held-out voice, as 16 kHz mono PCM16. */
export async function speakHeldOut(text: string, voice: HeldOutVoice): Promise<Int16Array> {
  const dir = await mkdtemp(join(tmpdir(), 'held-out-voice-'));
  try {
    const out = join(dir, 'voice.wav');
    if (voice.family === 'espeak-ng') {
      await run(voice.command, [...voice.args, '-w', out, text]);
    } else {
      await new Promise<void>((resolve, reject) => {
        const child = execFile(voice.command, [...voice.args, '-o', out], (error) =>
          error ? reject(error) : resolve(),
        );
        child.stdin?.end(text);
      });
    }
    const { pcm, sampleRate } = decodeWav(await readFile(out));
    return sampleRate === SAMPLE_RATE ? pcm : resampleLinear(pcm, sampleRate, SAMPLE_RATE);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Brown noise (integrated white noise, leaky so that it stays centred) at ROOM_NOISE_DBFS, added to the audio; the
 * same noise for the same seed.
 */
export function withRoomNoise(speech: Int16Array, seed: number): Int16Array {
  const random = seededRandom(seed);
  const white = (): number => random() - 0.5;
  const noise = new Float64Array(speech.length);
  let level = 0;
  let power = 0;
  for (let i = 0; i < noise.length; i++) {
    level = 0.995 * level + white();
    noise[i] = level;
    power += level * level;
  }
  const scale = (32768 * 10 ** (ROOM_NOISE_DBFS / 20)) / Math.sqrt(power / Math.max(1, noise.length) || 1);
  return Int16Array.from(speech, (sample, i) =>
    Math.max(-32768, Math.min(32767, Math.round(sample + (noise[i] as number) * scale))),
  );
}

/** Numbers in [0, 1) from xorshift32: the same sequence for the same seed, every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}
