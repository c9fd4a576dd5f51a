import { describe, expect, it } from 'vitest';
import { createReplyEngine } from './engine';
import { closeAsked } from './floor-phrasings';
import { runScript } from './testing/debate-script';
import { draftFloor } from './testing/draft-floor';
import { movesOf } from './testing/real-debate';

const floor = await draftFloor(['death-meaning-debate'], ['free-will-debate']);

// The floor with the real knowledge, for what the blind set of 2026-12-08 showed when it was read (stop 77): a question
// whether something ends the debate taken for a request to end it, and a term of Heidegger's own turned away; and,
// cross-validated with it in, the chair's how-it-works speech said twice in one call.

describe('whether something would end the debate, asked', () => {
  it('is argued, not taken for a request to close it', async () => {
    const turns = await floor.firstInDraft(
      'free-will-debate',
      'ok so i read about that Libet experiment where your brain decides before you even know it. doesnt that kind of end the debate',
    );
    expect(movesOf(turns)).not.toContain('verdict');
    expect(movesOf(turns)[0]).toBe('answer');
  });

  it.each([
    'ok so i read about that libet experiment. doesnt that kind of end the debate',
    'would a brain scan settle it?',
    'that would end the debate surely',
  ])('"%s" asks no close', (line) => {
    expect(closeAsked(line)).toBeUndefined();
  });

  it.each([
    'could you end it there?',
    'can you end the debate now',
    "doesn't that end the argument, verdict please",
  ])('"%s" still asks the chair to close', (line) => {
    expect(closeAsked(line)).toBe('');
  });
});

describe("a term of art of Heidegger's", () => {
  it.each(['Heidegger, what is das Man?', 'heideger whats das man, my professor keeps saying it'])(
    '"%s" is his to answer or define',
    async (line) => {
      const turns = await floor.firstInDraft('death-meaning-debate', line);
      expect(['answer', 'define']).toContain(movesOf(turns)[0]);
      expect(floor.membersOf('death-meaning-debate')[turns[0]?.plan.speaker ?? -1]?.name).toMatch(
        /Heidegger/,
      );
    },
  );
});

describe('how the debate works, asked again', () => {
  it('is said in short, in words the call has not heard', async () => {
    const engine = createReplyEngine({ knowledge: floor.knowledge });
    const { byStep } = await runScript(engine, floor.membersOf('free-will-debate'), [
      { visitor: 'the sound keeps lagging on my end' },
      { visitor: 'sorry, how does this work again?' },
      { visitor: 'ok but how does it work, what do I do?' },
    ]);
    const said = byStep.map((turns) => turns.flatMap((turn) => turn.sentences));
    expect(said[0]?.join(' ')).toMatch(/You are the challenger/);
    for (const later of said.slice(1)) {
      expect(later.join(' ')).not.toMatch(/You are the challenger/);
      expect(later.join(' ')).toMatch(/verdict/);
    }
    const all = said.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
