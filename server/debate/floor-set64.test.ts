import { describe, expect, it } from 'vitest';
import { floorTalk } from './floor-talk';
import { caseTold } from './visitor-case';
import { afterFreeWill, afterKnowledge, afterMorality, inSequence, movesOf } from './testing/real-debate';

// The floor with the real knowledge, for listening set 66: a kitchen fitter in Rochdale and a school secretary near
// Durban speaking; a bike courier in Wellington and a church organist in Kendal typing. Lines from their drafts'
// debates are put here to a classic in the same words (the drafts' own are in scripts/knowledge/drafts.test.ts).

describe('the chair asked who is ahead, and told how not to answer', () => {
  it('"harry stottle who\'s winning and be honest none of this both sides made good points rubbish"', async () => {
    const [turn] = await afterMorality(
      "harry stottle who's winning and be honest none of this both sides made good points rubbish",
    );
    expect(turn?.speaker).toBe('Aristotle');
    expect(turn?.sentences[0]).toMatch(/has the better of it/);
  });

  it('"league on at 7 so wrap it up boys" closes the debate', () => {
    expect(floorTalk('league on at 7 so wrap it up boys', false)).toBe('close');
    expect(floorTalk('so wrap it up', false)).toBe('close');
  });

  it('"you\'re the chairman um can i ask something that\'s not really about the debate" has leave', async () => {
    const [turn] = await afterFreeWill(
      "mister lie bits you're the chairman um can i ask something that's not really about the debate",
    );
    expect(turn?.sentences[0]).toMatch(/^Of course: ask away/);
  });
});

describe('thanks that take no leave', () => {
  it.each([
    'thank you for that really',
    "okay yes that's fair small things first thank you",
    'thanks for explaining',
    'okay yes that fair small things first thank you',
  ])('"%s" is glad of the answer', (line) => {
    expect(floorTalk(line, false)).toBe('glad');
  });

  it.each(['thanks for that goodnight all', "that's true, thank you and goodbye", 'great debate thank you'])(
    '"%s" is still a goodbye',
    (line) => {
      expect(floorTalk(line, false)).toBe('farewell');
    },
  );
});

describe('words asked as people ask them', () => {
  it('"Could you explain what you mean by \'truths of reason\'? In plain English, please; ..." is defined', async () => {
    const [turn] = await afterKnowledge(
      "Mr Leibniz, you look as though you're itching to come in. Could you explain what you mean by 'truths of reason'? In plain English, please; I left school at sixteen.",
    );
    expect(turn?.plan).toMatchObject({ move: 'define', term: 'truth-of-reason' });
  });

  it('"sorry what does dualist mean the word under your name" is defined by Descartes', async () => {
    const [turn] = await afterFreeWill('sorry what does dualist mean the word under your name');
    expect(turn?.speaker).toBe('Descartes');
    expect(turn?.plan).toMatchObject({ move: 'define', term: 'dualism' });
  });

  it('"what is hume\'s fork?" keeps the name in the term, and is defined', async () => {
    const [turn] = await afterKnowledge("what is hume's fork?");
    expect(turn?.speaker).toBe('Hume');
    expect(turn?.plan).toMatchObject({ move: 'define', term: 'relations-of-ideas' });
  });
});

describe('a bit asked again', () => {
  it('made already, it is said again by the chair as its maker made it', async () => {
    const [, turns] = await inSequence('knowledge-debate', [
      'Hume, how do you know the sun will rise tomorrow?',
      'sorry can you say that part again about the sun rising, the kettle was going',
    ]);
    expect(movesOf(turns ?? [])).toEqual(['chair']);
    expect(turns?.[0]?.sentences.join(' ')).toMatch(/^Of course\. Hume said that /);
  });

  it('not made yet, its owner makes it now, and the why after it names no case', async () => {
    const [, turns] = await inSequence('morality-debate', [
      'Socrates, is goodness real?',
      'socrates say the bit about the ring of gyges again i missed it my neighbours dog started barking',
    ]);
    expect(turns?.[0]?.speaker).toBe('Socrates');
    expect(turns?.[0]?.plan).toMatchObject({ move: 'answer' });
    expect(turns?.[0]?.plan).not.toHaveProperty('told');
    expect(turns?.[0]?.sentences.join(' ')).toMatch(/Gyges|ring/);
  });
});

