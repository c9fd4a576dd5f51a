import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createReplyEngine } from './engine';
import { DEFAULT_TUNING } from './retrieval';
import { storable } from '../../src/protocol';
import { createModelWording, sentencesOf } from './model-wording';
import { startFakeModelServer, type FakeModelServer } from './testing/fake-model-server';
import { fixtureKnowledge, fixtureMembers } from './testing/fixture-knowledge';
import type { DebateEntry, TurnOutput } from './types';

const members = fixtureMembers.map((m) => ({ ...m, systemPrompt: `You are ${m.name}.` }));
const challenge = 'Hume, how do you know the sun will rise tomorrow?';
const conversation: DebateEntry[] = [{ role: 'user', content: challenge }];
/** What the templates would say for this turn: the first sentence of Hume's custom argument. */
const TEMPLATE_FIRST = 'Custom makes us expect the sun tomorrow is my answer.';

let server: FakeModelServer;
let logged: string[];

beforeAll(async () => {
  server = await startFakeModelServer();
});
afterAll(() => server.close());
beforeEach(() => {
  logged = [];
  server.requests.length = 0;
});

function engine(firstSentenceMs = 2500, nextSentenceMs = 5000, modelRestMs = 30_000) {
  return createReplyEngine({
    knowledge: fixtureKnowledge,
    tuning: { ...DEFAULT_TUNING, offTopicProfile: 0.2, weakProfile: 8 },
    model: createModelWording({ baseUrl: server.baseUrl, model: 'test-model', apiKey: 'k' }),
    log: (line) => logged.push(line),
    firstSentenceMs,
    nextSentenceMs,
    modelRestMs,
  });
}

async function turn(
  e: ReturnType<typeof engine>,
  signal = new AbortController().signal,
): Promise<{ outputs: TurnOutput[]; sentences: string[]; times: number[] }> {
  const outputs: TurnOutput[] = [];
  const times: number[] = [];
  const started = performance.now();
  for await (const output of e.turn({
    members,
    conversation,
    event: { type: 'challenge', text: challenge },
    signal,
  })) {
    outputs.push(output);
    times.push(performance.now() - started);
  }
  const sentences = outputs.flatMap((o) => (o.type === 'sentence' ? [o.text] : []));
  return { outputs, sentences, times };
}

describe('replies from an OpenAI-compatible model, streamed', () => {
  it('speaks each sentence as it arrives, after the planner has chosen the speaker', async () => {
    server.behave({
      kind: 'stream',
      pieces: [
        'Custom, not',
        ' reason, makes us expect it. ',
        'I have',
        ' seen the sun rise before. ',
        'Have you?',
      ],
      pauseMs: 150,
    });
    const { outputs, sentences, times } = await turn(engine());
    expect(outputs[0]).toMatchObject({
      type: 'plan',
      plan: { speaker: 2, move: 'answer', argument: 'hume-custom' },
    });
    expect(sentences).toEqual([
      'Custom, not reason, makes us expect it.',
      'I have seen the sun rise before.',
      'Have you?',
    ]);
    // The first sentence is out while the rest is still streaming.
    expect(times[1] as number).toBeLessThan((times.at(-1) as number) - 200);
    expect(logged).toEqual([]);

    const [request] = server.requests;
    expect(request).toMatchObject({ model: 'test-model', stream: true });
    const messages = request?.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toMatch(/^You are Hume\./);
    expect(messages[0]?.content).toContain('Your move: answer the challenger directly');
    expect(messages[0]?.content).toContain(TEMPLATE_FIRST);
    expect(messages.at(-1)).toEqual({ role: 'user', content: `Challenger: ${challenge}` });
  });

  it('hands the turn to the templates when the model is slow to its first sentence, and logs one line', async () => {
    server.behave({ kind: 'stream', pieces: ['Too late. ', 'Much too late.'], firstPauseMs: 800 });
    const { sentences } = await turn(engine(200));
    expect(sentences[0]).toBe(TEMPLATE_FIRST);
    expect(logged).toEqual(['the model had no first sentence within 200 ms: the templates answer this turn']);
    await server.aborted;
  });

  it.each([
    ['an HTTP error', { kind: 'status' as const, status: 500 }, /answered 500/],
    ['an event that is not JSON', { kind: 'garbage' as const }, /not JSON/],
  ])('hands the turn to the templates on %s', async (_name, behaviour, reason) => {
    server.behave(behaviour);
    const { sentences } = await turn(engine());
    expect(sentences[0]).toBe(TEMPLATE_FIRST);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(reason);
    expect(logged[0]).toMatch(/the templates answer this turn/);
  });

  it('ends the turn with what was said when the model stalls after a sentence, and logs one line', async () => {
    server.behave({
      kind: 'stream',
      pieces: ['Custom rules us. ', 'And then, much later. '],
      firstPauseMs: 0,
      pauseMs: 1500,
    });
    const started = performance.now();
    const { sentences } = await turn(engine(2500, 300));
    expect(sentences).toEqual(['Custom rules us.']);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(logged).toEqual(['the model stalled mid-turn: the turn ends there']);
    await server.aborted;
  });

  it('ends the turn of a model that keeps saying the same sentence, without reading it all', async () => {
    server.behave({ kind: 'stream', pieces: Array.from({ length: 5000 }, () => 'Custom rules us. ') });
    const { sentences } = await turn(engine());
    expect(sentences).toEqual(['Custom rules us.']);
    expect(logged).toEqual(['the model kept repeating itself: the turn ends there']);
    await server.aborted;
  });

  it('rests a model that failed three turns in a row: the templates answer at once, then it is asked again', async () => {
    server.behave({ kind: 'status', status: 500 });
    const e = engine(2500, 5000, 300);
    for (let i = 0; i < 3; i++) await turn(e);
    expect(server.requests).toHaveLength(3);
    expect(logged.at(-1)).toBe('the model failed 3 turns in a row: the templates answer for the next 0.3 s');
    const resting = await turn(e);
    expect(resting.sentences[0]).toBe(TEMPLATE_FIRST);
    expect(server.requests).toHaveLength(3);
    expect(logged).toHaveLength(4);
    await new Promise((resolve) => setTimeout(resolve, 350));
    server.behave({ kind: 'stream', pieces: ['Back again. '] });
    expect((await turn(e)).sentences).toEqual(['Back again.']);
    expect(server.requests).toHaveLength(4);
  });

  it('ends the turn with what was said when the stream fails midway', async () => {
    server.behave({ kind: 'cut', pieces: ['Custom rules us. ', 'And then'] });
    const { sentences } = await turn(engine());
    expect(sentences).toEqual(['Custom rules us.']);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^the model failed \(the model stream broke off .+\): the turn ends there$/);
  });

  it('aborts the HTTP request when a new challenge takes the floor', async () => {
    server.behave({ kind: 'stream', pieces: ['One. ', 'Two. ', 'Three. ', 'Four.'], pauseMs: 300 });
    const controller = new AbortController();
    const e = engine();
    const heard: string[] = [];
    for await (const output of e.turn({
      members,
      conversation,
      event: { type: 'challenge', text: challenge },
      signal: controller.signal,
    })) {
      if (output.type !== 'sentence') continue;
      heard.push(output.text);
      controller.abort();
    }
    await server.aborted;
    expect(heard).toEqual(['One.']);
    expect(logged).toEqual([]);
  });

  it('drops a sentence that parrots the challenge, and one already said in the call', async () => {
    server.behave({
      kind: 'stream',
      pieces: [
        'How do you know the sun will rise tomorrow? ',
        'Habit tells me. ',
        'Habit tells me. ',
        'Ask it.',
      ],
    });
    const { sentences } = await turn(engine());
    expect(sentences).toEqual(['Habit tells me.', 'Ask it.']);
  });
});

