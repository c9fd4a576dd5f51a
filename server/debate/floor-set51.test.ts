import { describe, expect, it } from 'vitest';
import type { ScriptedTurn } from './testing/debate-script';
import { afterFreeWill, afterKnowledge, afterMorality, inSequence, movesOf } from './testing/real-debate';

// The floor with the real knowledge, for listening set 51: a canal lock-keeper in Llangollen and an elevator inspector
// in Lafayette speaking, a snowplough driver in Brandon and a seed-catalogue proofreader in Ludlow typing. Lines from its
// drafts' debates are put here to a classic in the same words.

describe('the time of day, passed, is not argued', () => {
  it.each([
    [
      'honestly wales got battered on saturday i cant even talk about it the the scrum was shocking',
      /own score/,
    ],
    [
      'sorry hang on the kettles going im starving ive only had a pasty since six this morning',
      /keep your place/,
    ],
    [
      'sorry its like a hundred degrees in this car and i just got crawfish so if i chew in your ear my bad',
      /keep your place/,
    ],
    ['lord the humidity today my hair is like a whole separate person right now', /eases where you are/],
    [
      "Speaking of breakfast, I've just taken a lemon drizzle out of the oven, so forgive me if I drift off to check on it.",
      /keep your place/,
    ],
    [
      "Forgive me, Clive has the cricket on in the next room and England have just lost another wicket. I don't know why he puts himself through it.",
      /own score/,
    ],
  ])('"%s" gets a word for it, and the floor comes back to the question', async (line, word) => {
    const turns = await afterMorality(line);
    expect(movesOf(turns)).toEqual(['redirect']);
    expect(turns[0]?.sentences[0]).toMatch(word);
    expect(turns[0]?.sentences[1]).toBe('Now, back to whether goodness is real or something we invented.');
  });

  it('a story that only mentions the weather is still his case', async () => {
    const [turn] = await afterMorality(
      'my neighbour shovels the old ladys path every time its snowing and never tells anyone so is that goodness or just habit',
    );
    expect(turn?.plan.move).toBe('answer');
  });
});

describe('who is ahead, asked last in a long line to the chair', () => {
  it.each([
    'harris tottle youre the one in the middle like go on then whos ahead in your view',
    'aristotle youre the one in the chair so go on then whos closer to right out of these two',
    'aristotle youre just sitting there in the middle hiding in your room so who is winning this one',
    'aristotle you been real quiet over there who is winning this i think i already know',
    "Aristotle, you've been unusually quiet for a moderator with that beard. Who's winning, in your honest opinion?",
  ])('"%s" hears where the debate stands', async (line) => {
    const turns = await afterMorality(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^So far/);
  });

  it('"why should i be good if nobody upstairs is keeping score" asks the debate\'s question, not the score', async () => {
    const [turn] = await afterMorality(
      'why though why should i be good if nobody upstairs is keeping score nee cha go on',
    );
    expect(turn?.speaker).toBe('Nietzsche');
    expect(turn?.plan.move).toBe('answer');
  });
});

describe('going, with a word on who won', () => {
  it.each([
    'thats me done my tea is going cold cheers both of you i reckon socrates shaded it but nietzsche had a point',
    'alright gotta run my mama needs her pills at six thank yall i am going with socrates no contest',
    "I really must dash, the WI meeting starts at seven and I'm doing the teas. Thank you all. Socrates won, I think.",
  ])('"%s" is a goodbye', async (line) => {
    const turns = await afterMorality(line);
    expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
  });
});

describe('lives and names as set 51 heard them', () => {
  it('"did you really just sit there and drink the poison ... did your family not beg you to run" is his death', async () => {
    const [turn] = await afterMorality(
      'sock rates did you um did you really just sit there and drink the poison like did your family not beg you to run',
    );
    expect(turn?.plan.move).toBe('life');
    expect(turn?.sentences.join(' ')).toMatch(/Crito begged me to escape/);
  });

  it('"mister hughes" is Hume', async () => {
    const [turn] = await afterKnowledge(
      'mister hughes is it true you were turned down for a professorship because people thought you were an atheist',
    );
    expect(turn?.speaker).toBe('Hume');
    expect(turn?.plan.move).toBe('life');
  });

  it('"sock ra tease" is Socrates', async () => {
    const [turn] = await afterMorality('sock ra tease why should anyone be good when nobody is watching');
    expect(turn?.speaker).toBe('Socrates');
  });
});

describe('on the theme, however it is put', () => {
  it('"lost. whats the wax thing again? explain short pls" asks for it again', async () => {
    const turns = await afterKnowledge('lost. whats the wax thing again? explain short pls');
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toBe('Of course.');
  });

  it("a question asked last of one of the debate's words, after his story, is argued", async () => {
    const turns = await afterKnowledge(
      "Here's my real trouble. My husband Clive had a scan on Tuesday, and the consultant said it's 'probably nothing'. What on earth am I supposed to do with 'probably'?",
    );
    expect(movesOf(turns)[0]).toBe('answer');
  });
});

describe('a part of the argument asked again by its name', () => {
  it('"Could you explain the bit about truths of reason again, perhaps with an example from the garden?"', async () => {
    const [turn] = await afterKnowledge(
      "Mr Leibniz, I'm afraid you've rather lost me. Could you explain the bit about truths of reason again, perhaps with an example from the garden?",
    );
    expect(turn?.speaker).toBe('Leibniz');
    expect(turn?.plan.move).toBe('define');
    expect(turn?.sentences[0]).toMatch(/truth of reason/);
  });

  it('"nietzsche can you say that again the slave morality bit i lost you" says what he means by it', async () => {
    const [turn] = await afterMorality('nietzsche can you say that again the slave morality bit i lost you');
    expect(turn?.plan.move).toBe('define');
    expect(turn?.sentences.join(' ')).toMatch(/slave morality/);
  });

  it('"say that again the the chain thing" names no word of the debate: what was said, again', async () => {
    const turns = await afterFreeWill('wait wait say that again the the chain thing i lost you at substance');
    expect(movesOf(turns)).toEqual(['chair']);
  });
});

/** The issue a turn argued. */
const issueOf = (turn: ScriptedTurn | undefined) =>
  turn && 'issue' in turn.plan ? turn.plan.issue : undefined;

describe('his own words for the point just made stay with it', () => {
  it('"so you mean ..., but ..." goes on with the one whose point it restates, on its issue', async () => {
    const [, asked, restated] = await inSequence('morality-debate', [
      'Socrates, is goodness real?',
      'nietzsche where did our values come from',
      'so you mean the strong just made up good to suit themselves but my gran was the kindest person i knew and she never got her way in anything',
    ]);
    const point = asked?.find((turn) => turn.plan.move === 'answer');
    expect(point?.speaker).toBe('Nietzsche');
    expect(restated?.[0]?.speaker).toBe('Nietzsche');
    expect(restated?.[0]?.plan).toMatchObject({ move: 'answer', issue: issueOf(point) });
  });

  it('"i know i know youll say ... but ..." answers the reply he expected, on the same issue', async () => {
    const [, asked, expected] = await inSequence('morality-debate', [
      'Socrates, is goodness real?',
      'socrates is it better to suffer wrong than do it',
      'i know i know youll say my soul is what matters but my landlord robbed me blind and he sleeps fine',
    ]);
    const point = asked?.find((turn) => turn.plan.move === 'answer');
    expect(expected?.[0]?.speaker).toBe(point?.speaker);
    expect(expected?.[0]?.plan).toMatchObject({ move: 'answer', issue: issueOf(point) });
  });
});
