import { describe, expect, it } from 'vitest';
import { debates } from '../../src/debates/catalogue';
import { offThemeLines } from './off-theme';

describe('the lines put off each debate', () => {
  const ids = new Set(debates.map((debate) => debate.id));

  it('come from every debate of the catalogue, each labelled off its own theme', () => {
    expect(new Set(offThemeLines.map((line) => line.debateId))).toEqual(ids);
  });

  it('name as on their theme only other debates of the catalogue', () => {
    const named = offThemeLines.flatMap((line) => line.onThemeOf.map((id) => ({ id, line })));
    expect(named.length).toBeGreaterThan(0);
    for (const { id, line } of named) {
      expect(ids.has(id), `${line.text}: ${id}`).toBe(true);
      expect(id).not.toBe(line.debateId);
    }
  });
});
