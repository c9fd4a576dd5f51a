import { describe, expect, it } from 'vitest';
import type { Seated } from './cast';
import { meaningTable } from './meaning';
import { firstAnswer } from './testing/real-debate';
import { slipsBetween, typedNamesReader } from './typed-names';

const seat = (name: string, role: 'moderator' | 'debater'): Seated =>
  ({ index: 0, name, callNames: [name.toLowerCase()], role }) as unknown as Seated;
const aiDebate = [seat('Leibniz', 'moderator'), seat('Descartes', 'debater'), seat('Alan Turing', 'debater')];
const finalQuestion = [
  seat('Socrates', 'moderator'),
  seat('Epicurus', 'debater'),
  seat('Martin Heidegger', 'debater'),
];
const table = meaningTable();
const knows = (word: string) => table.knows(word);

describe('slips between two words', () => {
  it.each([
    ['heidegger', 'heidegger', 0],
    ['heidegar', 'heidegger', 2],
    ['desscartes', 'descartes', 1],
    ['decsartes', 'descartes', 1],
    ['turnig', 'turing', 1],
    ['mill', 'millstone', 4],
    ['wolstencraft', 'wollstonecraft', 3],
  ])('"%s" to "%s": %d', (a, b, slips) => {
    expect(slipsBetween(a, b)).toBe(slips);
  });
});

describe("a debater's surname typed a slip off", () => {
  it.each([
    [
      'heidegar what does finitude even mean in normal words',
      finalQuestion,
      'heidegger what does finitude even mean in normal words',
    ],
    ['Epicuros, why not fear it?', finalQuestion, 'Epicurus, why not fear it?'],
    ['Decsartes, is a chatbot a parrot?', aiDebate, 'Descartes, is a chatbot a parrot?'],
    ['turnig, could it feel?', aiDebate, 'turing, could it feel?'],
  ])('"%s" names him', (line, seated, read) => {
    expect(typedNamesReader(seated, knows)(line)).toBe(read);
  });

  it.each([
    [
      'I was touring Italy and during the trip my phone kept turning itself off. Tuning it did nothing.',
      aiDebate,
    ],
    ['Is Turin a real city or a simulation?', aiDebate],
    ['Leibnitz, who is ahead?', aiDebate],
    ['Is an epicure just a glutton?', finalQuestion],
  ])('"%s" is left as typed: words of the language, and the chair\'s name', (line, seated) => {
    expect(typedNamesReader(seated, knows)(line)).toBe(line);
  });

  it('"Spinozza, can anyone be blamed then?" is put to Spinoza', async () => {
    const turns = await firstAnswer('free-will-debate', 'Spinozza, can anyone be blamed then?');
    expect(turns[0]?.speaker).toBe('Spinoza');
  });
});
