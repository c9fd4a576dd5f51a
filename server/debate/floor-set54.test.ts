import { describe, expect, it } from 'vitest';
import { balksAt } from './balk';
import { floorTalk } from './floor-talk';
import {
  afterFreeWill,
  afterKnowledge,
  afterMorality,
  firstAnswer,
  inSequence,
  movesOf,
} from './testing/real-debate';

// The floor with the real knowledge, for listening set 54: a school cafeteria cook in Erie and a plasterer in Doncaster
// speaking, a phone-shop seller in Halifax and a driving instructor in Norwich typing. Lines from its drafts' debates
// are put here to a classic in the same words; the lives it asked about are in scripts/knowledge/drafts.test.ts.

describe('a goodbye that gives his own verdict', () => {
  it.each([
    'right thats me ive got a ceiling to skim in the morning cheers lads spinosa wins for me but im still choosing to have a pint so',
    'right kick offs in ten cheers all descartes wins it for me sorry spinoza youre alright though',
    'right im gonna put the phone down and actually talk to me missus cheers lads i reckon the lens fella shaded it',
    'im going spinoza but barely. my lads still grounded. ttyl',
  ])('"%s" is a goodbye', async (line) => {
    const turns = await afterFreeWill(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
  });

  it.each([
    'cheers, but who wins it for you, Leibniz?',
    'thanks, that wins it for me: so is anything free at all',
  ])('"%s" still asks', (line) => {
    expect(floorTalk(line, false)).not.toBe('close');
  });
});

describe('a word asked in passing, in a run-on line', () => {
  it.each([
    ['sorry whats um what do you mean by conatus i missed the start of that', /^By striving I mean/],
    [
      'okay um the other one what do you mean by determinism what is that i didnt catch it',
      /^A determinist holds/,
    ],
  ])('"%s" is defined', async (line, said) => {
    const [turn] = await afterFreeWill(line);
    expect(turn?.plan.move).toBe('define');
    expect(turn?.sentences[0]).toMatch(said);
  });

  it('"what was that word um monad is that like a soul or something else" is defined by Leibniz', async () => {
    const [turn] = await afterKnowledge(
      'sorry what was that word um monad is that like a soul or something else',
    );
    expect(turn?.plan.move).toBe('define');
    expect(turn?.speaker).toBe('Leibniz');
  });

  it('"could you explain what you mean, I teach three-point turns" names no word, and is not defined', async () => {
    const [turn] = await afterKnowledge('could you explain what you mean, I teach three-point turns');
    expect(turn?.plan.move).not.toBe('define');
  });
});

describe('said again, with why after it', () => {
  it.each([
    'can you say that part again slower hon i had the dishwasher going',
    'say that part again',
    'could you say the first part again please',
  ])('"%s" asks for it again', (line) => {
    expect(floorTalk(line, false)).toBe('repeat');
  });

  it('"could you say that bit again, about nobody doing wrong knowingly?" asks for that bit, answered', async () => {
    const [turn] = await afterMorality(
      "Sorry, could you say that bit again, about nobody doing wrong knowingly? I'm not sure I've quite got it.",
    );
    expect(turn?.plan.move).toBe('answer');
    expect(turn?.sentences.join(' ')).toMatch(/No one does wrong willingly/);
  });

  it('small talk put to the chair by name is still small talk', async () => {
    const [turn] = await afterMorality(
      'harris tottle mate can i ask summat off topic do you lot have football where you are cause rovers are on tonight',
    );
    expect(turn?.plan.move).toBe('redirect');
    expect(turn?.sentences[0]).toMatch(/Sport keeps its own score/);
  });
});

describe('a hello, after clearing the throat', () => {
  it.each([
    'right um hiya can you hear me yeah im darren im a plasterer from doncaster so uh go easy on me',
    'uh hi yeah so me and kayleigh had a row about this last night so im hoping you lot can settle it',
  ])('"%s" is welcomed and the debaters started off', async (line) => {
    const turns = await firstAnswer('free-will-debate', line);
    expect(movesOf(turns).slice(0, 2)).toEqual(['hand-over', 'answer']);
    expect(turns[0]?.sentences.join(' ')).toMatch(/I am Leibniz, your moderator/);
  });

  it('"... my question is for the the lens grinder" hands the floor to the one he names', async () => {
    const turns = await firstAnswer(
      'free-will-debate',
      'okay is it on um hi hon im marlene from erie pennsylvania and uh my question is for the the lens grinder',
    );
    expect(movesOf(turns).slice(0, 2)).toEqual(['hand-over', 'answer']);
    expect(turns[1]?.speaker).toBe('Spinoza');
  });
});

describe('a life asked of, then a word on it', () => {
  it('"did u rly ... thats insane" asks, and is no balk at the point', () => {
    expect(balksAt('did u rly say that. thats insane')).toBe(false);
    expect(balksAt('thats insane')).toBe(true);
  });

  it('"Is it true, Mr Hume, that ..." is asked of Hume, his title and all', async () => {
    const [turn] = await afterKnowledge(
      'Is it true, Mr Hume, that you were perfectly cheerful on your deathbed and joked about asking Charon for a little more time? I read that somewhere and have always loved it.',
    );
    expect(turn?.plan.move).toBe('life');
    expect(turn?.sentences[0]).toMatch(/cheerful/);
    // Said back as it was asked, the fact is still said whole.
    expect(turn?.sentences.join(' ')).toMatch(/Charon, the ferryman, for a little more time/);
  });

  it('"wait did you really live with your mother ..." asks the one who answered last', async () => {
    const steps = await inSequence('morality-debate', [
      'Nietzsche, is pity a weakness?',
      'wait did you really live with your mother and sister at the end i read that somewhere',
    ]);
    const [turn] = steps[1] ?? [];
    expect(turn?.plan.move).toBe('life');
    expect(turn?.speaker).toBe('Nietzsche');
  });
});

describe('leave to ask, a moment away, and what to ask', () => {
  it.each([
    'can i ask a question',
    'descartes can i ask you something',
    "leibniz youre running this can i ask spinoza something that's not really about the debate",
  ])('"%s" is given leave', async (line) => {
    const turns = await afterFreeWill(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Of course: ask away/);
  });

  it('"can i ask you something, why do we feel free" asks its question', async () => {
    const [turn] = await afterFreeWill('can i ask you something, why do we feel free');
    expect(turn?.plan.move).toBe('answer');
  });

  it('"Sorry, one moment, the kettle\'s just boiled. I can\'t think without a cup of tea." steps away', async () => {
    const turns = await afterKnowledge(
      "Sorry, one moment, the kettle's just boiled. I can't think without a cup of tea. (Very unphilosophical, I know.)",
    );
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Take your time/);
  });

  it('"ha fair enough um so what should i ask em like whats the killer question" asks what to ask', () => {
    expect(floorTalk('ha fair enough um so what should i ask em like whats the killer question', false)).toBe(
      'suggest',
    );
  });
});

