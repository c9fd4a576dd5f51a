import { assert, describe, expect, it } from 'vitest';
import { CARE_WORDS, isCrisis } from './care';
import { createReplyEngine } from './engine';
import { issueOf } from './history';
import { addressedMember, withoutNames } from './lexicon';
import { MAX_MOVE_ONS } from './exchange';
import { citesAsHis } from './aside-wording';
import { DEFAULT_TUNING } from './retrieval';
import { runScript, shape } from './testing/debate-script';
import { fixtureKnowledge, fixtureMembers } from './testing/fixture-knowledge';
import { sentenceKey } from './text';

/** The fixture is a tiny corpus: its BM25 scores run lower than the real knowledge's, so its thresholds do too. */
// The fixture's few labelled lines are no match for the lines put off the real debates: it reads its own alone.
const FIXTURE_TUNING = {
  ...DEFAULT_TUNING,
  offTopicProfile: 0.2,
  weakProfile: 8,
  meaningOffElsewhereMargin: Infinity,
};
const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FIXTURE_TUNING });
const members = fixtureMembers;

describe('the floor: visitor says X -> who speaks, which move', () => {
  it('opens with the first member, then waits for the visitor', async () => {
    const debate = await runScript(engine, members, []);
    expect(shape(debate.turns)).toEqual(['Aristotle:open']);
    expect(debate.turns[0]?.sentences).toEqual(['Welcome to the Truth Battle.', 'Ask away.']);
  });

  it.each([
    ['Hume, how do you know the sun will rise tomorrow?', 'Hume', 'hume-custom'],
    ['What does the skeptic say about the sun rising tomorrow?', 'Hume', 'hume-custom'],
    ['Leibniz, why should the sun rise tomorrow?', 'Leibniz', 'leibniz-reason-order'],
    ['Hue, why expect tomorrow to be like the past?', 'Hume', 'hume-custom'],
  ])('%s -> %s answers, the other rebuts by name, the moderator sums up', async (text, first, argument) => {
    const debate = await runScript(engine, members, [{ visitor: text }]);
    const other = first === 'Hume' ? 'Leibniz' : 'Hume';
    const exchange = debate.byStep[0] ?? [];
    expect(shape(exchange)).toEqual([`${first}:answer`, `${other}:rebut`, 'Aristotle:summarise']);
    const answer = exchange[0]?.plan;
    const rebuttal = exchange[1]?.plan;
    assert(answer?.move === 'answer' && rebuttal?.move === 'rebut');
    expect(answer.argument).toBe(argument);
    expect(answer.issue).toBe('induction');
    // The rebuttal names the speaker and attacks the point just made.
    expect(rebuttal.target).toEqual({
      speaker: members.findIndex((m) => m.name === first),
      argument,
    });
    expect(exchange[1]?.sentences[0]).toContain(first);
    // The summary is fair to both, then hands the floor back.
    expect(exchange[2]?.sentences[0]).toMatch(new RegExp(`${first}.*${other}|${other}.*${first}`));
    expect(exchange[2]?.sentences).toHaveLength(2);
  });

  it('stops the debate for a visitor who says they want to die: the chair says help is there, every time, and waits', async () => {
    const debate = await runScript(engine, members, [
      { visitor: "Honestly I don't want to live anymore." },
      { visitor: 'Hume, how do you know the sun will rise tomorrow?' },
      { visitor: 'I want to kill myself.' },
    ]);
    expect(shape(debate.byStep[0] ?? [])).toEqual(['Aristotle:care']);
    expect(debate.byStep[0]?.[0]?.sentences.join(' ')).toBe(CARE_WORDS);
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:answer');
    expect(shape(debate.byStep[2] ?? [])).toEqual(['Aristotle:care']);
    expect(debate.byStep[2]?.[0]?.sentences.join(' ')).toBe(CARE_WORDS);
  });

  it.each(['Is suicide ever a rational choice?', 'Why do people fear dying?', 'Would you kill for a cause?'])(
    "debates a question about death or harm that is not the visitor's own intent: %s",
    (text) => expect(isCrisis(text)).toBe(false),
  );

  it('gives an unaddressed question to the philosopher whose argument fits best', async () => {
    const debate = await runScript(engine, members, [{ visitor: 'Is the mind a blank slate at birth?' }]);
    expect(shape(debate.byStep[0] ?? [])[0]).toBe('Leibniz:answer');
    expect(debate.byStep[0]?.[0]?.plan).toMatchObject({ argument: 'leibniz-veined-marble' });
  });

  it('concedes where the reply grants the point, naming the speaker', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, how do you know the sun will rise tomorrow?' },
      { visitor: 'Hume, can any argument prove the future resembles the past?' },
    ]);
    const second = debate.byStep[1] ?? [];
    expect(shape(second)).toEqual(['Hume:answer', 'Leibniz:concede', 'Aristotle:summarise']);
    expect(second[1]?.sentences[0]).toMatch(/^Hume is right that/);
  });

  it('continues the same exchange on a bare "Why?": the last point is grounded by whoever made it, and answered', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, how do you know the sun will rise tomorrow?' },
      { visitor: 'Why?' },
    ]);
    const [first, second] = debate.byStep;
    const lastPointBy = first?.findLast((t) => t.move === 'rebut' || t.move === 'concede')?.speaker;
    expect(shape(second ?? []).slice(0, 1)).toEqual([`${lastPointBy}:ground`]);
    // The same two debaters, then the chair: nobody is turned away, nobody new is brought in.
    expect(new Set(second?.map((t) => t.speaker))).toEqual(new Set(first?.map((t) => t.speaker)));
  });

  it('brings an off-topic challenge back to the debate, by the moderator', async () => {
    const debate = await runScript(engine, members, [{ visitor: 'Who won the football match last night?' }]);
    expect(shape(debate.byStep[0] ?? [])).toEqual(['Aristotle:redirect']);
    expect(debate.byStep[0]?.[0]?.sentences.join(' ')).toContain('whether we can know anything for certain');
  });

  it('asks what the visitor means when the match is weak', async () => {
    // "observation" names a concept two issues share, and no argument's words: which issue is meant?
    const debate = await runScript(engine, members, [{ visitor: 'And what of observation?' }]);
    const [turn] = debate.byStep[0] ?? [];
    expect(shape(debate.byStep[0] ?? [])).toEqual(['Aristotle:clarify']);
    expect(turn?.sentences).toEqual(['Do you mean whether any ideas are inborn, or how we know the future?']);
  });

  it('lets the moderator say why he keeps his view, and hand a question put to him to the debater it tests', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Aristotle, can testimony prove a miracle?' },
    ]);
    expect(shape(debate.byStep[0] ?? [])).toEqual([
      'Aristotle:hand-over',
      'Hume:answer',
      'Leibniz:rebut',
      'Aristotle:summarise',
    ]);
    const [keeping, question] = debate.byStep[0]?.[0]?.sentences ?? [];
    expect(keeping).toMatch(/verdict|takes sides|my part/);
    expect(question).toMatch(/^Hume, what would it take to believe a wonder\?$/);
  });

  it('a Socratic question before anyone has argued: the first debater sets out his view of the first issue', async () => {
    const debate = await runScript(engine, members, [{ visitor: 'But what do you mean by that?' }]);
    expect(shape(debate.byStep[0] ?? [])).toEqual(['Leibniz:answer', 'Hume:rebut', 'Aristotle:summarise']);
    expect(debate.byStep[0]?.[0]?.plan).toMatchObject({ issue: 'induction' });
  });

  describe('the five Socratic kinds refer to the last claim', () => {
    const opening = { visitor: 'Hume, how do you know the sun will rise tomorrow?' };

    it.each([
      ['But what do you mean by that?', 'define'],
      ["How do you know that's true?", 'ground'],
      ['What follows if you are right?', 'imply'],
    ])('%s -> the last speaker does %s with his last argument', async (question, move) => {
      const debate = await runScript(engine, members, [opening, { visitor: question }]);
      const [reply] = debate.byStep[1] ?? [];
      // The last claim on the floor was Leibniz's rebuttal: "that" is his.
      expect(reply?.speaker).toBe('Leibniz');
      expect(reply?.move).toBe(move);
      expect(reply?.plan).toMatchObject({ argument: 'leibniz-reason-order' });
    });

    it('addressed by name, the kind is about that philosopher’s own last claim', async () => {
      const debate = await runScript(engine, members, [
        opening,
        { visitor: 'Hume, what do you mean by that?' },
      ]);
      const [reply] = debate.byStep[1] ?? [];
      expect([reply?.speaker, reply?.move]).toEqual(['Hume', 'define']);
      expect(reply?.plan).toMatchObject({ argument: 'hume-custom' });
      expect(reply?.sentences).toEqual(['By custom I mean habit.', 'The bread you expect to nourish you.']);
    });

    it('"the strongest case against you": states the other side fairly, one the visitor has not heard yet, then answers it', async () => {
      const debate = await runScript(engine, members, [
        opening,
        { visitor: 'Hume, what is the strongest case against you?' },
      ]);
      const [reply] = debate.byStep[1] ?? [];
      expect(reply?.move).toBe('counter');
      // Leibniz's rebuttal (reason shows nature has an order) was just heard: his other point on induction is news.
      expect(reply?.plan).toMatchObject({ target: { argument: 'leibniz-sufficient' } });
      expect(reply?.sentences[0]).toContain('nothing happens without a sufficient reason');
    });

    it('a point taken further is pressed by name, not restated, and the chair hands the floor back without summing it up again', async () => {
      const debate = await runScript(engine, members, [
        opening,
        { visitor: 'What follows if you are right?' },
      ]);
      // Leibniz's point was said in words by the summary of the first exchange ("... reason shows nature has an order").
      expect(debate.byStep[0]?.at(-1)?.sentences[0]).toContain('reason shows nature has an order');
      expect(shape(debate.byStep[1] ?? [])).toEqual(['Leibniz:imply', 'Hume:rebut', 'Aristotle:invite']);
      const [, press] = debate.byStep[1] ?? [];
      expect(press?.plan).toMatchObject({ target: { argument: 'leibniz-reason-order' }, pressed: true });
      expect(press?.sentences[0]).toMatch(
        /^Leibniz has said more, and Hume presses on\.$|^Hume still doubts what Leibniz adds\.$/,
      );
      expect(press?.sentences.join(' ')).not.toContain('reason shows nature has an order');
    });

    it('a speaker out of fresh presses still names the point he answers; a chair out of invitations still hands back in words', async () => {
      const steps = [
        'Hume, how do you know the sun will rise tomorrow?',
        'What are you taking for granted?',
        'What follows if you are right?',
        'What do you mean by that?',
        'What are you taking for granted?',
        'What follows if you are right?',
      ];
      const debate = await runScript(
        engine,
        members,
        steps.map((visitor) => ({ visitor })),
      );
      const pressed = debate.turns.filter(
        (t) => t.plan.move === 'rebut' && t.plan.pressed && t.speaker === 'Hume',
      );
      // The fixture gives Hume two presses: the third time he falls back on a rebuttal's frame, which names Leibniz.
      expect(pressed.length).toBeGreaterThan(2);
      for (const turn of pressed) expect(turn.sentences[0]).toContain('Leibniz');
      // The fixture's chair has three invitations; after them he hands the floor back with a question of his own.
      const handBacks = debate.turns.filter((t) => t.move === 'invite');
      expect(handBacks.length).toBeGreaterThan(2);
      for (const turn of handBacks) expect(turn.sentences.length).toBeGreaterThan(0);
    });

    it('"what would your opponents say?": the opponent speaks for himself, the first speaker replies once', async () => {
      const debate = await runScript(engine, members, [
        { visitor: 'Leibniz, is the mind a blank slate?' },
        { visitor: 'What would your opponents say?' },
      ]);
      expect(shape(debate.byStep[1] ?? [])).toEqual(['Leibniz:rebut', 'Hume:rebut', 'Aristotle:summarise']);
    });
  });

  it('carries on while the visitor is quiet, moves the debate on a bounded number of times, then waits', async () => {
    const quiet = Array.from({ length: MAX_MOVE_ONS + 2 }, () => ({ silence: true as const }));
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, is the mind a blank slate?' },
      ...quiet,
    ]);
    // The one whose point was answered last presses his case (floor-evening.test.ts has the whole of it).
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Hume:rebut', 'Aristotle:summarise']);
    const spells = debate.byStep.slice(2, 2 + MAX_MOVE_ONS);
    for (const moved of spells) {
      const [moveOn, answer] = moved;
      expect(moveOn?.move).toBe('move-on');
      expect(answer?.move).toBe('answer');
      assert(moveOn?.plan.move === 'move-on' && answer?.plan.move === 'answer');
      expect(answer.speaker).toBe(members[moveOn.plan.addressee]?.name);
      expect(answer.plan.issue).toBe(moveOn.plan.issue);
    }
    // Each move-on takes an issue not yet argued.
    const argued = debate.byStep[0]?.[0];
    const issues = spells.map((turns) => turns[0] && issueOf(turns[0].plan));
    assert(argued);
    expect(issues).not.toContain(issueOf(argued.plan));
    expect(new Set(issues).size).toBe(MAX_MOVE_ONS);
    for (const after of debate.byStep.slice(2 + MAX_MOVE_ONS)) expect(after).toEqual([]);
  });

  it('starts the debaters off when the visitor is quiet before anything was argued, instead of asking about an exchange', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hi, first time here. How does this work?' },
      { silence: true },
    ]);
    expect(shape(debate.byStep[0] ?? [])).toEqual(['Aristotle:chair']);
    const [moveOn, answer, rebut] = debate.byStep[1] ?? [];
    expect([moveOn?.move, answer?.move, rebut?.move]).toEqual(['move-on', 'answer', 'rebut']);
  });

  it('never says a sentence twice in a call, however long the visitor presses', async () => {
    const steps = Array.from({ length: 12 }, (_, i) => ({
      visitor: [
        'Hume, how do you know the sun will rise tomorrow?',
        'Is the mind a blank slate?',
        'Can testimony prove a miracle?',
      ][i % 3] as string,
    }));
    const debate = await runScript(engine, members, steps);
    const sentences = debate.turns.flatMap((turn) => turn.sentences).map(sentenceKey);
    expect(sentences.length).toBeGreaterThan(30);
    expect(sentences.length - new Set(sentences).size).toBe(0);
  });

  it('keeps every debater turn to two to four sentences', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, how do you know the sun will rise tomorrow?' },
      { visitor: 'Can testimony prove a miracle?' },
    ]);
    for (const turn of debate.turns.filter((t) => ['answer', 'rebut', 'concede'].includes(t.move))) {
      expect(turn.sentences.length, `${turn.speaker} ${turn.move}`).toBeGreaterThanOrEqual(2);
      expect(turn.sentences.length).toBeLessThanOrEqual(4);
    }
  });
});

