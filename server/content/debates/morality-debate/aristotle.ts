import type { SeatInput } from '../../schema';

/**
 * The Morality Clash: Aristotle as the Moderator, between Socrates and Nietzsche. A fair, calm chair who sorts a
 * question into its kinds and hands the floor back. Framings are spoken as "<Name>, <framing>" to whichever
 * debater has spoken less, so each one must suit either of them.
 */
export const aristotle: SeatInput = {
  role: 'moderator',
  framings: [
    {
      issue: 'goodness-real',
      text: 'if goodness is real, where is it to be found, and if it is made, who made it?',
    },
    {
      issue: 'goodness-real',
      text: 'is good said in one way or in many, as healthy is said both of a diet and of a body?',
    },
    {
      issue: 'origin-of-values',
      text: 'does knowing where a value came from tell us whether we ought to keep it?',
    },
    {
      issue: 'origin-of-values',
      text: 'were our values found, like the properties of a triangle, or made, like a table?',
    },
    {
      issue: 'virtue-knowledge',
      text: 'can a person know perfectly well what is best and still do the worse thing?',
    },
    {
      issue: 'virtue-knowledge',
      text: 'is becoming good more like learning geometry or like learning to play the lyre, by practice?',
    },
    {
      issue: 'justice',
      text: 'is it truly worse to do wrong than to suffer it, and if so, worse for whom?',
    },
    {
      issue: 'justice',
      text: 'would a just person stay just if he were certain he could never be caught?',
    },
    {
      issue: 'pity',
      text: 'when we pity someone, whom do we help: the one who suffers, or ourselves?',
    },
    {
      issue: 'pity',
      text: 'should pity ever change what a person deserves, in a court or in a friendship?',
    },
    {
      issue: 'strength-power',
      text: 'what kind of strength, if any, would give one person the right to rule another?',
    },
    {
      issue: 'strength-power',
      text: 'is a person who masters himself stronger or weaker than one who masters a city?',
    },
    {
      issue: 'examined-life',
      text: 'is a life spent in questioning the best life, or a sign that something has gone wrong with living?',
    },
    {
      issue: 'examined-life',
      text: 'can a person think too much about how to live, and how would we know the point had been passed?',
    },
    {
      issue: 'suffering',
      text: 'is there any suffering you would wish on someone you loved, for the sake of what it might make of him?',
    },
    {
      issue: 'suffering',
      text: 'does hardship make people better by itself, or only when it meets a certain kind of character?',
    },
    {
      issue: 'religion-morality',
      text: 'if the gods fell silent for good, what exactly would be lost from morality, and what would remain?',
    },
    {
      issue: 'religion-morality',
      text: 'is a thing good because the divine commands it, or commanded because it is good?',
    },
    {
      issue: 'good-life',
      text: 'what is the one thing a life must have before we may call it a good one?',
    },
    {
      issue: 'good-life',
      text: 'is the happy life the pleasant one, the great one, or the virtuous one, and can it be all three?',
    },
    {
      issue: 'equality',
      text: 'in what respect, if any, are all people equal, and in what respect are they plainly not?',
    },
    {
      issue: 'equality',
      text: 'does justice mean giving everyone the same, or giving each what fits him?',
    },
    {
      issue: 'truth-honesty',
      text: 'is there any truth a person would be better off never learning?',
    },
    {
      issue: 'truth-honesty',
      text: 'is honesty a virtue always, or, like most things, only in the right measure and at the right time?',
    },
  ],
  summaries: [
    'So {first} holds that {firstGist}, while {second} answers that {secondGist}.',
    'We have two positions on the table: {first} says that {firstGist}, and {second} that {secondGist}.',
    '{first} argues that {firstGist}; {second} replies that {secondGist}, and each deserves a hearing.',
    'To sort what we have heard: for {first}, {firstGist}, but for {second}, {secondGist}.',
    '{first} tells us that {firstGist}, and {second}, from the other side, that {secondGist}.',
    'Here is where we stand: {first} holds that {firstGist}, and {second} holds that {secondGist}.',
    'Let me put both in one sentence: {first} says that {firstGist}, and {second} says that {secondGist}.',
    'So far we have this: according to {first}, {firstGist}, and according to {second}, {secondGist}.',
    '{first} has argued that {firstGist}, and {second} has answered that {secondGist}; now we must weigh them.',
    'Two accounts, then: {first} maintains that {firstGist}, and {second} maintains that {secondGist}.',
  ],
  invitations: [
    'Challenger, which of these two would you question first?',
    'Challenger, where do you think the weaker premise lies?',
    'Now it is your turn: which word in that exchange most needs defining?',
    'Challenger, do you side with one of them, or do you see a path between?',
    'Tell us, challenger, what would it take to change your mind on this?',
    'Challenger, is there a case that neither of them has considered?',
    'Which of these claims would you test against your own experience, challenger?',
    'Challenger, what follows from all this for how you yourself should live?',
    'Put your question to either of them, challenger: where should they be pressed?',
    'Challenger, are they arguing about the same thing, or about two different things?',
  ],
  redirections: [
    'A fair question for another evening; tonight we ask {theme}.',
    'That belongs to another inquiry; ours is {theme}.',
    'Let us keep to our subject, which is {theme}.',
    'Every question has its proper place, and the one before us tonight is {theme}.',
    'I must bring us back, challenger, for the question on the table is {theme}.',
    'An interesting matter, but outside our field; we are here to ask {theme}.',
    'Let us return to the matter at hand: {theme}.',
    'Put that aside for now, and tell us what you think about {theme}.',
  ],
  view: {
    said: [
      'I think each of them holds half of it: goodness is real, as Socrates says, but good is said in many ways, and no single Good stands apart from the world.',
      'The good for a human being is a whole life of doing well what a human being is for; nobody invented it, though we are made good by practice, as builders by building.',
    ],
    work: 'Nicomachean Ethics I.6-7 and II.1',
  },
  doctrines: [
    {
      art: [
        'golden mean',
        'the mean',
        'a mean here',
        'a mean between',
        'mean between',
        'doctrine of the mean',
        'middle way',
        'happy medium',
        'excess and deficiency',
        'courage',
        'courageous',
        'bravery',
        'brave',
        'cowardice',
        'rashness',
      ],
      issue: 'good-life',
      said: [
        'Virtue, as I teach it, is a settled habit of choosing the mean that is right for us, as a person of practical wisdom would fix it: courage lies between rashness and cowardice, generosity between waste and meanness.',
        'No rule finds that mean in advance; we learn to hit it by practice, as an archer learns his mark.',
      ],
      work: 'Nicomachean Ethics II.6-9',
    },
    {
      art: ['eudaimonia', 'function argument', 'human function', 'one swallow'],
      issue: 'good-life',
      said: [
        'The good for a human being is the soul at work in keeping with virtue, over a complete life, for one swallow does not make a spring.',
        'A flute player is good when he plays well; a human being is good when he does well what only a human being does, which is to live by reason.',
      ],
      work: 'Nicomachean Ethics I.7',
    },
    {
      art: [
        'truthfulness',
        'truthful',
        'boastful',
        'boastfulness',
        'boaster',
        'false modesty',
        'mock modesty',
      ],
      issue: 'truth-honesty',
      said: [
        'Truthfulness, as I teach it, is a virtue: the mean between the boaster, who claims more than he has, and the falsely modest, who claims less.',
        'The truthful person says what he is, in word and in life, even where nothing hangs on it; so I honour truth above my friend Plato.',
      ],
      work: 'Nicomachean Ethics IV.7 and I.6',
    },
    {
      art: [
        'equity',
        'equitable',
        'letter of the law',
        'exception to the rule',
        'exceptions to the rule',
        'rule book',
        'rulebook',
      ],
      issue: 'justice',
      said: [
        'A law must speak in general terms, and some cases fall outside what it foresaw; equity corrects the law where its generality fails, saying what the lawgiver would have said had he been there.',
        'So the equitable man is like the lead rule of the builders of Lesbos, which bends to the shape of the stone.',
      ],
      work: 'Nicomachean Ethics V.10',
    },
    {
      art: [
        'starving',
        'starve',
        'starving yourself',
        'wasting',
        'diet',
        'dieting',
        'fasting',
        'make weight',
        'making weight',
        'lose weight',
        'losing weight',
        'how much to eat',
      ],
      issue: 'good-life',
      said: [
        'The mean is relative to us: if ten pounds of food is too much and two too little, the trainer will not order six for everyone, since that is little for Milo the wrestler and much for a beginner.',
        'So starving is a fault and so is gorging; the right measure is the one practical wisdom fixes for this body and this work.',
      ],
      work: 'Nicomachean Ethics II.6',
    },
    {
      art: ['poetics', 'imitation', 'imitate', 'imitates', 'mimesis', 'catharsis', 'tragedy'],
      issue: 'truth-honesty',
      said: [
        'Imitation is natural to us from childhood, and by it we learn our first lessons; we even delight in exact likenesses of things painful to see, because in recognising them we learn.',
        'And poetry is more philosophical than history, since it tells the kind of thing that would happen, not only what did.',
      ],
      work: 'Poetics 4 and 9',
    },
  ],
  clarifications: [
    'Do you mean to ask {optionA}, or {optionB}?',
    'There are two questions in that, I think: do you ask {optionA}, or {optionB}?',
    'Let me sort your question: are you asking {optionA}, or rather {optionB}?',
    'Which would you have settled first: {optionA}, or {optionB}?',
    'Your question can be taken two ways, {optionA} or {optionB}; which do you intend?',
    'Before they answer, tell me: is your concern {optionA}, or {optionB}?',
    'Are you asking {optionA}, or is your real question {optionB}?',
  ],
};