describe('his own case, taken on in a word', () => {
  it('"they werent like hateful hateful. just dumb. idk" goes on with the case he told', async () => {
    const steps = await inSequence('knowledge-debate', [
      'should my buddy get kicked off our beer league team for dumb jokes in the group chat',
      'they werent like hateful hateful. just dumb. idk',
    ]);
    expect(steps[1]?.[0]?.plan.move).toBe('answer');
  });

  it('"okay see thats what i figured like you cant really pull the two apart can you" goes on', async () => {
    const steps = await inSequence('morality-debate', [
      'nietzsche did my upbringing make me good or was i born that way',
      'okay see thats what i figured like you cant really pull the two apart can you',
    ]);
    expect(steps[1]?.[0]?.plan.move).toBe('answer');
  });
});

// And set 56's (a bus conductor in Nagpur and an air-conditioning installer in Tupelo speaking, a pipefitter in San
// Fernando and a distillery guide in Pitlochry typing).
describe('set 56: a word asked just after it is said, a moment away, leave to ask both', () => {
  it('"... a what you call it a automaton what does that mean" is no moment away, and the word is defined', async () => {
    expect(
      floorTalk(
        "now hold on you said it's just a uh a what you call it a automaton what does that mean",
        false,
      ),
    ).not.toBe('away');
    const [turn] = await afterFreeWill(
      "now hold on you said it's just a uh a what you call it a determinist what does that mean",
    );
    expect(turn?.plan.move).toBe('define');
  });

  it('"sorry sorry the pressure cooker is whistling my wife is shouting one minute" steps away', () => {
    expect(
      floorTalk('sorry sorry the pressure cooker is whistling my wife is shouting one minute', false),
    ).toBe('away');
  });

  it('"can i ask one question to both of them together" is given leave', () => {
    expect(floorTalk('can i ask one question to both of them together', false)).toBe('permission');
  });

  it('"Did you really feel that calm, or were you putting a brave face on" is asked of his death, not his face', async () => {
    const [turn] = await afterMorality(
      'Socrates, I read that you drank the hemlock quite calmly and told everyone to stop weeping. Did you really feel that calm, or were you putting a brave face on for them?',
    );
    expect(turn?.plan.move).toBe('life');
    expect(turn?.sentences[0]).toMatch(/hemlock/);
  });
});