describe('two calls do not sound alike', () => {
  it("starts the chair's rotation of summaries and invitations where the visitor's first words put it", async () => {
    const openings = [
      'Hume, how do you know the sun will rise tomorrow?',
      'What does the skeptic say about the sun rising tomorrow?',
      'Leibniz, why should the sun rise tomorrow?',
      'Hume, can any argument prove the future resembles the past?',
      'Is custom all we have to expect tomorrow?',
    ];
    const closings = await Promise.all(
      openings.map(async (text) => {
        const debate = await runScript(engine, members, [{ visitor: text }]);
        return (debate.byStep[0] ?? []).find((t) => t.move === 'summarise')?.sentences.join(' ') ?? '';
      }),
    );
    const invitations = new Set(closings.map((c) => c.slice(c.lastIndexOf('.', c.length - 2) + 1).trim()));
    const frames = new Set(closings.map((c) => (c.startsWith('So ') ? 'so' : 'says')));
    expect(invitations.size + frames.size).toBeGreaterThan(2);
  });
});

describe('calls that are not a full squad', () => {
  it('a lone moderator (the demo) answers by reporting both sides, then hands the floor back', async () => {
    const lone = [fixtureMembers[0] as (typeof fixtureMembers)[number]];
    const debate = await runScript(engine, lone, [{ visitor: 'Should I believe a witness to a miracle?' }]);
    const [report] = debate.byStep[0] ?? [];
    expect(shape(debate.byStep[0] ?? [])).toEqual(['Aristotle:report']);
    expect(report?.sentences[0]).toMatch(/Hume.*Leibniz|Leibniz.*Hume/);
    expect(report?.sentences).toHaveLength(2);
  });

  it('a lone debater answers and ends with a question back, with no one to rebut him', async () => {
    const debate = await runScript(
      engine,
      [{ name: 'Hume', key: 'hume' }],
      [{ visitor: 'Can testimony prove a miracle?' }],
      {
        open: false,
      },
    );
    expect(shape(debate.turns)).toEqual(['Hume:answer']);
    expect(debate.turns[0]?.sentences.at(-1)).toMatch(/\?$/);
  });

  it('a member with no knowledge says so rather than pretend', async () => {
    const debate = await runScript(
      engine,
      [{ name: 'Zeno', firstMessage: 'Hello.' }],
      [{ visitor: 'What is motion?' }],
    );
    expect(shape(debate.turns)).toEqual(['Zeno:open', 'Zeno:answer']);
    expect(debate.turns[1]?.sentences[0]).toMatch(/no notes/);
  });
});

