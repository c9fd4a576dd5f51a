import { describe, expect, it } from 'vitest';
import { PLAINLY } from './common-frames';
import { issueOf } from './history';
import { templatePattern } from './text';
import type { ScriptedTurn } from './testing/debate-script';
import { afterFreeWill, afterKnowledge, afterMorality, inSequence, movesOf } from './testing/real-debate';

/** Whether a sentence is one of these frames, filled. */
const matches = (frames: readonly string[], sentence: string | undefined) =>
  frames.map(templatePattern).some((pattern) => pattern.test(sentence ?? ''));

/** The issue of the first turn that follows a line. */
const issueAt = (turns: readonly ScriptedTurn[] | undefined) => {
  const plan = turns?.[0]?.plan;
  return plan && issueOf(plan);
};

// The floor with the real knowledge, for the lines probed on 2026-12-02 (stop 62): each was answered with an argument
// on another issue, or turned away coldly.

describe('a long day, told in passing', () => {
  it.each([
    "I'm so tired today honestly, long shift at the hospital",
    "I'm exhausted, just got off a twelve hour shift",
  ])('"%s" gets a word for it, and the floor comes back to the question', async (line) => {
    const turns = await afterKnowledge(line);
    expect(movesOf(turns)).toEqual(['redirect']);
    expect(turns[0]?.sentences[0]).toMatch(/rest|long day/);
    expect(turns[0]?.sentences[1]).toBe('Now, back to whether we can know anything for certain.');
  });

  it('is still argued when it asks in the debate\'s words ("I\'m exhausted, does my body rule my mind?")', async () => {
    const turns = await afterFreeWill("I'm exhausted, does my body rule my mind?");
    expect(turns[0]?.plan.move).toBe('answer');
  });

  it('is not weariness of the debate ("im tired of your nonsense")', async () => {
    const turns = await afterFreeWill('im tired of your nonsense');
    expect(turns[0]?.sentences.join(' ')).not.toMatch(/rest|long day/);
  });
});

describe('one debater called right', () => {
  it.each(['I think Spinoza is right', 'Spinoza wins this one', "I'm with Spinoza"])(
    '"%s": Spinoza takes it, and presses his point on the issue argued',
    async (line) => {
      const turns = await afterFreeWill(line);
      expect(turns[0]?.speaker).toBe('Spinoza');
      expect(turns[0]?.sentences[0]).toBe('I am glad you grant it.');
      expect(issueAt(turns)).toBe('responsibility');
    },
  );

  it('"is Socrates right?" asks; it grants nothing', async () => {
    const turns = await afterMorality('is Socrates right?');
    expect(turns[0]?.sentences[0]).not.toBe('I am glad you grant it.');
  });
});

describe('pardon asked', () => {
  it.each([
    ['ok that was rude of me, sorry', /^No apology needed: a sharp word keeps a debate honest/],
    ['that was harsh of me. sorry', /^No apology needed: a sharp word keeps a debate honest/],
    ['ok sorry', /^No apology needed\.$/],
    ['my bad', /^No apology needed\.$/],
  ])('"%s" needs none, and the floor is his', async (line, word) => {
    const turns = await afterMorality(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(word);
  });
});

describe('bidden to go on, or asked why, in other words', () => {
  it.each([
    'let him finish',
    'Could Nietzsche go on?',
    'let Nietzsche finish his point',
    'I want to hear more from Nietzsche',
  ])('"%s" takes the point further on the same issue', async (line) => {
    const [first, next] = await inSequence('morality-debate', [
      "Nietzsche, isn't kindness just weakness?",
      line,
    ]);
    expect(next?.[0]?.plan.move).toBe('imply');
    expect(issueAt(next)).toBe(issueAt(first));
  });

  it.each(['for what reason?', 'how come?', 'What for, exactly?'])(
    '"%s" asks what the last point rests on',
    async (line) => {
      const [first, , next] = await inSequence('free-will-debate', [
        'is my dog choosing when he picks the sofa?',
        'why?',
        line,
      ]);
      expect(next?.[0]?.plan.move).toBe('ground');
      expect(issueAt(next)).toBe(issueAt(first));
    },
  );
});

describe('a few words of greeting, feeling or confusion', () => {
  it('"yo" is a greeting: the chair says who is who', async () => {
    const [turns] = await inSequence('free-will-debate', ['yo']);
    expect(turns?.[0]?.plan.move).toBe('hand-over');
    expect(turns?.[0]?.sentences[0]).toMatch(/^Descartes is the dualist, and Spinoza the determinist/);
  });

  it('"Spinoza, were you ever in love?" is his life, and "aww" after it is taken kindly', async () => {
    const [love, aww] = await inSequence('free-will-debate', ['Spinoza, were you ever in love?', 'aww']);
    expect(love?.[0]?.sentences[0]).toMatch(
      /^I never married and had no children\. A story is told that I loved Clara Maria/,
    );
    expect(aww?.[0]?.plan).toMatchObject({ move: 'life', thanked: true });
  });

  it('"Leibniz ur not making sense" asks him to make it clearer, on the same issue', async () => {
    const [first, next] = await inSequence('knowledge-debate', [
      "ok but how do I know I'm not dreaming right now",
      'Leibniz ur not making sense',
    ]);
    expect(next?.[0]?.speaker).toBe('Leibniz');
    expect(next?.[0]?.plan.move).toBe('define');
    expect(issueAt(next)).toBe(issueAt(first));
  });
});

describe('a point granted in a word', () => {
  it.each(['true', 'so true', 'makes sense'])(
    '"%s" is noted as granted before the chair moves on',
    async (line) => {
      const turns = await afterFreeWill(line);
      expect(turns[0]?.plan).toMatchObject({ move: 'move-on', granted: true });
      expect(turns[0]?.sentences[0]).toBe('Noted: a point granted is a step forward.');
    },
  );

  it('"is it true that we feel free?" still asks', async () => {
    const turns = await afterFreeWill('is it true that we feel free?');
    expect(turns[0]?.plan.move).toBe('answer');
  });
});

describe('more of what a visitor says in passing', () => {
  it('"Socrates you keep asking questions instead of answering" gets his plain answer', async () => {
    const turns = await afterMorality('Socrates you keep asking questions instead of answering');
    expect(turns[0]?.speaker).toBe('Socrates');
    expect(matches(PLAINLY, turns[0]?.sentences[0])).toBe(true);
  });

  it('"what\'s your favourite food Hume" is his life', async () => {
    const turns = await afterKnowledge("what's your favourite food Hume");
    expect(turns[0]?.plan.move).toBe('life');
    expect(turns[0]?.sentences[0]).toMatch(/cookery/);
  });

  it('"im a bit lost" asks for the point made clearer, not a new round', async () => {
    const turns = await afterFreeWill('im a bit lost');
    expect(turns[0]?.plan.move).not.toBe('move-on');
    expect(movesOf(turns)).not.toContain('answer');
  });
});

describe('balking when he has made every point he has on the issue', () => {
  it('"that\'s depressing" gets what his last point rests on, on the same issue', async () => {
    const steps = await inSequence('knowledge-debate', [
      'Can I trust my memory?',
      'Hume what about photos, they prove the past',
      'but photos can be faked now with AI',
      'so nothing is certain?',
      "that's depressing",
    ]);
    const [before, balked] = [steps[3], steps[4]];
    expect(balked?.[0]?.plan).toMatchObject({ move: 'ground', balked: true });
    expect(balked?.[0]?.sentences[0]).toBe('I hear you; let me give you my reason.');
    expect(issueAt(balked)).toBe(issueAt(before));
  });
});
