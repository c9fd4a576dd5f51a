import { describe, expect, it } from 'vitest';
import { HEARD } from './chair-words';
import { createReplyEngine } from './engine';
import { floorTalkBySentence } from './floor-sentences';
import { floorTalk } from './floor-talk';
import { withoutNames } from './lexicon';
import { runScript, shape } from './testing/debate-script';
import {
  FLOOR_TUNING,
  fixtureKnowledge,
  fixtureMembers,
  fixtureWithChair,
  OPENING,
} from './testing/fixture-knowledge';
import { expandShorthand } from './text';

// A thirteenth listening session's first lines and lines to the chair: a caller checking the line ("Hello? Somebody
// is there?"), a greeting that introduces the visitor, the chair asked to score a round or for his own view again,
// a goodbye that ends on "later".

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });
const names = ['hume', 'leibniz', 'aristotle', 'chair', 'moderator'].map((name, index) => ({
  index,
  callNames: [name],
}));
const read = (line: string) => expandShorthand(withoutNames(line, names));
const talkOf = (line: string) => floorTalk(read(line), false) ?? floorTalkBySentence(line, read, false)[0];

describe('the chair, at the first line and after', () => {
  it.each([
    ['Hello? Somebody is there? Maybe signal is bad here.', 'presence'],
    ['Can you hear me?', 'presence'],
    ['Hi, is this thing on? Can you hear me?', 'presence'],
    ['aristotle scoring. be honest. who took the round', 'standing'],
    ["leibniz who's winning, and dont say 'both make good points'", 'standing'],
    ['Between ourselves, which of them has the sounder foundations so far?', 'standing'],
    ['ok signing off, good round. will be back with better arguments. later', 'farewell'],
  ])('"%s" is %s', (line, talk) => {
    expect(talkOf(line)).toBe(talk);
  });

  it.each([
    'Is there anybody home in there, or is it just clockwork?',
    'Can you hear me? Hume, will the sun rise?',
  ])('"%s" is no line check', (line) => {
    expect(talkOf(line)).not.toBe('presence');
  });

  it('a line check is answered that we hear, and with the question and who to put it to', async () => {
    const debate = await runScript(engine, fixtureMembers, [{ visitor: 'Hello? Can you hear me?' }]);
    const [chair, ...rest] = debate.byStep[0] ?? [];
    expect(chair?.move).toBe('chair');
    expect(chair?.sentences.join(' ')).toMatch(
      new RegExp(`^${HEARD} Our question tonight is .*Leibniz or Hume\\.$`),
    );
    expect(rest).toEqual([]);
  });

  it('a first line that greets and asks nothing the debate reads is welcomed, and the debaters started off', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      { visitor: 'Hello, Tomasz here, I drive a truck, I have a break of forty five minutes.' },
    ]);
    const turns = debate.byStep[0] ?? [];
    expect(shape(turns).slice(0, 2)).toEqual(['Aristotle:hand-over', expect.stringMatching(/:answer$/)]);
    expect(turns[0]?.sentences.join(' ')).toMatch(/I am Aristotle, your moderator/);
  });

  it('asked where he stands, naming no one, right after a line to the chair: the chair answers', async () => {
    const view = {
      said: ['I hold that some things are known by proof.', 'The rest we take on trust.'],
      work: 'x',
    };
    const withView = fixtureWithChair({ view });
    const chairs = createReplyEngine({ knowledge: withView, tuning: FLOOR_TUNING });
    const debate = await runScript(chairs, fixtureMembers, [
      OPENING,
      { visitor: 'Aristotle, who is ahead?' },
      { visitor: 'And where do you stand yourself? You must have a view.' },
    ]);
    const [given] = debate.byStep[2] ?? [];
    expect(given?.speaker).toBe('Aristotle');
    expect(given?.sentences).toEqual(expect.arrayContaining(view.said));
    // A question of the debate put to him, in a call of its own, gets it too.
    const asked = await runScript(chairs, fixtureMembers, [
      { visitor: 'Aristotle, can testimony prove a miracle?' },
    ]);
    expect(asked.byStep[0]?.[0]?.sentences).toEqual(expect.arrayContaining(view.said));
  });
});
