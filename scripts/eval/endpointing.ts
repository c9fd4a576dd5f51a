// Does the platform wait for a visitor who pauses mid-sentence, and answer one who has finished quickly? Every
// challenge of the evaluation sets is spoken by flite, once whole and once with a pause (pause-set.ts), over a quiet
// room's brown noise made and mixed in by sox, then cut into utterances by the server's own detector, its endpoint
// decided from the words a streaming decoder has heard so far, fed as the server feeds it. Prints, per set and kind
// of pause, the false cuts (an utterance ended inside the pause) and how long after the end of speech the end was
// heard, for the fixed silence of before and for the endpointer. Needs pocketsphinx and sox.
// Usage: npm run eval:endpoint [-- --fixed MS]   (--fixed: also a fixed silence of MS, to compare)
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadKnowledge } from '../../server/content';
import { debateLanguageModel } from '../../server/debate/spoken-corpus';
import {
  concatPcm,
  firstAudible,
  FRAME_SAMPLES,
  lastAudible,
  SAMPLE_RATE,
  samplesForMs,
} from '../../server/speech';
import {
  FEED_MS,
  loadRecognitionModel,
  recognizerFiles,
  type Heard,
  type RecognitionModel,
} from '../../server/speech/recognition';
import { createSynthesizer, type Synthesizer } from '../../server/speech/synthesis';
import {
  createUtteranceDetector,
  DEFAULT_END_SILENCE_MS,
  endSilenceMs,
} from '../../server/speech/voice-activity';
import { HEARING_VOICES } from '../knowledge/ears';
import { freeWillChallenges } from '../../server/content/debates/free-will-debate/asked';
import { freeWillHeldOut } from './challenges/held-out/free-will-debate';
import { knowledgeHeldOut } from './challenges/held-out/knowledge-debate';
import { moralityHeldOut } from './challenges/held-out/morality-debate';
import { knowledgeChallenges } from '../../server/content/debates/knowledge-debate/asked';
import { moralityChallenges } from '../../server/content/debates/morality-debate/asked';
import { pauseSet, type PauseKind, type PausedChallenge } from './pause-set';

const run = promisify(execFile);
const RAW = ['-t', 'raw', '-r', String(SAMPLE_RATE), '-c', '1', '-b', '16', '-e', 'signed-integer'];
/** A quiet room: brown noise about 45 dB below full scale. */
const ROOM_NOISE_VOLUME = 0.01;
const LEAD_MS = 500;
const TAIL_MS = 1500;
/** flite pads its speech with a little silence; speech starts and ends where samples pass this. */
const LOUD = 300;
/** An end heard this long after the end of speech waited the endpoint's long silence, for words that trail off. */
const LONG_WAIT_MS = 700;

