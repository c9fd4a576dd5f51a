import { describe, expect, it } from 'vitest';
import { afterKnowledge, lateInKnowledge } from './testing/real-debate';

// The floor with the real knowledge, for listening set 45: a rink's ice-resurfacer driver in Winnipeg and a mobile dog
// groomer in Fresno speaking, an archivist in Uppsala and a dumpling-truck owner in Brisbane typing. Lines from its
// drafts' debates are put here to a classic in the same words.

describe('the verdict asked for as the visitor goes, in more words', () => {
  it.each([
    'Thank you both, and you too, Aristotle. Before I go — who, in your view, carried the argument tonight?',
    'alright aristotle who took that one in your opinion and then i gotta go flood the ice',
    'okay i think hume won that but what do you say aristotle',
    // Set 46's night receptionist in Lisbon, at the end of her debate.
    "Aristotle, your verdict? You're the naturalist, so you must have feelings about certainty.",
  ])('"%s"', async (line) => {
    const turns = await lateInKnowledge(line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['verdict']);
  });
});

describe('a summary, a goodbye', () => {
  it('"can you like sum it up aristotle what did they each say in the end" is the summary', async () => {
    const turns = await afterKnowledge('can you like sum it up aristotle what did they each say in the end');
    expect(turns.map((turn) => turn.plan.move)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(/^In short: /);
  });

  it('"cool thanks guys good chat im gonna grab a double double and head out" is a goodbye', async () => {
    const turns = await afterKnowledge(
      'cool thanks guys good chat im gonna grab a double double and head out',
    );
    expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
  });
});
