import { assert, describe, expect, it } from 'vitest';
import { castDebate } from './cast';
import { createReplyEngine } from './engine';
import { notesFor } from './notes';
import { DebateIndex } from './retrieval';
import { runScript, shape } from './testing/debate-script';
import { FLOOR_TUNING, fixtureKnowledge, fixtureMembers } from './testing/fixture-knowledge';
import { caseTold } from './visitor-case';

// Set 31's judges heard the visitor's own case passed over for a stock argument nine times in 72 steps: a welder's
// father in the 1971 work-in, a dancer's knee, her surgeon's "certainly", a brother after his stroke.

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });

describe("the visitor's own case", () => {
  it.each([
    [
      'my da was in the yard in seventy one um the work in and the men that went back early we called them scabs was that wrong',
      'your father',
    ],
    ["Spinoza, your turn. Is my physio's plan more 'free' than my own stubbornness?", 'your physio'],
    ['Descartes, after surgery I tell my leg to lift and it doesn’t. Why not?', 'your leg'],
    ['I chose accounting at eighteen because my dad told me to. Was that a free choice?', 'your father'],
    ['But my ballet master was wrong about my knee. So why trust him?', 'your ballet master'],
    [
      'Our ballet master used to say pain is weakness leaving the body. Was that a noble idea?',
      'your ballet master',
    ],
    ['Leibniz, my job is truths of fact. Yours is truths of reason. Do mine count as knowledge?', 'your job'],
    ['My ex says I chose my job over the family. I worked long hours. Did I choose?', 'your ex'],
    // Set 35: kin in the visitor's own words, and a mate.
    [
      "my koro used to say when the cows all lie down in the paddock rain's coming and he was always right so did he know it",
      'your grandfather',
    ],
    [
      'my tito was 2nd engr during typhoon yolanda. his ship survive bcoz all crew pray. is that miracle po?',
      'your uncle',
    ],
    ["my mate lost his licence and the boss sacked him, is that fair if he couldn't help it", 'your mate'],
    // One he met or dealt with, as set 30's undertaker, judge and vet told them.
    ['In March I buried a woman the doctors had given a week to live. Was that a miracle?', 'that woman'],
    [
      "I found a four-thousand-dollar error in a client's favour. Nobody would notice. Must I report it?",
      'that error',
    ],
    [
      'We had a man inside 9 years on eyewitness evidence. Then DNA cleared him. So what is certainty worth?',
      'that man',
    ],
    // Set 37's misses: a thing or an event of his own, not a person, passed over.
    [
      'my old lathe at the shop jams every morning and i curse it. did it choose to jam, or did i choose to curse?',
      'your old lathe',
    ],
    // Set 41's judge heard "your wife's oncologist" and "your father's hardware" as the wrong noun: the person is named.
    ["My sister's wedding was planned for two years. Did she choose any of it?", 'your sister'],
    ["My car's brakes failed on the hill. Did it choose to fail?", "your car's brakes"],
    ['our boat went down off the point in the storm, was that fate or bad seamanship', 'your boat'],
    ['there was this colt at the yard who would not go near water. did he choose that?', 'that colt'],
    ['I rode a colt last week who refused every fence. Was that his will?', 'that colt'],
    // Set 42's: an age before the one he tells of, a lad, and one met told of first.
    [
      "Funny, my 9 year old daughter says please and thank you to the voice assistant. My wife says that's good manners. Who is right?",
      'your daughter',
    ],
    [
      'my young lad does the climate strikes on fridays and says my generation wrecked it for him is he right',
      'your young lad',
    ],
    [
      'Ok personal one. A groom once paid me to cut his own brother out of every wedding photo after a political fight. I did it. Did I help silence someone?',
      'that groom',
    ],
  ])('"%s" is told through %s', (line, told) => {
    expect(caseTold(line)).toBe(told);
  });

  it.each([
    'Hello. My teacher told me to practise my English here. Hume, how do you know the sun will rise tomorrow?',
    'In my opinion goodness is real.',
    'I lost my way back there, can you say it again?',
    'Is goodness real?',
    'My being a nurse has nothing to do with it.',
    'I had a quick look at the news earlier. Is goodness real?',
    'I had a feeling you would say that.',
    'So in my humble opinion, why argue at all?',
    'My two cents: is it wrong to lie?',
    'My gut says no. Why should it?',
    "There's a lot to say here. Why?",
    // Set 39's dispatcher, to Socrates: a likeness, not a case.
    'why do you always answer with a question its like talking to my ex',
    'But I do not use only my ear. I count the beats between two strings. Is that not a kind of proof?',
    // Set 40: a fire asked about, a death not the visitor's, a career said by the way.
    'Plato, about your cave: if the shadows were all those prisoners had, how could they ever tell there was a fire at all?',
    'you say death is nothing to me but it wasnt my death that was the problem it was his. why?',
    // Set 33's sommelier, in passing: a remark, nothing asked through it.
    'my mum still thinks a sommelier is a waiter who talks too much. she wanted me to be a doctor',
  ])('"%s" tells none', (line) => {
    expect(caseTold(line)).toBeUndefined();
  });

  it("a statement told through it counts only when it says a word of the debate's own question", () => {
    // Set 33's crane operator, speaking.
    const line =
      'my father was miner in katowice he never choose it his father miner also everybody miner and i come to england so i am free and he is not';
    expect(caseTold(line, true)).toBe('your father');
    expect(caseTold(line)).toBeUndefined();
  });

  it('the first answer names it and judges it by where he stands, then argues; it is not named again at once', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      { visitor: 'My daughter is sure the sun will rise tomorrow. Hume, is she right to be so sure?' },
      { visitor: 'But my daughter has seen it every day of her life. Is that nothing?' },
      { visitor: 'Leibniz, my daughter says reason proves the sun will rise. Can reason prove that?' },
    ]);
    const [first, second] = debate.byStep[0] ?? [];
    expect(first?.speaker).toBe('Hume');
    // Hume's stance in the fixture ("Custom, not reason, guides our expectations.") is his claim's in other words, so
    // the case is named with the question it puts rather than say the claim twice; floor-set39 has the stance first.
    expect(first?.sentences[0]).toMatch(/\byour daughter\b.*: how we know the future\.$/);
    expect(first?.sentences.join(' ')).not.toMatch(/custom, not reason, guides/i);
    expect(first?.sentences.length).toBeGreaterThan(1);
    expect(second?.sentences.join(' ')).not.toMatch(/your daughter/i);
    // The chair's summary gives the case back to the visitor to judge by.
    expect(shape(debate.byStep[0] ?? [])).toEqual(['Hume:answer', 'Leibniz:rebut', 'Aristotle:summarise']);
    expect(debate.byStep[0]?.[2]?.sentences.at(-1)).toMatch(/\byour daughter\b.*\?$/);
    const later = (debate.byStep[1] ?? []).map((turn) => turn.sentences.join(' ')).join(' ');
    expect(later).not.toMatch(/your daughter/i);
    // A line later, it may be named again.
    expect(debate.byStep[2]?.[0]?.sentences[0]).toMatch(/\byour daughter\b/i);
  });

  it('a death told of is met with a word for the loss, not named as a case', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      { visitor: 'My wife died in March and she was sure of the sun every morning. Hume, was she wrong?' },
    ]);
    const [first] = debate.byStep[0] ?? [];
    expect(first?.sentences[0]).toMatch(/^I am sorry (for the loss of|about) your wife\.$/);
    expect(first?.sentences.slice(1).join(' ')).not.toMatch(/your wife/i);
  });

  it('with a model, the notes ask for the case in the first sentence', () => {
    const cast = castDebate(fixtureMembers, fixtureKnowledge);
    assert(cast.topic);
    const index = new DebateIndex(cast.topic, cast.sides, FLOOR_TUNING);
    const notes = notesFor(
      { speaker: 2, move: 'answer', kind: 'question', issue: 'induction', told: 'your daughter' },
      { cast, index, members: fixtureMembers, conversation: [] },
    );
    expect(notes.instruction).toMatch(
      /^the challenger asked through a case of his own life \(your daughter\): name it in your first sentence and say how your answer bears on it, then /,
    );
  });
});
