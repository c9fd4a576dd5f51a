import { describe, expect, it } from 'vitest';
import { floorTalk } from './floor-talk';
import { draftFloor } from './testing/draft-floor';

// Found in 2027-01-06 and 2027-01-07 and taken up at stop 92. Each line is new, put as the floor meets a visitor's.
const floor = await draftFloor(
  [
    'climate-progress-debate',
    'death-meaning-debate',
    'cancel-culture-debate',
    'social-media-humanity-debate',
    'privacy-surveillance-debate',
  ],
  ['knowledge-debate'],
);

/** The first turn a line gets in a debate: who takes it, and with what. */
async function firstTurn(debateId: string, line: string) {
  const [first] = await floor.unlearnt(debateId, line);
  return { speaker: first?.speaker, plan: first?.plan, said: first?.sentences.join(' ') ?? '' };
}

// "Chatbots state totally false things with perfect confidence. Isn't that basically what humans do too, just
// slower?" was heard as asking the chair to say it again slower ("Of course.").
describe('slower, said in a comparison', () => {
  it('asks nothing to be said again', () => {
    expect(floorTalk("isn't that just what people do as well only slower", false)).toBeUndefined();
    expect(floorTalk('so machines are like us but louder than us', false)).toBeUndefined();
  });

  it('still asks it slower or louder when it is a request', () => {
    expect(floorTalk('a bit slower please', false)).toBe('repeat');
    expect(floorTalk('louder please', false)).toBe('repeat');
  });

  it('leaves the line to the debaters', async () => {
    const { plan } = await firstTurn(
      'knowledge-debate',
      'Search engines give wrong answers with total confidence. Is that not what we all do, only slower?',
    );
    expect(plan?.move).not.toBe('chair');
  });
});

// "my wifi keeps dropping, can you repeat the last bit" was argued as a question on exploitation.
describe("the line's trouble said before a request", () => {
  it.each([
    ['my internet keeps cutting out can you say that again', 'repeat'],
    ['sorry the audio glitched could you repeat the last part', 'repeat'],
  ])('"%s" asks the floor (%s)', (line, talk) => {
    expect(floorTalk(line, false)).toBe(talk);
  });

  it('gets the chair in a debate under way', async () => {
    const turn = await floor.afterOpening(
      'cancel-culture-debate',
      'Should offensive speech be allowed?',
      'my signal keeps dropping out, could you repeat that',
    );
    expect(turn?.plan.move).toBe('chair');
  });
});

// "why won't my microphone turn on, do i have to allow it in settings" was argued on the harm principle.
describe('a microphone that will not come on', () => {
  it.each([
    ["why doesn't my mic work", 'how'],
    ['how do i enable my microphone', 'how'],
  ])('"%s" asks how the app works', (line, talk) => {
    expect(floorTalk(line, false)).toBe(talk);
  });

  it('gets the chair, who says how to allow it and that typing works meanwhile', async () => {
    const { plan, said } = await firstTurn(
      'cancel-culture-debate',
      "my microphone isn't working, is it something in the browser settings?",
    );
    expect(plan?.move).toBe('chair');
    expect(said).toMatch(/browser's settings/);
    expect(said).toMatch(/type your challenge/);
  });
});

// "Professor Dasein" did not find Heidegger, and "Mr Sufficient Reason, does everything really have a reason? ..." went to
// Hume (Hume defines sufficient reason too, so the title names neither alone: left so).
describe('a title made of his own words', () => {
  it.each([['death-meaning-debate', 'Dr Dasein, is death bad for the one who dies?', 'Martin Heidegger']])(
    'in %s, "%s" goes to %s',
    async (id, line, who) => {
      const { speaker } = await firstTurn(id, line);
      expect(speaker).toBe(who);
    },
  );
});

// "is bacon actually bad for you or is that a myth lol" was taken as put to Francis Bacon, on growth.
describe('bacon to eat, asked after', () => {
  it('is no question for Francis Bacon', async () => {
    const { speaker, plan } = await firstTurn(
      'climate-progress-debate',
      'honestly is bacon even good for me',
    );
    expect(speaker).not.toBe('Francis Bacon');
    expect(plan?.move).toBe('redirect');
  });

  it('while Bacon named, with a comma, is still asked', async () => {
    const { speaker } = await firstTurn('climate-progress-debate', 'Bacon, is endless growth good for us?');
    expect(speaker).toBe('Francis Bacon');
  });
});

// "ha this is more fun than the show I was going to watch tonight. brb grabbing snacks" was argued: each sentence was
// the chair's, but not the two together.
describe('stepping away last, after words of his own', () => {
  it("is the chair's, and the debaters carry on", async () => {
    const turn = await floor.afterOpening(
      'death-meaning-debate',
      'Is death bad for the one who dies?',
      'ha this is way more fun than the telly I had planned tonight. brb grabbing crisps',
    );
    expect(turn?.plan.move).toBe('chair');
    expect(turn?.sentences.join(' ')).toMatch(/carry on/);
  });
});

// 2027-01-07: "Is my phone making me worse at talking to people face to face?" was sent to a search engine as an
// errand ("my phone making ..." read as a gadget making a noise).
describe('a gadget making him something', () => {
  it("is the debate's question, not an errand", async () => {
    const { plan } = await firstTurn(
      'social-media-humanity-debate',
      'Is my phone making me a worse listener?',
    );
    expect(plan?.move).toBe('answer');
  });
});

// 2027-01-07: "my watch stopped, what time is it where you guys are?" and "the dead battery in my car is killing me
// today lol, are those jump starter packs worth it" were argued (watching, in The Watchers; death, in the last debate).
describe("errands in the theme's words", () => {
  it.each([
    ['privacy-surveillance-debate', 'my watch has stopped again, what time is it over there?'],
    ['death-meaning-debate', 'got a flat battery in the car this morning, are jump leads any good'],
  ])('in %s, "%s" is passed', async (id, line) => {
    const { plan } = await firstTurn(id, line);
    expect(plan).toMatchObject({ move: 'redirect', passing: 'errand' });
  });
});

// 2027-01-07: "do you know for certain if this app is free or does it start charging after a trial?" was argued on
// certainty.
describe('whether the app is free, asked inside another question', () => {
  it("is the chair's to answer", async () => {
    const { plan, said } = await firstTurn(
      'knowledge-debate',
      'does anyone know whether the app is actually free or does it charge later',
    );
    expect(plan?.move).toBe('chair');
    expect(said).toMatch(/costs/);
  });
});
