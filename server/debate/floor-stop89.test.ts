import { describe, expect, it } from 'vitest';
import { createReplyEngine } from './engine';
import { runScript } from './testing/debate-script';
import { draftFloor } from './testing/draft-floor';

// Found at stop 88 and taken up at stop 89. Each line is new, put as the floor meets a visitor's.
const floor = await draftFloor(
  [
    'simulation-reality-debate',
    'cancel-culture-debate',
    'privacy-surveillance-debate',
    'death-meaning-debate',
    'social-media-humanity-debate',
    'capitalism-debate',
    'gender-nature-debate',
  ],
  ['free-will-debate', 'morality-debate', 'knowledge-debate'],
);
const engine = createReplyEngine({ knowledge: floor.knowledge });

/** The move of the first turn a line gets when it follows an opening question. */
async function secondMove(debateId: string, opening: string, line: string) {
  return (await floor.afterOpening(debateId, opening, line))?.plan.move;
}

/** The first turn a line gets in a debate: who takes it, and with what. */
async function firstTurn(debateId: string, line: string) {
  const [first] = await floor.unlearnt(debateId, line);
  return { speaker: first?.speaker, plan: first?.plan };
}

// "I was adopted and I keep noticing I act just like the birth father I've never met. Genes or not, how much of me is
// actually me?" was turned away: a question that says a cue of the issue it reads as first, in words likelier on the
// theme than off, is argued though it shares few words with the issue.
describe("a question in the theme's words that says a cue", () => {
  it.each([
    [
      'free-will-debate',
      'I was fostered and I keep catching myself shrugging exactly like a birth father I never knew. Genes or no genes, how much of me is actually me?',
    ],
  ])('in %s, "%s" is argued', async (id, line) => {
    const { plan } = await firstTurn(id, line);
    expect(plan?.move).toBe('answer');
  });
});

// "good evening from Sydney! first time here, love the voices" was told the question before us, as if it had asked
// another.
describe('a greeting that likes the show', () => {
  it.each(['hi from Toronto! first time here, loving the voices', 'evening all, this app is brilliant'])(
    '"%s", in the middle of a debate, is welcomed by the chair',
    async (line) => {
      const debate = await runScript(engine, floor.membersOf('death-meaning-debate'), [
        { visitor: 'Is death bad for the one who dies?' },
        { visitor: line },
      ]);
      expect(debate.byStep[1]?.[0]?.plan.move).toBe('chair');
    },
  );
});

// "foucault so like is instagram a panopticon we built ourselves lol" was laughed back at: "so like is ..." asks.
describe('a question asked after "like", with a laugh', () => {
  it('is answered', async () => {
    const debate = await runScript(engine, floor.membersOf('social-media-humanity-debate'), [
      { visitor: 'Is social media making us less human?' },
      { visitor: 'mcluhan ok like is tiktok the new campfire or the new slot machine lol' },
    ]);
    expect(debate.byStep[1]?.[0]?.plan.move).toBe('answer');
    expect(debate.byStep[1]?.[0]?.speaker).toBe('Marshall McLuhan');
  });
});

// "Freddy N, ...", "Something for the old Athenian: ...", "Mr Marketplace of Ideas, ..." went to the other debater.
describe('a debater called familiarly', () => {
  it.each([
    ['morality-debate', 'Freddie, what is courage, really?', 'Nietzsche'],
    ['morality-debate', 'Fritz, be honest, would you help a stranger in the rain?', 'Nietzsche'],
    [
      'simulation-reality-debate',
      'old Athenian, if the copy is flawless, what makes the original more real?',
      'Plato',
    ],
    [
      'cancel-culture-debate',
      'Mr Marketplace of Ideas, what if the loudest voices just buy up all the stalls?',
      'John Stuart Mill',
    ],
  ])('in %s, "%s" is put to %s', async (id, line, name) => {
    const { speaker } = await firstTurn(id, line);
    expect(speaker).toBe(name);
  });
});

// "anyone know where to buy a decent hammer for hanging heavy mirrors lol" and "haha ok my cat just walked across the
// keyboard sorry" were laughed back at as jokes on the point just made; "is it just me or does the moderator keep
// cutting out?" was told the chair keeps the order.
describe('in the middle of a debate', () => {
  it.each([
    [
      'morality-debate',
      'Is goodness real?',
      'anyone know where to buy a decent ladder for cleaning gutters lol',
      'redirect',
    ],
    ['free-will-debate', 'Are we free?', 'haha ok my dog just sat on the keyboard sorry', 'chair'],
    [
      'knowledge-debate',
      'Can we know anything for certain?',
      'the debaters keep breaking up and i can hardly hear them',
      'chair',
    ],
    [
      'simulation-reality-debate',
      'Are we living in a simulation?',
      "what's a good film for tonight, no sci-fi please, i've had my fill of that",
      'redirect',
    ],
    [
      'privacy-surveillance-debate',
      'Is privacy dead?',
      "any guard dog breed that's good with little children?",
      'redirect',
    ],
  ])('in %s, after "%s", "%s" gets %s', async (id, opening, line, move) => {
    expect(await secondMove(id, opening, line)).toBe(move);
  });

  it('a line that breaks up is the connection, not the chair', async () => {
    const debate = await runScript(engine, floor.membersOf('knowledge-debate'), [
      { visitor: 'Can we know anything for certain?' },
      { visitor: 'is the moderator cutting out for anyone else? i can barely hear what he says' },
    ]);
    expect(debate.byStep[1]?.[0]?.sentences.join(' ')).toMatch(/connection/);
  });
});

