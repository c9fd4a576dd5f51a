import { describe, expect, it } from 'vitest';
import { createReplyEngine } from './engine';
import { runScript } from './testing/debate-script';
import { draftFloor } from './testing/draft-floor';

// Found when the tuned-on lines the classics had read right at stop 84 were read again, and in the blind set of
// 2026-12-20 when it was read and spent (stop 86). Each line is new, put as the floor meets a visitor's: unlearnt, as
// the first line of a call, or after an exchange.
const floor = await draftFloor(
  [
    'capitalism-debate',
    'cancel-culture-debate',
    'privacy-surveillance-debate',
    'simulation-reality-debate',
    'social-media-humanity-debate',
  ],
  ['free-will-debate', 'knowledge-debate', 'morality-debate'],
);
const engine = createReplyEngine({ knowledge: floor.knowledge });

/** The first turn of the floor's answer to a line put after an opening exchange. */
async function after(debateId: string, opening: string, line: string) {
  const debate = await runScript(engine, floor.membersOf(debateId), [
    { visitor: opening },
    { visitor: line },
  ]);
  return debate.byStep[1]?.[0];
}

// "What caused the First World War?" counts two of causation's cues, and two cues of one issue had come to keep a line
// on the theme whatever off-theme line it meant like: the lines visitors had put about the causes of wars and
// collapses, learnt as off The Truth Battle's theme, were argued as Hume's problem of causation.
describe('a question about something else in two cues of one issue', () => {
  it.each([
    ['knowledge-debate', 'What caused the collapse of the Soviet Union?'],
    ['morality-debate', 'Should voting be compulsory in a democracy?'],
  ])('in %s, "%s" is not argued', async (id, line) => {
    const [first] = await floor.unlearnt(id, line);
    expect(first?.plan.move).not.toBe('answer');
  });

  it('while a case told in two cues of one issue, meaning about as like an off-theme line, is still argued', async () => {
    const [first] = await floor.unlearnt(
      'free-will-debate',
      "Like if my teammate throws the game can I still be mad at him if he couldn't help it?",
    );
    expect(first?.plan).toMatchObject({ move: 'answer', issue: 'responsibility' });
  });
});

// "ok so i picked pasta over pizza tonight, was that like decided a million years ago or what" was the kitchen's small
// talk, said of the moment ("pizza", "tonight"): the chair kept the visitor's place as if he had stepped away.
describe('the moment told, then asked of in the words of the theme', () => {
  it('is a case put to the debate', async () => {
    const [first] = await floor.unlearnt(
      'free-will-debate',
      'ok so i picked pasta over pizza tonight, was that like decided a million years ago or what',
    );
    expect(first?.plan.move).toBe('answer');
  });

  it('while the moment told alone is still passed', async () => {
    const [first] = await floor.unlearnt('free-will-debate', 'pixie just nicked my toast, anyway carry on');
    expect(first?.plan.move).not.toBe('answer');
  });
});

// "is my camera on? i can't see my own face on the screen", "is it me or is there like a shadow stuck in the corner of
// my screen" and "any tips for a sore throat, lost my voice screaming at the football last night" were argued (the
// watched self, the way out of the cave, the contest of ideas).
describe('the camera, the screen and a sore throat', () => {
  it('the camera asked after is told that none is used', async () => {
    const [first] = await floor.unlearnt(
      'privacy-surveillance-debate',
      "is my camera on? i can't see my own face on the screen",
    );
    expect(first?.plan.move).toBe('chair');
    expect(first?.sentences.join(' ')).toContain('No camera is used here');
  });

  it('while the government watching through it is argued', async () => {
    const [first] = await floor.unlearnt(
      'privacy-surveillance-debate',
      'is my camera on right now and is the government watching through it?',
    );
    expect(first?.plan.move).toBe('answer');
  });

  it.each([
    ['simulation-reality-debate', 'is it just me or is there a grey line frozen on the top of my screen'],
    ['cancel-culture-debate', 'any tips for a sore throat? lost my voice cheering at the rugby'],
  ])('in %s, "%s" (new words for the lines of the set) is not argued', async (id, line) => {
    const first = await after(id, 'Is the truth what most people agree on?', line);
    expect(first?.plan.move).not.toBe('answer');
  });
});

// "That's just the cave story with computers. What's actually new here?" got the chair telling how the debate works,
// as if the visitor were new here.
describe('"what\'s actually new here?"', () => {
  it('presses the point, and is taken up', async () => {
    const first = await after(
      'simulation-reality-debate',
      'Are we living in a simulation?',
      "That's Descartes' demon with a server farm. What's really new here?",
    );
    expect(first?.plan.move).toMatch(/^(?:answer|clarify)$/);
  });
});

// "haha sorry my cat just knocked my coffee onto the keyboard" got a debater's jest back, keeping his point, as if
// the laugh were at the debate.
describe('a mishap at home told with a laugh', () => {
  it('is passed as small talk, not taken as a joke at the debate', async () => {
    const first = await after(
      'capitalism-debate',
      'Is a billionaire ever earned?',
      'lol sorry my dog just knocked my tea all over the desk',
    );
    expect(first?.plan.move).toBe('redirect');
  });
});

// From the blind set of 2026-12-21 when it was read and spent: the voices' speed and the captions asked after were
// argued or handed over; "Hang on, Epicurus, ... You'd give me that much?" was a pause; "the Frenchman", "the Marxist
// one" and "Renee" went to no debater or the wrong one. New words for the set's lines, after an exchange.
describe('the app, asked after in the middle of a call', () => {
  it.each([
    ['can we make the chair speak a little slower please', "Our voices are the app's"],
    ['how do i turn the subtitles on, i cannot hear the voices', 'written out in the transcript'],
  ])('"%s" is told by the chair', async (line, told) => {
    const first = await after('knowledge-debate', 'Can we know anything for certain?', line);
    expect(first?.plan.move).toBe('chair');
    expect(first?.sentences.join(' ')).toContain(told);
  });
});

describe('"hang on" before an objection put to a debater by name', () => {
  it('is the objection, not a pause', async () => {
    const [first] = await floor.unlearnt(
      'knowledge-debate',
      "Hang on, Hume, a habit that never fails is as good as knowledge. You'd grant me that much?",
    );
    expect(first?.plan.move).toBe('answer');
    expect(first?.speaker).toBe('Hume');
  });
});

describe('a debater called by what he is, from set 2026-12-21', () => {
  it.each([
    [
      'privacy-surveillance-debate',
      'Does anyone ever choose to be watched? Over to the Frenchman.',
      'Michel Foucault',
    ],
    [
      'social-media-humanity-debate',
      'For the Marxist one: are likes just a wage we are paid in?',
      'Guy Debord',
    ],
    ['free-will-debate', 'Renee, the pineal gland again? Nobody believes that today.', 'Descartes'],
  ])('in %s, "%s" is put to %s', async (id, line, speaker) => {
    const [first] = await floor.unlearnt(id, line);
    expect(first?.speaker).toBe(speaker);
  });
});