describe('his own things said by the way are no case', () => {
  it.each([
    "the market's never set me free it's set me on my knees under other people's sinks, so why should i thank it?",
    "That's what your chapter about Sophie says, isn't it? I looked it up on my tablet before coming on.",
  ])('"%s" names no case', (line) => {
    expect(caseTold(line, true)).toBeUndefined();
  });

  it('a thing of his that the question is about is still named', () => {
    expect(caseTold('is my phone actually changing how i think?', true)).toBe('your phone');
  });
});

describe('his life, after he told it', () => {
  it('"so you admit it" is owned, not argued or laughed off', async () => {
    const [, turns] = await inSequence('morality-debate', [
      'is it true they made you drink poison socrates and you just did it',
      'ha so you admit it you could have legged it',
    ]);
    expect(turns?.[0]?.speaker).toBe('Socrates');
    expect(turns?.[0]?.plan).toMatchObject({ move: 'life', owned: true });
    expect(turns?.[0]?.sentences[0]).toMatch(/^(?:I do not deny it\.|I admit it freely|Guilty as charged\.)/);
  });

  it('"Mr Hume, is it true you were so cheerful on your deathbed ...?" tells his last illness', async () => {
    const [turn] = await afterKnowledge(
      "Mr Hume, is it true you were so cheerful on your deathbed that your friends couldn't quite believe it? I find that rather lovely.",
    );
    expect(turn?.plan.move).toBe('life');
    expect(turn?.sentences.join(' ')).toMatch(/last illness/);
  });
});

describe("the chair's own teaching, asked about without his name", () => {
  it('"wats the golden mean thing. say again" is his to say, once', async () => {
    const [, turns, again] = await inSequence('morality-debate', [
      'Socrates, is goodness real?',
      'wats the golden mean thing. say again',
      'wats the golden mean thing. say again',
    ]);
    expect(turns?.[0]?.speaker).toBe('Aristotle');
    expect(turns?.[0]?.plan).toMatchObject({ move: 'hand-over', doctrine: expect.any(Number) });
    expect(turns?.[0]?.sentences.join(' ')).toMatch(/between rashness and cowardice/);
    expect(again?.[0]?.plan).not.toHaveProperty('doctrine');
  });

  it('"socrates what is the mean between two extremes" asks a debater, not the chair', async () => {
    const [turn] = await afterMorality('socrates what is the mean between two extremes');
    expect(turn?.speaker).toBe('Socrates');
  });
});

describe('a point granted after a few words owning it', () => {
  it('"ngl i do check the weather app tho. ok fair" is taken as granted', async () => {
    const [, turns] = await inSequence('knowledge-debate', [
      'Hume, how do you know the sun will rise tomorrow?',
      'ngl i do check the weather app tho. ok fair',
    ]);
    expect(turns?.[0]?.plan).toMatchObject({ granted: true });
  });
});

describe('answered with a question', () => {
  it('"oh here we go answering a question with a question you do that every time" gets a plain answer', async () => {
    const [, turns] = await inSequence('morality-debate', [
      'socrates you are very quiet what do you reckon is goodness real or did somebody make it up',
      'oh here we go answering a question with a question you do that every time',
    ]);
    expect(turns?.[0]?.speaker).toBe('Socrates');
    expect(turns?.[0]?.plan).toMatchObject({ move: 'answer', plain: true });
  });
});

