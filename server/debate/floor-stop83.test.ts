import { describe, expect, it } from 'vitest';
import { createReplyEngine } from './engine';
import { runScript } from './testing/debate-script';
import { draftFloor } from './testing/draft-floor';
import { inSequence } from './testing/real-debate';

// Found in the blind set of 2026-12-13 when it was read and spent (stop 83). Each line is new, put as the floor meets a
// visitor's: unlearnt, as the first line of a call, or after an exchange in a classic.
const floor = await draftFloor(
  [
    'ai-consciousness-debate',
    'cancel-culture-debate',
    'climate-progress-debate',
    'gender-nature-debate',
    'privacy-surveillance-debate',
    'simulation-reality-debate',
  ],
  ['free-will-debate', 'knowledge-debate', 'morality-debate'],
);

// "Searle's Chinese room: the guy shuffles symbols and understands nothing. What's your reply, Mr Turing?" set Turing
// on Descartes's last point, as if "what's your reply" were all it asked.
describe('a case put, then a debater asked for his reply', () => {
  it.each([
    [
      'A man in a locked room matches Chinese symbols from a rulebook and understands none of them. Turing, your reply?',
      'understanding',
    ],
    [
      'Alan, Countess Lovelace said a computer can only do what we tell it. Did you ever really answer her?',
      'originality',
    ],
  ])('"%s" is answered on %s', async (line, issue) => {
    const [first] = await floor.unlearnt('ai-consciousness-debate', line);
    expect(first?.speaker).toBe('Alan Turing');
    expect(first?.plan).toMatchObject({ move: 'answer', issue });
  });

  it('after an exchange too', async () => {
    const [, turns] = await inSequence('free-will-debate', [
      'Are our choices truly free?',
      'A hypnotist tells a man to open a window and he opens it, then swears he wanted fresh air. Spinoza, your reply?',
    ]);
    expect(turns?.[0]?.speaker).toBe('Spinoza');
    expect(turns?.[0]?.move).toBe('answer');
  });
});

// "anyone know if the farmers market is still open on saturdays? need bacon and eggs" got Francis Bacon's argument;
// "what's the weather like in athens next week, thinking of booking a trip" got a fact of Socrates's life.
describe('an errand', () => {
  it.each([
    [
      'climate-progress-debate',
      'is the corner shop still open at this hour? need bacon and eggs for tomorrow',
    ],
    ['climate-progress-debate', 'anyone else craving crispy bacon right now'],
    ['knowledge-debate', "how's the weather in edinburgh next week, thinking of visiting"],
    [
      'gender-nature-debate',
      'my brother was born on february 29th, so does he legally turn 18 on the 28th or on march 1st?',
    ],
  ])('%s: "%s" is turned away', async (debateId, line) => {
    const [first] = await floor.unlearnt(debateId, line);
    expect(first?.move).toBe('redirect');
  });

  it('a language said of an argument is no question about the app', async () => {
    const line =
      "Honestly that's just pessimism said in French. Baudrillard, give me one reason to get out of bed if nothing is real.";
    const [first] = await floor.unlearnt('simulation-reality-debate', line);
    expect(first?.speaker).toBe('Jean Baudrillard');
    expect(first?.move).toBe('answer');
  });

  it('paying for the app is a question about the app', async () => {
    const [first] = await floor.unlearnt(
      'privacy-surveillance-debate',
      'is it safe to enter my card details for the premium plan?',
    );
    expect(first?.move).toBe('chair');
    expect(first?.sentences.join(' ')).toMatch(/app/);
  });
});

// Found in the blind sets of 2026-12-14 and 2026-12-16 when they were read and spent (stop 83).
describe('the floor, read as meant', () => {
  it("a different voice asked for is the app's to give", async () => {
    const [first] = await floor.unlearnt(
      'free-will-debate',
      'Could we pick a calmer voice for the moderator? He is a bit loud.',
    );
    expect(first?.move).toBe('chair');
    expect(first?.sentences.join(' ')).toMatch(/voices are the app's/);
  });

  it('"what\'s the difference, honestly?" after a case of his own asks of the case', async () => {
    const [first] = await floor.unlearnt(
      'simulation-reality-debate',
      'A perfect virtual reality headset would give me every sensation a beach gives. So what is the difference, really?',
    );
    expect(first?.move).toBe('answer');
  });

  it('"so you admit ..." presses the point just made, not the chair\'s life', async () => {
    const engine = createReplyEngine({ knowledge: floor.knowledge });
    const lines = [
      'Should hate speech be banned?',
      'so you admit some books should be banned. then it is only a fight over which ones, right?',
    ];
    const { byStep } = await runScript(
      engine,
      floor.membersOf('cancel-culture-debate'),
      lines.map((visitor) => ({ visitor })),
    );
    const turns = byStep[1] ?? [];
    expect(turns.length).toBeGreaterThan(0);
    expect(turns[0]?.plan.move).not.toBe('life');
    expect(turns[0]?.speaker).not.toBe('Spinoza');
  });
});
