import { describe, expect, it } from 'vitest';
import { hume } from '../content/debates/knowledge-debate/hume';
import { leibniz } from '../content/debates/knowledge-debate/leibniz';
import { runScript, shape } from './testing/debate-script';
import { engine, membersOf } from './testing/real-debate';

// The floor with the real knowledge, for what the small fixture cannot show: lines of the listening sessions whose
// answer depends on what the philosophers actually grant each other.

describe('a passing word to a debater', () => {
  it('is answered back, never given way to: Hume called a menace does not grant Leibniz his point', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      { visitor: 'can we even know anything for sure or nah' },
      { visitor: 'hume ur a menace lmao' },
    ]);
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:rebut');
  });
});

describe('"What do you mean by that?"', () => {
  it('after a point none of whose words its speaker defines, says what it rests on, not the meaning of another word', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      // ("... Is there anything you are sure about?" now asks what is certain, and gets Leibniz's truths of reason,
      // a term he defines.)
      { visitor: 'Hume, why are you so doubtful about everything?' },
      { visitor: 'What do you mean by that?' },
    ]);
    const [meant] = debate.byStep[1] ?? [];
    expect(meant?.plan.move).toBe('define');
    expect(meant?.sentences.join(' ')).not.toMatch(/\bBy (?:a )?monad\b/i);
    const premises = [leibniz, hume].flatMap((seat) =>
      seat.role === 'debater' ? seat.arguments.map((argument) => argument.premise) : [],
    );
    expect(premises).toContain(meant?.sentences[0]);
  });
});

// A fourteenth listening session: a newcomer asked "what's a determinist?", a teacher asked both for their positions.
describe('a word of the debate asked about, and positions asked for', () => {
  it.each([
    [
      "sorry, what's a determinist? is that someone who thinks everything's planned",
      'Spinoza',
      'determinism',
    ],
    ['What does dualist mean?', 'Descartes', 'dualism'],
  ])('"%s": %s, who has a meaning of it, says it', async (line, speaker, term) => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [{ visitor: line }]);
    const [meant] = debate.byStep[0] ?? [];
    expect(meant?.speaker).toBe(speaker);
    expect(meant?.plan).toMatchObject({ move: 'define', term });
    expect(meant?.sentences[0]).toMatch(/^A (determinist|dualist) holds that /);
  });

  it.each([
    [
      'morality-debate',
      "ok first, what does 'moral realism' actually mean? one line definition pls",
      'Socrates',
      'objectivity',
    ],
    ['knowledge-debate', "what's an induction? is it on the syllabus", 'Hume', 'induction'],
    ['morality-debate', "Nietzsche, what's the ubermensch?", 'Nietzsche', 'overman'],
    ['morality-debate', 'what is the will to power exactly', 'Nietzsche', 'will-to-power'],
    ['free-will-debate', 'What is the conatus?', 'Spinoza', 'striving'],
  ])('in %s, "%s": %s says what he means by it', async (debateId, line, speaker, term) => {
    const debate = await runScript(engine, membersOf(debateId), [{ visitor: line }]);
    expect(debate.byStep[0]?.[0]).toMatchObject({ speaker, plan: { move: 'define', term } });
  });

  it.each([
    ['free-will-debate', 'What is freedom?'],
    ['morality-debate', 'What is the good?'],
  ])('in %s, "%s" asks the debate its question, and is argued', async (debateId, line) => {
    const debate = await runScript(engine, membersOf(debateId), [{ visitor: line }]);
    expect(debate.byStep[0]?.[0]?.plan.move).toBe('answer');
  });

  it('"could you each set out your view?": each states where he stands, in frames of their own, then they argue', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      { visitor: 'Hello, I teach Year 12. Could you each set out your view as simply as you can?' },
    ]);
    const turns = debate.byStep[0] ?? [];
    expect(shape(turns).slice(0, 2)).toEqual(['Descartes:answer', 'Spinoza:answer']);
    expect(turns.slice(0, 2).map((turn) => turn.plan)).toEqual([
      expect.objectContaining({ plain: true, each: true }),
      expect.objectContaining({ plain: true, each: true }),
    ]);
    const [first, second] = turns.map((turn) => turn.sentences[0]?.split(':')[0]);
    expect(first).not.toBe(second);
    expect(shape(turns).slice(2)).toEqual(['Descartes:rebut', 'Leibniz:summarise']);
  });

  it('"Descartes, can you explain your side in easy words?": his position, plainly', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      { visitor: 'Descartes, can you explain your side in like, easy words?' },
    ]);
    const [own] = debate.byStep[0] ?? [];
    expect(own?.speaker).toBe('Descartes');
    expect(own?.plan).toMatchObject({ move: 'answer', plain: true });
    expect(own?.plan).not.toHaveProperty('each');
  });
});

