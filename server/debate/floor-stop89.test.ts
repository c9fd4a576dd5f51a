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
  ],
  ['free-will-debate', 'morality-debate'],
);
const engine = createReplyEngine({ knowledge: floor.knowledge });

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
