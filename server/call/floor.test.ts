// A spoken challenge's answer made ready while the endpoint still waits: spoken at once when the challenge comes as
// foreseen, dropped when it does not.
import { describe, expect, it, vi } from 'vitest';
import type { PlatformMessage } from '../../src/protocol';
import type { ReplyEngine, TurnOutput, TurnRequest } from '../debate/types';
import { samplesForMs } from '../speech';
import type { Synthesizer } from '../speech/synthesis';
import { AssistantSpeech } from './assistant-speech';
import { AudioOut } from './audio-out';
import { Conversation } from './conversation';
import { Floor } from './floor';
import type { CallMember } from './members';

const voice = { timbre: 'awb', pitchHz: 118, rate: 1 } as const;
const members: CallMember[] = [
  { name: 'Moderator', key: 'moderator', firstMessage: '', voice, destinations: [] },
  { name: 'Socrates', key: 'socrates', firstMessage: '', voice, destinations: [] },
];
const ANSWER = ['Pity is no weakness, my friend, but the soul seeing its own kind.', 'Ask it of yourself.'];

/**
 * A floor whose engine answers every challenge with Socrates' ANSWER, played 50 times faster than real time, each
 * sentence `sentenceMs` long.
 */
function floorUnderTest(sentenceMs = 100, timeLeftMs?: () => number | undefined) {
  const requests: TurnRequest[] = [];
  /** For each closing turn, and each challenge, the assistant lines of the conversation it was planned on. */
  const closings: { content: string; cut?: boolean }[][] = [];
  const plannedOn: typeof closings = [];
  const engine: ReplyEngine = {
    async *turn(request): AsyncGenerator<TurnOutput> {
      const lines = request.conversation.flatMap((e) =>
        e.role === 'assistant' ? [{ content: e.content, cut: e.cut }] : [],
      );
      if (request.event.type === 'closing') closings.push(lines);
      if (request.event.type === 'challenge') plannedOn.push(lines);
      // The turns after an answer are not this test's: nobody speaks after it.
      if (request.event.type !== 'challenge') return;
      requests.push(request);
      yield { type: 'plan', plan: { speaker: 1, move: 'say', text: ANSWER.join(' ') } };
      for (const text of ANSWER) {
        if (request.signal.aborted) return;
        yield { type: 'sentence', text };
      }
    },
  };
  const synthesized: string[] = [];
  const synthesizer: Synthesizer = {
    synthesize: (text) => {
      synthesized.push(text);
      return Promise.resolve(Int16Array.from({ length: samplesForMs(sentenceMs) }, () => 3000));
    },
    close: () => Promise.resolve(),
  };
  const sent: PlatformMessage[] = [];
  const audioOut = new AudioOut(
    () => undefined,
    () => performance.now() * 50,
  );
  const conversation = new Conversation(Date.now());
  const floor = new Floor({
    members,
    engine,
    conversation,
    speech: new AssistantSpeech({ audioOut, synthesizer, sendJson: (message) => sent.push(message) }),
    sendJson: (message) => sent.push(message),
    isSpeaking: () => audioOut.playing,
    log: (line) => {
      throw new Error(line);
    },
    onTurnSpoken: () => undefined,
    silenceMs: 60_000,
    ...(timeLeftMs && { timeLeftMs }),
  });
  const spoken = () =>
    sent.flatMap((m) => (m.type === 'transcript' && m.transcriptType === 'final' ? [m.transcript] : []));
  return { floor, conversation, requests, closings, plannedOn, synthesized, spoken };
}

