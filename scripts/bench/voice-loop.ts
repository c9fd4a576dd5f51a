// The local voice loop (docs/architecture.md section 9): join -> the moderator's first audio (budget 1.0 s), end of the
// visitor's speech -> first reply audio (budget 0.6 s median) and typed challenge -> first reply audio (budget
// 0.1 s median), through the real local platform:
// REST, WebSocket transport, VAD, pocketsphinx, the debate engine and flite. Usage: npm run bench:voice
import { loadKnowledge } from '../../server/content';
import { debateLanguageModel } from '../../server/debate/spoken-corpus';
import { joinCall, type CallRecording } from '../../server/testing/recording-call';
import { api, startTestPlatform, TEST_KEYS } from '../../server/testing/test-platform';
import { FRAME_SAMPLES, SAMPLE_RATE } from '../../server/speech';
import { createRecognizer, speechRecognitionStatus } from '../../server/speech/recognition';
import { createSynthesizer } from '../../server/speech/synthesis';
import { UTTERANCE_VOICE } from '../../tests/fixtures/utterance';

const ROUNDS = 7;
/**
 * A challenge starts a whole exchange (answer, rebuttal, summary: about 40 s of speech), so each next challenge
 * is sent this long after the first reply audio: it takes the floor, as a visitor's does.
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

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the time the next audio frame arrives. */
function nextAudio(call: CallRecording): Promise<number> {
  return new Promise((resolve) => {
    const onFrame = (_data: unknown, isBinary: boolean): void => {
      if (!isBinary) return;
      call.socket.off('message', onFrame);
      resolve(performance.now());
    };
    call.socket.on('message', onFrame);
  });
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

  // Join -> the moderator's first audio: the visitor's wait before the debate is heard, as the browser joins
  // (create the call, open its socket, say 'playable' once its audio runs). The first join is the coldest.
  const joins: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const joinedAt = performance.now();
    const created = await api(server.baseUrl, 'POST', '/call/web', {
      key: TEST_KEYS.publicKey,
      body: { squadId },
    });
    const joining = await joinCall(created.body.webCallUrl as string);
    const heard = nextAudio(joining);
    joining.socket.send('playable');
    joins.push((await heard) - joinedAt);
    joining.socket.close();
    await joining.closed;
  }
  console.log(
    `join -> the moderator's first audio: median ${median(joins).toFixed(0)} ms over ${ROUNDS}, first ${joins[0]?.toFixed(0)} ms (budget 1000 ms)`,
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
    const heard = nextAudio(call);
    const sent = performance.now();
    const content = TYPED[i % TYPED.length] as string;
    call.socket.send(JSON.stringify({ type: 'add-message', message: { role: 'user', content } }));
    typed.push((await heard) - sent);
    await sleep(LISTEN_MS);
  }
  console.log(
    `typed challenge -> first reply audio: median ${median(typed).toFixed(0)} ms over ${ROUNDS} (budget 100 ms)`,
  );

  if (recognizer) {
    const spoken: number[] = [];
    const vadEnd: number[] = [];
    const sttDone: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const speech = await synthesizer.synthesize(QUESTIONS[i % QUESTIONS.length] as string, UTTERANCE_VOICE);
      const silence = new Int16Array(Math.round(SAMPLE_RATE * 1.5));
      const audio = new Int16Array(speech.length + silence.length);
      audio.set(speech);
      let speechEnded = 0;
      // Listen only once the speech has ended: until the visitor's voice interrupts it, the exchange before is
      // still sending its audio.
      let heard: Promise<number> | undefined;
      // Real time, frame by frame, as the browser sends it; the speech ends where the silence starts.
      for (let offset = 0; offset < audio.length; offset += FRAME_SAMPLES) {
        const frame = audio.slice(offset, offset + FRAME_SAMPLES);
        call.socket.send(Buffer.from(frame.buffer));
        if (offset + FRAME_SAMPLES >= speech.length && speechEnded === 0) {
          speechEnded = performance.now();
          heard = nextAudio(call);
        }
        await sleep(FRAME_MS);
      }
      const firstAudio = ((await heard) ?? NaN) - speechEnded;
      // Where the time goes, by the platform's own message timestamps (same machine, same clock).
      const since = (m: Record<string, unknown> | undefined): number =>
        (m?.timestamp as number) - (performance.timeOrigin + speechEnded);
      const userMessages = call.messages.filter((m) => m.role === 'user');
      vadEnd.push(
        since(userMessages.filter((m) => m.type === 'speech-update' && m.status === 'stopped').at(-1)),
      );
      sttDone.push(since(userMessages.filter((m) => m.type === 'transcript').at(-1)));
      spoken.push(firstAudio);
      await sleep(LISTEN_MS);
    }
    console.log(
      `end of speech -> first reply audio: median ${median(spoken).toFixed(0)} ms over ${ROUNDS} (budget 600 ms); ` +
        `the first, a voice not heard before and decoded whole: ${spoken[0]?.toFixed(0)} ms`,
    );
    console.log(
      `  of which end of utterance detected at ${median(vadEnd).toFixed(0)} ms, recognised at ${median(sttDone).toFixed(0)} ms`,
    );
  } else {
    console.log(`spoken loop skipped: ${status.available ? '' : status.reason}`);
  }
  call.socket.close();
} finally {
  await server.close();
  await synthesizer.close();
  await recognizer?.close();
}
