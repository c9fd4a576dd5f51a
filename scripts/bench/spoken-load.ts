// bench:load's spoken mode: N debates at once, each with a visitor who speaks their challenges into a microphone,
// streamed in real time (20 ms frames, as the browser sends them), in flite's voices and the held-out ones (room
// noise under them), one voice a call. They all say their first challenge at the same moment, then one every
// 7 to 9 s, interrupting the exchange their last one started, as a visitor does. For each N it prints end of speech
// -> first reply word heard (median, p90, and every visitor's first utterance apart), when the first partial words
// came, the word error rate, every listener's audio ratio and largest gap, and the server's CPU and memory. One more
// call beside them types a challenge every 4 s: typed challenges must keep their 0.1 s however many speak.
import { availableParallelism } from 'node:os';
import type WebSocket from 'ws';
import { concatPcm, FRAME_SAMPLES, lastAudible, SAMPLE_RATE, samplesForMs } from '../../server/speech';
import { createSynthesizer, type Synthesizer } from '../../server/speech/synthesis';
import { scoreHearing, wordsForScoring } from '../eval/word-errors';
import { HEARING_VOICES, voiceName, type HearingVoice } from '../knowledge/ears';
import {
  HELD_OUT_VOICES,
  heldOutVoicesStatus,
  seededRandom,
  speakHeldOut,
  withRoomNoise,
} from '../knowledge/held-out-voices';
import {
  joinDebate,
  Listener,
  processUsage,
  quantile,
  seededDebates,
  sleep,
  startLoadServer,
  type SeededDebate,
} from './load-measure';

/** The visitors' counts measured when none is given. */
export const SPOKEN_COUNTS = [1, 4, 8, 12, 16, 24] as const;
/** From the start of one challenge to the next, at least; up to SPEAK_JITTER_MS more. */
const SPEAK_EVERY_MS = 7000;
const SPEAK_JITTER_MS = 2000;
/** The visitors join over this long, then wait this long for their debates' openings before all speak at once. */
const JOIN_SPREAD_MS = 2000;
const SETTLE_MS = 3000;
/** Spoken challenges are a visitor's, not an essay: the evaluation sets' shorter ones. */
const MAX_WORDS = 14;
/** After the last challenge: time for its reply to come. */
const DRAIN_MS = 5000;
const FRAME_MS = (FRAME_SAMPLES * 1000) / SAMPLE_RATE;
/** The typist beside the speaking visitors: a challenge this often. */
const TYPE_EVERY_MS = 4000;

interface Utterance {
  text: string;
  /**
   * Where it starts and where its last word ends in the visitor's microphone audio, in samples: the synthesisers'
   * trailing silence (90 to 500 ms) is not speech, and the end of speech is where the visitor's wait begins.
   */
  start: number;
  end: number;
}

/** One visitor: a voice, what they will say, and what they heard back. */
interface Visitor {
  voice: HearingVoice;
  heldOut: boolean;
  /** Everything their microphone sends, from the moment all start speaking. */
  microphone: Int16Array;
  utterances: Utterance[];
  listener: Listener;
  /** Arrival times (bench clock, ms) of what the server sent. */
  partials: number[];
  finals: { at: number; transcript: string }[];
}

async function speakIn(voice: HearingVoice, text: string, synthesizer: Synthesizer): Promise<Int16Array> {
  return 'family' in voice ? speakHeldOut(text, voice) : synthesizer.synthesize(text, voice);
}

/** The visitor's microphone for `seconds`: their challenges at their times, silence (or a quiet room) between. */
async function prepareVisitor(
  index: number,
  voice: HearingVoice,
  debate: SeededDebate,
  seconds: number,
  synthesizer: Synthesizer,
): Promise<Visitor> {
  const random = seededRandom(index + 1);
  const challenges = debate.challenges.filter((text) => text.split(/\s+/).length <= MAX_WORDS);
  const pieces: Int16Array[] = [];
  const utterances: Utterance[] = [];
  let at = 0;
  // All start within the first 300 ms: as many first utterances at once as there are visitors.
  let next = samplesForMs(random() * 300);
  for (let k = 0; next < samplesForMs(seconds * 1000); k++) {
    const text = challenges[(index * 5 + k) % challenges.length] as string;
    const speech = await speakIn(voice, text, synthesizer);
    pieces.push(new Int16Array(next - at), speech);
    utterances.push({ text, start: next, end: next + lastAudible(speech) });
    at = next + speech.length;
    next = Math.max(at, next + samplesForMs(SPEAK_EVERY_MS + random() * SPEAK_JITTER_MS));
  }
  pieces.push(new Int16Array(samplesForMs(DRAIN_MS)));
  const heldOut = 'family' in voice;
  const audio = concatPcm(pieces);
  return {
    voice,
    heldOut,
    microphone: heldOut ? withRoomNoise(audio, index + 1) : audio,
    utterances,
    listener: new Listener(),
    partials: [],
    finals: [],
  };
}

