import { describe, expect, it } from 'vitest';
import { runScript } from './testing/debate-script';
import {
  afterFreeWill,
  afterMorality,
  answerTo,
  engine,
  firstAnswer,
  FREE_WILL,
  MORALITY,
  membersOf,
} from './testing/real-debate';

// The floor with the real knowledge, for listening sets 35 and 36: a shearer, a locksmith, a court interpreter and a
// deck cadet; a tea-estate supervisor, a shrimper, a seismologist and a tattooist. They came back from a fire drill and
// asked what they missed, said good night in their own words, shared the argument out between the two, and told their
// own cases, which the chair and the verdict give back to them.

/** Set 36's tea-estate supervisor, telling her own case. */
const FATHER_CHOSE =
  'When I was young my father chose my husband eh the cows were paid I did not choose but I have made a good life so was I free or not?';

// Set 35: a shearer, a locksmith, an interpreter and a deck cadet came back from a fire drill or a call and asked what
// they missed, said good night in their own words, went quiet, and granted a point to both debaters at once.
describe('back, good night, quiet, and a point granted to both, from set 35', () => {
  it.each([
    ['free-will-debate', 'sorry sirs fire drill, muster station. im back. what i miss'],
    ['free-will-debate', "Whoa sorry nearly fell asleep we start at five what'd I miss quick one."],
    ['morality-debate', 'Sorry had a call guy locked his keys in his car at the wawa. So where are we?'],
  ])('%s, "%s": welcomed back and told where they are', async (debateId, line) => {
    const turns = await answerTo(debateId, debateId === 'morality-debate' ? MORALITY : FREE_WILL, line);
    expect(turns.map((turn) => turn.move)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toBe('Welcome back.');
  });

  it.each([
    ['knowledge-debate', 'thank u po sirs. good nite from indian ocean 🌊'],
    ['knowledge-debate', 'sweet as cheers fellas ka kite ano'],
  ])('%s, "%s": good night, not a new round', async (debateId, line) => {
    const [turn, ...rest] = await firstAnswer(debateId, line);
    expect(turn?.sentences.join(' ')).toMatch(/^Goodbye/);
    expect(rest).toEqual([]);
  });

  it('a quiet visitor is not pressed: after the debate carries on, the chair asks him nothing', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      { visitor: FREE_WILL },
      { visitor: 'Why?' },
      { silence: true },
    ]);
    const quiet = debate.byStep[2] ?? [];
    expect(quiet[0]?.plan).toMatchObject({ move: 'rebut', carried: true });
    const chair = quiet.filter((turn) => turn.speaker === 'Leibniz').flatMap((turn) => turn.sentences);
    expect(chair.join(' ')).not.toMatch(/challenger|\?/i);
  });

  it('"okay i\'ll give youse that ...": the one who answers takes it, with no guess at a question', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      { visitor: FREE_WILL },
      {
        visitor:
          "okay i'll give youse that nobody just decides to stop you gotta build up something else first the meetings the job his little girl",
      },
    ]);
    const [answer] = debate.byStep[1] ?? [];
    expect(answer?.plan).toMatchObject({ granted: true });
    expect(answer?.sentences[0]).toBe('I am glad you grant it.');
    expect(answer?.sentences.join(' ')).not.toMatch(/you are asking|if you meant/i);
  });
});

describe('the argument shared out between the two by the visitor, from set 35', () => {
  it.each([
    [
      'I grant Hume the courtroom. I grant Leibniz the dictionary, or at least its ambitions.',
      'the courtroom to Hume, the dictionary to Leibniz',
    ],
    [
      'sorry lag. ok i think hume sir win the miracle part but leibniz sir win the math part. so they agree or not??',
      'the miracle to Hume, the math to Leibniz',
    ],
    [
      "yeah nah i reckon hume's got the weather and leibniz has got the maths",
      'the weather to Hume, the maths to Leibniz',
    ],
  ])('"%s": the chair says how he shared it, and what they grant each other', async (line, shares) => {
    const turns = await answerTo('knowledge-debate', 'Can we know anything for certain?', line);
    expect(turns.map((turn) => turn.move)).toEqual(['chair']);
    // "sorry lag. ...": welcomed back first.
    const said = turns[0]?.sentences.filter((sentence) => sentence !== 'Welcome back.') ?? [];
    expect(said[0]).toBe(`You have shared it out, challenger: ${shares}.`);
    expect(said[1]).toMatch(/^(?:On one thing at least|Not yet)/);
  });

  it.each([
    'Hume has the better of it but Leibniz has the point',
    'Hume, has the sun risen because of custom? Leibniz, has the reason?',
  ])('"%s" shares nothing out', async (line) => {
    const turns = await answerTo('knowledge-debate', 'Can we know anything for certain?', line);
    expect(turns[0]?.sentences.join(' ')).not.toContain('You have shared it out');
  });
});