// "Is there anything you'd actually die for, Nietzsche? Socrates clearly had something." went to Socrates.
describe('who is asked', () => {
  it('is the one called at the end of the opening sentence', async () => {
    const { speaker } = await firstTurn(
      'morality-debate',
      'Would you give your life for an idea, Socrates? Nietzsche plainly would not.',
    );
    expect(speaker).toBe('Socrates');
  });
});

// "Friedrich, be honest: did you actually live by any of this? You were a sickly professor ..." got only the fact of
// his life.
describe('asked whether he lived by his view', () => {
  it('is argued', async () => {
    const { speaker, plan } = await firstTurn(
      'morality-debate',
      'Friedrich, did you ever live up to any of this? You were a sickly professor in Basel on a pension.',
    );
    expect(speaker).toBe('Nietzsche');
    expect(plan?.move).toBe('answer');
  });
});

// Found in 2026-12-29 and taken up at stop 89.
// "then how can you say it's real, socrates" was read as a request to say it again, and the chair recapped.
describe('"how can you say ..." asks why, not for a repeat', () => {
  it('is answered by the one asked', async () => {
    const debate = await runScript(engine, floor.membersOf('morality-debate'), [
      { visitor: 'Is goodness real?' },
      {
        visitor: "so you admit you can't pin down what justice is. then how can you say it exists, socrates",
      },
    ]);
    expect(debate.byStep[1]?.[0]).toMatchObject({ speaker: 'Socrates', plan: { move: 'answer' } });
  });
});

// "Heidegger, how can you lecture us about authentic choices when you joined the Nazi party?", "did you ever actually
// feel anxious about death, or just write about it?" and "Socrates, you drank the hemlock rather than escape. Was that
// goodness or pride?" got only the fact of his life.
describe('his life held against his view, again', () => {
  it.each([
    [
      'death-meaning-debate',
      'Martin, how can you lecture anyone about facing death when you joined the Nazi party?',
      'Martin Heidegger',
    ],
    [
      'death-meaning-debate',
      'Heidegger, in that hut of yours, did you ever feel the dread yourself, or only write about it?',
      'Martin Heidegger',
    ],
    [
      'morality-debate',
      'Socrates, you drank the hemlock instead of fleeing Athens. Was that goodness or vanity?',
      'Socrates',
    ],
  ])('in %s, "%s" is argued by %s', async (id, line, name) => {
    const { speaker, plan } = await firstTurn(id, line);
    expect(speaker).toBe(name);
    expect(plan?.move).toBe('answer');
  });
});

// "The Scottish guy thinks the butcher feeds us out of self-interest. ... What's your answer?" went to the chair, Hume,
// who is Scottish too.
describe('a reply asked after a view told by an epithet the chair shares', () => {
  it("is a debater's to give", async () => {
    const { speaker, plan } = await firstTurn(
      'capitalism-debate',
      "The Scottish guy says self-interest feeds us all. But my rent doubled this year. What's your answer?",
    );
    expect(speaker).not.toBe('Hume');
    expect(plan?.move).toBe('answer');
  });
});

// Found in 2026-12-30 and taken up at stop 89: "How do you get to that kind of peace?" was read as "peace!", a goodbye;
// "is the stock market even open on bank holidays", "good baby girl names" and "is that part of the app design" were
// argued.
describe('peace sought, errands and the app', () => {
  it('"that kind of peace" is asked for, not said to go', async () => {
    const debate = await runScript(engine, floor.membersOf('free-will-debate'), [
      { visitor: 'Are we free?' },
      {
        visitor:
          'The lens grinder seems oddly relaxed about having no choice. How do you get to that kind of peace?',
      },
    ]);
    expect(debate.byStep[1]?.[0]).toMatchObject({ speaker: 'Spinoza', plan: { move: 'answer' } });
  });

  it.each([
    [
      'capitalism-debate',
      'Is capitalism good for us?',
      'is the stock exchange even open on boxing day, need to sell some shares',
      'redirect',
    ],
    [
      'gender-nature-debate',
      'Are men and women born different?',
      'any cute baby boy names that are not on every list? lol',
      'redirect',
    ],
    [
      'simulation-reality-debate',
      'Are we living in a simulation?',
      'why is there a flicker on my screen, is it part of the app?',
      'chair',
    ],
  ])('in %s, after "%s", "%s" gets %s', async (id, opening, line, move) => {
    expect(await secondMove(id, opening, line)).toBe(move);
  });
});

// Found in 2026-12-31 and taken up at stop 89: a VR headset, the meaning of a word, a practice mode, raising
// a hand; "so ur telling me ... lol" quipped back at; "Mr Pineal Gland" given to Spinoza.
describe('errands, the app, and what a laugh asks', () => {
  it.each([
    [
      'simulation-reality-debate',
      'Are we living in a simulation?',
      'any cheap vr headsets for a total beginner?',
      'redirect',
    ],
    [
      'death-meaning-debate',
      'Does death give life meaning?',
      "What's the meaning of the word 'serendipity'? My son asked me and my mind went blank.",
      'redirect',
    ],
    [
      'simulation-reality-debate',
      'Are we living in a simulation?',
      'is there a practice mode in this app before i go live?',
      'chair',
    ],
    [
      'social-media-humanity-debate',
      'Is social media making us less human?',
      'how do i raise my hand when i want to ask?',
      'chair',
    ],
    [
      'death-meaning-debate',
      'Does death give life meaning?',
      "so you're telling me a good life is just a good ending lol",
      'answer',
    ],
  ])('in %s, after "%s", "%s" gets %s', async (id, opening, line, move) => {
    expect(await secondMove(id, opening, line)).toBe(move);
  });

  it('"Mr Pineal Gland" is Descartes', async () => {
    const { speaker } = await firstTurn(
      'free-will-debate',
      'Mr Pineal Gland, can one little gland really steer a soul?',
    );
    expect(speaker).toBe('Descartes');
  });
});