const files = recognizerFiles();
try {
  await run('sox', ['--version']);
} catch {
  console.error('eval:endpoint needs sox: sudo apt-get install -y sox');
  process.exit(2);
}
if (!files) {
  console.error(
    'eval:endpoint needs pocketsphinx: sudo apt-get install -y libpocketsphinx3 pocketsphinx-en-us',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
const fixedAt = args.indexOf('--fixed');

/** How an utterance's end is decided: a fixed silence, or the endpointer listening to the words so far. */
type Policy = { name: string; endSilence: (heard: Heard | undefined) => number | undefined };
const policies: Policy[] = [
  { name: `fixed ${DEFAULT_END_SILENCE_MS} ms (before)`, endSilence: () => undefined },
  { name: 'endpointer', endSilence: endSilenceMs },
  ...(fixedAt >= 0
    ? [{ name: `fixed ${args[fixedAt + 1]} ms`, endSilence: () => Number(args[fixedAt + 1]) }]
    : []),
];

const sets = [
  { name: 'tuned on', texts: [...moralityChallenges, ...freeWillChallenges, ...knowledgeChallenges] },
  { name: 'held out', texts: [...moralityHeldOut, ...freeWillHeldOut, ...knowledgeHeldOut] },
].map(({ name, texts }) => ({
  name,
  items: pauseSet(
    texts.map((c) => c.text),
    HEARING_VOICES.length,
  ),
}));

interface Spoken {
  audio: Int16Array;
  /** Where the pause ends (the second part's first sound) and where the speech ends, in samples. */
  resumesAt: number;
  endsAt: number;
}

/** Silence kept at each end of a part, as a word's own edges. */
const EDGE_MS = 30;
const trimmed = (pcm: Int16Array): Int16Array =>
  pcm.subarray(
    Math.max(0, firstAudible(pcm, LOUD) - samplesForMs(EDGE_MS)),
    Math.min(pcm.length, lastAudible(pcm, LOUD) + samplesForMs(EDGE_MS)),
  );

/** The challenge in its voice, the pause between its parts, all over room noise mixed in by sox. */
async function speak(item: PausedChallenge, tts: Synthesizer, dir: string): Promise<Spoken> {
  const voice = HEARING_VOICES[item.voice] as (typeof HEARING_VOICES)[number];
  // flite pads what it says with silence at both ends: only the pause itself may lie between the two parts.
  const before = item.before ? trimmed(await tts.synthesize(item.before, voice)) : new Int16Array(0);
  const after = trimmed(await tts.synthesize(item.after, voice));
  const pause = new Int16Array(samplesForMs(item.pauseMs));
  const lead = new Int16Array(samplesForMs(LEAD_MS));
  const speech = concatPcm([lead, before, pause, after, new Int16Array(samplesForMs(TAIL_MS))]);
  const resumesAt = lead.length + before.length + pause.length + firstAudible(after, LOUD);
  const endsAt = lead.length + before.length + pause.length + lastAudible(after, LOUD);
  const [clean, noise, mixed] = ['clean.raw', 'noise.raw', 'mixed.raw'].map((name) => join(dir, name));
  await writeFile(clean as string, speech);
  const seconds = (speech.length / SAMPLE_RATE).toFixed(3);
  await run('sox', [
    '-n',
    ...RAW,
    noise as string,
    'synth',
    seconds,
    'brownnoise',
    'vol',
    String(ROOM_NOISE_VOLUME),
  ]);
  await run('sox', ['-m', ...RAW, clean as string, ...RAW, noise as string, ...RAW, mixed as string]);
  const bytes = await readFile(mixed as string);
  const audio = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2).slice();
  return { audio, resumesAt, endsAt };
}

interface Outcome {
  /** An utterance ended inside the pause. */
  cut: boolean;
  /** From the end of speech to the end of the last utterance heard, in ms. */
  endDelayMs: number;
  words: string;
}

/**
 * The server's detector over the audio, 20 ms at a time as the transport brings it; a stream's decoder is fed
 * FEED_MS at a time as the server's streams feed it, and the endpoint is asked with the words heard so far.
 */
async function listen(spoken: Spoken, model: RecognitionModel, policy: Policy): Promise<Outcome> {
  const decoder = model.first;
  let heard: Heard | undefined;
  let pending: Int16Array[] = [];
  let pendingSamples = 0;
  let position = 0;
  const ends: number[] = [];
  let words = '';
  const feed = (): void => {
    const said = decoder.feed(concatPcm(pending));
    pending = [];
    pendingSamples = 0;
    heard = { words: said, endChance: model.endChance(said) };
  };
  const detector = await createUtteranceDetector({
    onSpeechStart: (audio) => {
      decoder.begin();
      pending = [audio];
      feed();
    },
    onSpeech: (frame) => {
      pending.push(frame);
      pendingSamples += frame.length;
      if (pendingSamples >= samplesForMs(FEED_MS)) feed();
    },
    onSpeechEnd: () => {
      decoder.feed(concatPcm(pending));
      pending = [];
      pendingSamples = 0;
      words = [words, decoder.finish()].filter(Boolean).join(' | ');
      heard = undefined;
      ends.push(position);
    },
    endpoint: () => policy.endSilence(heard) ?? DEFAULT_END_SILENCE_MS,
  });
  for (let offset = 0; offset < spoken.audio.length; offset += FRAME_SAMPLES) {
    position = Math.min(spoken.audio.length, offset + FRAME_SAMPLES);
    detector.push(spoken.audio.subarray(offset, position));
  }
  detector.close();
  const toMs = (samples: number): number => (samples * 1000) / SAMPLE_RATE;
  return {
    cut: ends.some((end) => end < spoken.resumesAt),
    endDelayMs: ends.length > 0 ? toMs((ends.at(-1) as number) - spoken.endsAt) : NaN,
    words,
  };
}

const median = (values: number[]): number => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const tts = await createSynthesizer();
const model = loadRecognitionModel(files.libPath, files.modelDir, debateLanguageModel(loadKnowledge()));
const dir = await mkdtemp(join(tmpdir(), 'eval-endpoint-'));
try {
  const rows: string[] = [];
  const examples: string[] = [];
  for (const set of sets) {
    const outcomes = new Map<string, { item: PausedChallenge; outcome: Outcome }[]>();
    for (const item of set.items) {
      const spoken = await speak(item, tts, dir);
      for (const policy of policies) {
        const outcome = await listen(spoken, model, policy);
        const list = outcomes.get(policy.name) ?? [];
        list.push({ item, outcome });
        outcomes.set(policy.name, list);
      }
    }
    for (const kind of ['none', 'clause', 'hesitation'] as PauseKind[]) {
      const cells = policies.map((policy) => {
        const list = (outcomes.get(policy.name) ?? []).filter(({ item }) => item.kind === kind);
        const cuts = list.filter(({ outcome }) => outcome.cut).length;
        const delay = median(
          list.filter(({ outcome }) => !outcome.cut).map(({ outcome }) => outcome.endDelayMs),
        );
        const long = list.filter(({ outcome }) => !outcome.cut && outcome.endDelayMs > LONG_WAIT_MS).length;
        return { count: list.length, cuts, delay, long };
      });
      const count = cells[0]?.count ?? 0;
      rows.push(
        `| ${set.name} | ${kind} | ${count} | ` +
          cells
            .map(
              (c) =>
                `${c.cuts} (${((100 * c.cuts) / Math.max(1, count)).toFixed(0)} %) | ${c.delay.toFixed(0)} ms | ${c.long}`,
            )
            .join(' | ') +
          ' |',
      );
    }
    const after = outcomes.get('endpointer') ?? [];
    for (const { item, outcome } of after.filter(({ outcome }) => outcome.cut).slice(0, 5)) {
      examples.push(
        `  ${set.name}, ${item.kind} ${item.pauseMs} ms: "${item.before} | ${item.after}" heard as "${outcome.words}"`,
      );
    }
  }
  console.log(
    `| set | pause | utterances | ${policies.map((p) => `${p.name}: false cuts | end heard after | waited long`).join(' | ')} |`,
  );
  console.log(`|---|---|---|${policies.map(() => '---|---|---|').join('')}`);
  for (const row of rows) console.log(row);
  console.log(
    '"end heard after": median time from the end of speech to the end of the utterance, uncut ones only; ' +
      `"waited long": uncut ones whose end came more than ${LONG_WAIT_MS} ms after the end of speech (the long silence).`,
  );
  if (examples.length > 0)
    console.log(`Cut by the endpointer (first 5 of each set):\n${examples.join('\n')}`);
} finally {
  model.free();
  await tts.close();
  await rm(dir, { recursive: true, force: true });
}
