import { describe, expect, it } from 'vitest';
import { draftFloor } from './testing/draft-floor';
import { movesOf } from './testing/real-debate';

// Found in the blind set of 2026-12-11 when it was read and spent (stop 81). Each line is new, put as the floor meets a
// visitor's: unlearnt, as the first line of a call.
const floor = await draftFloor(['death-meaning-debate'], ['free-will-debate', 'knowledge-debate']);

// "Question for the calm gardener guy: is it better to die suddenly without knowing, or slowly with time to say
// goodbye?" got the chair's goodbye to a visitor leaving.
describe('a goodbye spoken of in a question', () => {
  it.each([
    'Is it kinder to die all at once, or slowly, with the time to say goodbye?',
    'would you rather go in your sleep or get a few weeks to say goodbye',
  ])('"%s" is argued, not taken as the visitor leaving', async (line) => {
    expect(movesOf(await floor.unlearnt('death-meaning-debate', line)).slice(0, 2)).toEqual([
      'answer',
      expect.stringMatching(/^(?:rebut|concede)$/),
    ]);
  });

  it.each(["ok I'll say goodbye now, thanks both", 'i just wanted to say goodnight and thank you all'])(
    '"%s" still takes leave',
    async (line) => {
      const turns = await floor.unlearnt('death-meaning-debate', line);
      expect(movesOf(turns)).toEqual(['chair']);
      expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
    },
  );
});

// "is there a way to save my progress in this app if i close it? dont wanna lose the debate" was argued by Thoreau
// (progress, machines).
describe('whether the debate is kept', () => {
  it.each([
    ['free-will-debate', 'is there any way to save my place if i shut the app?'],
    ['knowledge-debate', 'if i close the tab will i lose the whole thing'],
    ['death-meaning-debate', 'can I come back to this later and pick up where I left off'],
  ])('%s: "%s" is told how to take it home', async (debateId, line) => {
    const turns = await floor.unlearnt(debateId, line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toContain(
      'A debate is not kept once you leave: Download or Copy, by the transcript, takes it home at any time',
    );
  });

  it('"keep the past in mind", asked of choosing, is still argued', async () => {
    const line = 'Should we keep the past in mind when we choose, or does it decide for us?';
    expect(movesOf(await floor.unlearnt('free-will-debate', line))[0]).toBe('answer');
  });
});

// A first line asking of the app's voices and for the question again got the question twice in one turn, the second
// after "Of course.".
describe('two questions about the debate in one line', () => {
  it.each([
    'can i change the voices? sorry, what was the question again?',
    'how does this work? and can you repeat the question',
  ])('"%s": the chair says each thing once', async (line) => {
    const turns = await floor.unlearnt('free-will-debate', line);
    expect(movesOf(turns)).toEqual(['chair']);
    const sentences = turns[0]?.sentences ?? [];
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(sentences.join(' ')).toContain('Our question tonight is whether our choices are truly free.');
    expect(sentences).not.toContain('Of course.');
  });
});