describe('addressing by what the recogniser hears', () => {
  it('counts an opening alias only when the challenge opens with it', async () => {
    const opening = await runScript(engine, members, [{ visitor: 'You there, is the mind a blank slate?' }]);
    expect(opening.byStep[0]?.[0]?.speaker).toBe('Hume');
    const inside = await runScript(engine, members, [{ visitor: 'Is the mind a blank slate, you there?' }]);
    expect(inside.byStep[0]?.[0]?.speaker).toBe('Leibniz');
  });

  it.each([
    ['Hey skeptic, how do you know the sun will rise tomorrow?', 'Hume'],
    ['Skeptic, why should the sun rise tomorrow?', 'Hume'],
    ['What does the Scottish guy say about the sun rising tomorrow?', 'Hume'],
    ['Why should the sun rise tomorrow, says the scottish one?', 'Hume'],
    ['Question for the philosopher from Edinburgh: is the mind a blank slate?', 'Hume'],
    ['Is the sun rising tomorrow a matter for a skeptic, Leibniz?', 'Leibniz'],
  ])('an epithet as people say it: %s -> %s answers', async (text, first) => {
    const debate = await runScript(engine, members, [{ visitor: text }]);
    expect(debate.byStep[0]?.[0]?.speaker).toBe(first);
  });

  it('an epithet that fits the chair and a debater alike calls the debater', () => {
    const seats = [
      { index: 0, callNames: ['the french philosopher'], role: 'moderator' },
      { index: 1, callNames: ['the french philosopher', 'foucault'], role: 'debater' },
    ];
    expect(addressedMember('Hey, the French philosopher, are schools prisons?', seats)).toBe(1);
    expect(addressedMember('Foucault, are schools prisons?', seats)).toBe(1);
  });

  it("a challenge to a debater's own view is put to him: a possessive names its owner", async () => {
    expect(
      addressedMember("Where is the evidence for Foucault's prisons?", [
        { index: 1, callNames: ['foucault'], role: 'debater' },
      ]),
    ).toBe(1);
    const debate = await runScript(engine, members, [
      { visitor: "Isn't Leibniz's order of nature just a habit of ours?" },
    ]);
    expect(debate.byStep[0]?.[0]?.speaker).toBe('Leibniz');
    expect(withoutNames("Is Hume's custom a guide?", [{ index: 2, callNames: ['hume'] }])).toBe(
      'is custom a guide',
    );
  });

  it('a name that counts only at the start is a topic word elsewhere', () => {
    const seats = [{ index: 1, callNames: ['hume'], openingNames: ['hey skeptic', 'skeptic'] }];
    expect(withoutNames('Hey skeptic, is a skeptic ever sure?', seats)).toBe('is a skeptic ever sure');
    expect(withoutNames('Is Hume a skeptic?', seats)).toBe('is a skeptic');
  });

  it('a term named after him keeps his name ("what is turing test", "hume\'s fork")', () => {
    const turing = [{ index: 1, callNames: ['turing'], eponyms: ['turing test', 'Turing machine'] }];
    expect(withoutNames('what is turing test', turing)).toBe('what is turing test');
    expect(withoutNames('Mr Turing, is a Turing machine a mind?', turing)).toBe('is a turing machine a mind');
    expect(withoutNames('turing would you pass a test', turing)).toBe('would you pass a test');
    const hume = [{ index: 2, callNames: ['hume'], eponyms: ["hume's fork"] }];
    expect(withoutNames("Hume, what's Hume's fork?", hume)).toBe("what hume's fork");
  });
});

describe('citations', () => {
  it.each([
    ['Letter to Menoeceus, 124-125', true],
    ['Being and Time, section 53', true],
    ['Vatican Sayings 14', false],
    ['Principal Doctrines 14; Vatican Sayings 31', false],
    ['my will, kept in Diogenes Laertius, Lives, book 10', false],
  ])('a philosopher cites "%s" as his own: %s', (work, own) => expect(citesAsHis(work)).toBe(own));
});
