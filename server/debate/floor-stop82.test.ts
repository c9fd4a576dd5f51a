import { describe, expect, it } from 'vitest';
import { draftFloor } from './testing/draft-floor';
import { inSequence, movesOf } from './testing/real-debate';

// Found in the blind set of 2026-12-12 when it was read and spent (stop 82). Each line is new, put as the floor meets a
// visitor's: unlearnt, as the first line of a call, or after an exchange in a classic.
const floor = await draftFloor(
  ['ai-consciousness-debate', 'social-media-humanity-debate'],
  ['free-will-debate', 'knowledge-debate', 'morality-debate'],
);

// "Lady Lovelace said a machine can only do what we order it to do. Alan, how did you answer her?" was taken as Turing
// asked for his reply to Descartes, and got the debate's opening point.
describe('a claim told, then put to a debater', () => {
  it('is answered on what the claim says, by the one asked', async () => {
    const line =
      'Ada Lovelace wrote that an engine can only do what we order it to do. Alan, what do you say to her?';
    const [first] = await floor.unlearnt('ai-consciousness-debate', line);
    expect(first?.speaker).toBe('Alan Turing');
    expect(first?.plan).toMatchObject({ move: 'answer', issue: 'originality' });
  });

  it('"Good move from Leibniz. Hume, your reply?" still sets Hume on Leibniz', async () => {
    const [, turns] = await inSequence('knowledge-debate', [
      'Can we know anything for certain?',
      'Good move from Leibniz. Hume, your reply?',
    ]);
    expect(turns?.[0]?.speaker).toBe('Hume');
    expect(turns?.[0]?.move).not.toBe('answer');
  });
});

// "Hume would say there's no 'I' doing the thinking ... Does the idealist have any answer to that?" and "Question for
// the German: ..." were answered by the debater spoken of, or by the other.
describe('a debater spoken of, another described', () => {
  it.each([
    [
      'knowledge-debate',
      'Hume says the self is only a bundle of perceptions. What would the idealist answer to that?',
      'Leibniz',
    ],
    [
      'morality-debate',
      "Question for the German: science says we evolved to feel empathy. Doesn't that make goodness a survival trick?",
      'Nietzsche',
    ],
  ])('%s: "%s" is answered by %s', async (debateId, line, speaker) => {
    const [first] = await floor.unlearnt(debateId, line);
    expect(first?.speaker).toBe(speaker);
    expect(first?.move).toBe('answer');
  });
});

describe("a debater's claim told, then put to the other", () => {
  it('is answered on what the claim says', async () => {
    const line =
      'Hume says there is no self, only a bundle of perceptions. What would the idealist answer to that?';
    const [first] = await floor.unlearnt('knowledge-debate', line);
    expect(first?.plan).toMatchObject({ move: 'answer', issue: 'self' });
    expect(first?.speaker).toBe('Leibniz');
  });
});

// "Everyone at concerts films the whole thing ... Who are they filming it for, Debord?" got the chair saying who the
// debaters are.
describe('"who are they ..." asked of something else', () => {
  it('is argued', async () => {
    const line = 'Kids record every gig on their phones now. Who are they even recording it for, Debord?';
    const [first] = await floor.unlearnt('social-media-humanity-debate', line);
    expect(first).toMatchObject({ speaker: 'Guy Debord', move: 'answer' });
  });

  it('"who are they?" alone is still told who is who', async () => {
    const turns = await floor.unlearnt('social-media-humanity-debate', 'who are they?');
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(/ask either by name/);
  });
});

// "i mean physics gets rewriten every hundred years. newton was 'certain' and then einstein showed up. so whats the
// point" got the chair saying what the debate asks.
describe('"so what\'s the point", after a case', () => {
  it('is argued', async () => {
    const line = 'every textbook i had at school is out of date now. so whats the point';
    expect(movesOf(await floor.unlearnt('knowledge-debate', line))[0]).toBe('answer');
  });

  it('"what is the point of this debate?" is told the question', async () => {
    const turns = await floor.unlearnt('knowledge-debate', 'what is the point of this debate?');
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Our question tonight is/);
  });
});

// "Wait, aren't you both AIs yourselves? So who is actually arguing right now?" got who is ahead.
describe('"aren\'t you AIs?"', () => {
  it.each(["aren't you two just AIs?", 'hang on, arent you both bots'])(
    '"%s" is told what they are',
    async (line) => {
      const turns = await floor.unlearnt('knowledge-debate', line);
      expect(movesOf(turns)).toEqual(['chair']);
      expect(turns[0]?.sentences[0]).toMatch(/^We are AI philosophers/);
    },
  );
});

// "is anything i do actually up to me" was turned away as another subject.
describe('"up to me"', () => {
  it.each(['is any of what I do really up to me?'])('"%s" is argued', async (line) => {
    expect(movesOf(await floor.unlearnt('free-will-debate', line))[0]).toBe('answer');
  });
});

// "that's just a false choice, surely it's both?", just after an exchange, was turned away as another subject.
describe('pushback in a few words', () => {
  it('goes on with the exchange', async () => {
    const [, turns] = await inSequence('morality-debate', [
      'Socrates, is goodness real?',
      "that's only a false either-or, surely it's some of each?",
    ]);
    expect(turns?.[0]?.move).toBe('answer');
    expect(['Socrates', 'Nietzsche']).toContain(turns?.[0]?.speaker);
  });

  it('"come on, what\'s the best pizza place near here?" is still turned away', async () => {
    const [, turns] = await inSequence('morality-debate', [
      'Is goodness real?',
      "come on, what's the best pizza place near here?",
    ]);
    expect(movesOf(turns ?? [])).toEqual(['redirect']);
  });
});

// "i picked oatmeal over eggs this morning. free or not lol", "if the simulators can see everything do i have any
// privacy at all lol": a question asked with a laugh got a light word instead of an answer.
describe('a question asked with a laugh', () => {
  it.each([
    'i chose tea over coffee this morning, free or not lol',
    'my cat knocked a glass off the table again like does she even choose to be a menace lol',
    'if my brain decided before i did is it even my choice lol',
  ])('"%s" is argued', async (line) => {
    const [, turns] = await inSequence('free-will-debate', [
      'Spinoza, if every choice has a cause, can anyone be blamed?',
      line,
    ]);
    expect(turns?.[0]?.move).toBe('answer');
  });

  it('"so hes useless for betting lol" is still taken lightly', async () => {
    const [, turns] = await inSequence('free-will-debate', [
      'Spinoza, if every choice has a cause, can anyone be blamed?',
      'so hes useless for betting lol',
    ]);
    expect(movesOf(turns ?? [])).toEqual(['quip']);
  });
});
