import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../content';
import { castDebate } from './cast';
import { encodeTable, featuresOf, likeness, meaningTable, MeaningTable, readChallenge } from './meaning';
import { labelledLines } from './labelled-meaning';
import { DebateIndex } from './retrieval';
import { DEFAULT_TUNING } from './retrieval-tuning';
import { createReplyEngine } from './engine';
import { runScript } from './testing/debate-script';
import { membersOf } from './testing/real-debate';

const knowledge = loadKnowledge();

function castOf(debateId: string) {
  const cast = castDebate(membersOf(debateId), knowledge);
  if (!cast.topic) throw new Error(`no topic for ${debateId}`);
  return { topic: cast.topic, sides: cast.sides };
}

describe('a line is read by its words and word pairs', () => {
  it('in lower case, once each, with a typed apostrophe read as a plain one', () => {
    expect([...featuresOf('Don’t you SEE? You see.')]).toEqual([
      "don't",
      'you',
      'see',
      "don't you",
      'you see',
      'see you',
    ]);
  });
});

describe('a meaning table', () => {
  // Two coordinates and a constant third: "free" points one way, "will" the other.
  const header = { dimensions: 2, constant: 0.5, features: ['free', 'will', 'free will'] };
  const rows = Float32Array.from([1, 0, 0, 1, 0.5, 0.5]);

  it("reads a line as the mean of its known features' rows, with the constant, at length 1", () => {
    const table = new MeaningTable(encodeTable(header, rows));
    const read = table.read('Free will, or not?');
    if (!read) throw new Error('the table read nothing');
    // (1 + 0 + 0.5) / 3 and (0 + 1 + 0.5) / 3, then the constant; "or" and "not" are not known.
    const expected = [0.5, 0.5, 0.5];
    const norm = Math.hypot(...expected);
    expected.forEach((x, i) => expect(read[i]).toBeCloseTo(x / norm, 2));
    expect(table.size).toBe(3);
  });

  it('reads a line with no known word as nothing', () => {
    const table = new MeaningTable(encodeTable(header, rows));
    expect(table.read('what o’clock is it')).toBeUndefined();
    expect(table.read('   ')).toBeUndefined();
  });

  it('keeps each row to within a hundredth in signed bytes', () => {
    const wide = { dimensions: 64, constant: 0.3, features: ['a', 'b'] };
    const values = Float32Array.from({ length: 128 }, (_, i) => Math.sin(i * 1.7) * (i % 7));
    const table = new MeaningTable(encodeTable(wide, values));
    const exact = Float32Array.from([...values.slice(0, 64), 0.3]);
    const norm = Math.hypot(...exact);
    const read = table.read('a') as Float32Array;
    expect(
      likeness(
        read,
        exact.map((x) => x / norm),
      ),
    ).toBeGreaterThan(0.9999);
  });

  it('refuses a file cut short or of another kind, and says how to make it again', () => {
    const bytes = encodeTable(header, rows);
    expect(() => new MeaningTable(bytes.subarray(0, bytes.length - 1))).toThrow(/npm run content:meaning/);
    expect(() => new MeaningTable(Buffer.from('not a table at all'))).toThrow(/npm run content:meaning/);
    const broken = Buffer.from(JSON.stringify({ dimensions: 2, features: 'free will' }));
    const length = Buffer.alloc(4);
    length.writeUInt32LE(broken.length);
    expect(() => new MeaningTable(Buffer.concat([Buffer.from('DCMEANING1'), length, broken]))).toThrow(
      /does not say its rows/,
    );
    expect(() => encodeTable(header, rows.subarray(1))).toThrow(/needs 6 values/);
  });
});

describe("the project's table", () => {
  const table = meaningTable();

  it('reads every labelled line of every debate that is in', () => {
    const unread: string[] = [];
    let lines = 0;
    for (const debateId of knowledge.topics.keys()) {
      const { topic, sides } = castOf(debateId);
      for (const { text } of labelledLines(topic, sides)) {
        lines++;
        if (!table.read(text)) unread.push(text);
      }
    }
    expect(lines).toBeGreaterThan(1000);
    // A line none of whose words the table knows is read by its words alone. The table is fitted without the lines
    // visitors put, so a rare one of chat words only ("brb, kettle") may be unknown; more than one in a thousand says
    // the labelled lines have moved away from it: re-fit it, `npm run content:meaning`.
    expect(
      unread.length,
      `lines the meaning table knows no word of: ${unread.join(' | ')}`,
    ).toBeLessThanOrEqual(Math.floor(lines / 1000));
  });

  it('puts lines that mean alike nearer than lines that share words', () => {
    const [weather, time, freeWill] = [
      'What is the weather going to be like tomorrow?',
      'What time is it in Amsterdam right now?',
      'Is my free choice right now only the time-worn result of causes?',
    ].map((line) => table.read(line) as Float32Array);
    expect(likeness(time as Float32Array, weather as Float32Array)).toBeGreaterThan(
      likeness(time as Float32Array, freeWill as Float32Array),
    );
  });

  it('reads the asking sentence apart from an aside before it', () => {
    const meaning = readChallenge(table, 'Keep it short. Is there any real choice at all?');
    expect(meaning).toBeDefined();
    expect(
      likeness(
        meaning?.question as Float32Array,
        table.read('Is there any real choice at all?') as Float32Array,
      ),
    ).toBeCloseTo(1, 5);
  });

  // The planner reads a line without the marks that part its sentences, and says which one asks.
  it('reads the sentence said to ask in a line without its marks', () => {
    const asking = 'or are we all just kidding ourselves';
    const meaning = readChallenge(table, `is anything still worth dying for ${asking}`, asking);
    const alone = table.read(asking) as Float32Array;
    expect(likeness(meaning?.question as Float32Array, alone)).toBeCloseTo(1, 5);
    expect(likeness(meaning?.line as Float32Array, alone)).toBeLessThan(0.99);
  });
});

