import { describe, expect, it } from 'vitest';
import { floorTalk } from './floor-talk';
import { draftFloor } from './testing/draft-floor';

// Found in 2027-01-04 and taken up at stop 91. Each line is new, put as the floor meets a visitor's.
const floor = await draftFloor(
  [
    'death-meaning-debate',
    'social-media-humanity-debate',
    'ai-consciousness-debate',
    'climate-progress-debate',
    'gender-nature-debate',
  ],
  ['free-will-debate', 'morality-debate'],
);

/** The first turn a line gets in a debate: who takes it, and with what. */
async function firstTurn(debateId: string, line: string) {
  const [first] = await floor.unlearnt(debateId, line);
  return { speaker: first?.speaker, plan: first?.plan };
}

// "my basil is dying, how often am i supposed to water it" was argued as his own story once the debate was under way:
// a question asked after what he tells, even without its question mark, is no story.
describe('a question asked after what he tells', () => {
  it('is no story of his on the theme', async () => {
    const turn = await floor.afterOpening(
      'death-meaning-debate',
      'Is death bad for the one who dies?',
      'my fern looks half dead, how often do you think i should repot it',
    );
    expect(turn?.plan.move).toBe('redirect');
  });
});

// "lol this app is killing my phone battery" and "lol anyone else here for the philosophy class assignment" were taken
// as jokes on the point just made ("I will take the laugh, and keep the point: ...").
describe('a laugh at something else entirely', () => {
  it.each([
    [
      'death-meaning-debate',
      'Is death bad for the one who dies?',
      'lol this site is draining my laptop battery',
    ],
    [
      'social-media-humanity-debate',
      'Are screens making us less human?',
      'haha anyone else on here for a uni assignment',
    ],
  ])('in %s, after "%s", "%s" is no joke on the point', async (id, opening, line) => {
    const turn = await floor.afterOpening(id, opening, line);
    expect(turn?.plan.move).not.toBe('quip');
    expect(turn?.plan.move).not.toBe('answer');
  });
});

// "whats the best free-to-play game right now", "... Any ideas for keeping two kids busy indoors all afternoon?" were
// argued; so would be a plant's watering.
describe('errands', () => {
  it.each([
    ['free-will-debate', 'whats the best free-to-play game out there lol'],
    ['gender-nature-debate', 'any tips for keeping the kids entertained this weekend?'],
    ['death-meaning-debate', 'how often should i water a dying cactus'],
  ])('in %s, "%s" is an errand', async (id, line) => {
    const { plan } = await firstTurn(id, line);
    expect(plan).toMatchObject({ move: 'redirect', passing: 'errand' });
  });

  it('"the best film about free will" is no errand', async () => {
    const { plan } = await firstTurn('free-will-debate', "what's the best film about free will?");
    expect(plan?.move).toBe('answer');
  });
});

// "is there a progress bar somewhere showing how long this debate has left?" was argued as the promise of technology.
describe('how long is left, asked of the screen', () => {
  it.each(['is there a countdown somewhere showing how long this debate has left', 'is there a timer?'])(
    '"%s" asks the time',
    (line) => {
      expect(floorTalk(line, false)).toBe('time');
    },
  );
});

// "Turing, you're literally an AI playing Turing right now. Do you think you think?" got the chair's "We are AI
// philosophers": where a machine's mind is the subject, what they are, asked on, is the debate's question.
describe('what they are, in a debate on machine minds', () => {
  it('is put to the one named, in character', async () => {
    const { speaker, plan } = await firstTurn(
      'ai-consciousness-debate',
      "Descartes, you're literally an AI pretending to be Descartes. Do you think you think?",
    );
    expect(speaker).toBe('Descartes');
    expect(plan?.move).toBe('answer');
  });

  it('is the chair to answer elsewhere', async () => {
    const { plan } = await firstTurn('morality-debate', 'You are literally a chatbot. Is lying ever right?');
    expect(plan?.move).toBe('chair');
  });
});

// "Doesn't that prove the science-will-save-us Englishman right?" named no one.
describe('a nickname coined on the spot', () => {
  it('is the epithet after it', async () => {
    const { speaker } = await firstTurn(
      'climate-progress-debate',
      'Floods get worse every year. Is the tech-will-fix-everything Englishman wrong?',
    );
    expect(speaker).toBe('Francis Bacon');
  });
});

// Found in 2027-01-05.
// "Spinoza, ... Is the free man then just someone with no feelings?" got the chair's word on what the app costs.
describe('free, said of a man or a will', () => {
  it('asks no price', async () => {
    expect(floorTalk('is this free will or just chemistry', false)).toBeUndefined();
    expect(floorTalk('is the app free', false)).toBe('how');
    const { speaker, plan } = await firstTurn(
      'free-will-debate',
      'Spinoza, you speak of bondage to the passions. Is the free man then a man without feelings?',
    );
    expect(speaker).toBe('Spinoza');
    expect(plan?.move).toBe('answer');
  });
});

// "good evening from Lisbon! is the moderator a real person?" was put to a debater; "my phone's on 5% and dying, if i
// drop off that's why", "lol my cat just walked across my keyboard, sorry if i sent gibberish" and "ha this is more fun
// than the show I was going to watch tonight" were argued or quipped at.
describe('the moment, said in passing', () => {
  it('whether the chair is a person is the chair to say', async () => {
    const turn = await floor.afterOpening(
      'death-meaning-debate',
      'Is death bad for the one who dies?',
      'is the chair even a real person?',
    );
    expect(turn?.plan.move).toBe('chair');
    expect(turn?.sentences.join(' ')).toMatch(/AI philosophers/);
  });

  it('a battery dying is notice', () => {
    expect(floorTalk("my laptop's on 4 percent and dying if i cut out thats why", false)).toBe('budget');
  });

  it('a pet on the keys is small talk', async () => {
    const turn = await floor.afterOpening(
      'social-media-humanity-debate',
      'Are screens making us less human?',
      'lol my kitten just walked across my keyboard, sorry if that sent nonsense',
    );
    expect(turn?.plan).toMatchObject({ move: 'redirect', passing: 'pets' });
  });

  it('more fun than the film he meant to watch is enjoyment', () => {
    expect(floorTalk('ha this is way more fun than the film i was going to watch', false)).toBe('glad');
  });
});
