import { describe, expect, it } from 'vitest';
import type { AnyPlatformMessage } from '../../web-call';
import { connectionReducer, initialConnectionState, isOnAir } from './connection-state';
import { assistantSpeechOf, floorChangeOf, invitesVisitor } from './floor';

describe('floorChangeOf', () => {
  it.each<[AnyPlatformMessage, ReturnType<typeof floorChangeOf>]>([
    [
      { type: 'transfer-update', destination: { type: 'assistant', assistantName: 'Hume' } },
      { name: 'Hume' },
    ],
    [{ type: 'transfer-update' }, undefined],
    [
      { type: 'assistant.started', newAssistant: { name: 'Leibniz', id: 'l-1' } },
      { name: 'Leibniz', assistantId: 'l-1' },
    ],
    [
      {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: 'x',
        assistantName: 'Spinoza',
      },
      { name: 'Spinoza' },
    ],
    [
      {
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: 'x',
        assistantName: 'Spinoza',
      },
      undefined,
    ],
    [{ type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'x' }, undefined],
    [{ type: 'hang', assistantName: 'Hume' }, undefined],
  ])('%j -> %j', (message, expected) => {
    expect(floorChangeOf(message)).toEqual(expected);
  });
});

describe('who is on air and whose turn it is', () => {
  const speech = (status: 'started' | 'stopped', role: 'assistant' | 'user', interrupted?: boolean) =>
    ({ type: 'speech-update', status, role, ...(interrupted && { interrupted }) }) as AnyPlatformMessage;

  it('reads the platform word that an assistant began or stopped speaking, and nothing else', () => {
    expect(assistantSpeechOf(speech('started', 'assistant'))).toBe('started');
    expect(assistantSpeechOf(speech('stopped', 'assistant'))).toBe('stopped');
    expect(assistantSpeechOf(speech('started', 'user'))).toBeUndefined();
    expect(assistantSpeechOf({ type: 'transfer-update' })).toBeUndefined();
  });

  // A scenario list: what happens, who held the floor, and whether the floor now waits for the visitor.
  it.each<[string, AnyPlatformMessage, string | undefined, boolean | undefined]>([
    ['the moderator finishes his turn', speech('stopped', 'assistant'), 'Aristotle', true],
    ['a debater finishes his turn', speech('stopped', 'assistant'), 'Socrates', false],
    ['the moderator is cut off by a new challenge', speech('stopped', 'assistant', true), 'Aristotle', false],
    ['a debater starts speaking', speech('started', 'assistant'), 'Nietzsche', false],
    ['the visitor starts speaking', speech('started', 'user'), 'Aristotle', false],
    ['the visitor stops speaking', speech('stopped', 'user'), 'Aristotle', undefined],
    ['a transfer', { type: 'transfer-update' }, 'Aristotle', undefined],
  ])('%s', (_, message, floor, expected) => {
    expect(invitesVisitor(message, floor, 'Aristotle')).toBe(expected);
  });

  it('counts someone as on air only while a turn is spoken and its sound plays, in a live call', () => {
    const live = { ...initialConnectionState, status: 'connected' as const };
    expect(isOnAir({ ...live, turnSpeaking: true, speaking: true })).toBe(true);
    expect(isOnAir({ ...live, turnSpeaking: true, speaking: false })).toBe(false);
    expect(isOnAir({ ...live, turnSpeaking: false, speaking: true })).toBe(false);
    expect(isOnAir({ ...live, status: 'connecting', turnSpeaking: true, speaking: true })).toBe(false);
  });

  it('forgets a turn in progress when the call ends or fails', () => {
    const speaking = {
      ...initialConnectionState,
      status: 'connected' as const,
      turnSpeaking: true,
      speaking: true,
    };
    for (const action of [
      { type: 'call-end' },
      { type: 'disconnected' },
      { type: 'failed', error: 'x' },
    ] as const) {
      expect(connectionReducer(speaking, action).turnSpeaking).toBe(false);
    }
    expect(
      connectionReducer(initialConnectionState, { type: 'turn-speaking', speaking: true }).turnSpeaking,
    ).toBe(true);
  });
});