describe("the debate's own question, asked beside a few words of no topic", () => {
  it('"so is goodness real? I don\'t get the difference between them yet" is answered on that question', async () => {
    const debate = await runScript(engine, membersOf('morality-debate'), [
      { visitor: 'Socrates, is goodness real?' },
      { visitor: "ok sorry. so is goodness real? I don't really get the difference between them yet, sorry" },
    ]);
    const [answer] = debate.byStep[1] ?? [];
    expect(answer?.plan).toMatchObject({ move: 'answer', issue: 'goodness-real' });
  });
});

describe('who was that, and his best argument', () => {
  it('"who was that just now, the hammer one?" is answered with who is who', async () => {
    const debate = await runScript(engine, membersOf('morality-debate'), [
      { visitor: 'Socrates, is goodness real?' },
      { visitor: 'sorry who was that just now, the hammer one?' },
    ]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[1]?.[0]?.sentences[0]).toMatch(/Nietzsche the hammer/);
  });

  it('"Nietzsche\'s best argument, one sentence. No poetry." is his position, plainly', async () => {
    const debate = await runScript(engine, membersOf('morality-debate'), [
      { visitor: 'Socrates, is goodness real?' },
      { visitor: "Nietzsche's best argument, one sentence. No poetry." },
    ]);
    expect(debate.byStep[1]?.[0]).toMatchObject({
      speaker: 'Nietzsche',
      plan: { move: 'answer', plain: true },
    });
  });
});

// A sixteenth listening session: first lines that say who the visitor is at length before the debate's question, or
// ask for help with an exam; a consequence drawn ("so I can't even be sure ...?").
describe('the sixteenth session', () => {
  it.each([
    [
      'free-will-debate',
      "Evening. Retired sergeant, thirty years' service, no patience for fancy talk. Are our choices free or not?",
      'free-will-real',
    ],
    [
      'morality-debate',
      'Sergeant Major Frank Doyle, retired. Twenty-two years in uniform. Right, gentlemen: is goodness real or did somebody make it up? Straight answer, please.',
      'goodness-real',
    ],
  ])('in %s, "%s" is answered on the debate\'s question', async (debateId, visitor, issue) => {
    const debate = await runScript(engine, membersOf(debateId), [{ visitor }]);
    expect(debate.byStep[0]?.[0]?.plan).toMatchObject({ move: 'answer', issue });
  });

  it('"hi!! exam tomorrow ... can you help me revise": each states where he stands', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      {
        visitor:
          'hi!! exam tomorrow on early modern philosophy and free will is defo coming up. can you help me revise',
      },
    ]);
    expect(shape(debate.byStep[0] ?? []).slice(0, 2)).toEqual(['Descartes:answer', 'Spinoza:answer']);
    expect(debate.byStep[0]?.[0]?.plan).toMatchObject({ plain: true, each: true });
  });

  it('"wait that\'s terrifying. so I can\'t even be sure the exam is tomorrow?" is what the point commits him to', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      { visitor: 'Hume, problem of induction in three sentences please' },
      { visitor: "wait that's terrifying. so I can't even be sure the exam is tomorrow?" },
    ]);
    expect(debate.byStep[1]?.[0]).toMatchObject({ speaker: 'Hume', plan: { move: 'imply' } });
  });
});