// And set 55's judge (a driving instructor in Sligo, a maths teacher in Pietermaritzburg, a tree planter in Prince
// George, a motor camp owner in Whanganui).
describe("set 55's judge: goodbyes, thanks, apologies and what to ask", () => {
  it.each([
    'ok im out of time the learner is here at four thanks mister spinoza thanks the both of ye id say a draw to be honest slawn',
    'thank you everyone i think descartes won but spinoza is right about the passions sleep well',
  ])('"%s" is a goodbye', async (line) => {
    const turns = await afterFreeWill(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
  });

  it('"I think that\'s the most honest answer I\'ve heard all evening. Thank you." is thanks, not a goodbye', () => {
    expect(floorTalk("I think that's the most honest answer I've heard all evening. Thank you.", false)).toBe(
      'glad',
    );
  });

  it('"my mom ... says pls n thx. is she dumb or onto smth" takes no leave', async () => {
    const turns = await afterKnowledge(
      'my mom talks to her google home like its a person, says pls n thx. is she dumb or onto smth',
    );
    expect(turns[0]?.sentences[0]).not.toMatch(/^Goodbye/);
  });

  it('"you are very quiet what must i ask them to settle it" asks what to ask', () => {
    expect(floorTalk('you are very quiet what must i ask them to settle it', false)).toBe('suggest');
  });

  it('"Did you really ...? I\'m sorry, but I have to ask." is no sympathy: the fact, not thanks', async () => {
    const [turn] = await afterMorality(
      "Socrates, I'll be honest: my son sent me an article about you. Did you really drink the poison yourself? I'm sorry, but I have to ask.",
    );
    expect(turn?.plan.move).toBe('life');
    expect(turn?.sentences[0]).not.toMatch(/^(?:Thank you|You are kind)/);
  });
});

describe('sympathy just after a fact of his life', () => {
  it('"that is very sad actually ... i feel for you honestly" is thanked, and the fact is not told again', async () => {
    const steps = await inSequence('morality-debate', [
      'sir niche i read that at the end you went mad and hugged one horse in the street is it true you really did that',
      'that is very sad actually my father also at the end he was forgetting everything so i feel for you honestly',
    ]);
    expect(steps[0]?.[0]?.plan.move).toBe('life');
    const [turn] = steps[1] ?? [];
    expect(turn?.plan.move).toBe('life');
    expect(turn?.sentences[0]).toMatch(/^(?:Thank you|You are kind)/);
    expect(turn?.sentences.join(' ')).not.toMatch(/Turin/);
  });
});

describe('away and back in one breath', () => {
  it.each([
    'one second sorry beta the charger is in the top drawer only top drawer okay sorry sir continue',
    'sorry hold on the tornado sirens going off they testing it i think yeah first wednesday of the month okay we good',
    // Set 58.
    "Oh, sorry, one moment! My mother-in-law is calling from the other room that the chapati is burning. Please carry on, I'm listening.",
    "hang on the weather radio's going off um it's just a flood watch we get em every other tuesday go on",
  ])('"%s" lets the debate go on', (line) => {
    expect(floorTalk(line, false)).toBe('next');
  });
});

// And set 57's judge, of faults both sides shared.
describe("set 57's judge: goodbyes said in passing", () => {
  it.each([
    'well ive got to be up at five for the cattle so ill leave it there jolly both of you i reckon spinoza edged it tonight to be honest and i never thought id say that',
    'anyway ill let you go boys nos da cheers for that honestly it helped more than i thought it would',
    'ok that one got me. match starting, later guys. descartes wins tho',
  ])('"%s" is a goodbye', async (line) => {
    const turns = await afterFreeWill(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
  });

  it('"ill ask them later" is no goodbye', () => {
    expect(floorTalk('ill ask them later', false)).not.toBe('farewell');
  });
});
