import { describe, expect, it } from 'vitest';
import { writtenForm } from '../call/written-form';
import { runScript } from './testing/debate-script';
import {
  afterFreeWill,
  afterMorality,
  answerTo,
  engine,
  firstAnswer,
  FREE_WILL,
  membersOf,
} from './testing/real-debate';

const MORALITY_NAMES = ['Aristotle', 'Socrates', 'Nietzsche'];

// The floor with the real knowledge, for the lines of the twenty-seventh to twenty-ninth listening sessions'
// strangers: a midwife, a prison librarian, a journalist and a baker; a learner of English, a retired judge, a parent
// and a plasterer walking his dog; a night guard, a recovering alcoholic, a vet and an activist.

describe('the chair asked who thinks what, from the twenty-seventh session', () => {
  it.each([
    "Leibniz, what's the actual difference between them? Plain English pls, I've been up 14 hrs.",
    'Leibniz this is a bit fast for me can you just say who thinks what',
  ])('"%s": the chair sets out where each stands', async (line) => {
    const [turn, ...rest] = await afterFreeWill(line);
    expect(turn).toMatchObject({ speaker: 'Leibniz', move: 'chair' });
    expect(turn?.sentences[0]).toMatch(/Descartes holds that .* and Spinoza that /);
    expect(rest).toEqual([]);
  });

  it.each([
    "Descartes: labour. The body does what it does. No mum 'wills' a contraction. Where's your steering soul then?",
    writtenForm(
      "descartes you reckon my soul steers my body well my body's steering itself right now i'm on autopilot with these baguettes",
      ['Leibniz', 'Descartes', 'Spinoza'],
    ),
  ])('"%s": what the body does without the soul', async (line) => {
    const [turn] = await afterFreeWill(line);
    expect(turn).toMatchObject({
      speaker: 'Descartes',
      move: 'answer',
      plan: { argument: 'descartes-body-is-machine' },
    });
  });

  it.each([
    'is ther anything you two actually agree on',
    "Is there a single moral claim you'd both sign up to? Anything at all?",
  ])('"%s": the chair says what has been granted, or that nothing has', async (line) => {
    const [turn] = await afterMorality(line);
    expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
    expect(turn?.sentences[0]).toMatch(/^(?:On one thing at least: |Not yet: neither has granted)/);
  });

  it.each([
    ['knowledge-debate', "Okay shop's opening in five minutes end it who won."],
    ['morality-debate', writtenForm('okay loaves are in can you wrap it up who won', MORALITY_NAMES)],
    // A thirty-fourth listening session: who is ahead, asked as the visitor leaves, or the verdict asked for quickly.
    ['knowledge-debate', 'aristotle who wins?? short pls im falling asleep'],
    ['morality-debate', 'aristotle im tired we run 30k tmrw 6am. so who won?? is good real or nah'],
    [
      'morality-debate',
      'Ok Aristotle it is dark now I must go so tell me who is right is goodness real or the people invent it',
    ],
    ['free-will-debate', "Okay I'm at the building Leibniz verdict quick."],
    // Set 33's sommelier: the verdict asked for with "one line each", not each one's position.
    ['knowledge-debate', 'ok my stop is next. verdict pls. one line each on why they won or lost'],
    // Set 35: the verdict asked for in the chat's words, or beside the hour he must be up.
    ['free-will-debate', 'sir leibniz pls who win? simple only, im sleepy na'],
    ['knowledge-debate', 'ok sir aristotle watch at 0800. who win? simple english pls'],
    [
      'morality-debate',
      writtenForm('aristotle i gotta be up at five for first run so who won', MORALITY_NAMES),
    ],
    [
      'knowledge-debate',
      "It's getting late, and I still have a glossary to finish. Aristotle, your verdict, please.",
    ],
    ['knowledge-debate', "Alright Aristotle I see his headlights. What's the verdict?"],
    ['free-will-debate', writtenForm('ok leibniz call it who won', ['Leibniz', 'Descartes', 'Spinoza'])],
  ])('%s, "%s": who won, asked with the close, is the verdict', async (debateId, line) => {
    const turns = await firstAnswer(debateId, line);
    expect(turns[0]).toMatchObject({ move: 'verdict' });
  });

  it('"who win? simple only": the verdict in short, the issue argued most, the score and good night', async () => {
    const verdictAfter = async (line: string) => {
      const debate = await runScript(engine, membersOf('free-will-debate'), [
        { visitor: FREE_WILL },
        { visitor: 'Descartes, if God knows what I will choose, how am I free?' },
        { visitor: line },
      ]);
      const [turn] = debate.byStep[2] ?? [];
      expect(turn?.move).toBe('verdict');
      return turn?.sentences ?? [];
    };
    const short = await verdictAfter('sir leibniz pls who win? simple only, im sleepy na');
    const full = await verdictAfter('Leibniz, your verdict please, I must go.');
    expect(short.filter((sentence) => sentence.startsWith('On '))).toHaveLength(1);
    expect(short.join(' ')).not.toContain('For my own part');
    expect(short.at(-1)).toBe('Thank you for your challenges, and good night.');
    expect(full.join(' ')).toContain('For my own part');
    expect(short.length).toBeLessThan(full.length);
  });

  it.each([
    ["I'm tired of Hume's doubts, who is right about certainty?", 'answer'],
    ["who's winning?", 'chair'],
    ["What's your verdict so far? I have to go soon.", 'chair'],
    ["What's the verdict on lying to a patient?", 'answer'],
    ['What do you call it when you know something for sure?', 'answer'],
  ])('"%s", leaving nothing: no verdict', async (line, move) => {
    const turns = await firstAnswer('knowledge-debate', line);
    expect(turns[0]?.move).toBe(move);
  });

  it('"who won the argument about the sun?" with no close asked is who is ahead, not the verdict', async () => {
    const turns = await firstAnswer(
      'knowledge-debate',
      'Aristotle, who won the argument about the sun so far?',
    );
    expect(turns[0]?.move).not.toBe('verdict');
  });

  it('"is it the hammer one or the gadfly one winning? I can\'t tell from in here": who is ahead', async () => {
    const [turn] = await afterMorality(
      "Aristotle, is it the hammer one or the gadfly one winning? I can't tell from in here the mixer's loud.",
    );
    expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
    expect(turn?.sentences[0]).toMatch(/^So far /);
  });

  it('"How does the moderator decide who wins? Is there a score?": how the verdict is scored, not who is ahead', async () => {
    const [turn] = await afterMorality('How does the moderator decide who wins? Is there a score?');
    expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
    expect(turn?.sentences.join(' ')).toContain(
      'I keep score for my verdict: a point for each reply that lands',
    );
  });

  it('"how does this work?" is told how, without the scoring it did not ask about', async () => {
    const [turn] = await afterMorality('how does this work?');
    expect(turn?.sentences.join(' ')).toMatch(/^You are the challenger/);
    expect(turn?.sentences.join(' ')).not.toContain('I keep score');
  });

  it('"So you both admit some certainty exists. Story\'s over?": what each has granted', async () => {
    const [turn] = await firstAnswer(
      'knowledge-debate',
      "So you both admit some certainty exists. Story's over?",
    );
    expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
    expect(turn?.sentences[0]).toMatch(/^(?:On one thing at least: |Not yet: neither has granted)/);
  });

  it('"Aristotle, a two-line summary for the piece?": the summary', async () => {
    const [turn] = await afterMorality('Aristotle, a two-line summary for the piece?');
    expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
    expect(turn?.sentences[0]).toMatch(/^In short: Socrates holds that /);
  });

  it('"Why does it matter whether I can define it?" asks about defining, not for a definition', async () => {
    const [turn] = await afterMorality(
      'Why does it matter whether I can define it? I do it at 3am without thinking.',
    );
    expect(turn?.move).not.toBe('define');
  });

  it('"What\'s a priori it keeps coming up?": the word, by the one who holds it', async () => {
    const [turn] = await firstAnswer('knowledge-debate', "What's a priori it keeps coming up?");
    expect(turn).toMatchObject({ speaker: 'Leibniz', move: 'define' });
  });

  it.each([
    [
      "Yeah but why though like I don't nick from the till and nobody's watching.",
      'socrates-gyges-harm-within',
    ],
    [
      writtenForm("nietzsche you'd say he was just a sheep wouldn't you", [
        'Aristotle',
        'Socrates',
        'Nietzsche',
      ]),
      undefined,
    ],
  ])('"%s" is on the theme, answered by a debater', async (line, argument) => {
    const [turn] = await afterMorality(line);
    expect(turn?.move).toBe('answer');
    if (argument) expect(turn?.plan).toMatchObject({ argument });
  });
});

