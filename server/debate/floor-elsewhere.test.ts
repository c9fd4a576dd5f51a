import { describe, expect, it } from 'vitest';
import { castDebate } from './cast';
import { notesFor } from './notes';
import { draftFloor } from './testing/draft-floor';
import { movesOf } from './testing/real-debate';

const floor = await draftFloor(['gender-nature-debate'], ['free-will-debate']);

// The floor with the real knowledge, for a challenge asked on another debate's theme (retrieval's `elsewhere`,
// labelled-meaning.ts): it means more like the lines labelled on that debate's theme than like this one's.

const sentencesOf = (turns: Awaited<ReturnType<typeof floor.firstInDraft>>) =>
  turns.flatMap((turn) => turn.sentences).join(' ');

describe("another debate's question", () => {
  it("is turned away though it names two of the debate's concepts, and a question of the theme with them is not", async () => {
    // Reason and the body are concepts of Born or Made?; whether the mind is the brain is The Machine Mind's.
    expect(
      movesOf(
        await floor.firstInDraft(
          'gender-nature-debate',
          'Is the mind nothing but the brain, or is there something more to it?',
        ),
      ),
    ).toEqual(['redirect']);
    expect(
      movesOf(
        await floor.firstInDraft('gender-nature-debate', "Is a woman's reason weaker because of her body?"),
      ),
    ).toContain('answer');
  });

  it('is told which debate argues it, when the visitor can go there, and brought back to the theme', async () => {
    const turns = await floor.firstInDraft(
      'free-will-debate',
      'Is it morally okay to tell a white lie to protect someone?',
    );
    expect(movesOf(turns)).toEqual(['redirect']);
    expect(sentencesOf(turns)).toMatch(/The Morality Clash/);
    expect(sentencesOf(turns)).toMatch(/whether our choices are truly free/);
  });

  it('an everyday errand is brought back without a debate named for it', async () => {
    const turns = await floor.firstInDraft(
      'free-will-debate',
      'How do I get my toddler to sleep through the night?',
    );
    expect(movesOf(turns)).toEqual(['redirect']);
    expect(sentencesOf(turns)).not.toMatch(/debate of its own|another of our debates|the debate for that/);
  });

  it('put to a debater by name, is his to answer', async () => {
    const turns = await floor.firstInDraft(
      'free-will-debate',
      'Descartes, is it morally okay to tell a white lie to protect someone?',
    );
    expect(movesOf(turns)[0]).toBe('answer');
  });

  it('a model is told which debate argues it before it brings the floor back', () => {
    const members = floor.membersOf('free-will-debate');
    const cast = castDebate(members, floor.knowledge);
    const moderator = cast.moderator ?? -1;
    const plan = {
      speaker: moderator,
      move: 'redirect',
      kind: 'question',
      elsewhere: 'The Morality Clash',
    } as const;
    const notes = notesFor(plan, { cast, members, conversation: [] });
    expect(notes.instruction).toMatch(/another debate, The Morality Clash, argues it/);
    expect(notes.instruction).toMatch(/whether our choices are truly free/);
  });
});
