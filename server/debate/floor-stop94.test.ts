import { describe, expect, it } from 'vitest';
import { floorTalk } from './floor-talk';
import { normalize } from './text';
import { draftFloor } from './testing/draft-floor';

// Found in 2027-01-11 and taken up at stop 94. Each line is new, put as the floor meets a visitor's.
const floor = await draftFloor(
  [
    'capitalism-debate',
    'privacy-surveillance-debate',
    'gender-nature-debate',
    'climate-progress-debate',
    'social-media-humanity-debate',
  ],
  ['morality-debate'],
);

const talk = (line: string) => floorTalk(normalize(line), false);

/** The first turn a line gets after an opening question: who takes it, and with what. */
async function afterOpening(debateId: string, opening: string, line: string) {
  const turn = await floor.afterOpening(debateId, opening, line);
  return { speaker: turn?.speaker, plan: turn?.plan, said: turn?.sentences.join(' ') ?? '' };
}

/** The first turn a line gets as the first of a call, in a debate that has not learnt it. */
async function first(debateId: string, line: string) {
  const turn = (await floor.unlearnt(debateId, line))[0];
  return { speaker: turn?.speaker, plan: turn?.plan, said: turn?.sentences.join(' ') ?? '' };
}

// "marks what is wrong with wanting to own nice stuff" was taken for a goodbye ("nice stuff", said to go).
describe('nice things owned, not a goodbye', () => {
  it.each(['what is wrong with having nice stuff', 'why do i need to get good stuff to be happy'])(
    '"%s" takes no leave',
    (line) => {
      expect(talk(line)).not.toBe('farewell');
    },
  );

  it('is argued', async () => {
    const { plan } = await afterOpening(
      'capitalism-debate',
      'Does the market set us free?',
      'marx is it bad to want to have nice stuff',
    );
    expect(plan?.move).toBe('answer');
  });

  it('still hears "good stuff, cheers lads" as a goodbye', () => {
    expect(talk('good stuff, cheers lads')).toBe('farewell');
  });
});

// "sorry cat walked on keyboard" was moved on from and argued.
describe('a pet on the keys, said with no "my"', () => {
  it.each(['sorry cat ran across keyboard', 'lol puppy jumped on my laptop', 'oops dog sat on the keys'])(
    '"%s" is a slip',
    (line) => {
      expect(talk(line)).toBe('apology');
    },
  );
});

// "how do i make the screen brighter on this app, it's so dim" was argued on what screens do to us.
describe('the screen too dim', () => {
  it.each([
    'how can I make the screen darker, my eyes hurt',
    'my screen is way too dim',
    'how do i turn the brightness up',
  ])('"%s" asks about the app', (line) => {
    expect(talk(line)).toBe('how');
  });

  it('leaves bright screens at night to the debaters', async () => {
    const { plan } = await afterOpening(
      'social-media-humanity-debate',
      'Is social media making us less human?',
      'Are bright screens at night ruining our sleep?',
    );
    expect(plan?.move).toBe('answer');
  });
});

// "lol this debate is heavy for a tuesday" was argued on what death harms.
describe('the evening found heavy', () => {
  it.each(['lol this conversation is pretty deep for a monday morning', 'wow this debate is intense'])(
    '"%s" is said of the debate',
    (line) => {
      expect(talk(line)).toBe('glad');
    },
  );

  it('gets a word from the chair that it is weighty, not that it helped', async () => {
    const { plan, said } = await afterOpening(
      'climate-progress-debate',
      'Can technology save the planet?',
      'haha this is so heavy for a friday night',
    );
    expect(plan?.move).toBe('chair');
    expect(said).toContain('Heavy going');
    expect(said).not.toContain('glad');
  });

  it('still finds "that made me feel a lot better" helped', async () => {
    const { said } = await afterOpening(
      'climate-progress-debate',
      'Can technology save the planet?',
      'that made me feel a lot better',
    );
    expect(said).toContain('I am glad it helped.');
  });

  it('leaves whether death is too heavy for children to the debaters', () => {
    expect(talk('Is death too heavy a subject for children?')).toBeUndefined();
  });
});