interface Measured {
  /** End of speech -> its last final transcript, ms; undefined when nothing of it was heard. */
  final: number | undefined;
  /**
   * End of speech -> first reply word heard, ms; undefined when none came before the visitor spoke again (or at all).
   */
  reply: number | undefined;
  /** Start of speech -> the first partial words, ms; undefined when none came before its first final. */
  firstPartial: number | undefined;
  heard: string;
  first: boolean;
}

/** The share of a final's words that the utterance's text holds. */
function overlap(transcript: string, text: string): number {
  const said = new Set(wordsForScoring(text));
  const heard = wordsForScoring(transcript);
  return heard.filter((word) => said.has(word)).length / Math.max(1, heard.length);
}

/**
 * Each utterance's times, from what the visitor's socket received (bench clock, ms from `zero`). A final belongs
 * to the last utterance begun before it came, unless it came while that one was still being spoken and shares
 * more of its words with the one before (under load, a final can come after the visitor has begun their next
 * challenge). Not by words alone: in a held-out voice half the words are misheard. A visitor who paused after a
 * whole sentence may have several finals.
 */
function measure(visitor: Visitor, zero: number): Measured[] {
  const ms = (samples: number): number => zero + (samples * 1000) / SAMPLE_RATE;
  const owner = visitor.finals.map((final) => {
    const k = visitor.utterances.findLastIndex((utterance) => ms(utterance.start) < final.at);
    const current = visitor.utterances[k];
    const before = visitor.utterances[k - 1];
    if (!current || !before || final.at > ms(current.end)) return k;
    return overlap(final.transcript, before.text) > overlap(final.transcript, current.text) ? k - 1 : k;
  });
  return visitor.utterances.map((utterance, k) => {
    const start = ms(utterance.start);
    const end = ms(utterance.end);
    const next = visitor.utterances[k + 1];
    const nextStart = next ? ms(next.start) : Infinity;
    const finals = visitor.finals.filter((_, i) => owner[i] === k);
    const last = finals.at(-1);
    const firstPartial = visitor.partials.find((at) => at > start && at < (finals[0]?.at ?? nextStart));
    // The reply that counts is the one to its last final, after its end, before the visitor speaks again.
    const replyAt =
      last && last.at > end
        ? visitor.listener.firstWords.find((at) => at > last.at && at < nextStart)
        : undefined;
    return {
      final: last && last.at > end ? last.at - end : undefined,
      reply: replyAt === undefined ? undefined : replyAt - end,
      firstPartial: firstPartial === undefined ? undefined : firstPartial - start,
      heard: finals.map((f) => f.transcript).join(' '),
      first: k === 0,
    };
  });
}

