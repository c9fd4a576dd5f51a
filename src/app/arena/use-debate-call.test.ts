import { describe, expect, it } from 'vitest';
import { CONNECTION_LOST, endedReasonText } from './use-debate-call';

describe('why a call ended, as the arena says it', () => {
  it.each([
    ['exceeded-max-duration', 'The debate reached its time limit.'],
    ['silence-timed-out', 'The debate ended after a long silence.'],
    ['assistant-ended-call', 'The moderator closed the debate.'],
    ['worker-shutdown', 'The platform restarted.'],
  ])('%s -> %s', (reason, text) => {
    expect(endedReasonText(reason)).toBe(text);
  });

  it('says "Connection lost" when the platform gave no reason, or one the arena does not know', () => {
    expect(endedReasonText(undefined)).toBe(CONNECTION_LOST);
    expect(endedReasonText('something-new')).toBe(CONNECTION_LOST);
    expect(CONNECTION_LOST).toMatch(/^Connection lost/);
  });
});
