import { describe, expect, it } from 'vitest';
import type { AnyPlatformMessage } from '../../web-call';
import { errorMessage } from './error-message';
import { floorChangeOf } from './floor';

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

describe('errorMessage', () => {
  it.each<[unknown, string | undefined]>([
    [new Error('boom'), 'boom'],
    [{ message: 'plain' }, 'plain'],
    [{ error: { message: 'nested' } }, 'nested'],
    [{ type: 'daily-error', error: new Error('wrapped') }, 'wrapped'],
    ['text', 'text'],
    ['', undefined],
    [new Error(''), undefined],
    [{}, undefined],
    [42, undefined],
    [null, undefined],
  ])('%s -> %s', (error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });

  it('does not loop on an error that wraps itself', () => {
    const looped: { error?: unknown } = {};
    looped.error = looped;
    expect(errorMessage(looped)).toBeUndefined();
  });
});