// Set 64: a bingo caller in Rhyl and a bridge painter in Toledo speaking; a surveyor's assistant in Nakuru and a taxi
// dispatcher in Kendal typing.
describe("set 64's misses", () => {
  it('thanks, then a question, answers the question', async () => {
    const [, turns] = await inSequence('knowledge-debate', [
      'My mum is 84 and has dementia. Hume, is her certainty any worse than mine?',
      "That's a kind answer, thank you. But it's a bit frightening too, isn't it? If certainty is just habit, then mine is only a better-kept habit than hers.",
    ]);
    expect(turns?.[0]?.plan.move).toBe('answer');
  });

  it.each([
    'okay im out thanks guys honestly spin oza kinda got me tonight which i did not expect night',
    'okay foo co wins that one for me but im still checking where my kid is sorry later',
    'well mary wins that one for me no contest ta ra look after yourself',
  ])('"%s" is a goodbye', (line) => {
    expect(floorTalk(line, false)).toBe('farewell');
  });

  it('"uh hold on sorry my daughters yelling ... ill be right there" steps away', () => {
    expect(
      floorTalk(
        'uh hold on sorry my daughters yelling something from the kitchen kayla im on a call with dead guys ill be right there',
        false,
      ),
    ).toBe('away');
  });

  it.each(['wat', 'say again simpler pls'])('"%s" asks to hear it again', async (line) => {
    const [, turns] = await inSequence('knowledge-debate', [
      'Hume, how do you know the sun will rise tomorrow?',
      line,
    ]);
    expect(turns?.[0]?.plan.move).toBe('chair');
    expect(turns?.[0]?.sentences[0]).toMatch(/^Of course\./);
  });

  it('"lie bits u r moderator hu is winning" asks who is ahead', async () => {
    const [turn] = await afterFreeWill('lie bits u r moderator hu is winning');
    expect(turn?.speaker).toBe('Leibniz');
    expect(turn?.sentences[0]).toMatch(/has the better of it/);
  });

  it('"descates wat u say" asks Descartes for his reply', async () => {
    const [turn] = await afterFreeWill('descates wat u say');
    expect(turn?.speaker).toBe('Descartes');
  });

  it('"wats dualist. simple pls" is defined', async () => {
    const [turn] = await afterFreeWill('wats dualist. simple pls');
    expect(turn?.plan).toMatchObject({ move: 'define', term: 'dualism' });
  });

  it('"what does that mean though innate ideas like in plain english" is defined', async () => {
    const [turn] = await afterKnowledge('what does that mean though innate ideas like in plain english');
    expect(turn?.plan).toMatchObject({ move: 'define', term: 'innate-idea' });
  });

  it('"my clive died two years ago" is a loss told by his name', async () => {
    const [, turns] = await inSequence('free-will-debate', [
      'Spinoza, if every choice has a cause, can anyone be blamed?',
      'right well my clive died two years ago in march and i keep asking if i could have done something',
    ]);
    expect(turns?.[0]?.sentences[0]).toMatch(/Clive/);
  });

  it('"I\'m on our village hall committee" is still his case', () => {
    expect(
      caseTold(
        "I'm on our village hall committee, and someone has booked a speaker. Do we let him speak?",
        true,
      ),
    ).toBe('your village');
  });
});

describe('after he told his life', () => {
  it('"sad man. sorry" is thanked', async () => {
    const [, turns] = await inSequence('morality-debate', [
      'nietzsche did u rly go mad hugging a horse',
      'sad man. sorry',
    ]);
    expect(turns?.[0]?.plan).toMatchObject({ move: 'life', thanked: true });
  });

  it('"well im sorry but i think thats shocking" is owned, not thanked', async () => {
    const [, turns] = await inSequence('morality-debate', [
      'is it true they made you drink poison socrates and you just did it',
      'well im sorry but i think thats shocking i dont care what century it was',
    ]);
    expect(turns?.[0]?.plan).toMatchObject({ move: 'life', owned: true });
  });

  it('"That\'s lovely. I hope I manage that." is thanked', async () => {
    const [, turns] = await inSequence('knowledge-debate', [
      'Hume, is it true you stayed cheerful right to the end, even when you knew you were dying?',
      "That's lovely. I hope I manage that. I hope Mum does.",
    ]);
    expect(turns?.[0]?.plan).toMatchObject({ move: 'life', thanked: true });
  });
});