/** N visitors speaking at once for `seconds`; prints one block and a TABLE row. */
async function spokenRun(n: number, seconds: number, voices: readonly HearingVoice[]): Promise<void> {
  const cores = availableParallelism();
  const synthesizer = await createSynthesizer();
  const server = await startLoadServer(n);
  const pid = server.process.pid as number;
  const sockets: WebSocket[] = [];
  try {
    const debates = await seededDebates(server);
    const visitors: Visitor[] = [];
    for (let i = 0; i < n; i++) {
      const voice = voices[i % voices.length] as HearingVoice;
      visitors.push(
        await prepareVisitor(i, voice, debates[i % debates.length] as SeededDebate, seconds, synthesizer),
      );
    }
    await sleep(1000);
    const idle = processUsage(pid);

    await Promise.all(
      visitors.map(async (visitor, i) => {
        await sleep((i * JOIN_SPREAD_MS) / n);
        const socket = await joinDebate(server, (debates[i % debates.length] as SeededDebate).squadId);
        sockets[i] = socket;
        socket.on('message', (data, isBinary) => {
          const at = performance.now();
          if (isBinary) {
            visitor.listener.audio(data as Buffer, at);
            return;
          }
          const text = data.toString();
          if (!text.startsWith('{')) return;
          const message = JSON.parse(text) as Record<string, unknown>;
          visitor.listener.text(message);
          if (message.type !== 'transcript' || message.role !== 'user') return;
          if (message.transcriptType === 'final') {
            visitor.finals.push({ at, transcript: String(message.transcript) });
          } else if (String(message.transcript).trim() !== '') {
            visitor.partials.push(at);
          }
        });
      }),
    );
    const typist = await joinTypist(server, debates[0] as SeededDebate);
    sockets.push(typist.socket);
    // Microphones are on from the call's start, as a browser's is: silence while the moderator opens.
    const silence = Buffer.alloc(FRAME_SAMPLES * 2);
    for (const settleEnd = performance.now() + SETTLE_MS; performance.now() < settleEnd;) {
      sockets.slice(0, n).forEach((socket) => socket.send(silence));
      await sleep(FRAME_MS);
    }

    // Every microphone streams its visitor's challenges in real time from the same moment, frame by frame.
    const before = processUsage(pid);
    let peakRssMb = before.rssMb;
    const zero = performance.now();
    // Whole frames: the last one of a shorter microphone is sent short.
    const longest = Math.max(...visitors.map((v) => v.microphone.length));
    const length = Math.ceil(longest / FRAME_SAMPLES) * FRAME_SAMPLES;
    let sent = 0;
    let sampledAt = zero;
    while (sent < length) {
      const due = Math.min(length, Math.floor(((performance.now() - zero) * SAMPLE_RATE) / 1000));
      for (; sent + FRAME_SAMPLES <= due; sent += FRAME_SAMPLES) {
        visitors.forEach((visitor, i) => {
          const frame = visitor.microphone.slice(sent, sent + FRAME_SAMPLES);
          if (frame.length > 0) sockets[i]?.send(Buffer.from(frame.buffer));
        });
      }
      if (performance.now() - typist.lastSentAt >= TYPE_EVERY_MS) typist.type();
      if (performance.now() - sampledAt >= 1000) {
        sampledAt = performance.now();
        peakRssMb = Math.max(peakRssMb, processUsage(pid).rssMb);
      }
      await sleep(FRAME_MS);
    }
    const after = processUsage(pid);
    const wallMs = performance.now() - zero;

    const measured = visitors.flatMap((visitor) =>
      measure(visitor, zero).map((m, k) => ({ ...m, visitor, text: visitor.utterances[k]?.text ?? '' })),
    );
    const replies = measured.flatMap((m) => (m.reply === undefined ? [] : [m.reply]));
    const finals = measured.flatMap((m) => (m.final === undefined ? [] : [m.final]));
    const firsts = measured.filter((m) => m.first).map((m) => m.reply ?? Infinity);
    const partials = measured.flatMap((m) => (m.firstPartial === undefined ? [] : [m.firstPartial]));
    const unanswered = measured.length - replies.length;
    const wordError = (heldOut: boolean): string => {
      const rows = measured.filter((m) => m.visitor.heldOut === heldOut);
      if (rows.length === 0) return '-';
      const score = scoreHearing(rows, []);
      return `${((100 * score.errors) / Math.max(1, score.referenceWords)).toFixed(1)} %`;
    };
    const ratios = visitors.map((v) => v.listener.ratio);
    const largestGap = Math.max(...visitors.map((v) => v.listener.largestGapMs));
    const cpu = ((after.cpuMs - before.cpuMs) / wallMs / cores) * 100;
    const waited = (server.output().match(/waited \d+ ms for a decoder/g) ?? []).length;
    const f = (value: number): string => (Number.isFinite(value) ? value.toFixed(0) : 'none');

    console.log(
      `${n} visitors speaking at once (${measured.length} challenges in ${seconds} s, ${voices.length} voices)`,
    );
    console.log(
      `  end of speech -> first reply word heard: median ${f(quantile(replies, 0.5))} ms, p90 ${f(quantile(replies, 0.9))} ms` +
        ` (target median <= 600 ms); first utterances: median ${f(quantile(firsts, 0.5))} ms, worst ${f(Math.max(...firsts))} ms (target <= 1200 ms)`,
    );
    console.log(
      `  end of speech -> final words: median ${f(quantile(finals, 0.5))} ms, p90 ${f(quantile(finals, 0.9))} ms; ` +
        `${unanswered} of ${measured.length} challenges got no reply before the visitor spoke again`,
    );
    console.log(
      `  first partial words after speech starts: median ${f(quantile(partials, 0.5))} ms; ` +
        `${measured.length - partials.length} of ${measured.length} challenges showed none before their final`,
    );
    console.log(
      `  word error: ${wordError(false)} in flite's voices, ${wordError(true)} in the held-out ones`,
    );
    console.log(
      `  audio ratio: worst ${Math.min(...ratios).toFixed(3)}, median ${quantile(ratios, 0.5).toFixed(3)}; largest gap ${f(largestGap)} ms (target >= 0.99, <= 150 ms)`,
    );
    console.log(`  utterances that waited for a decoder: ${waited}`);
    console.log(
      `  a typed challenge beside them, every ${TYPE_EVERY_MS / 1000} s: first reply word heard median ${f(quantile(typist.replies, 0.5))} ms, ` +
        `p90 ${f(quantile(typist.replies, 0.9))} ms over ${typist.replies.length} (target 100 ms)`,
    );
    console.log(
      `  server CPU ${f(cpu)} % of each of ${cores} cores; RSS ${f(idle.rssMb)} MB idle, ${f(peakRssMb)} MB at peak`,
    );
    console.log(
      `TABLE | ${n} | ${f(quantile(replies, 0.5))} | ${f(quantile(replies, 0.9))} | ${f(quantile(finals, 0.5))} | ` +
        `${unanswered}/${measured.length} | ${f(Math.max(...firsts))} | ` +
        `${f(quantile(partials, 0.5))} | ${measured.length - partials.length}/${measured.length} | ${wordError(false)} | ${wordError(true)} | ` +
        `${Math.min(...ratios).toFixed(3)} | ${f(largestGap)} ms | ${f(quantile(typist.replies, 0.5))} ms | ${f(cpu)} % | ${f(peakRssMb)} MB |`,
    );
    // Each visitor's replies in turn, for a closer look.
    for (const visitor of visitors) {
      const own = measured.filter((m) => m.visitor === visitor);
      console.log(
        `    ${voiceName(visitor.voice)}: ${own.map((m) => (m.reply === undefined ? 'none' : f(m.reply))).join(', ')} ms; ratio ${visitor.listener.ratio.toFixed(3)}`,
      );
    }
  } finally {
    // A sparse array until every visitor has joined: forEach skips the holes.
    sockets.forEach((socket) => socket.close());
    await server.stop();
    await synthesizer.close();
  }
}

