import { describe, expect, it } from 'vitest';
import { draftFloor } from './testing/draft-floor';

// Found in the blind sets of 2026-12-15 and 2026-12-17 when they were read and spent (stop 84). Each line is new, put
// as the floor meets a visitor's: unlearnt, as the first line of a call.
const floor = await draftFloor(
  [
    'ai-consciousness-debate',
    'capitalism-debate',
    'climate-progress-debate',
    'death-meaning-debate',
    'gender-nature-debate',
    'simulation-reality-debate',
    'social-media-humanity-debate',
  ],
  ['free-will-debate', 'knowledge-debate', 'morality-debate'],
);

// "Gottfried, you invented calculus. Did you discover it or make it up?" got the fact of his calculus and the stance
// of the debate's first issue, with no one to answer it: the fact is told, then the question it weighs is argued.
describe("a fact of his life, weighed in the debate's terms", () => {
  it.each([
    [
      'knowledge-debate',
      'Leibniz',
      'Leibniz, you invented the calculus. Was it discovered or made up?',
      /calculus/,
    ],
    [
      'free-will-debate',
      'Spinoza',
      'Spinoza, you ground lenses for a living your whole life. Did you choose that, or was it written for you?',
      /lenses/,
    ],
    [
      'morality-debate',
      'Socrates',
      'Socrates, you drank the hemlock instead of running away when your friends had it all arranged. Was that goodness, or just stubbornness?',
      /hemlock/,
    ],
  ])('in %s, %s tells it and argues, and the other answers him', async (id, speaker, line, fact) => {
    const turns = await floor.unlearnt(id, line);
    expect(turns[0]?.speaker).toBe(speaker);
    expect(turns[0]?.plan).toMatchObject({ move: 'answer', life: expect.any(Number) });
    expect(turns[0]?.sentences.slice(0, 2).join(' ')).toMatch(fact);
    // His point is said, not cut for the story: the rebuttal answers something heard.
    expect(turns[0]?.sentences.length).toBeGreaterThan(1);
    expect(turns[1]?.plan.move).toMatch(/^(?:rebut|concede)$/);
  });

  it('asked only of his life, he tells it', async () => {
    const [first] = await floor.unlearnt(
      'free-will-debate',
      'Spinoza, you ground lenses for a living. Did you like it?',
    );
    expect(first?.plan.move).toBe('life');
  });
});

// "debor what would u say to someone who makes memes mocking ads" and "Hey Bakon, ..." were put to the other debater.
describe('a short surname typed a letter wrong', () => {
  it.each([
    ['social-media-humanity-debate', 'debor, is the medium the message?', 'Guy Debord'],
    [
      'climate-progress-debate',
      'Hey Bakon, would your New Atlantis have had wind farms or coal mines?',
      'Francis Bacon',
    ],
    ['capitalism-debate', "smiht, isn't the worker exploited by the factory owner?", 'Adam Smith'],
  ])('in %s, "%s" is put to %s', async (id, line, speaker) => {
    const [first] = await floor.unlearnt(id, line);
    expect(first?.speaker).toBe(speaker);
    expect(first?.plan.move).toBe('answer');
  });
});

describe('a debater called by what he is known for', () => {
  it.each([
    [
      'climate-progress-debate',
      'what would the herald of invention do about plastic in the sea?',
      'Francis Bacon',
    ],
    [
      'gender-nature-debate',
      'the woman who answered Rousseau, were girls born weaker?',
      'Mary Wollstonecraft',
    ],
    [
      'social-media-humanity-debate',
      'the man who predicted the internet, did it turn out as you thought?',
      'Marshall McLuhan',
    ],
    [
      'death-meaning-debate',
      "the greek one says pleasure is the goal, but wouldn't a life of pure pleasure get empty if nothing ever ended",
      'Epicurus',
    ],
  ])('in %s, "%s" is put to %s', async (id, line, speaker) => {
    const [first] = await floor.unlearnt(id, line);
    expect(first?.speaker).toBe(speaker);
  });
});

// "my dog barks at his own shadow every evening, is that normal or should I see a vet?" got Plato's cave.
describe('an errand', () => {
  it.each([
    [
      'simulation-reality-debate',
      'my dog barks at his own shadow every evening, is that normal or should I see a vet?',
    ],
    [
      'ai-consciousness-debate',
      "is there a machine at the gym that's good for the lower back? mine's been killing me",
    ],
  ])('in %s, "%s" is passed back to the theme', async (id, line) => {
    const [first] = await floor.unlearnt(id, line);
    expect(first?.plan.move).toBe('redirect');
  });

  it('but a question of the theme that names a doctor is argued', async () => {
    const [first] = await floor.unlearnt(
      'death-meaning-debate',
      'should we see a doctor about whether life has meaning after we lose someone?',
    );
    expect(first?.plan.move).toBe('answer');
  });
});

describe('the app asked after', () => {
  it('"is the app still loading?" is answered by the chair', async () => {
    const [first] = await floor.unlearnt('capitalism-debate', 'is the app still loading?');
    expect(first?.plan.move).toBe('chair');
  });
});
