import { describe, expect, it } from 'vitest';
import { lateInKnowledge } from './testing/real-debate';

// The floor with the real knowledge, for listening set 44: a night porter in Newcastle and a retired ore-boat engineer
// in Duluth speaking, a pharmacist in Auckland and a forklift driver in Reno typing. Lines from its drafts' debates are
// put here to a classic in the same words.

describe('how the winner is picked, asked late, is no request for the verdict', () => {
  it('"how does the voting or whatever work here do i pick a winner or do you": how it works and how it is scored', async () => {
    const turns = await lateInKnowledge(
      'aristotle how does the voting or whatever work here do i pick a winner or do you',
    );
    expect(turns.map((turn) => turn.plan.move)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toContain('I keep score for my verdict');
  });
});

describe('the verdict asked as he goes', () => {
  it.each([
    'okay thanks fellas good talk aristotle you can call it i gotta go',
    'okay im calling it a night aristotle tell me straight whos ahead',
    'all right aristotle who takes it leibniz or the scottish fella',
  ])('"%s"', async (line) => {
    const turns = await lateInKnowledge(line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['verdict']);
  });
});
