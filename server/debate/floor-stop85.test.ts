import { describe, expect, it } from 'vitest';
import { draftFloor } from './testing/draft-floor';

// Found in the blind sets of 2026-12-18 and 2026-12-19 when they were read and spent, and in the tuned-on lines that
// cross-validation turned away (stop 85). Each line is new, put as the floor meets a visitor's: unlearnt, as the first line of a call.
const floor = await draftFloor(
  [
    'capitalism-debate',
    'death-meaning-debate',
    'gender-nature-debate',
    'privacy-surveillance-debate',
    'social-media-humanity-debate',
  ],
  ['free-will-debate', 'knowledge-debate', 'morality-debate'],
);

// "If God doesn't exist, is everything allowed?" shares two words with the issue of God and morality, and they are
// rare ones: it was turned away as a line about something else.
describe('a short question in a few rare words of the theme', () => {
  it.each([
    ['morality-debate', "If God doesn't exist, is everything allowed?", 'religion-morality'],
    [
      'knowledge-debate',
      'Can a computer ever be certain? Or is it just following rules someone gave it?',
      undefined,
    ],
  ])('in %s, "%s" is argued', async (id, line, issue) => {
    const [first] = await floor.unlearnt(id, line);
    expect(first?.plan.move).toBe('answer');
    if (issue) expect(first?.plan).toMatchObject({ issue });
  });

  it('while a line about something else that shares a word or two is still turned away', async () => {
    const [first] = await floor.unlearnt(
      'free-will-debate',
      'is this app free or will it start charging me after the trial?',
    );
    expect(first?.plan.move).not.toBe('answer');
  });
});

// "Mr Smith, is it true you were actually against big merchants and monopolies?" asks what he held, not what he did:
// it got the fact of his life whose cue is "merchant".
describe('a view he held, asked as a fact about him', () => {
  it('is argued by him, and answered by the other', async () => {
    const turns = await floor.unlearnt(
      'capitalism-debate',
      'Mr Smith, is it true you were actually against big merchants and monopolies? Because people quote you like you were a cheerleader for corporations.',
    );
    expect(turns[0]?.speaker).toBe('Adam Smith');
    expect(turns[0]?.plan.move).toBe('answer');
    expect(turns[1]?.plan.move).toMatch(/^(?:rebut|concede)$/);
  });

  it('while a fact of his life asked so is still told', async () => {
    const [first] = await floor.unlearnt(
      'capitalism-debate',
      'Mr Smith, is it true you were a professor in Glasgow?',
    );
    expect(first?.plan.move).toBe('life');
  });
});

// "my tomatoes keep dying in the garden, too much sun or not enough water?" got Epicurus on a life worth living.
describe('a gardening errand', () => {
  it('is passed back to the theme, whatever word of the theme it says', async () => {
    const [first] = await floor.unlearnt(
      'death-meaning-debate',
      'my tomatoes keep dying in the garden, too much sun or not enough water?',
    );
    expect(first?.plan.move).toBe('redirect');
  });
});

// "ugh the rain here is biblical today, anyway what did i miss" was turned away as another subject.
describe('what he missed, asked after a remark', () => {
  it('is told by the chair', async () => {
    const [first] = await floor.unlearnt(
      'privacy-surveillance-debate',
      'ugh the rain here is biblical today, anyway what did i miss',
    );
    expect(first?.speaker).toBe('Descartes');
    expect(first?.plan.move).toBe('chair');
  });
});

// "Why are voice assistants like Siri and Alexa given women's voices by default?" and "Is an AI girlfriend a
// relationship or a very clever mirror?" were turned away: their words are far likelier on the theme than off it, but
// not the words the debate's issues are argued in.
describe('a question on the theme in words the issues are not argued in', () => {
  it.each([
    ['gender-nature-debate', "Why are voice assistants like Siri and Alexa given women's voices by default?"],
    ['social-media-humanity-debate', 'Is an AI girlfriend a relationship or a very clever mirror?'],
  ])('in %s, "%s" is taken up, not turned away', async (id, line) => {
    const [first] = await floor.unlearnt(id, line);
    expect(first?.plan.move).toMatch(/^(?:answer|clarify)$/);
  });
});

// "Question for the prophet: ..." went to Debord, "..., Mr Geometric Method?" to Descartes.
describe('a debater called by what he is known for, from set 2026-12-19', () => {
  it.each([
    [
      'social-media-humanity-debate',
      'Question for the prophet: can someone be lonely in a global village?',
      'Marshall McLuhan',
    ],
    [
      'free-will-debate',
      'If my wants are manufactured by advertisers, are my choices still mine, Mr Geometric Method?',
      'Spinoza',
    ],
  ])('in %s, "%s" is put to %s', async (id, line, speaker) => {
    const [first] = await floor.unlearnt(id, line);
    expect(first?.speaker).toBe(speaker);
  });
});

// "my therapist says my anxiety about death is really anxiety about not having lived. which one of you is right" got
// the chair telling who is who.
describe('which of them is right, asked of a case', () => {
  it('is argued', async () => {
    const [first] = await floor.unlearnt(
      'death-meaning-debate',
      'my therapist says my anxiety about death is really anxiety about not having lived. which one of you is right',
    );
    expect(first?.plan.move).toBe('answer');
  });

  it('while "which one of you is the greek" is still told by the chair', async () => {
    const [first] = await floor.unlearnt('death-meaning-debate', 'which one of you is the greek');
    expect(first?.plan.move).toBe('chair');
    expect(first?.sentences.join(' ')).toMatch(/Epicurus/);
  });
});