describe('an objection said back with a tag question', () => {
  it('"2+2=4 ok fine but thats not gonna fix a leak is it" makes the one who argued it defend his premise', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      { visitor: 'leibniz. whats something you know for absolute sure. just one thing, short' },
      { visitor: '2+2=4 ok fine but thats not gonna fix a leak is it' },
    ]);
    expect(debate.byStep[1]?.[0]).toMatchObject({ speaker: 'Leibniz', plan: { move: 'ground' } });
  });
});

describe('"so your saying ...", typed as people type it', () => {
  it('is put to the one whose point it restates, the debater named just before', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      {
        visitor:
          'the app tells me where to go and which route. i accept or i dont get paid. is that a free choice? spinoza?',
      },
      {
        visitor: 'wait so ur saying nothing is free, not even me picking the pizza order over the sushi one?',
      },
    ]);
    expect(debate.byStep[1]?.[0]?.speaker).toBe('Spinoza');
  });
});

// Lives asked as strangers ask (sixteenth to eighteenth listening sessions): as hearsay ("somebody tell me ... This is
// true?"), "did you really ...?" with a story's details, "I understand you were ...", and facts the lives had not told
// (Hume's Treatise and refused professorships, Spinoza's cloak, Leibniz's binary arithmetic, Nietzsche in Turin).
describe('a member asked about his life as strangers ask', () => {
  it.each([
    // Set 35: Socrates taken for a Christian, and for the doctor of the oath.
    [
      'morality-debate',
      'wait socrates sir u are christian also? bcoz u always say soul, like our priest',
      'Socrates',
      /four hundred years before anyone preached Christ/,
    ],
    [
      'morality-debate',
      'socrates is it true you wrote the hippocratic oath?',
      'Socrates',
      /physicians of Cos/,
    ],
    [
      'free-will-debate',
      'Mister Spinoza, somebody tell me your community send you away when you are young. This is true? You were sad?',
      'Spinoza',
      /cast me out/,
    ],
    [
      'knowledge-debate',
      "Hume, did you ever do a day's hard work? Or was it all books and dinners?",
      'Hume',
      /tutor, a general's secretary/,
    ],
    [
      'knowledge-debate',
      'hume did you really write your big book in your twenties and nobody read it?',
      'Hume',
      /Treatise/,
    ],
    [
      'free-will-debate',
      'spinoza did u really get attacked with a knife and keep the coat with the hole in it?',
      'Spinoza',
      /knife/,
    ],
    [
      'free-will-debate',
      'Is it true your own people threw you out, Mr Spinoza? That must have been ever so lonely.',
      'Spinoza',
      /cast me out/,
    ],
    [
      'free-will-debate',
      "Off topic, Leibniz, didn't you work out binary arithmetic? Every engine I use runs on it.",
      'Leibniz',
      /ones and zeros/,
    ],
    [
      'knowledge-debate',
      'hume didnt you get turned down for professor jobs cos people thought you were an atheist? harsh',
      'Hume',
      /Glasgow/,
    ],
    [
      'morality-debate',
      'nietzsche didnt you go mad hugging a horse or something? whats that about',
      'Nietzsche',
      /Turin/,
    ],
    [
      'knowledge-debate',
      'Mr Hume, I understand you were twice refused a professorship on account of your views. Did you resent it?',
      'Hume',
      /Glasgow/,
    ],
    [
      'knowledge-debate',
      "Hume, were you always this laid-back? You sound like a guy who'd be fun at a barbecue.",
      'Hume',
      /mild disposition/,
    ],
    [
      'free-will-debate',
      'descartes didnt u die bc some queen made u wake up at 5am. thats literally my school schedule',
      'Descartes',
      /Stockholm|Christina|Sweden/,
    ],
    [
      'morality-debate',
      'Nietzsche, is it true you went nuts hugging a horse in the street? My cousin told me that once.',
      'Nietzsche',
      /Turin/,
    ],
    // Set 31's dancer, after her surgery.
    ['knowledge-debate', 'Hume, are you ever afraid?', 'Hume', /last illness/],
  ])('in %s, "%s" is told from his life', async (debateId, visitor, speaker, fact) => {
    const debate = await runScript(engine, membersOf(debateId), [{ visitor }]);
    const [life] = debate.byStep[0] ?? [];
    expect(life).toMatchObject({ speaker, plan: { move: 'life' } });
    expect(life?.sentences[0]).toMatch(fact);
  });
});

