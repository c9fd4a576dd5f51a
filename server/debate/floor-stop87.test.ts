import { describe, expect, it } from 'vitest';
import { castDebate } from './cast';
import { addressedMember } from './lexicon';
import { draftFloor } from './testing/draft-floor';

// Found at stop 86 and taken up at stop 87. Each line is new, put as the floor meets a visitor's.
const floor = await draftFloor(
  ['capitalism-debate', 'privacy-surveillance-debate', 'simulation-reality-debate', 'death-meaning-debate'],
  ['free-will-debate'],
);

/** The name of the member a line speaks to in a debate, or undefined for none. */
function addressedIn(debateId: string, line: string): string | undefined {
  const cast = castDebate(floor.membersOf(debateId), floor.knowledge);
  const member = addressedMember(line, cast.seated);
  return member === undefined ? undefined : cast.seated[member]?.name;
}

// "I spent the weekend in a VR headset ... Is that what you meant by the cave?" speaks to Plato through his image, not
// his name, and "your cave thing" was answered by Baudrillard: a word only one debater of the debate says what he
// means by, asked of "you" as his, calls him.
describe('a debater asked about a word of his own, unnamed', () => {
  it.each([
    [
      'simulation-reality-debate',
      'We binge reality shows every night and my sister says it is harmless. Is that what you meant by the cave?',
      'Plato',
    ],
    ['simulation-reality-debate', 'honestly your cave thing is just the matrix with togas, right?', 'Plato'],
    [
      'capitalism-debate',
      'i stack shelves all night and never meet anyone who buys the stuff. is that what you meant by alienation',
      'Karl Marx',
    ],
    [
      'privacy-surveillance-debate',
      'So what you call the felicific calculus just adds up comfort?',
      'Jeremy Bentham',
    ],
    ['death-meaning-debate', 'You keep talking about dasein. Is my cat a dasein too?', 'Martin Heidegger'],
  ])('in %s, "%s" speaks to %s', (id, line, name) => {
    expect(addressedIn(id, line)).toBe(name);
  });

  it('and he is the one who answers it', async () => {
    const [first] = await floor.unlearnt(
      'simulation-reality-debate',
      'honestly your cave thing is just the matrix with togas, right?',
    );
    expect(first).toMatchObject({ speaker: 'Plato', move: 'answer' });
  });

  // A word of his said in passing, of the visitor's own life or asked of both, calls no one.
  it.each([
    ['death-meaning-debate', 'Would knowing the date of your death make you live better?'],
    ['capitalism-debate', 'Is quitting your job to start a bakery a free choice?'],
    ['privacy-surveillance-debate', 'Would either of you call that kind of resistance legitimate?'],
    ['free-will-debate', 'Does scrolling all night rot your mind, or is that my choice?'],
  ])('in %s, "%s" speaks to no one', (id, line) => {
    expect(addressedIn(id, line)).toBeUndefined();
  });
});