describe('the verdict, worded by a model', () => {
  async function closing(e: ReturnType<typeof engine>) {
    const outputs: TurnOutput[] = [];
    for await (const output of e.turn({
      members,
      conversation: [],
      event: { type: 'closing' },
      signal: new AbortController().signal,
    }))
      outputs.push(output);
    return outputs;
  }

  it("words the planned verdict in the moderator's voice, keeping its judgements, up to seven sentences", async () => {
    const words = Array.from({ length: 9 }, (_, i) => `Judgement number ${i + 1} stands. `);
    server.behave({ kind: 'stream', pieces: words });
    const outputs = await closing(engine());
    expect(outputs[0]).toMatchObject({ type: 'plan', plan: { speaker: 0, move: 'verdict' } });
    const sentences = outputs.flatMap((o) => (o.type === 'sentence' ? [o.text] : []));
    expect(sentences).toHaveLength(7);
    expect(sentences[0]).toBe('Judgement number 1 stands.');
    const system = (server.requests[0]?.messages as { content: string }[])[0]?.content ?? '';
    expect(system).toContain('Your move: close the debate with your verdict');
    // The planner's verdict is the model's material: it words the judgements, it does not make them.
    expect(system).toContain('I have no verdict to give');
  });

  it('tells the model of a challenge that reads two ways to answer it directly, with no guess at another question', async () => {
    server.behave({ kind: 'stream', pieces: ['One answer, then. '] });
    const close = 'Should I expect the miracle the witness reports to come again tomorrow?';
    for await (const output of engine().turn({
      members,
      conversation: [{ role: 'user', content: close }],
      event: { type: 'challenge', text: close },
      signal: new AbortController().signal,
    }))
      void output;
    const system = (server.requests[0]?.messages as { content: string }[])[0]?.content ?? '';
    expect(system).toContain('answer the challenger directly, with your argument below.');
    expect(system).not.toContain('The other question they may mean:');
  });

  it('gives the planned verdict whole when the model fails', async () => {
    server.behave({ kind: 'status', status: 500 });
    const sentences = (await closing(engine())).flatMap((o) => (o.type === 'sentence' ? [o.text] : []));
    expect(sentences.join(' ')).toMatch(/^We close before the argument was joined/);
    expect(logged).toHaveLength(1);
  });
});

describe('sentencesOf', () => {
  async function* pieces(...texts: string[]) {
    yield* texts;
  }
  async function all(source: AsyncIterable<string>) {
    const out: string[] = [];
    for await (const s of source) out.push(s);
    return out;
  }

  it('cuts at sentence ends, keeps the last unfinished sentence, and strips markdown and stage directions', async () => {
    expect(await all(sentencesOf(pieces('**Yes.** I', ' *smiles* agree! Really? ', 'The end')))).toEqual([
      'Yes.',
      'I agree!',
      'Really?',
      'The end',
    ]);
  });

  it('drops what no voice says and no store keeps: NUL, control characters, direction overrides, surrogate halves', async () => {
    const sentences = await all(
      sentencesOf(
        pieces('Virtue is\u0000 knowledge\u0007. ', '\u202eReally\u001b[2J? ', 'Half \ud800a pair.'),
      ),
    );
    expect(sentences).toEqual(['Virtue is knowledge.', 'Really[2J?', 'Half a pair.']);
    expect(sentences.every(storable)).toBe(true);
  });
});
