import { describe, expect, it } from 'vitest';
import { afterMorality, inSequence, lateInKnowledge, movesOf } from './testing/real-debate';

// The floor with the real knowledge, for listening set 48: a locksmith in Kidderminster and a mobile hairdresser in
// Toowoomba speaking, a wind-turbine technician in Esbjerg and a funeral director in Dunedin typing. Lines from its
// drafts' debates are put here to a classic in the same words.

describe('his story, told over several lines, stays in the exchange', () => {
  it('"what would you both say to trevor ..." puts back the neighbour he told of', async () => {
    const [, told, asked] = await inSequence('morality-debate', [
      'Socrates, is goodness real?',
      'my neighbour trevor put one of them ring doorbells up and it points right at my drive',
      'what would you both say to trevor honestly cos denise wants me to have a word and i dont want a row with him',
    ]);
    expect(told?.[0]?.plan.move).toBe('answer');
    expect(asked?.[0]?.plan.move).toBe('answer');
  });

  it('"What would you each say to her?" after his daughter\'s story is answered', async () => {
    const [, , asked] = await inSequence('morality-debate', [
      'Nietzsche, if God is dead why should I be good??',
      "My daughter Isla's 15 and she got caught sharing a nasty video of another girl from her class.",
      "What would you each say to her? Like actually, in words a 15yo wouldn't roll her eyes at.",
    ]);
    expect(asked?.[0]?.plan.move).toBe('answer');
  });

  it('"and the police caught him ..." goes on with the kid he told of, on the same issue', async () => {
    const [, kid, police] = await inSequence('free-will-debate', [
      'Spinoza, if every choice has a cause, can anyone be blamed?',
      'last month this kid he was like fifteen he did old mrs patels back door with a screwdriver and took her husbands medals',
      'and the police caught him and his mum was crying saying he never had a chance his dads inside and all that',
    ]);
    const first = police?.[0]?.plan;
    expect(first?.move).toBe('answer');
    expect(first?.move === 'answer' && first.issue).toBe(
      kid?.[0]?.plan.move === 'answer' && kid[0].plan.issue,
    );
  });

  it.each([
    'gf is pregnant, due oct. what world does the kid get. honest answer pls both',
    'wow okay um that kind of changes how i hear everything youre saying to be honest',
  ])('"%s" is answered, not turned away', async (line) => {
    const [turn] = await afterMorality(line);
    expect(turn?.plan.move).toBe('answer');
  });

  it('"... to be honest" is no question about honesty', async () => {
    const [turn] = await afterMorality(
      'wow okay um that kind of changes how i hear everything youre saying to be honest',
    );
    expect(turn?.plan.move === 'answer' && turn.plan.issue).not.toBe('truth-honesty');
  });
});

describe('who won, asked as he goes, is the verdict', () => {
  it.each([
    "Right, I need to go and meet a family at 3. Verdict? I'm leaning Hume but don't tell Leibniz :)",
    'okay i gotta do the school pickup soon so um who won like quickly',
    "Love it. Ok I've got to get tea on. Who won, Aristotle? Be fair!",
  ])('"%s"', async (line) => {
    const turns = await lateInKnowledge(line);
    expect(movesOf(turns)).toEqual(['verdict']);
  });

  it('"Verdict?" said as he goes, even early', async () => {
    const [, closing] = await inSequence('knowledge-debate', [
      'Can we know anything for certain?',
      'Right, I need to go and meet a family at 3. Verdict?',
    ]);
    expect(movesOf(closing ?? [])).toEqual(['verdict']);
  });
});

describe('his life, asked plainly', () => {
  it('"Nietzsche, were you actually as grumpy as you sound, or was it mostly the headaches?"', async () => {
    const [turn] = await afterMorality(
      'Nietzsche, were you actually as grumpy as you sound, or was it mostly the headaches?',
    );
    expect(turn?.plan.move).toBe('life');
    expect(turn?.sentences[0]).toMatch(/headaches/);
  });
});

describe('the chair, after a story of his own', () => {
  it('never asks him for a case from his own life', async () => {
    const steps = await inSequence('morality-debate', [
      'is it all just opinion',
      'my brother quit smoking cold turkey in ninety eight and nobody made him do it',
      'my wife says i only go to the gym because my doctor scared me into it',
      'i changed jobs last year after my manager retired and i dont know if i was right',
      'my daughter picked her university because her best friend was going there',
      'my dad always said you make your own bed you lie in it',
      'i took the long way home yesterday for no reason at all and found a new cafe',
      'my neighbour lied to the council about his extension and got away with it',
      'i found a wallet on the bus last week and handed it in',
    ]);
    const said = steps
      .slice(1)
      .flat()
      .map((turn) => turn.sentences.join(' '));
    expect(said.filter((text) => /your own (?:life|experience)|a case of your own/i.test(text))).toEqual([]);
  });
});

describe('words that only exclaim', () => {
  it('"... you lie in it god rest him" is no question about God', async () => {
    const debate = await inSequence('free-will-debate', [
      'Spinoza, if every choice has a cause, can anyone be blamed?',
      'hm thats what my dad used to say actually you make your own bed you lie in it god rest him',
    ]);
    // Not read as asking about God (a free will argument may still speak of Him, as Descartes's will does).
    const issues = (debate[1] ?? []).map((turn) => ('issue' in turn.plan ? turn.plan.issue : undefined));
    expect(issues.length).toBeGreaterThan(0);
    expect(issues).not.toContain('god-freedom');
  });
});
