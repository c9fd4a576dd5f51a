import { describe, expect, it } from 'vitest';
import type { AnyPlatformMessage } from '../../web-call';
import { sampleMap } from './testing/sample-map';
import {
  CLOSING_LINE,
  CONNECTED_LINE,
  CONNECTION_LOST,
  PLATFORM_ENDED,
  VISITOR_CLOSED,
  debateReducer,
  ENDED_LINE,
  endedReasonText,
  initialDebateState,
  type DebateEvent,
  type DebateState,
} from './debate-state';

describe('why a call ended, as the arena says it', () => {
  it.each([
    ['exceeded-max-duration', 'The debate reached its time limit.'],
    ['silence-timed-out', 'The debate ended after a long silence.'],
    ['assistant-ended-call', 'The moderator closed the debate.'],
    ['worker-shutdown', 'The platform shut down: try again once it is back.'],
  ])('%s -> %s', (reason, text) => {
    expect(endedReasonText(reason, 'platform')).toBe(text);
  });

  it('without a reason it knows, says who ended the call: the platform, or a lost connection', () => {
    expect(endedReasonText(undefined, 'connection')).toBe(CONNECTION_LOST);
    expect(endedReasonText('something-new', 'connection')).toBe(CONNECTION_LOST);
    expect(endedReasonText(undefined, 'platform')).toBe(PLATFORM_ENDED);
    expect(CONNECTION_LOST).toMatch(/^Connection lost/);
  });

  it("reads the client's own 'customer-ended-call' by who ended the call, not as the visitor leaving", () => {
    expect(endedReasonText('customer-ended-call', 'connection')).toBe(CONNECTION_LOST);
    expect(endedReasonText('customer-ended-call', 'platform')).toBe(PLATFORM_ENDED);
  });
});

describe('End debate', () => {
  it('says the visitor ended it once the platform closed it, but a lost connection is still a lost connection', () => {
    expect(endedReasonText('customer-ended-call', 'platform', true)).toBe(VISITOR_CLOSED);
    expect(endedReasonText(undefined, 'platform', true)).toBe(VISITOR_CLOSED);
    expect(endedReasonText('customer-ended-call', 'connection', true)).toBe(CONNECTION_LOST);
    expect(endedReasonText('exceeded-max-duration', 'platform', true)).toBe(
      'The debate reached its time limit.',
    );
  });

  it('writes the closing line once, keeps the argument map the platform sends, and forgets both on Try Again', () => {
    let state = initialDebateState('Aristotle');
    state = debateReducer(state, { type: 'closing', at: 1 });
    state = debateReducer(state, { type: 'closing', at: 2 });
    expect(state.closing).toBe(true);
    expect(state.transcript.lines.filter((l) => l.text === CLOSING_LINE)).toHaveLength(1);
    const metadata = JSON.stringify({ argumentMap: sampleMap });
    state = debateReducer(state, { type: 'message', message: { type: 'metadata', metadata }, at: 3 });
    expect(state.argumentMap).toEqual(sampleMap);
    // A malformed map is not taken: the last good one stays.
    const broken = JSON.stringify({ argumentMap: { debaters: 'none' } });
    state = debateReducer(state, { type: 'message', message: { type: 'metadata', metadata: broken }, at: 4 });
    expect(state.argumentMap).toEqual(sampleMap);
    state = debateReducer(state, { type: 'retry' });
    expect([state.closing, state.argumentMap]).toEqual([false, undefined]);
  });
});

describe('the transcript when a call ends mid-sentence', () => {
  it('keeps what was being said, where it began, before the line that says the debate ended', () => {
    let state = initialDebateState('Aristotle');
    const partial = {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'partial',
      transcript: 'By will to power',
    };
    state = debateReducer(state, { type: 'message', message: partial as AnyPlatformMessage, at: 1_000 });
    state = debateReducer(state, { type: 'challenge', text: 'Why?', at: 2_000 });
    state = debateReducer(state, { type: 'ended', by: 'connection', at: 3_000 });
    expect(state.transcript.lines.map((l) => l.text)).toEqual(['By will to power', 'Why?', ENDED_LINE]);
    expect(state.transcript.partials).toEqual({});
  });
});

