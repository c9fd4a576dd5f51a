import { describe, expect, it } from 'vitest';
import type { ArgumentMap, PlatformMessage } from '../../src/protocol';
import { ArgumentRecord } from './argument-record';

const empty: ArgumentMap = { debaters: ['Hume', 'Leibniz'], exchanges: [] };

describe('ArgumentRecord', () => {
  it('sends the map only when a turn changed it, and keeps the verdict as the summary', () => {
    const sent: PlatformMessage[] = [];
    let map: ArgumentMap = empty;
    const record = new ArgumentRecord(
      () => map,
      (message) => sent.push(message),
    );
    record.update();
    record.update();
    expect(sent).toEqual([{ type: 'metadata', metadata: JSON.stringify({ argumentMap: empty }) }]);
    expect(record.analysis()).toEqual({ structuredData: { argumentMap: empty } });
    map = { ...empty, verdict: 'Hume made the stronger case.' };
    record.update();
    expect(sent).toHaveLength(2);
    expect(record.analysis()).toEqual({
      summary: 'Hume made the stronger case.',
      structuredData: { argumentMap: map },
    });
  });

  it('for a call with no debate, sends nothing and records nothing', () => {
    const sent: PlatformMessage[] = [];
    const record = new ArgumentRecord(
      () => undefined,
      (message) => sent.push(message),
    );
    record.update();
    expect([record.isDebate, record.analysis(), sent]).toEqual([false, undefined, []]);
  });
});