// A nineteenth listening session: "one line each" answered with more than a line by the second debater; "short
// version, who's right?" answered with a summary; "did you really invent calculus?" with the calculating machine.
describe('the nineteenth session', () => {
  it('"Give it me in one line each. Real or invented?": each position is one sentence', async () => {
    const debate = await runScript(engine, membersOf('morality-debate'), [
      { visitor: 'Give it me in one line each, no big words. Real or invented?' },
    ]);
    const positions = (debate.byStep[0] ?? []).filter((turn) => turn.plan.move === 'answer');
    expect(positions).toHaveLength(2);
    for (const position of positions) expect(position.sentences).toHaveLength(1);
  });

  it('"did you really invent calculus?" is told the calculus, not the calculating machine', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      {
        visitor: 'Leibniz, did you really invent calculus? were starting it next year and im kind of scared',
      },
    ]);
    expect(debate.byStep[0]?.[0]?.sentences[0]).toMatch(/calculus/);
  });
});

describe('what the visitor should do, asked of what was just said', () => {
  it('"So you\'d tell me not to believe her?" is argued on how to live with doubt, not on miracles', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      { visitor: 'Hume, my surgeon said I would certainly dance again. Can we know anything for certain?' },
      { visitor: "So you'd tell me not to believe her?" },
    ]);
    expect(debate.byStep[1]?.[0]?.plan).toMatchObject({ move: 'answer', issue: 'living-with-doubt' });
  });
});

// A philosopher's own doctrine, named by a visitor who has read him, was sent back to the theme as "another inquiry".
describe('a term of art of the debate', () => {
  it.each([
    ['morality-debate', 'The overman sounds like a comic book hero', 'Nietzsche', 'overman'],
    ['morality-debate', 'amor fati sounds like a pasta dish', 'Nietzsche', 'affirmation'],
    ['free-will-debate', 'Conatus sounds like a pharmacy brand', 'Spinoza', 'striving'],
    [
      'knowledge-debate',
      'Pre-established harmony sounds like choreography',
      'Leibniz',
      'pre-established-harmony',
    ],
  ])('in %s, remarked on ("%s"): %s says what he means by it', async (debateId, line, speaker, term) => {
    const debate = await runScript(engine, membersOf(debateId), [{ visitor: line }]);
    expect(debate.byStep[0]?.[0]).toMatchObject({ speaker, plan: { move: 'define', term } });
  });

  it.each([
    ['morality-debate', 'Is eternal recurrence just Groundhog Day?', 'Nietzsche'],
    ['morality-debate', 'Would the overman be a comic book hero?', 'Nietzsche'],
    ['free-will-debate', 'Is the conatus like a pharmacy brand?', 'Spinoza'],
  ])('in %s, asked about ("%s"): %s, whose doctrine it is, answers', async (debateId, line, speaker) => {
    const debate = await runScript(engine, membersOf(debateId), [{ visitor: line }]);
    expect(debate.byStep[0]?.[0]).toMatchObject({ speaker, plan: { move: 'answer' } });
  });

  it.each([
    [
      'morality-debate',
      'Nietzsche, if God is dead, why should anyone bother being nice?',
      'religion-morality',
    ],
    [
      'free-will-debate',
      'For the guy who said I think therefore I am could see h h e g p t ever actually think or is it just a fancy machine.',
      'machines',
    ],
  ])('in %s, naming a debater by it ("%s"): the question is argued on %s', async (debateId, line, issue) => {
    const debate = await runScript(engine, membersOf(debateId), [{ visitor: line }]);
    expect(debate.byStep[0]?.[0]?.plan).toMatchObject({ move: 'answer', issue });
  });
});

describe("a case of the visitor's own work told in two of the debate's words", () => {
  it('"our data team can predict ... which users churn ... so they\'re not really choosing" is argued, not turned away', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      {
        visitor:
          "But like our data team can predict with like 85 percent accuracy which users churn next month so they're not really choosing right.",
      },
    ]);
    const [first] = debate.byStep[0] ?? [];
    expect(first?.plan.move).toBe('answer');
  });
});
