// The local voice loop (docs/architecture.md section 9): join -> the moderator's first word heard (budget 1.0 s),
// end of the visitor's speech -> first reply word heard (budget 0.6 s median) and typed challenge -> first reply
// word heard (budget 0.1 s median), through the real local platform:
// REST, WebSocket transport, VAD, pocketsphinx, the debate engine and flite. Usage: npm run bench:voice
import { loadKnowledge } from '../../server/content';
import { debateLanguageModel } from '../../server/debate/spoken-corpus';
import { joinCall, type CallRecording } from '../../server/testing/recording-call';
import { api, startTestPlatform, TEST_KEYS } from '../../server/testing/test-platform';
import { FRAME_SAMPLES, lastAudible, SAMPLE_RATE } from '../../server/speech';
import { createRecognizer, speechRecognitionStatus } from '../../server/speech/recognition';
import { createSynthesizer } from '../../server/speech/synthesis';
import { UTTERANCE_VOICE } from '../../tests/fixtures/utterance';
import { HEARING_VOICES, voiceName, type HearingVoice } from '../knowledge/ears';
import { nextFirstWord } from './load-measure';
import {
  HELD_OUT_VOICES,
  heldOutVoicesStatus,
  speakHeldOut,
  withRoomNoise,
} from '../knowledge/held-out-voices';

const ROUNDS = 7;
/**
 * A challenge starts a whole exchange (answer, rebuttal, summary: about 40 s of speech), so each next challenge
 * is sent this long after the first reply word heard: it takes the floor, as a visitor's does.
 */
const LISTEN_MS = 1500;
const FRAME_MS = (FRAME_SAMPLES * 1000) / SAMPLE_RATE;
const QUESTIONS = ['what is justice', 'is pity a weakness', 'does might make right'];
/** Typed challenges of the Morality Clash, each on a different issue, as a visitor would send them. */
const TYPED = [
  'Is pity a virtue or a weakness?',
  'Socrates, is it better to suffer injustice than to do it?',
  'Nietzsche, where did our values come from?',
  'Does morality need God?',
  'Can suffering be good for us?',
  'Are all people equal in worth?',
  'Is honesty always good?',
];

/** New visitors' first challenges, one a call, each in a voice of its own. */
const NEW_VISITOR_QUESTIONS = ['is pity a weakness', 'socrates what is justice', 'does might make right'];

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Spoken {
  /** End of speech -> the first reply word heard, in ms. */
  firstAudio: number;
  /** End of speech -> the platform's end of the utterance, and its final transcript. */
  vadEnd: number;
  sttDone: number;
  heard: string;
}

/**
 * Sends the visitor's speech in real time, frame by frame as the browser does, then 1.5 s of silence, and times the
 * first reply word heard from where the speech ended: its last audible sample in `clean`, the speech before any
 * room noise was mixed in (the synthesisers end with 90 to 500 ms of silence, which is part of the wait).
 */
async function speak(call: CallRecording, speech: Int16Array, clean = speech): Promise<Spoken> {
  const speechEnd = lastAudible(clean);
  const silence = new Int16Array(Math.round(SAMPLE_RATE * 1.5));
  const audio = new Int16Array(speech.length + silence.length);
  audio.set(speech);
  let speechEnded = 0;
  // Listen only once the speech has ended: until the visitor's voice interrupts it, the exchange before is still
  // sending its audio.
  let heard: Promise<number> | undefined;
  const before = call.messages.length;
  for (let offset = 0; offset < audio.length; offset += FRAME_SAMPLES) {
    const frame = audio.slice(offset, offset + FRAME_SAMPLES);
    call.socket.send(Buffer.from(frame.buffer));
    if (offset + FRAME_SAMPLES >= speechEnd && speechEnded === 0) {
      speechEnded = performance.now();
      heard = nextFirstWord(call.socket);
    }
    await sleep(FRAME_MS);
  }
  const firstAudio = ((await heard) ?? NaN) - speechEnded;
  // Where the time goes, by the platform's own message timestamps (same machine, same clock).
  const since = (m: Record<string, unknown> | undefined): number =>
    (m?.timestamp as number) - (performance.timeOrigin + speechEnded);
  const userMessages = call.messages.slice(before).filter((m) => m.role === 'user');
  const final = userMessages.filter((m) => m.type === 'transcript' && m.transcriptType === 'final').at(-1);
  return {
    firstAudio,
    vadEnd: since(userMessages.filter((m) => m.type === 'speech-update' && m.status === 'stopped').at(-1)),
    sttDone: since(final),
    heard: (final?.transcript as string | undefined) ?? '',
  };
}

/** Waits until the call has been quiet (no audio) for a while: the current speech is over. */
async function untilQuiet(call: CallRecording, quietMs = 700): Promise<void> {
  let last = call.audioBytes;
  for (;;) {
    await sleep(quietMs);
    if (call.audioBytes === last) return;
    last = call.audioBytes;
  }
}

const status = speechRecognitionStatus();
// The recogniser as the server sets it up: our debates' words mixed in.
const recognizer = status.available
  ? await createRecognizer({ domain: debateLanguageModel(loadKnowledge()) })
  : null;