// Set 36, judged blind: the chair's hand-back that gives the visitor's own case back to him was heard as better than
// the chair's follow-up of his own; "can you make these two agree?" asks where they agree.
describe('the visitor\'s case given back, and "make them agree", from set 36', () => {
  it.each([1, 2])(
    'a case he asked through is his to judge by, whatever came before (%i earlier challenges)',
    async (before) => {
      const earlier = [FREE_WILL, 'Descartes, if God knows what I will choose, how am I free?'].slice(
        0,
        before,
      );
      const debate = await runScript(engine, membersOf('free-will-debate'), [
        ...earlier.map((visitor) => ({ visitor })),
        { visitor: FATHER_CHOSE },
      ]);
      const turns = debate.byStep[before] ?? [];
      expect(turns[0]?.plan).toMatchObject({ told: 'your father' });
      const summary = turns.find((turn) => turn.move === 'summarise');
      expect(summary?.sentences.at(-1)).toMatch(/your father/);
    },
  );

  it('"Lab nets mister chairman you are the synthesizer eh. So can you make these two agree?": where they agree', async () => {
    const turns = await answerTo(
      'free-will-debate',
      FREE_WILL,
      'Leibniz, you are the synthesizer eh. So can you make these two agree?',
    );
    expect(turns.map((turn) => turn.move)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^(?:On one thing at least|Not yet)/);
  });
});

// Set 35, judged again on this stop's code: every verdict was heard as built on the debate's own labels, never on the
// visitor's cases; "who is right?" about his bunkmate was taken for who is ahead.
describe('the verdict gives his cases back, and who is right in his own case', () => {
  it('the verdict names the cases the answers took up', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      { visitor: FREE_WILL },
      { visitor: FATHER_CHOSE },
      { visitor: 'Leibniz, your verdict please, I must go.' },
    ]);
    const [verdict] = debate.byStep[2] ?? [];
    expect(verdict?.move).toBe('verdict');
    expect(verdict?.sentences).toContain('The case of your father was the hardest test they met tonight.');
  });

  it('two cases are named together', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      { visitor: FREE_WILL },
      { visitor: FATHER_CHOSE },
      {
        visitor:
          'our pastor says god knows everything before it happens so if god knows kipkorir will drink on friday. How can he choose?',
      },
      { visitor: 'Leibniz, your verdict please, I must go.' },
    ]);
    const [verdict] = debate.byStep[3] ?? [];
    expect(verdict?.sentences).toContain(
      'The cases you brought, your father and your pastor, were the hardest tests they met tonight.',
    );
  });

  it.each([
    [
      'also sir i send 80% of my allowance home for my sister nursing school. my bunkmate say im stupid, i must enjoy my life while young. who is right?',
      'answer',
    ],
    ['so who is right, Socrates or Nietzsche?', 'chair'],
  ])('"%s": %s', async (line, move) => {
    const [turn] = await afterMorality(line);
    expect(turn?.move).toBe(move);
  });
});

describe('"hold on" before a question', () => {
  it('"hold on Spinoza you\'re the one who made glasses right?" is asked of his life, not a pause', async () => {
    const [turn] = await afterFreeWill("hold on Spinoza you're the one who made glasses right?");
    expect(turn).toMatchObject({ speaker: 'Spinoza', move: 'life' });
    expect(turn?.sentences[0]).toMatch(/lenses/);
  });
});

// Set 35 again: cases that no stored argument answered until the knowledge grew one (Hume on weighing witnesses,
// Enquiry X part 1; Spinoza on the balance between two equal things, Ethics II's last scholium). The night porter's
// "so how do i know who's lying" went to certainty once retrieval read meaning (2026-12-04): the labelled lines nearest
// it are certainty's, though the one nearest of all is this argument's own question (docs/architecture.md section 6).
describe('a case answered by the argument made for it, from set 35', () => {
  it.each([
    [
      'knowledge-debate',
      // (Set 35's line went on "I have watched confident people lie and frightened people tell the truth.", which
      // reads as certainty's once 2027-01-04 taught that a witness who sounds sure asks how sure anyone can be.)
      'Mr. Hume: the court believes a witness largely because she sounds sure. How much should a jury weigh her word?',
      'hume-testimony-weighed',
    ],
    [
      'free-will-debate',
      'so um two calls come in same minute same distance same money and i just pick one which one did i choose or did something choose for me',
      'spinoza-balance-never-perfect',
    ],
  ])('%s, "%s": %s', async (debateId, line, argument) => {
    const [answer, reply] = await firstAnswer(debateId, line);
    expect(answer?.plan).toMatchObject({ move: 'answer', argument });
    expect(reply?.plan.move).toMatch(/^(rebut|concede)$/);
  });
});
