import { describe, expect, it } from 'vitest';
import { afterOpening, answerTo } from './testing/real-debate';

// The floor with the real knowledge, for listening set 39: a Polish crane operator in Leeds and a 911 dispatcher
// speaking, a Glasgow sound engineer and a Bergen piano tuner typing. Lines from its drafts' debates are put here to
// a classic in the same words.

describe('the verdict asked for in more words, from set 39', () => {
  it.each([
    ['morality-debate', 'whos the winner then i think socrates but mostly because nietzsche was kinda mean'],
    [
      'knowledge-debate',
      "I think it is time I asked: which of the two convinced you, Aristotle? For my part, I came in on Mr Leibniz's side and I leave on Mr Hume's, which surprises me.",
    ],
    [
      'free-will-debate',
      'leibniz you decide who won because i think the soul guy is nice but the chain guy pays my wages',
    ],
    [
      'knowledge-debate',
      'Well, we should come to a conclusion. Who made the better case tonight, in your view, Aristotle?',
    ],
    // Set 40's cartographer, back from the telephone.
    [
      'knowledge-debate',
      "I'm back. She wanted to know whether I'd seen the new film. I hadn't. Aristotle, I believe it's time you told us who carried the day.",
    ],
  ])('%s, "%s": the chair gives his verdict', async (debateId, line) => {
    const turns = await afterOpening(debateId, line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['verdict']);
  });

  it.each([
    "who's the winner so far?",
    'ok so whos winning like for real because i came in team socrates and now im like fifty fifty',
  ])('"%s": who is ahead, from the chair, and the debate goes on', async (line) => {
    const turns = await afterOpening('morality-debate', line);
    expect(turns.map((turn) => `${turn.speaker}:${turn.plan.move}`)).toEqual(['Aristotle:chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^So far /);
  });
});

describe('a word about the call, from set 39', () => {
  it.each([
    'Excuse me a moment, my telephone is ringing. I will be back shortly.',
    'Forgive me, I must let the cat in. One moment.',
  ])('"%s": take your time', async (line) => {
    const turns = await afterOpening('knowledge-debate', line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Take your time/);
  });

  it.each([
    'wait how long is this one because i still didnt eat and my wife made pierogi and they are getting cold',
    'That is a good answer. By the way, how long does this debate usually last? I have a tuning at nine tomorrow morning.',
  ])('"%s": how long, from the chair, and no case made of it', async (line) => {
    const turns = await afterOpening('free-will-debate', line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(/\bclock\b/);
    expect(turns[0]?.sentences.join(' ')).not.toMatch(/your wife/);
  });

  it.each(['is there more to it than that?', 'is that the last bit of the argument?'])(
    '"%s" asks about the argument, not the time',
    async (line) => {
      const turns = await afterOpening('free-will-debate', line);
      expect(turns.map((turn) => turn.sentences.join(' ')).join(' ')).not.toMatch(/\bclock\b/);
    },
  );

  it('"im back sorry what did i miss did spinoza say something about the horse": welcomed, and told where we are', async () => {
    const turns = await afterOpening(
      'free-will-debate',
      'im back sorry what did i miss did spinoza say something about the horse',
    );
    expect(turns.map((turn) => turn.plan.move)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(/^Welcome back\. In short: /);
  });

  it('"sorry im back she says ...": welcomed back, then answered', async () => {
    const [first] = await afterOpening(
      'free-will-debate',
      'sorry im back she says i chose to marry her so free will exists end of debate',
    );
    expect(first?.sentences[0]).toBe('Welcome back.');
    expect(first?.plan.move).toBe('answer');
  });
});

describe('names as the recogniser wrote them, from set 39', () => {
  it('"nee cha youre saying that is just like a habit from church": Nietzsche, on the theme', async () => {
    const [first] = await afterOpening(
      'morality-debate',
      'nee cha youre saying that is just like a habit from church or something',
    );
    expect(first?.speaker).toBe('Nietzsche');
    expect(first?.plan.move).toBe('answer');
  });

  it('"light nits what do you think": the chair, by his misheard name at the start of the line', async () => {
    const [chair] = await afterOpening('free-will-debate', 'light nits what do you think');
    expect(chair?.speaker).toBe('Leibniz');
    expect(chair?.sentences[0]).toMatch(/^Since you ask, here is my own view/);
  });
});

describe('a question to the chair, from set 39', () => {
  it('"aristotle ur just sat there, u got an opinion or what": his view, once', async () => {
    const [chair] = await afterOpening(
      'morality-debate',
      'aristotle ur just sat there, u got an opinion or what',
    );
    expect(chair?.plan.move).toBe('hand-over');
    expect(chair?.sentences[0]).toMatch(/^Since you ask, here is my own view/);
  });
});

describe('a story told at length that reads two ways, from set 39', () => {
  it('the Steinway no one could fault: answered through the nearer issue, not asked which question it meant', async () => {
    const turns = await afterOpening(
      'knowledge-debate',
      'Then let me tell you about the Steinway in the Grieg Hall. A visiting pianist complained that it was out of tune. I checked it three times with the fork and twice with the electronic meter, and it was perfect. He still insisted. Which of us knew something?',
    );
    expect(turns.map((turn) => turn.plan.move)).toEqual(['answer', 'rebut', 'summarise']);
    expect(turns[0]?.plan).toMatchObject({ bridged: true });
  });
});

describe("the debate's question, asked with the visitor's reason, from set 39", () => {
  it('"ok hi so is goodness real because i hear people at their worst ...": the question itself', async () => {
    const [first] = await afterOpening(
      'morality-debate',
      'ok hi so is goodness real because i hear people at their worst every night and i still think most people are good like honestly',
    );
    expect(first?.plan).toMatchObject({ move: 'answer', issue: 'goodness-real' });
  });
});

describe("the visitor's case judged, from set 39's diagnosis", () => {
  it('"my old lathe ... did it choose to jam": named and judged by his stance first', async () => {
    const [first] = await afterOpening(
      'free-will-debate',
      'my old lathe at the shop jams every morning and i curse it. did it choose to jam, or did i choose to curse?',
    );
    expect(first?.plan.told).toBe('your old lathe');
    expect(first?.sentences[0]).toMatch(/^As for your old lathe, here is my answer: [a-z]/);
  });

  it('"so you admit the body does things without the mind": Descartes grants the body-machine', async () => {
    const [first] = await answerTo(
      'free-will-debate',
      'descartes you say the mind steers the body ok but when i drive the crane my hands do it alone i dont even think about the levers',
      'so you admit the body does things without the mind',
    );
    expect(first?.speaker).toBe('Descartes');
    expect(first?.plan).toMatchObject({ move: 'answer', issue: 'machines' });
  });
});
