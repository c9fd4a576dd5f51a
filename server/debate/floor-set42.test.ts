import { describe, expect, it } from 'vitest';
import { runScript } from './testing/debate-script';
import { afterOpening, engine, lateInKnowledge, membersOf, MORALITY } from './testing/real-debate';

// The floor with the real knowledge, for listening set 42: a night-shift baker in Cork and a retired postwoman in
// Dundee speaking, a payroll clerk in Rotterdam and a wedding photographer in Adelaide typing. Lines from its drafts'
// debates are put here to a classic in the same words.

describe('the chair asked by name, and "is it" after the name', () => {
  it.each([
    [
      'sorry mister aristotle is it um how long have we got left i have to pull the sourdough out in like ten minutes',
      /clock/,
    ],
    ['sorry mister aristotle is it how long do we have left i have my choir at seven', /clock/],
    [
      'ok mister aristotle whos winning this one because honestly i think the beard guy has me half convinced',
      /^So far/,
    ],
    [
      "Aristotle, quick q: can you just repeat Hume's last point in plain english?",
      /^In short, Hume said that/,
    ],
    ['Aristotle, can you repeat that last point?', /^Of course\./],
    [
      'Back. Sorry. Did I miss something important? Can you summarise what Hume said while I was away?',
      /^Welcome back\. In short/,
    ],
    ['just a minute the kettles boiling', /^Take your time/],
  ])('"%s": the chair answers it', async (line, words) => {
    const turns = await afterOpening('knowledge-debate', line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(words);
  });
});

describe('who won, asked as the debate ends', () => {
  it.each([
    'well aristotle who won and dont you dare tell me nobody',
    'Aristotle, you are the judge, so calculate the winner please. Who had the stronger argument?',
  ])('late in the debate, "%s" asks for the verdict', async (line) => {
    const turns = await lateInKnowledge(line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['verdict']);
  });

  it.each([
    'good debate. Aristotle who won? one word answer pls',
    "fun. who won, Aristotle? and don't say 'nothing is certain' as an answer",
    'well its been lovely so who won mister aristotle i think the bald one had the better of it',
  ])('with the evening called over, "%s" asks for it at any point', async (line) => {
    const turns = await afterOpening('knowledge-debate', line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['verdict']);
  });

  it('early on, "so who won" is who is ahead so far, and the chair says how to have his verdict', async () => {
    const turns = await afterOpening('knowledge-debate', 'so who won');
    expect(turns.map((turn) => turn.plan.move)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(
      /^So far .* until my final verdict, which is yours whenever you ask/,
    );
  });
});

describe('a point agreed with, and what he adds of his own', () => {
  it.each([
    'hmm ok i kind of agree with that actually i didnt do it for the thanks',
    'yeah no i actually agree with that bit like thats exactly how it felt in the room that morning',
  ])('"%s": no goodbye; the one agreed with takes it further', async (line) => {
    const turns = await afterOpening('morality-debate', line);
    expect(turns[0]?.plan).toMatchObject({ speaker: 2, move: 'imply', granted: true });
    expect(turns[0]?.sentences[0]).toBe('I am glad you grant it.');
  });
});

describe('a joke, and a jab', () => {
  it('"youd be arguing about what bread is": no question in it, so it is taken lightly', async () => {
    const turns = await afterOpening(
      'morality-debate',
      'ha you lot would be useless in a bakery youd be arguing about what bread is while the oven burns',
    );
    expect(turns.map((turn) => turn.plan.move)).toEqual(['quip']);
    // What the joke called them is taken up in its own few words before the point is kept.
    expect(turns[0]?.sentences).toEqual([
      expect.stringMatching(/^Useless in a bakery, perhaps; but I still say that /),
    ]);
  });

  it('"Nietzsche, honestly you sound like my uncle after three beers": his to answer back, not turned away', async () => {
    const turns = await afterOpening(
      'morality-debate',
      'Nietzsche, honestly you sound like my uncle Gary after three beers',
    );
    expect(turns[0]).toMatchObject({ speaker: 'Nietzsche', move: 'rebut' });
  });
});

describe('a bare "why?" with a bid to go on', () => {
  it('"Why? Go on." asks what the last point rests on', async () => {
    const turns = await afterOpening('knowledge-debate', 'Why? Go on.');
    expect(turns[0]?.plan.move).toBe('ground');
  });
});

describe('a why put back to the point just made', () => {
  it.each([
    ['Why would a standard have to be real?', 'Socrates'],
    ['why would a storm be neither wicked nor kind', 'Nietzsche'],
  ])('"%s" asks %s what his point rests on', async (line, speaker) => {
    const debate = await runScript(engine, membersOf('morality-debate'), [
      { visitor: MORALITY },
      { visitor: line },
    ]);
    expect(debate.byStep[1]?.[0]).toMatchObject({ speaker, move: 'ground' });
  });
});
