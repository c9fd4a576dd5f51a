import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../content';
import { castDebate } from './cast';
import { notesFor } from './notes';
import { inSequence, membersOf } from './testing/real-debate';

// "Spinoza, is it true your community threw you out?" was told; "damn. for what tho" then got a new round on free
// will (set 69), and "why?" after it the same. A fact that leaves its reason untold now has it (`why`), and he tells it.

describe('asked why, just after a fact of his life', () => {
  it.each([
    'why?',
    'damn. for what tho',
    'How come?',
    'what happened?',
    'But why did they do that?',
    'Spinoza, why?',
  ])('"%s" gets the reason, and nothing else', async (line) => {
    const [told, why] = await inSequence('free-will-debate', [
      'Spinoza, is it true your community threw you out?',
      line,
    ]);
    expect(told?.[0]?.plan).toMatchObject({ move: 'life' });
    expect(why).toHaveLength(1);
    expect(why?.[0]?.speaker).toBe('Spinoza');
    expect(why?.[0]?.plan).toMatchObject({ move: 'life', why: true });
    expect(why?.[0]?.sentences.join(' ')).toMatch(/^The writ names no charge, .* apart from nature\.$/);
  });

  it('tells how he died, then why he was condemned', async () => {
    const [death, why] = await inSequence('morality-debate', [
      'Socrates, how did you die?',
      'but why did they condemn you?',
    ]);
    expect(death?.[0]?.sentences[0]).toMatch(/^Condemned at seventy/);
    expect(why?.[0]?.sentences.join(' ')).toMatch(/^The charge said I did not honour the city's gods/);
  });

  it('tells what happened in Turin, and what caused it', async () => {
    const [turin, cause] = await inSequence('morality-debate', [
      'Nietzsche, what happened in Turin?',
      'what caused it?',
    ]);
    expect(turin?.[0]?.sentences[0]).toMatch(/^In January 1889 my mind gave way in Turin/);
    expect(cause?.[0]?.sentences.join(' ')).toMatch(/^Nobody knows for certain\. .* blood vessels\.$/);
  });

  it('is not the reason when the why is put to the other debater, or the fact has none to tell', async () => {
    const [, other] = await inSequence('free-will-debate', [
      'Spinoza, is it true your community threw you out?',
      'Descartes, why?',
    ]);
    expect(other?.[0]?.plan).not.toMatchObject({ why: true });
    // His lenses: their reason is told with the fact ("honest work that left my thoughts free").
    const [lenses, again] = await inSequence('free-will-debate', [
      'Spinoza, did you really grind lenses?',
      'why?',
    ]);
    expect(lenses?.[0]?.plan).toMatchObject({ move: 'life' });
    expect(again?.[0]?.plan).not.toMatchObject({ why: true });
  });

  it('is told once: a second "why?" is no reason again', async () => {
    const steps = await inSequence('free-will-debate', [
      'Spinoza, is it true your community threw you out?',
      'why?',
      'why?',
    ]);
    expect(steps[2]?.some((turn) => turn.plan.move === 'life')).toBe(false);
  });

  it('with a model, the notes give the fact and its reason, and ask for the reason alone', () => {
    const members = membersOf('free-will-debate');
    const cast = castDebate(members, loadKnowledge());
    const spinoza = cast.seated.findIndex((seat) => seat.person?.key === 'spinoza');
    const fact = cast.seated[spinoza]?.person?.life.findIndex((f) => f.why?.source.startsWith('Lucas')) ?? -1;
    const notes = notesFor(
      { speaker: spinoza, move: 'life', fact, why: true },
      { cast, members, conversation: [] },
    );
    expect(notes.instruction).toMatch(/asks why/);
    expect(notes.material).toEqual([
      expect.stringMatching(/^The fact: In 1656/),
      expect.stringMatching(
        /^The reason: The writ names no charge.*\(Lucas, The Life of the Late Mr de Spinosa/,
      ),
    ]);
  });
});
