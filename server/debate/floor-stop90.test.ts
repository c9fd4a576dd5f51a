import { describe, expect, it } from 'vitest';
import { floorTalk } from './floor-talk';
import { draftFloor } from './testing/draft-floor';

// Found in 2027-01-01 and 2027-01-02 and taken up at stop 90. Each line is new, put as the floor meets a visitor's.
const floor = await draftFloor(
  [
    'capitalism-debate',
    'death-meaning-debate',
    'ai-consciousness-debate',
    'gender-nature-debate',
    'cancel-culture-debate',
    'privacy-surveillance-debate',
  ],
  ['free-will-debate', 'morality-debate', 'knowledge-debate'],
);

/** The first turn a line gets in a debate: who takes it, and with what. */
async function firstTurn(debateId: string, line: string) {
  const [first] = await floor.unlearnt(debateId, line);
  return { speaker: first?.speaker, plan: first?.plan };
}

// "I'm 24 with $60k in student loans. Everyone says I chose this freely. Did I?" was asked which of two questions it
// meant, and like cases were turned away: his own case, told before a question in the theme's words, is argued.
describe('his own case told before he asks', () => {
  it.each([
    "I'm 19 and in debt already. Everyone says I chose it. Did I really?",
    "I'm 30 with $80k in medical debt. My friends say I chose this freely. Did I?",
  ])('"%s" is argued', async (line) => {
    const { plan } = await firstTurn('capitalism-debate', line);
    expect(plan?.move).toBe('answer');
  });
});

// "Which of you is actually calmer about dying?" was turned away: a question put to the panel in the theme's words
// gets the benefit of the doubt a debater named gets.
describe('a question put to the panel in the words of the theme', () => {
  it.each([['death-meaning-debate', 'which of you is more relaxed about dying']])(
    'in %s, "%s" is argued',
    async (id, line) => {
      const { plan } = await firstTurn(id, line);
      expect(plan?.move).toBe('answer');
    },
  );

  it.each([
    ['morality-debate', 'which of you would win in an arm wrestle'],
    ['death-meaning-debate', 'which of you likes pizza best?'],
  ])('in %s, "%s" is not', async (id, line) => {
    const { plan } = await firstTurn(id, line);
    expect(plan?.move).not.toBe('answer');
  });
});

// "Tourning, do you think by 2050 ..." named no one.
describe('a name as visitors spell it', () => {
  it('"Tourning" is Turing', async () => {
    const { speaker } = await firstTurn(
      'ai-consciousness-debate',
      'Tourning, can a mind exist without a body?',
    );
    expect(speaker).toBe('Alan Turing');
  });
});

// "sound keeps dropping out when the lady philosopher talks, is it my wifi?" was argued; "can I choose which
// philosopher speaks first or is that random?" too.
describe('the app asked after', () => {
  it('sound that drops out is the connection', async () => {
    const turn = await floor.afterOpening(
      'gender-nature-debate',
      'Are women and men born different?',
      'the sound keeps breaking up whenever the chair talks, is it my wifi?',
    );
    expect(turn?.plan.move).toBe('chair');
    expect(turn?.sentences.join(' ')).toMatch(/connection/);
  });

  it.each([
    ['free-will-debate', 'Are we free?', 'can we pick who answers first or is it random?'],
    ['morality-debate', 'Is goodness real?', 'so who goes first, you or him?'],
  ])('in %s, after "%s", "%s" is told he may ask either by name', async (id, opening, line) => {
    const turn = await floor.afterOpening(id, opening, line);
    expect(turn?.plan.move).toBe('chair');
    expect(turn?.sentences.join(' ')).toMatch(/by name/);
  });
});

// Found in 2027-01-02.
// "Is mathematics discovered or invented? Would 2 + 2 = 4 if there were no minds at all?" was asked which of two
// issues it meant, as if a story had led to its last question.
describe('two questions on another subject', () => {
  it('are turned away, not asked which issue they meant', async () => {
    const { plan } = await firstTurn(
      'death-meaning-debate',
      'Are numbers real? Would seven exist if nobody counted?',
    );
    expect(plan?.move).toBe('redirect');
  });
});

// "Hume supposedly woke Kant from his dogmatic slumber. Did anyone ever actually answer him, Leibniz?" went to Hume.
describe('one called at the end of a later sentence', () => {
  it.each([
    ['morality-debate', 'Nietzsche called pity a weakness. Do you agree, Socrates?', 'Socrates'],
    [
      'free-will-debate',
      'Spinoza denies free will outright. Can you live with that, Descartes?',
      'Descartes',
    ],
  ])('in %s, "%s" is put to %s', async (id, line, name) => {
    const { speaker } = await firstTurn(id, line);
    expect(speaker).toBe(name);
  });

  it('is not asked when the opening sentence calls another', async () => {
    const { speaker } = await firstTurn(
      'morality-debate',
      'Nietzsche, you mock pity. Would you agree, Socrates?',
    );
    expect(speaker).toBe('Nietzsche');
  });
});

// "i have a deadline at 5 so I might drop off early, sorry" was argued, and "gotta grab my kid from school, keep going
// without me" was answered "As for your kid, ..."; "... screenshots my screen every 10 mins" was a step away.
describe('his own time', () => {
  it('going early is taken as notice', async () => {
    const turn = await floor.afterOpening(
      'death-meaning-debate',
      'Is death bad for the one who dies?',
      'got a train at 9 so I may have to leave early, apologies',
    );
    expect(turn?.plan.move).toBe('chair');
    expect(turn?.sentences.join(' ')).toMatch(/before you go/);
  });

  it('going on without him is a step away', async () => {
    const turn = await floor.afterOpening(
      'cancel-culture-debate',
      'Should people lose their jobs over old tweets?',
      'have to walk the dog, carry on without me',
    );
    expect(turn?.plan.move).toBe('chair');
    expect(turn?.sentences.join(' ')).toMatch(/carry on meanwhile/);
  });

  it.each(['the tracker snaps my screen every 15 mins', 'it autosaves each 2 mins'])(
    '"%s" steps nowhere',
    (line) => {
      expect(floorTalk(line, false)).not.toBe('away');
      expect(floorTalk('brb 5 mins', false)).toBe('away');
    },
  );
});

// Found in 2027-01-03.
// "Honestly I love shopping. Is that false consciousness or am I just enjoying nice stuff?" was seen off ("nice stuff"
// closes an evening, not a question); "this debate is great but how long does it run, I've got a meeting at 3", "lol
// this is better than my actual philosophy lecture" and "where can i get my phone screen fixed cheap" were argued (an
// errand, it is wished well).
describe('said in passing', () => {
  it('"... nice stuff?" asks', async () => {
    const { plan } = await firstTurn(
      'capitalism-debate',
      'Honestly I adore shopping. Is that false consciousness or am I just buying nice stuff?',
    );
    expect(plan?.move).toBe('answer');
  });

  it.each([
    [
      'cancel-culture-debate',
      'Should people lose their jobs over old tweets?',
      "really enjoying this but how long does it go on, i've got a class at 4",
      /clock/,
    ],
    [
      'knowledge-debate',
      'Can we know anything for certain?',
      'wow this is way better than my actual ethics class',
      /glad you are enjoying it/,
    ],
    [
      'privacy-surveillance-debate',
      'Is privacy dead?',
      'where can i get my tablet screen fixed cheap',
      /I hope it/,
    ],
  ])('in %s, after "%s", "%s" gets %s', async (id, opening, line, said) => {
    const turn = await floor.afterOpening(id, opening, line);
    expect(turn?.sentences.join(' ')).toMatch(said);
  });
});