describe('retrieval with meaning', () => {
  const { topic, sides } = castOf('free-will-debate');
  const withMeaning = new DebateIndex(topic, sides);
  const wordsAlone = new DebateIndex(topic, sides, undefined, null);

  it('turns away an errand that shares words with an issue, which words alone argue', () => {
    const line = "what time is it in Amsterdam right now? my friend's there and not answering";
    expect(wordsAlone.find(line).reading).not.toBe('off-topic');
    expect(withMeaning.find(line).reading).toBe('off-topic');
  });

  it('keeps a challenge on the theme, told in everyday words', () => {
    const line = 'If my boss had known my whole life in advance, would my promotion still be my own doing?';
    expect(withMeaning.find(line).reading).not.toBe('off-topic');
  });

  it("turns away a line that means like one put off another debate's theme", () => {
    const ownLinesAlone = new DebateIndex(topic, sides, undefined, undefined, []);
    const line = 'Do I need an umbrella today?';
    expect(ownLinesAlone.find(line).reading).not.toBe('off-topic');
    expect(withMeaning.find(line).reading).toBe('off-topic');
  });

  it("keeps a line put off another debate's theme that lies on this one's", () => {
    const { topic: morality, sides: moralitySides } = castOf('morality-debate');
    const line = 'Is it morally wrong to eat meat if you could live healthily without it?';
    expect(new DebateIndex(morality, moralitySides).find(line).reading).not.toBe('off-topic');
  });

  it('answers a challenge put before and labelled on the theme, which its words alone turn away', () => {
    const meaningOffOnly = new DebateIndex(topic, sides, { ...DEFAULT_TUNING, meaningOnNear: Infinity });
    const line =
      'On the news a driver swerved to miss a child and was called a hero. Was that courage or just reflex?';
    expect(meaningOffOnly.find(line).reading).toBe('off-topic');
    expect(withMeaning.find(line).reading).not.toBe('off-topic');
  });

  it('keeps a question on the theme after an aside that, alone, is off it', () => {
    const aside = 'keep it short, I got like three minutes.';
    expect(withMeaning.find(aside).reading).toBe('off-topic');
    expect(withMeaning.find(`${aside} is there any real choice at all or not`).reading).not.toBe('off-topic');
  });
});

describe('a line that says a cue of an issue, sharing few words with any', () => {
  // (Its first line, "I voted for a candidate I now think was a disaster. ... could I have voted any other way?", lost
  // the lean once 2027-01-04 was spent, whose off-theme lines ask three times whether voting should be compulsory:
  // the test holds the lean, not one line, which the lines learnt keep moving.)
  const line = "Come on, you can't seriously say a murderer and an earthquake are the same kind of thing.";
  // As a visitor's new line would be: not learnt.
  const { topic, sides } = castOf('free-will-debate');
  const unlearnt = { ...topic, asked: topic.asked.filter((asked) => asked.text !== line) };

  it('is argued, not turned away, when it means more like a line on the theme than any off it', async () => {
    const index = new DebateIndex(unlearnt, sides);
    expect(index.find(line)).toMatchObject({ reading: 'off-topic', keptOn: true });
    const withoutTheLean = new DebateIndex(unlearnt, sides, {
      ...DEFAULT_TUNING,
      meaningLeanMargin: Infinity,
    });
    expect(withoutTheLean.find(line).keptOn).toBeUndefined();

    const learnt = { ...knowledge, topics: new Map(knowledge.topics).set('free-will-debate', unlearnt) };
    const first = async (tuning = DEFAULT_TUNING) => {
      const engine = createReplyEngine({ knowledge: learnt, tuning });
      const { byStep } = await runScript(engine, membersOf('free-will-debate'), [{ visitor: line }]);
      return byStep[0]?.[0]?.plan.move;
    };
    expect(await first()).toBe('answer');
    expect(await first({ ...DEFAULT_TUNING, meaningLeanMargin: Infinity })).toBe('redirect');
  });

  it('is still turned away when it means like a line off the theme', () => {
    expect(new DebateIndex(topic, sides).find('is this app free or do i have to pay for it')).toMatchObject({
      reading: 'off-topic',
    });
    expect(
      new DebateIndex(topic, sides).find('is this app free or do i have to pay for it').keptOn,
    ).toBeUndefined();
  });
});
