import { describe, expect, it } from 'vitest';
import { castDebate } from './cast';
import { createReplyEngine } from './engine';
import { addressedMember } from './lexicon';
import { runScript } from './testing/debate-script';
import { draftFloor } from './testing/draft-floor';

// Found at stop 86 and taken up at stop 87. Each line is new, put as the floor meets a visitor's.
const floor = await draftFloor(
  [
    'capitalism-debate',
    'privacy-surveillance-debate',
    'simulation-reality-debate',
    'death-meaning-debate',
    'cancel-culture-debate',
    'climate-progress-debate',
    'ai-consciousness-debate',
    'gender-nature-debate',
  ],
  ['free-will-debate'],
);
const engine = createReplyEngine({ knowledge: floor.knowledge });

/** The name of the member a line speaks to in a debate, or undefined for none. */
function addressedIn(debateId: string, line: string): string | undefined {
  const cast = castDebate(floor.membersOf(debateId), floor.knowledge);
  const member = addressedMember(line, cast.seated);
  return member === undefined ? undefined : cast.seated[member]?.name;
}

// "I spent the weekend in a VR headset ... Is that what you meant by the cave?" speaks to Plato through his image, not
// his name, and "your cave thing" was answered by Baudrillard: a word only one debater of the debate says what he
// means by, asked of "you" as his, calls him.
describe('a debater asked about a word of his own, unnamed', () => {
  it.each([
    [
      'simulation-reality-debate',
      'We binge reality shows every night and my sister says it is harmless. Is that what you meant by the cave?',
      'Plato',
    ],
    ['simulation-reality-debate', 'honestly your cave thing is just the matrix with togas, right?', 'Plato'],
    [
      'capitalism-debate',
      'i stack shelves all night and never meet anyone who buys the stuff. is that what you meant by alienation',
      'Karl Marx',
    ],
    [
      'privacy-surveillance-debate',
      'So what you call the felicific calculus just adds up comfort?',
      'Jeremy Bentham',
    ],
    ['death-meaning-debate', 'You keep talking about dasein. Is my cat a dasein too?', 'Martin Heidegger'],
  ])('in %s, "%s" speaks to %s', (id, line, name) => {
    expect(addressedIn(id, line)).toBe(name);
  });

  it('and he is the one who answers it', async () => {
    const [first] = await floor.unlearnt(
      'simulation-reality-debate',
      'honestly your cave thing is just the matrix with togas, right?',
    );
    expect(first).toMatchObject({ speaker: 'Plato', move: 'answer' });
  });

  // A word of his said in passing, of the visitor's own life or asked of both, calls no one.
  it.each([
    ['death-meaning-debate', 'Would knowing the date of your death make you live better?'],
    ['capitalism-debate', 'Is quitting your job to start a bakery a free choice?'],
    ['privacy-surveillance-debate', 'Would either of you call that kind of resistance legitimate?'],
    ['free-will-debate', 'Does scrolling all night rot your mind, or is that my choice?'],
  ])('in %s, "%s" speaks to no one', (id, line) => {
    expect(addressedIn(id, line)).toBeUndefined();
  });
});

// What the blind set of 2026-12-22 showed when it was read and spent (stop 87). The lines are new.
describe('a debater called in the middle of a line, between commas', () => {
  it.each([
    ['free-will-debate', 'but honestly, dualist, how does a ghost push a nerve?', 'Descartes'],
    ['capitalism-debate', 'look, Scotsman, your butcher is not that kind to me', 'Adam Smith'],
  ])('in %s, "%s" speaks to %s', (id, line, name) => {
    expect(addressedIn(id, line)).toBe(name);
  });
});

describe('a word of the debate asked in passing, of a debater by name', () => {
  it('is his to answer, not handed to the one who defines it', async () => {
    const [first] = await floor.unlearnt(
      'privacy-surveillance-debate',
      'are teenagers who grow up with doorbell cameras ever going to know what privacy is, foucault',
    );
    expect(first).toMatchObject({ speaker: 'Michel Foucault', move: 'answer' });
  });

  it('while "what do you mean by ..." asked of the other is said by the one who has a meaning of it', async () => {
    const [first] = await floor.unlearnt(
      'capitalism-debate',
      'Adam Smith, what do you mean by surplus value?',
    );
    expect(first).toMatchObject({ speaker: 'Karl Marx', move: 'define' });
  });
});