interface Typist {
  socket: WebSocket;
  lastSentAt: number;
  /** Sends the next challenge. */
  type(): void;
  /** Each challenge's wait for its reply, ms: to the reply's first word heard. */
  replies: number[];
}

/** A visitor who only types, on a call of their own. */
async function joinTypist(server: Parameters<typeof joinDebate>[0], debate: SeededDebate): Promise<Typist> {
  const socket = await joinDebate(server, debate.squadId);
  const listener = new Listener();
  let k = 0;
  let pending: number | undefined;
  /** The reply has started: its first word is the next one the listener hears. */
  let replyWord: number | undefined;
  const typist: Typist = {
    socket,
    lastSentAt: performance.now(),
    replies: [],
    type() {
      const content = debate.challenges[k++ % debate.challenges.length] as string;
      typist.lastSentAt = performance.now();
      pending = typist.lastSentAt;
      socket.send(JSON.stringify({ type: 'add-message', message: { role: 'user', content } }));
    },
  };
  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      listener.audio(data as Buffer, performance.now());
      const word = replyWord === undefined ? undefined : listener.firstWords[replyWord];
      if (word !== undefined && pending !== undefined) {
        typist.replies.push(word - pending);
        pending = replyWord = undefined;
      }
      return;
    }
    if (!data.toString().startsWith('{')) return;
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    listener.text(message);
    // Audio already on its way when the challenge was sent belongs to the exchange before: the reply is the next
    // turn to start speaking.
    const started =
      message.type === 'speech-update' && message.role === 'assistant' && message.status === 'started';
    if (started && pending !== undefined && replyWord === undefined) replyWord = listener.firstWords.length;
  });
  return typist;
}

/** Each count of visitors in turn, each on a fresh server. */
export async function spokenLoad(counts: readonly number[], seconds: number): Promise<void> {
  const heldOut = await heldOutVoicesStatus();
  if (!heldOut.available) console.log(`(held-out voices skipped: ${heldOut.reason})`);
  // flite's voices and the held-out ones in turn, so that every count past one hears both.
  const flite = [...HEARING_VOICES];
  const others = heldOut.available ? [...HELD_OUT_VOICES] : [];
  const voices: HearingVoice[] = [];
  for (let i = 0; i < Math.max(flite.length, others.length); i++) {
    voices.push(...flite.slice(i, i + 1), ...others.slice(i, i + 1));
  }
  for (const n of counts) await spokenRun(n, seconds, voices);
}
