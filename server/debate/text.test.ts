import { describe, expect, it } from 'vitest';
import {
  expandShorthand,
  fill,
  mainClause,
  normalize,
  stem,
  templatePattern,
  withoutIntroductions,
} from './text';

describe("a point said again in brief (the chair's summary)", () => {
  it.each([
    [
      'doing injustice is worse than suffering it, because it corrupts the soul',
      'doing injustice is worse than suffering it',
    ],
    ['the clone refers only to its code, not to any original it copies', 'the clone refers only to its code'],
    [
      'free competition itself breeds monopoly, as bigger capitals swallow smaller ones',
      'free competition itself breeds monopoly',
    ],
    // Every trailing clause goes, the last first.
    [
      'the world exists by free decree, renewed at every moment, not by logical necessity',
      'the world exists by free decree, renewed at every moment',
    ],
  ])('drops the reason or contrast after the claim: %s', (gist, main) => expect(mainClause(gist)).toBe(main));

  it.each([
    // A second claim joined by "and" or "so" is often the point itself.
    'life has slid from being to owning, and now from owning to being seen',
    'much of the misery in the world seems avoidable, so general laws do not excuse it',
    // A condition changes what is claimed.
    'we should obey the law, if it is just',
    // A list is not a clause.
    'the equation of reason, virtue and happiness runs against every healthy instinct',
    // Too little would be left.
    'pity weakens, because it doubles suffering',
    'the self is only a bundle of perceptions',
  ])('keeps what the claim needs: %s', (gist) => expect(mainClause(gist)).toBe(gist));
});

describe('a template as a pattern', () => {
  it('matches the sentences made from it, whatever fills its slots, and nothing else', () => {
    const template = 'If I follow you, you are asking {clause}.';
    const pattern = templatePattern(template);
    expect(pattern.test(fill(template, { clause: 'whether (of all things) goodness is real?' }))).toBe(true);
    expect(pattern.test('If I follow you, you are asking.')).toBe(false);
    expect(pattern.test('So, if I follow you, you are asking whether it pays.')).toBe(false);
  });
});

describe('stems', () => {
  it('meet for the forms of a one-letter root in -ie, which the stemmer leaves apart', () => {
    expect(new Set(['die', 'dying', 'died', 'dies'].map(stem))).toEqual(new Set(['die']));
    expect(new Set(['lie', 'lying', 'lied', 'lies'].map(stem))).toEqual(new Set(['lie']));
    expect(stem('denies')).toBe(stem('deny'));
  });
});

describe('normalize', () => {
  it('takes accents off their letters rather than dropping the letters', () => {
    expect(normalize('Was ist der Übermensch, Nietzsche?')).toBe('was ist der ubermensch nietzsche');
    expect(normalize('Descartes’ café')).toBe('descartes cafe');
  });
});

describe('withoutIntroductions', () => {
  it.each([
    [
      'Hello. Bus driver here, on my break. Can we actually be sure of anything?',
      'Hello. Can we actually be sure of anything?',
    ],
    [
      "Hi, I'm a nurse, on my break, so quick one. Is that really me choosing?",
      'Is that really me choosing?',
    ],
    ['Good afternoon. Retired control-systems engineer. Define free.', 'Good afternoon. Define free.'],
    ['Good evening. I spent forty years as a barrister. Define good.', 'Good evening. Define good.'],
  ])('takes out a sentence that only says who the visitor is: "%s"', (text, rest) => {
    expect(withoutIntroductions(text)).toBe(rest);
  });

  it.each([
    "I'm a determinist. Am I wrong?",
    'I am free. Prove me wrong.',
    'Kids get cancer. Do not tell me this is the best world.',
    "I'm a nurse and I see addicts every week. Are they free?",
    'Bus driver here, on my break.',
  ])('keeps a position, a story, and a challenge that is nothing else: "%s"', (text) => {
    expect(withoutIntroductions(text)).toBe(text);
  });

  // A fourteenth listening session's apologetic newcomer: her "sorry" was read as pity.
  it.each([
    [
      'ok sorry. so is goodness real? I don’t get the difference yet, sorry',
      'so is goodness real? I don’t get the difference yet',
    ],
    ['Sorry, where is the nearest bathroom?', 'where is the nearest bathroom?'],
    ["I'm sorry for him. Is he to be pitied?", "I'm sorry for him. Is he to be pitied?"],
  ])('takes out a "sorry" said around a sentence, not one that pities: "%s"', (text, rest) => {
    expect(withoutIntroductions(text)).toBe(rest);
  });
});

describe('normalize', () => {
  it('says the signs of a sum between digits as words: "2+2=4" is "2 plus 2 is 4"', () => {
    expect(normalize('ok but 2+2=4 tho')).toBe('ok but 2 plus 2 is 4 tho');
    expect(normalize('7*5 = 35')).toBe('7 times 5 is 35');
    expect(normalize('a+b, c = d')).toBe('a b c d');
  });
});

describe('typed as said', () => {
  it.each([
    ['does that count as knowin 100%', 'does that count as knowing 100 percent'],
    ['i can tell if someones lyin at the door', 'i can tell if someones lying at the door'],
    ['ur doin my head in', 'your doing my head in'],
    // Set 52 and 53's typists.
    ['what wd u say to kelsey, they worked b4', 'what would you say to kelsey they worked before'],
    ['plato how wud i even kno', 'plato how would i even know'],
    ['y tho. whos winin', 'why though who winning'],
    ['gota go, on call tonite', 'gotta go on call tonight'],
  ])('"%s" reads as "%s"', (typed, read) => expect(expandShorthand(normalize(typed))).toBe(read));
});