describe('"who is right?" after two views told', () => {
  it('asks whether anyone can be right when it adds "or is nobody right", not who is ahead', async () => {
    const [first] = await floor.unlearnt(
      'capitalism-debate',
      "ok so. the vikings thought raiding was honest work and we think it's theft. who's right, or is nobody right",
    );
    expect(first?.plan.move).toBe('answer');
  });

  it('and "where is the difference?" after two things compared asks their difference, not where the debaters part', async () => {
    const [first] = await floor.unlearnt(
      'capitalism-debate',
      'A baker sells bread for more than the flour cost him. A landlord charges rent for a flat he inherited. Where is the difference, if any?',
    );
    expect(first?.plan.move).toBe('answer');
  });

  it.each(['who is right so far?', 'So where is the real difference between them?'])(
    'while "%s" alone is still the chair’s',
    async (line) => {
      const [first] = await floor.unlearnt('capitalism-debate', line);
      expect(first?.plan.move).toBe('chair');
    },
  );
});

describe('the moment’s errands and small talk', () => {
  it('a cold coffee told mid-debate is not argued', async () => {
    const debate = await runScript(engine, floor.membersOf('capitalism-debate'), [
      { visitor: 'Is it fair that a nurse earns less than a banker?' },
      { visitor: 'my coffee just went cold again, I swear this mug hates me' },
    ]);
    expect(debate.byStep[1]?.[0]?.plan.move).not.toBe('answer');
  });

  it('nor is the way to the airport, though "safest" is a cue of safety', async () => {
    const [first] = await floor.unlearnt(
      'privacy-surveillance-debate',
      'safest way to the airport from my hotel after midnight, uber or shuttle?',
    );
    expect(first?.plan.move).toBe('redirect');
  });
});

describe('"who watches the watchman"', () => {
  it('asks who watches the watchers, whatever else it names', async () => {
    const [first] = await floor.unlearnt(
      'privacy-surveillance-debate',
      'Mr Bentham, who watches the watchman in that inspection house of yours?',
    );
    expect(first?.plan).toMatchObject({ move: 'answer', issue: 'watching-watchers' });
  });
});

// What the blind set of 2026-12-23 showed when it was read and spent (stop 87). The lines are new.
describe('a debater described as one calls to someone', () => {
  it.each([
    ['free-will-debate', 'Mr Dualism, does my dog have a soul or not?', 'Descartes'],
    [
      'cancel-culture-debate',
      'Sorry, professor from Frankfurt, who decides which views count as repressive?',
      'Herbert Marcuse',
    ],
  ])('in %s, "%s" speaks to %s', (id, line, name) => {
    expect(addressedIn(id, line)).toBe(name);
  });
});

describe('tomorrow’s weather, asked in passing', () => {
  it('is not argued in The Green Reckoning, whose subject is the climate', async () => {
    const [first] = await floor.unlearnt(
      'climate-progress-debate',
      "what's the weather meant to be like later, might take the dog out",
    );
    expect(first?.plan.move).not.toBe('answer');
  });
});

// What the blind set of 2026-12-24 showed when it was read and spent (stop 87). The lines are new.
describe('words of the floor said of something else', () => {
  it('"people who took risks" is no question of who took the round', async () => {
    const [first] = await floor.unlearnt(
      'capitalism-debate',
      "Isn't all this talk of unpaid labour just envy of people who took risks, Marx?",
    );
    expect(first).toMatchObject({ speaker: 'Karl Marx', move: 'answer' });
  });

  it('"is that machine being creative" asks of a machine in his case, not what the voices are', async () => {
    const [first] = await floor.unlearnt(
      'ai-consciousness-debate',
      'My nephew uses an app that writes songs people stream. Is that machine being creative, or only copying us?',
    );
    expect(first?.plan.move).toBe('answer');
  });
});

describe('more errands', () => {
  it.each([
    ['privacy-surveillance-debate', "my phone's software update keeps failing, any idea?"],
    ['gender-nature-debate', 'can you recommend a good book for a nine year old who loves horses?'],
  ])('in %s, "%s" is not argued', async (id, line) => {
    const [first] = await floor.unlearnt(id, line);
    expect(first?.plan.move).not.toBe('answer');
  });
});