describe('a prepared answer', () => {
  it('is planned on the conversation with the challenge in it, its first words synthesized before the challenge comes, then spoken without planning again', async () => {
    const { floor, conversation, requests, synthesized, spoken } = floorUnderTest();
    floor.prepare('is pity a weakness', 'is pity a weakness');
    // A long first sentence: its first phrase is what the visitor hears first, so that is what is made.
    await vi.waitFor(() => expect(synthesized).toEqual(['Pity is no weakness,']));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.event).toEqual({ type: 'challenge', text: 'is pity a weakness' });
    expect(requests[0]?.conversation.at(-1)).toEqual({ role: 'user', content: 'is pity a weakness' });
    expect(conversation.entries).toHaveLength(0);

    conversation.add('user', 'is pity a weakness');
    floor.challenge('is pity a weakness');
    await vi.waitFor(() => expect(spoken()).toEqual([ANSWER.join(' ')]));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal.aborted).toBe(false);
    floor.close();
  });

  it("tells the engine how long the call's clock has left, when asked and when prepared", async () => {
    const { floor, conversation, requests } = floorUnderTest(100, () => 123_000);
    floor.prepare('how long do we have', 'how long do we have');
    conversation.add('user', 'how long do we have');
    floor.challenge('how long do we have');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.event).toEqual({
      type: 'challenge',
      text: 'how long do we have',
      timeLeftMs: 123_000,
    });
    floor.close();
  });

  it('answers a challenge of its own from a continuation: "..., Socrates?"', async () => {
    const { floor, conversation, requests, spoken } = floorUnderTest();
    floor.prepare('is pity a weakness', 'is pity a weakness');
    conversation.add('user', 'is pity a weakness socrates');
    floor.challenge('is pity a weakness socrates');
    await vi.waitFor(() => expect(spoken()).toHaveLength(1));
    expect(requests).toHaveLength(2);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.event).toEqual({ type: 'challenge', text: 'is pity a weakness socrates' });
    floor.close();
  });

  it('is planned again when the conversation changed in between (a typed line came)', async () => {
    const { floor, conversation, requests, spoken } = floorUnderTest();
    floor.prepare('is pity a weakness', 'is pity a weakness');
    conversation.add('system', 'The visitor is new to philosophy.');
    conversation.add('user', 'is pity a weakness');
    floor.challenge('is pity a weakness');
    await vi.waitFor(() => expect(spoken()).toHaveLength(1));
    expect(requests).toHaveLength(2);
    expect(requests[0]?.signal.aborted).toBe(true);
    // On the conversation as it is, the typed line in it.
    expect(requests[1]?.conversation).toBe(conversation.entries);
    floor.close();
  });

  it('is dropped when the visitor goes on speaking, or their utterance came to nothing', () => {
    const { floor, requests } = floorUnderTest();
    floor.prepare('is pity a weakness', 'is pity a weakness');
    floor.unprepare();
    floor.prepare('is pity', 'is pity');
    floor.visitorSpeaking();
    floor.prepare('is', 'is');
    floor.visitorQuiet();
    expect(requests.map((request) => request.signal.aborted)).toEqual([true, true, true]);
    floor.close();
  });
});

describe('a turn cut off', () => {
  it('is kept as far as it was begun, marked cut; a turn heard to its end is not', async () => {
    // Each sentence plays for about 100 ms at 50 times real time: long enough to interrupt the first turn.
    const { floor, conversation } = floorUnderTest(5_000);
    conversation.add('user', 'is pity a weakness');
    floor.challenge('is pity a weakness');
    const turns = () => conversation.entries.filter((e) => e.role === 'assistant');
    await vi.waitFor(() => expect(turns()[0]?.content).toBe(ANSWER[0]));
    conversation.add('user', 'and courage');
    floor.challenge('and courage');
    await vi.waitFor(() => expect(turns()[1]?.content).toBe(ANSWER.join(' ')), { timeout: 5_000 });
    await vi.waitFor(() => expect(turns()[0]?.cut).toBe(true));
    expect(turns()[0]?.content.startsWith(ANSWER[0] as string)).toBe(true);
    floor.close();
    expect(turns()[1]?.cut).toBeUndefined();
  });

  it('is cut for the challenge that stopped it: its answer (or a verdict it asks for) weighs only what was heard', async () => {
    const { floor, conversation, plannedOn } = floorUnderTest(5_000);
    conversation.add('user', 'is pity a weakness');
    floor.challenge('is pity a weakness');
    await vi.waitFor(() => expect(conversation.entries.at(-1)?.content).toBe(ANSWER[0]));
    conversation.add('user', 'wrap it up, who won?');
    floor.challenge('wrap it up, who won?');
    await vi.waitFor(() => expect(plannedOn).toHaveLength(2));
    // Planned at once, before the turn it stopped had closed: that turn is already cut.
    expect(plannedOn[1]?.[0]).toEqual({ content: ANSWER[0], cut: true });
    floor.close();
  });
});

describe('the verdict', () => {
  it('is planned once the turn it cut off is closed, marked cut, so that it weighs only what was heard', async () => {
    const { floor, conversation, closings } = floorUnderTest(5_000);
    conversation.add('user', 'is pity a weakness');
    floor.challenge('is pity a weakness');
    const turns = () => conversation.entries.filter((e) => e.role === 'assistant');
    await vi.waitFor(() => expect(turns()[0]?.content).toBe(ANSWER[0]));
    await floor.conclude();
    // The second sentence was cut off as it began: only its first words were heard.
    expect(closings).toHaveLength(1);
    const [cut] = closings[0] ?? [];
    expect(cut?.cut).toBe(true);
    expect(cut?.content.startsWith(`${ANSWER[0]} `)).toBe(true);
    expect(cut?.content).not.toContain(ANSWER[1]);
    floor.close();
  });
});
