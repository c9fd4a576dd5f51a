import { describe, expect, it } from 'vitest';
import { asksAdvice, asksBrief, challengeKind } from './challenge-kind';

describe('the kind of a challenge', () => {
  it('reads the Arsenal questions as the kind of their page, names taken out', () => {
    expect(challengeKind('But what do you mean by that?')).toBe('clarification');
    expect(challengeKind('how exactly would you define that word')).toBe('clarification');
    expect(challengeKind('What have you learned from your opponent today?')).toBe('opponents');
  });

  it('reads a Socratic phrase about what was just said as its kind', () => {
    expect(challengeKind('What have you learned from him?')).toBe('opponents');
    // "Leibniz, why is Hume wrong?", the names taken out.
    expect(challengeKind('why is wrong')).toBe('opponents');
    expect(challengeKind('Why is he so wrong?')).toBe('opponents');
    expect(challengeKind('Why is pity wrong?')).toBe('question');
    expect(challengeKind('What are you assuming?')).toBe('assumptions');
  });

  it.each([
    'Why?',
    'But why?',
    'Why is that?',
    'Why do you say so?',
    'How so?',
    'Are you sure?',
    'Says who?',
    'How come?',
    'For what reason?',
    'What for, exactly?',
    'Why so?',
    'and what for then?',
  ])('reads the bare follow-up "%s" as asking what the last claim rests on', (text) =>
    expect(challengeKind(text)).toBe('assumptions'),
  );

  it.each([
    // "let Nietzsche finish his point", "Could Nietzsche go on?", "I want to hear more from Socrates": names taken out.
    'let him finish',
    'let finish his point',
    'could go on',
    'i want to hear more from',
    'Can you carry on?',
  ])('reads "%s" as bidding the speaker go on with his point', (text) =>
    expect(challengeKind(text)).toBe('implications'),
  );

  it('keeps "how come" with a topic of its own a question', () => {
    expect(challengeKind('How come we feel free?')).toBe('question');
  });

  it('keeps a why-question with a topic of its own a question', () => {
    expect(challengeKind('Why should I be good if God is dead?')).toBe('question');
    expect(challengeKind('Why do people fear dying?')).toBe('question');
  });

  it('takes a question with a topic of its own as a question, even with a Socratic word in it', () => {
    expect(challengeKind('Can a machine learn from its mistakes?')).toBe('question');
    expect(challengeKind('How do you know the sun will rise tomorrow?')).toBe('question');
  });

  it('reads "in plain words" before a question as the way it is asked, not as asking to be told more simply', () => {
    expect(challengeKind("So in plain words: is there something good you'd die for, or not?")).toBe(
      'question',
    );
    expect(challengeKind('Say it in plain words')).toBe('clarification');
  });
});

describe('a challenge that asks for the point alone', () => {
  it.each([
    'Why is he wrong, in one sentence?',
    'Briefly, what is a monad?',
    'In a nutshell, are we free?',
    // Set 30: asked in a sentence of its own, before the question.
    "socrates, one line. what's 'good' then, something i can actually use at 3am on a losing session",
  ])('"%s"', (text) => expect(asksBrief(text)).toBe(true));
  it('is not any mention of a sentence or a word', () => {
    expect(asksBrief('What does the word good mean?')).toBe(false);
    expect(asksBrief('Can one sentence change a life?')).toBe(false);
    expect(asksBrief('One line of thought says pity is a weakness. Is that right?')).toBe(false);
  });

  it.each([
    'Simpler, please.',
    'Please more slow, and more simple words.',
    'Explain it like I am on a building site, not in a seminar.',
    'What means dualist?',
    "This word I don't know.",
  ])('reads "%s" as asking for what was said, in plainer words', (text) =>
    expect(challengeKind(text)).toBe('clarification'),
  );

  it.each(['Is a simpler life a better one?', 'What does the word good mean to a child, and why?'])(
    '"%s" keeps its own topic',
    (text) => expect(challengeKind(text)).toBe('question'),
  );
});

describe("a visitor's own decision", () => {
  it.each([
    'Do either of you think I should go back to dancing, if my knee lets me?',
    'Should I forgive my brother?',
    'What would you do in my place?',
    'Is it selfish of me to move away?',
    'Is it wrong to put my mum in a care home?',
    // Set 31's dancer and welder, on what the philosopher just said.
    "So you'd tell me not to believe her?",
    "you're saying I'd be wrong to trust it",
    "so he can't help it then and I shouldn't get on at him",
  ])('"%s" asks what he should do', (text) => expect(asksAdvice(text)).toBe(true));

  it.each([
    'How long should I boil an egg for a runny yolk?',
    'should i buy a new car',
    'Should a person ever lie to save a life?',
    "I'd be wrong, you'd say?",
    // A question of right and wrong for anyone, not his own decision (stop 80).
    'Is it wrong to eat meat if the animal lived a good life?',
    'Is it ever okay to lie to spare a friend?',
  ])('"%s" does not', (text) => expect(asksAdvice(text)).toBe(false));
});