describe('debateReducer: a debate, message by message', () => {
  const moderator = 'Aristotle';
  type Step = DebateEvent | AnyPlatformMessage;
  /** Runs a debate one second per step; platform messages are wrapped as 'message' events. */
  const run = (steps: Step[]) =>
    steps.reduce<DebateState>(
      (state, step, i) =>
        debateReducer(
          state,
          'at' in step || ['unmuted', 'retry'].includes(step.type)
            ? (step as DebateEvent)
            : { type: 'message', message: step as AnyPlatformMessage, at: 1000 * (i + 1) },
        ),
      initialDebateState(moderator),
    );
  const speech = (status: 'started' | 'stopped', role: 'assistant' | 'user' = 'assistant') =>
    ({ type: 'speech-update', status, role }) as AnyPlatformMessage;
  const said = (speaker: string, transcript: string, transcriptType: 'partial' | 'final' = 'final') =>
    ({
      type: 'transcript',
      role: 'assistant',
      transcriptType,
      transcript,
      assistantName: speaker,
    }) as AnyPlatformMessage;
  const transfer = (name: string) =>
    ({
      type: 'transfer-update',
      destination: { type: 'assistant', assistantName: name },
    }) as AnyPlatformMessage;
  const lines = (state: DebateState) => state.transcript.lines.map((l) => `${l.speaker}: ${l.text}`);

  it('keeps the true order: the welcome, a typed challenge, the transfer, the answer', () => {
    const state = run([
      { type: 'connected', at: 0 },
      speech('started'),
      said(moderator, 'Welcome', 'partial'),
      said(moderator, 'Welcome to the Morality Clash.'),
      speech('stopped'),
      { type: 'challenge', text: 'Is lying ever right?', at: 6000 },
      transfer('Socrates'),
      speech('started'),
      said('Socrates', 'Only if we know what a lie is.'),
      speech('stopped'),
    ]);
    expect(lines(state)).toEqual([
      `System: ${CONNECTED_LINE}`,
      `${moderator}: Welcome to the Morality Clash.`,
      'You: Is lying ever right?',
      'System: Transferring to Socrates...',
      'Socrates: Only if we know what a lie is.',
    ]);
    expect(state.transcript.partials).toEqual({});
    expect(state.floor).toBe('Socrates');
  });

  it('follows who holds the floor from assistant.started, transfer-update and assistant transcripts', () => {
    const messages: AnyPlatformMessage[] = [
      { type: 'assistant.started', newAssistant: { name: 'Aristotle', id: 'aristotle-id' } },
      transfer('Socrates'),
      { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Is virtue knowledge?' },
      speech('started'),
      said('Nietzsche', 'No', 'partial'),
      { type: 'something-new', assistantName: 'Hume' } as AnyPlatformMessage,
    ];
    const after = messages.map((_, i) => run(messages.slice(0, i + 1)).floor);
    expect(after).toEqual(['Aristotle', 'Socrates', 'Socrates', 'Socrates', 'Nietzsche', 'Nietzsche']);
    expect(initialDebateState(moderator).floor).toBeUndefined();
  });

  it('holds the floor for one call: nobody holds it once the call ends, nor in a new attempt', () => {
    const speaking = run([{ type: 'connected', at: 0 }, said('Socrates', 'Hm.')]);
    expect(speaking.floor).toBe('Socrates');
    expect(debateReducer(speaking, { type: 'ended', at: 5, by: 'platform' }).floor).toBeUndefined();
    expect(debateReducer(speaking, { type: 'retry' }).floor).toBeUndefined();
  });

  it('counts each challenge once, typed or by opening the microphone, for the header and the recap alike', () => {
    const state = run([
      { type: 'connected', at: 0 },
      { type: 'challenge', text: 'Is lying ever right?', at: 1 },
      { type: 'unmuted' },
      { type: 'challenge', text: 'And killing?', at: 2 },
    ]);
    expect(state.challenges).toBe(3);
  });

  it("gives the first turn to the moderator, and totals each speaker's time on the floor", () => {
    const state = run([
      speech('started'),
      speech('stopped'),
      transfer('Nietzsche'),
      speech('started'),
      speech('stopped'),
    ]);
    expect(state.clock.totals).toEqual({ [moderator]: 1000, Nietzsche: 1000 });
  });

  it('opens the floor to the visitor when the moderator stops, and closes it when anyone speaks or a challenge comes', () => {
    const afterModerator = run([speech('started'), speech('stopped')]);
    expect(afterModerator.openedAt).toBe(2000);
    expect(run([speech('started'), speech('stopped'), speech('started', 'user')]).openedAt).toBeNull();
    expect(debateReducer(afterModerator, { type: 'challenge', text: 'Why?', at: 9 }).openedAt).toBeNull();
    // A debater stopping hands the floor on, not to the visitor.
    expect(run([transfer('Socrates'), speech('started'), speech('stopped')]).openedAt).toBeNull();
  });

  it('remembers why the call ended, writes one error line per attempt, and starts a new attempt on retry', () => {
    const ended = run([
      { type: 'status-update', status: 'ended', endedReason: 'silence-timed-out' } as AnyPlatformMessage,
      { type: 'ended', at: 5, by: 'platform' },
    ]);
    expect(ended.endedBy).toBe('platform');
    expect(endedReasonText(ended.endedReason, ended.endedBy)).toBe('The debate ended after a long silence.');
    expect(lines(ended).at(-1)).toBe(`System: ${ENDED_LINE}`);

    const failed = run([
      { type: 'failed', message: 'Could not reach the voice platform', at: 1 },
      { type: 'failed', message: 'again', at: 2 },
      { type: 'retry' },
      { type: 'failed', message: 'still down', at: 3 },
    ]);
    expect(lines(failed)).toEqual([
      'System: ⚠️ Debate Error: Could not reach the voice platform',
      'System: ⚠️ Debate Error: still down',
    ]);
    expect(
      run([{ type: 'status-update', status: 'ended' } as AnyPlatformMessage, { type: 'retry' }]).endedReason,
    ).toBeUndefined();
  });

  it('is connecting from Try Again until the new attempt connects, fails or ends, never shown as ended meanwhile', () => {
    const lost = run([
      { type: 'connected', at: 1 },
      { type: 'ended', by: 'connection', at: 2 },
    ]);
    expect(lost.retrying).toBe(false);
    const retrying = debateReducer(lost, { type: 'retry' });
    expect(retrying.retrying).toBe(true);
    for (const outcome of [
      { type: 'connected', at: 3 },
      { type: 'failed', message: 'still down', at: 3 },
      { type: 'ended', by: 'connection', at: 3 },
    ] as const)
      expect(debateReducer(retrying, outcome).retrying, outcome.type).toBe(false);
  });

  it('counts the times the visitor opened the microphone', () => {
    expect(run([{ type: 'unmuted' }, { type: 'unmuted' }]).challenges).toBe(2);
  });
});