describe('a retired judge, a parent and a learner of English, from the twenty-eighth session', () => {
  it('"... Every defence barrister in the country would thank you." is no goodbye: the one it was put to answers', async () => {
    const [turn] = await afterFreeWill(
      'So you would abolish the notion of guilt. Every defence barrister in the country would thank you.',
    );
    expect(turn).toMatchObject({ speaker: 'Spinoza' });
  });

  it('a case from the bench, and its follow-up, are on the theme', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      { visitor: FREE_WILL },
      {
        visitor:
          'I once had a defendant with a tumour pressing on the frontal lobe. Decent schoolmaster for twenty years, then began behaving appallingly. The tumour was removed and the behaviour stopped. Was he ever free?',
      },
      { visitor: "And if the rest of us simply have smaller tumours we haven't found yet?" },
    ]);
    for (const step of [1, 2]) {
      expect(debate.byStep[step]?.[0]).toMatchObject({ move: 'answer' });
      expect(['Descartes', 'Spinoza']).toContain(debate.byStep[step]?.[0]?.speaker);
    }
  });

  it('a line off the theme that says a word of the issue just argued, not as a follow-up, is still turned away', async () => {
    const [turn] = await afterFreeWill('What is the longest sentence in the English language?');
    expect(turn).toMatchObject({ speaker: 'Leibniz', move: 'redirect' });
  });

  it('"But I could stay in Brazil! I had the option", after her move abroad, is argued', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      {
        visitor:
          'Spinoza, I have a question. I moved to Ireland 3 years ago. I decided this. Nobody force me. So it was free, no?',
      },
      { visitor: 'But I could stay in Brazil! I had the option' },
    ]);
    expect(['Descartes', 'Spinoza']).toContain(debate.byStep[1]?.[0]?.speaker);
  });

  it('"is there actually a disagreement left here or are they arguing about words?": where they part', async () => {
    const [turn] = await afterFreeWill(
      'Leibniz, is there actually a disagreement left here or are they arguing about words?',
    );
    expect(turn).toMatchObject({ speaker: 'Leibniz', move: 'chair' });
    expect(turn?.sentences[0]).toMatch(/here is the line between them/);
  });

  it('"Leibniz, you are the moderator, but what you think?": his own view, once', async () => {
    const [turn] = await afterFreeWill(
      'Leibniz, you are the moderator, but what you think? You are more near Descartes or Spinoza?',
    );
    expect(turn).toMatchObject({ speaker: 'Leibniz', move: 'hand-over', plan: { view: true } });
  });

  it('"Hume thats just being awkward for the sake of it": he owns it and gives his reason', async () => {
    const [turn] = await answerTo(
      'knowledge-debate',
      'Hume, how do you know the sun will rise tomorrow?',
      'Hume thats just being awkward for the sake of it',
    );
    expect(turn).toMatchObject({ speaker: 'Hume', plan: { balked: true } });
  });

  it('"Aristotle, as chair you will note the witness is being evasive.": sustained', async () => {
    const [turn] = await afterMorality('Aristotle, as chair you will note the witness is being evasive.');
    expect(turn).toMatchObject({ speaker: 'Aristotle' });
    expect(turn?.sentences[0]).toMatch(/^Sustained\. /);
  });

  it('"whats the point of asking if we can know anything. of course we can." asks the debate\'s question', async () => {
    const [turn] = await firstAnswer(
      'knowledge-debate',
      'whats the point of asking if we can know anything. of course we can. I know my own name.',
    );
    expect(turn).toMatchObject({ move: 'answer' });
    expect(['Hume', 'Leibniz']).toContain(turn?.speaker);
  });

  it('"why does it take 10 mins to say something simple": shorter turns from here on', async () => {
    const [turn] = await afterMorality('why does it take 10 mins to say something simple');
    expect(turn?.speaker).toBe('Aristotle');
    expect(turn?.sentences[0]).toMatch(/shorter/);
  });

  it('"Fair enough. I\'m less worried than I was.": the chair is glad it helped', async () => {
    const [turn] = await afterMorality("Fair enough. I'm less worried than I was.");
    expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
    expect(turn?.sentences[0]).toMatch(/^I am glad/);
  });
});

