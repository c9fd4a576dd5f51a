import { describe, expect, it } from 'vitest';
import { afterFreeWill, afterKnowledge, afterMorality, inSequence, movesOf } from './testing/real-debate';

// The floor with the real knowledge, for listening set 53: a launderette owner in Athlone and a traffic signal
// technician in Dayton speaking, a telecoms mast rigger in Wrexham and an audiologist in Palmerston North typing. Lines
// from its drafts' debates are put here to a classic in the same words.

describe('the time of day, passed again and again', () => {
  it('is never met with silence, however many times it comes', async () => {
    const steps = await inSequence('free-will-debate', [
      'Spinoza, if every choice has a cause, can anyone be blamed?',
      'the kettle just clicked off sorry i have the radio on too',
      'sorry the kettle again, my sister wants a cuppa',
      'and now the oven timer, the cake is done',
      'god its lashing out there',
      'honestly the rugby was shocking on saturday',
    ]);
    const redirects = steps.flat().filter((turn) => turn.plan.move === 'redirect');
    expect(redirects.length).toBeGreaterThanOrEqual(4);
    for (const turn of redirects) expect(turn.sentences.length).toBeGreaterThan(0);
  });

  it.each([
    ['the neighbours cat has just come in to sulk', /house has its boss/],
    ['sorry my dog is barking at the postman', /house has its boss/],
    ['man the potholes on third street are crazy right now i blew a tire this morning', /road/],
  ])('"%s" gets a word for it', async (line, word) => {
    const turns = await afterMorality(line);
    expect(movesOf(turns)).toEqual(['redirect']);
    expect(turns[0]?.sentences[0]).toMatch(word);
  });

  it.each([
    'my brother in law ray he um he worked that mill twenty two years and when it closed they gave him a pin and a sheet cake',
    'thats just a way of saying i cant help it isnt it thats what kieran says when he eats the whole packet of biscuits',
    'If aliens landed tomorrow, would they also see that torturing puppies is wrong, or is that only something humans feel?',
  ])('"%s" is argued, not passed over', async (line) => {
    const [turn] = await afterMorality(line);
    expect(turn?.plan.move).not.toBe('redirect');
  });
});

describe('who is ahead, however it is asked of the chair', () => {
  it.each([
    [
      'aristotle youre the the moderator who is winning this honestly id like a straight answer',
      afterMorality,
    ],
    ['aristotle youre the one in charge here who has it right', afterMorality],
    ['aristotle who is winning this one you the ref i want a a real answer', afterMorality],
    ['aristotle ur the mod. whos winin', afterMorality],
    [
      'lie bits you are the moderator are you who is ahead because honest to god they both sound right to me',
      afterFreeWill,
    ],
    ['libe nits okay calculator man whos ahead give me the the score', afterFreeWill],
  ])('"%s" hears where the debate stands', async (line, after) => {
    const turns = await after(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^So far/);
  });

  it('"... what would each of yous say to her and to me like who is right in my house" asks about his own house', async () => {
    const [turn] = await afterMorality(
      'and my wife says we should give the money back what would each of yous say to her and to me like who is right in my house',
    );
    expect(turn?.plan.move).not.toBe('chair');
  });

  it('"gota go, on call tonite. socrates won imo. ta" is a goodbye', async () => {
    const turns = await afterMorality('gota go, on call tonite. socrates won imo. ta');
    expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
  });
});

describe('a word he got lost at, asked again', () => {
  it('"say that again slower the the part about the soul and the um pineal gland i lost you"', async () => {
    const [turn] = await afterFreeWill(
      'wait say that again slower the the part about the soul and the um pineal gland i lost you',
    );
    expect(turn?.plan.move).toBe('define');
  });

  it('"I got lost around \'monads\'. Could you say that again in plainer language?"', async () => {
    const [turn] = await afterKnowledge(
      "Leibniz, I'm sorry, I got lost around 'monads'. Could you say that again in plainer language? Imagine you're explaining it to my fifteen-year-old.",
    );
    expect(turn?.speaker).toBe('Leibniz');
    expect(turn?.plan.move).toBe('define');
    expect(turn?.sentences[0]).toMatch(/monad/);
  });

  it('"say that again the bit about the um the the chain you cant see" names no word of the debate as it is said', async () => {
    const turns = await afterFreeWill('sorry say that again the bit about the um the the chain you cant see');
    expect(movesOf(turns)).toEqual(['chair']);
  });

  it('"lost. monad?? what. repeat that part slower": the word asked alone', async () => {
    const [turn] = await afterKnowledge('lost. monad?? what. repeat that part slower');
    expect(turn?.speaker).toBe('Leibniz');
    expect(turn?.plan.move).toBe('define');
  });

  it('"what is a a mode of substance is that like a setting on the machine"', async () => {
    const [turn] = await afterFreeWill(
      'wait go back i didnt follow that what is a a mode of substance is that like a setting on the machine',
    );
    expect(turn?.plan.move).toBe('define');
    expect(turn?.sentences[0]).toMatch(/substance/);
  });
});

describe('his case put to them', () => {
  it('"what would you say to my neighbour who swears the moon landing was faked" is answered, not turned away', async () => {
    const [turn] = await afterKnowledge(
      'what would you say to my neighbour who swears the moon landing was faked',
    );
    expect(turn?.plan.move).toBe('answer');
    expect(turn?.sentences.join(' ')).toMatch(/neighbour/);
  });
});

describe('a remark asked only by its tag, and a life asked of', () => {
  it('"That\'s just a clever way of saying nobody knows anything, though, isn\'t it? ..." is argued', async () => {
    const [turn] = await afterKnowledge(
      "That's just a clever way of saying nobody knows anything, though, isn't it? I still have to tell patients whether they need hearing aids.",
    );
    expect(turn?.plan.move).toBe('answer');
  });

  it('"were you really as cheerful as everyone says?" is told from Hume\'s life', async () => {
    const [turn] = await afterKnowledge(
      "Mr Hume, I'd love to know: were you really as cheerful as everyone says? Did you enjoy life in Edinburgh, or was that a brave face?",
    );
    expect(turn?.plan.move).toBe('life');
    expect(turn?.sentences.join(' ')).toMatch(/cheerful/);
  });
});
