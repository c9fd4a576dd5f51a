import { describe, expect, it } from 'vitest';
import { mainClause } from './text';

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