const synthesizer = await createSynthesizer();
const server = await startTestPlatform({ synthesizer, recognizer });
try {
  const squadId = server.platform.seeded.squads['morality-debate'];

  // Join -> the moderator's first word heard: the visitor's wait before the debate is heard, as the browser joins
  // (create the call, open its socket, say 'playable' once its audio runs). The first join is the coldest.
  const joins: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const joinedAt = performance.now();
    const created = await api(server.baseUrl, 'POST', '/call/web', {
      key: TEST_KEYS.publicKey,
      body: { squadId },
    });
    const joining = await joinCall(created.body.webCallUrl as string);
    const heard = nextFirstWord(joining.socket);
    joining.socket.send('playable');
    joins.push((await heard) - joinedAt);
    joining.socket.close();
    await joining.closed;
  }
  console.log(
    `join -> the moderator's first word heard: median ${median(joins).toFixed(0)} ms over ${ROUNDS}, first ${joins[0]?.toFixed(0)} ms (budget 1000 ms)`,
  );

  const { body } = await api(server.baseUrl, 'POST', '/call/web', {
    key: TEST_KEYS.publicKey,
    body: { squadId },
  });
  const call = await joinCall(body.webCallUrl as string);
  call.socket.send('playable');
  await call.waitFor((m) => m.type === 'transcript' && m.transcriptType === 'final');
  await untilQuiet(call);

  const typed: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const heard = nextFirstWord(call.socket);
    const sent = performance.now();
    const content = TYPED[i % TYPED.length] as string;
    call.socket.send(JSON.stringify({ type: 'add-message', message: { role: 'user', content } }));
    typed.push((await heard) - sent);
    await sleep(LISTEN_MS);
  }
  console.log(
    `typed challenge -> first reply word heard: median ${median(typed).toFixed(0)} ms over ${ROUNDS} (budget 100 ms; ` +
      `each ${typed.map((ms) => ms.toFixed(0)).join(', ')})`,
  );

  if (recognizer) {
    // The same visitor, challenge after challenge: their voice is known from the second on.
    const spoken: Spoken[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const speech = await synthesizer.synthesize(QUESTIONS[i % QUESTIONS.length] as string, UTTERANCE_VOICE);
      spoken.push(await speak(call, speech));
      await sleep(LISTEN_MS);
    }
    const later = spoken.slice(1);
    console.log(
      `end of speech -> first reply word heard, a visitor's later challenges: median ${median(later.map((s) => s.firstAudio)).toFixed(0)} ms over ${later.length} (budget 600 ms)`,
    );
    console.log(
      `  of which end of utterance detected at ${median(later.map((s) => s.vadEnd)).toFixed(0)} ms, recognised at ${median(later.map((s) => s.sttDone)).toFixed(0)} ms`,
    );

    // New visitors, each on a call of their own, in voices the recogniser has not heard in that call: the first
    // challenge is a visitor's first impression. flite's voices and, where installed, the held-out ones.
    const heldOut = await heldOutVoicesStatus();
    const voices: HearingVoice[] = [
      UTTERANCE_VOICE,
      ...HEARING_VOICES.slice(1),
      ...(heldOut.available ? HELD_OUT_VOICES : []),
    ];
    if (!heldOut.available) console.log(`  (held-out voices skipped: ${heldOut.reason})`);
    const firsts: { voice: string; spoken: Spoken }[] = [];
    for (const [i, voice] of voices.entries()) {
      const text = NEW_VISITOR_QUESTIONS[i % NEW_VISITOR_QUESTIONS.length] as string;
      const clean =
        'family' in voice ? await speakHeldOut(text, voice) : await synthesizer.synthesize(text, voice);
      const speech = 'family' in voice ? withRoomNoise(clean, i + 1) : clean;
      const created = await api(server.baseUrl, 'POST', '/call/web', {
        key: TEST_KEYS.publicKey,
        body: { squadId },
      });
      const visitor = await joinCall(created.body.webCallUrl as string);
      visitor.socket.send('playable');
      await visitor.waitFor((m) => m.type === 'transcript' && m.transcriptType === 'final');
      await untilQuiet(visitor);
      firsts.push({ voice: voiceName(voice), spoken: await speak(visitor, speech, clean) });
      visitor.socket.close();
      await visitor.closed;
    }
    const firstAudio = firsts.map((f) => f.spoken.firstAudio);
    console.log(
      `end of speech -> first reply word heard, a new visitor's first challenge: median ${median(firstAudio).toFixed(0)} ms, ` +
        `worst ${Math.max(...firstAudio).toFixed(0)} ms over ${firsts.length} voices (target 700 ms every time)`,
    );
    for (const { voice, spoken: s } of firsts) {
      console.log(
        `  ${voice}: ${s.firstAudio.toFixed(0)} ms (end detected at ${s.vadEnd.toFixed(0)}, recognised at ${s.sttDone.toFixed(0)}) "${s.heard}"`,
      );
    }
  } else {
    console.log(`spoken loop skipped: ${status.available ? '' : status.reason}`);
  }
  call.socket.close();
} finally {
  await server.close();
  await synthesizer.close();
  await recognizer?.close();
}
