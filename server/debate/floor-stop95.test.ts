import { describe, expect, it } from 'vitest';
import { issueOf } from './history';
import { draftFloor } from './testing/draft-floor';

// Found in 2027-01-13 and 2027-01-14 and taken up at stop 95. Each line is new, put as the floor meets a visitor's.
const floor = await draftFloor(
  [
    'ai-consciousness-debate',
    'capitalism-debate',
    'privacy-surveillance-debate',
    'simulation-reality-debate',
    'gender-nature-debate',
    'climate-progress-debate',
    'cancel-culture-debate',
    'social-media-humanity-debate',
    'death-meaning-debate',
  ],
  ['morality-debate', 'free-will-debate', 'knowledge-debate'],
);

/** The first turn a line gets as the first of a call, in a debate that has not learnt it. */
async function first(debateId: string, line: string) {
  const turn = (await floor.unlearnt(debateId, line))[0];
  return { speaker: turn?.speaker, plan: turn?.plan, said: turn?.sentences.join(' ') ?? '' };
}

// "... so sorry if i go quiet, the signal here is awful" was argued on upbringing.
describe("the line's trouble, told in a longer line", () => {
  it.each([
    'my upbringing was in a tiny village with one bus a day so sorry if i go quiet, the signal here is awful',
    'sorry my wifi keeps dropping',
    'apologies in advance if i drop out, the reception where i am is patchy',
  ])('"%s" is heard, with no promise', async (line) => {
    const { plan, said } = await first('gender-nature-debate', line);
    expect(plan?.move).toBe('chair');
    expect(said).toMatch(/^We hear you clearly for now\. Our question tonight is /);
  });

  it('still argues a question put after it', async () => {
    const { plan } = await first(
      'gender-nature-debate',
      'the signal here is terrible, is nature stronger than upbringing?',
    );
    expect(plan?.move).toBe('answer');
  });
});

// "is there a flight simulator game you'd recommend ...?" was argued as the simulation hypothesis, and a passport's
// renewal as death and meaning ("deadline", "runs out").
describe('an errand in a theme word', () => {
  it.each([
    ['simulation-reality-debate', "is there a flight simulator game you'd recommend for a total beginner?"],
    ['death-meaning-debate', "what's the deadline for renewing a passport, mine runs out in june"],
    ['privacy-surveillance-debate', 'is there a good vpn app anyone would recommend'],
  ])('%s: "%s" is turned away', async (debateId, line) => {
    const { plan } = await first(debateId, line);
    expect(plan?.move).toBe('redirect');
  });

  it('still argues a case told of a visa', async () => {
    const { plan } = await first(
      'privacy-surveillance-debate',
      'when I applied for a visa they asked for all my social media accounts, is that surveillance?',
    );
    expect(plan?.move).toBe('answer');
  });
});

// "The self-driving car hesitated at a crosswalk near my office yesterday ... Did it?" was turned away as an errand
// ("near my office"); said so, where it happened is not his case either.
describe('a place in a story, then a question', () => {
  it('is argued, and the place is not taken for his case', async () => {
    const { plan, said } = await first(
      'ai-consciousness-debate',
      "The self-driving car hesitated at a crosswalk near my office yesterday, then let a kid cross. My coworker said 'see, it thought about it.' Did it?",
    );
    expect(plan?.move).toBe('answer');
    expect(said).not.toMatch(/your office/);
  });

  it('still turns away an errand asked near the station', async () => {
    const { plan } = await first('ai-consciousness-debate', "I'm starving. Any good cafes near the station?");
    expect(plan?.move).toBe('redirect');
  });
});