// "Isn't the honest answer both?" was turned away as another inquiry.
describe('both, or neither, offered as the answer', () => {
  it.each(["Isn't the real answer a bit of both?", 'surely its somewhere in the middle', 'why not neither'])(
    '"%s", first in a call, answers the debate\'s own question',
    async (line) => {
      const { plan } = await first('gender-nature-debate', line);
      expect(plan).toMatchObject({ move: 'answer', issue: 'nature-or-nurture' });
    },
  );

  it('answers the question just argued, after an exchange', async () => {
    const { plan } = await afterOpening('morality-debate', 'Is a lie ever good?', 'why not both');
    expect(plan).toMatchObject({ move: 'answer', issue: 'truth-honesty' });
  });

  it('leaves a bare "is it" alone', async () => {
    const { plan } = await afterOpening('morality-debate', 'Is a lie ever good?', 'is it');
    expect(plan?.move).toBe('redirect');
  });
});

// "Jean-Jacques, you sent all five of your children to a foundling hospital. What gives you the right to tell anyone
// how to raise a child?" and "Thoreau, you lived in a cabin for two years. Do you really expect eight billion people to
// do that?" were told as his life, and the question left.
describe('his life held against his right to advise', () => {
  it('is argued on the issue it presses', async () => {
    const { plan } = await first(
      'gender-nature-debate',
      'Jean-Jacques, all five of your kids went to the foundling hospital. What gives you the right to tell anyone how to raise a child?',
    );
    expect(plan).toMatchObject({ move: 'answer', issue: 'motherhood-and-home' });
  });

  it('is argued when he is asked to expect it of everyone', async () => {
    const { plan } = await first(
      'climate-progress-debate',
      'Thoreau, you lived two years in a hut by a pond. Do you honestly expect eight billion people to do the same?',
    );
    expect(plan).toMatchObject({ move: 'answer', issue: 'simple-living' });
  });
});

// "Socrates, why didn't you just escape from prison when your friends offered to get you out?" was told as his
// friendship with Crito, then his stance on the debate's question.
describe('a question about his life that asks an issue', () => {
  it('is told, then back to where he stands on that issue', async () => {
    const { plan, said } = await first(
      'morality-debate',
      'Socrates, why did you stay in jail when you could have run away?',
    );
    expect(plan).toMatchObject({ move: 'life', backTo: 'justice' });
    expect(said).toContain('Crito begged me to escape');
    expect(said).toContain('justice is the health and order of the soul');
  });

  it('is the escape refused, said in a phrase of it, not his friends said in a word', async () => {
    const { plan, said } = await first(
      'morality-debate',
      'Socrates, your friends offered to get you out, so why did you stay and die?',
    );
    expect(plan).toMatchObject({ move: 'life' });
    expect(said).toContain('Crito begged me to escape');
  });

  it("comes back to the debate's question when it asks none", async () => {
    const { plan } = await first('morality-debate', 'Socrates, what did you do for a living?');
    expect(plan).toMatchObject({ move: 'life' });
    expect(plan).not.toHaveProperty('backTo');
  });
});

// Found in 2027-01-12 and taken up at stop 94.

// "is there a way to turn the moderator down? she's way louder than the other two" was handed over to the debate.
describe('the chair too loud', () => {
  it.each(['can you turn the chair down a bit', "she's much louder than the others"])(
    '"%s" asks about the sound',
    (line) => {
      expect(talk(line)).toBe('how');
    },
  );
});

// "lol this is better than my netflix queue" was argued on repressive tolerance.
it('hears "better than my netflix watchlist" as his pleasure', () => {
  expect(talk('haha this debate is better than my netflix watchlist')).toBe('glad');
});

// "The Stoics said memento mori. Is the phenomenologist saying the same thing or something different?" got the chair's
// "Nothing has been argued yet".
describe('"saying the same thing"', () => {
  it('asks whether they differ when said of them', () => {
    expect(talk("aren't they just saying the same thing?")).toBe('differ');
    expect(talk("you're both basically saying the same thing")).toBe('differ');
  });

  it('compares one debater with another school when said of him', () => {
    expect(talk('Is the phenomenologist saying the same thing or something different?')).toBeUndefined();
  });
});

// "what is biopower and why does everyone in my sociology seminar keep saying it" was turned away: the nine newer
// debates named few terms of art, which a line about the debate says however few of its other words it says.
describe("a debater's term of art, said with few other words of the debate", () => {
  it.each([
    ['privacy-surveillance-debate', 'is governmentality just a fancy word for bureaucracy'],
    ['gender-nature-debate', "what's amour propre"],
  ])('in %s, "%s" is argued', async (debateId, line) => {
    const { plan } = await first(debateId, line);
    expect(plan?.move).not.toBe('redirect');
  });
});