describe('an activist, a vet, from the twenty-ninth session', () => {
  const afterSun = (line: string) =>
    answerTo('knowledge-debate', 'Hume, how do you know the sun will rise tomorrow?', line);

  it('"Aristotle quick summary pls, only got a few min": the summary', async () => {
    const [turn, ...rest] = await afterSun('Aristotle quick summary pls, only got a few min');
    expect(turn?.speaker).toBe('Aristotle');
    expect(['chair', 'summarise']).toContain(turn?.move);
    expect(turn?.sentences[0]).toMatch(/Hume .*Leibniz|Leibniz .*Hume/);
    expect(rest).toEqual([]);
  });

  it('"Aristotle you were a biologist weren\'t you? you dissected things": his life, then the question', async () => {
    const [turn] = await afterSun("Aristotle you were a biologist weren't you? you dissected things");
    expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'life' });
    expect(turn?.sentences.join(' ')).toContain('Lesbos');
  });

  it('"this is kind of making me more pessimistic not less ngl": the last speaker owns it and gives his reason', async () => {
    const [turn] = await answerTo(
      'free-will-debate',
      "Spinoza if everything's determined why do I bother protesting. the outcome is fixed",
      'this is kind of making me more pessimistic not less ngl',
    );
    expect(turn).toMatchObject({ plan: { balked: true } });
  });
});

describe('an objection put as what the point amounts to, from the twenty-ninth session', () => {
  it('"That feels a bit like saying I didn\'t really know. I did.": the one who made the point answers it', async () => {
    const turns = await answerTo(
      'morality-debate',
      'Socrates, can someone know something is wrong and do it anyway?',
      "That feels a bit like saying I didn't really know. I did.",
    );
    expect(turns[0]).toMatchObject({
      speaker: 'Socrates',
      move: 'answer',
      plan: { issue: 'virtue-knowledge' },
    });
  });
});