// "The German with the calculus", "the man who used to be on the twenty pound note", "you who wrote The Society of the
// Spectacle": each was answered by the other debater, or read by the book's title.
describe('a debater called by what he had or wrote', () => {
  it.each([
    [
      'knowledge-debate',
      'The German with the calculus: can maths tell us anything about the real world, or only about itself?',
      'Leibniz',
    ],
    [
      'capitalism-debate',
      'To the man who used to be on the twenty pound note: does the invisible hand still work when five companies own everything?',
      'Adam Smith',
    ],
    [
      'social-media-humanity-debate',
      "Tell me, you who wrote The Society of the Spectacle: is there any part of life left that isn't a commodity?",
      'Guy Debord',
    ],
  ])('%s: "%s" is his', async (debateId, line, name) => {
    const turn = (await floor.unlearnt(debateId, line))[0];
    expect(turn?.speaker).toBe(name);
    expect(turn?.plan.move).toBe('answer');
  });

  it("reads the line, not the book's title", async () => {
    const { plan } = await first(
      'social-media-humanity-debate',
      "Tell me, you who wrote The Society of the Spectacle: is there any part of life left that isn't a commodity?",
    );
    expect(plan && issueOf(plan)).toBe('profit');
  });
});

// "Are deepfakes speech?" was asked to say which of two issues it meant.
describe('a deepfake', () => {
  it('is argued where free speech ends', async () => {
    const { plan } = await first('cancel-culture-debate', 'Are deepfakes speech?');
    expect(plan?.move).toBe('answer');
    expect(plan && issueOf(plan)).toBe('harm-line');
  });
});

// "socrates why did you just drink the poison ..., was being good really worth dying for": told, and back to justice,
// the floor is on justice (a follow-up goes on from it).
describe('a life told and brought back to an issue', () => {
  it('leaves the floor on that issue', async () => {
    const { plan, said } = await first(
      'morality-debate',
      'socrates why did you just drink the poison when you could have escaped, was being good really worth dying for',
    );
    expect(plan?.move).toBe('life');
    expect(said).toMatch(/justice/);
    expect(plan && issueOf(plan)).toBe('justice');
  });
});

// Found in 2027-01-14. "Hang on, the Frenchman thinks ..." and "... gives up at the gym after 10 min" were taken for a
// step away from the call.
describe('no step away', () => {
  it.each([
    "Hang on, the Frenchman thinks animals are just machines but we aren't? What makes us the exception?",
    'descartes ur quote says the will is infinite but honestly mine gives up at the gym after 10 min',
  ])('"%s" is argued', async (line) => {
    const { plan } = await first('free-will-debate', line);
    expect(plan?.move).toBe('answer');
  });

  it.each(["hang on, my mum says dinner's ready", 'one sec, back in 5 min'])(
    '"%s" still steps away',
    async (line) => {
      const { plan, said } = await first('free-will-debate', line);
      expect(plan?.move).toBe('chair');
      expect(said).toMatch(/^Take your time/);
    },
  );
});

// "What's the difference between thinking and just processing information?" was turned away.
describe('processing information', () => {
  it('is whether a machine thinks', async () => {
    const { plan } = await first(
      'ai-consciousness-debate',
      "What's the difference between thinking and just processing information?",
    );
    expect(plan && issueOf(plan)).toBe('thinking');
  });
});

// Each was argued: a capital asked for a quiz, a watch battery (after an opening question), the subtitles' language, the
// app on another phone, whether the debaters are AIs.
describe('off the theme, in a theme word', () => {
  it.each([
    [
      'capitalism-debate',
      'Does the market set us free?',
      "lol what's the capital of Kazakhstan, my son is doing a quiz next to me",
    ],
    [
      'privacy-surveillance-debate',
      'Should we give up privacy for safety?',
      'my watch battery died again, do jewellers usually replace those or do I need a new watch',
    ],
  ])('%s, after "%s": "%s" is turned away', async (debateId, opening, line) => {
    const turn = await floor.afterOpening(debateId, opening, line);
    expect(turn?.plan.move).toBe('redirect');
  });

  it.each([
    ['gender-nature-debate', 'how do i switch the subtitles to spanish? my mom wants to follow along'],
    ['climate-progress-debate', "any progress on the android version? I'm on my friend's iphone rn"],
    [
      'ai-consciousness-debate',
      'Are you two yourselves AIs? Because then this whole debate is a bit awkward.',
    ],
  ])('%s: "%s" is the chair\'s', async (debateId, line) => {
    const { plan } = await first(debateId, line);
    expect(plan?.move).toBe('chair');
  });

  it('still argues capital', async () => {
    const turn = await floor.afterOpening(
      'capitalism-debate',
      'Does the market set us free?',
      'what is capital, and who should own it?',
    );
    expect(turn?.plan.move).toBe('answer');
  });
});