// Set 65: a cable-car attendant in El Alto and a bingo caller in Blackpool speaking; a mobile-money kiosk owner in
// Ibadan and a hospice chaplain in Asheville typing.
describe("set 65's misses", () => {
  it('"Could you say that last bit again? The part about the self being a "bundle" ..." is that part', async () => {
    const [, turns] = await inSequence('knowledge-debate', [
      'Hume, can we know anything for certain?',
      'Could you say that last bit again? The part about the self being a "bundle" of perceptions. I lost the thread.',
    ]);
    expect(turns?.[0]?.speaker).toBe('Hume');
    expect(turns?.[0]?.sentences.join(' ')).toMatch(/bundle|self/i);
  });

  it('"gd evening all. ayo frm ibadan naija", said first, is welcomed', async () => {
    const [turns] = await inSequence('knowledge-debate', ['gd evening all. ayo frm ibadan naija']);
    expect(turns?.[0]?.plan).toMatchObject({ move: 'hand-over', aside: true });
  });

  it('"That\'s a remarkably gracious answer." just after a fact of his life is thanked', async () => {
    const [, turns] = await inSequence('free-will-debate', [
      "Spinoza, you were thrown out of your own community, weren't you? What did that feel like?",
      "That's a remarkably gracious answer. I'm not sure I'd be that calm.",
    ]);
    expect(turns?.[0]?.plan).toMatchObject({ move: 'life', thanked: true });
  });
});

// Sets 67 and 68's judges.
describe("sets 67 and 68's judges", () => {
  it('a line put to another debater, just after a fact of a life, is his to answer', async () => {
    const [, turns] = await inSequence('morality-debate', [
      'nee cha did you actually like go mad and hug a horse my mate said that',
      'sock rates you said nobody does wrong on purpose but people at my school do wrong on purpose literally all the time',
    ]);
    expect(turns?.[0]?.speaker).toBe('Socrates');
    expect(turns?.[0]?.plan.move).toBe('answer');
  });

  it('who is ahead, asked beside his epithet, is the question', async () => {
    const [turn] = await afterMorality(
      "I'm back. Aristotle, who's ahead? You're the logician, after all. Has anything been settled tonight?",
    );
    expect(turn?.sentences.join(' ')).toMatch(/has the better of it/);
  });

  it('"a body camera on my vest" is his case', () => {
    expect(
      caseTold("i've got a body camera on my vest all day so i'm the one being watched, is that fair?", true),
    ).toBe('your vest');
  });

  it('"may i ask you something directly were you truly calm when you drank the hemlock" is his life', async () => {
    const [turn] = await afterMorality(
      'mr socrates may i ask you something directly were you truly calm when you drank the hemlock',
    );
    expect(turn?.speaker).toBe('Socrates');
    expect(turn?.plan.move).toBe('life');
    expect(turn?.sentences.join(' ')).toMatch(/hemlock/);
  });
});

describe('sets 56 and 58 again, after this stop', () => {
  it('who is ahead, beside a question of his own life, still tells the life', async () => {
    const [turn] = await afterFreeWill(
      "Leibniz, as moderator, who do you think is ahead? And didn't you build a calculating machine yourself?",
    );
    expect(turn?.plan.move).toBe('life');
  });

  it('"then wat" asks what comes next, not to hear it again; "wat" alone does', () => {
    expect(floorTalk('then what', false)).toBeUndefined();
    expect(floorTalk('what', false)).toBe('repeat');
  });
});
