import type { SeatInput } from '../../schema';

/**
 * Born or Made: Socrates as the Midwife, moderating between Rousseau and Wollstonecraft. As in the Theaetetus, he
 * bears no doctrine of his own but helps others deliver theirs and tests whether the offspring is sound or a wind
 * egg; as in the Republic, book 5, he once argued that women of ability should share the guardians' education, and
 * he lets that show without taking a side. Framings are spoken as "<Name>, <framing>", so each suits either debater.
 */
export const socrates: SeatInput = {
  role: 'moderator',
  framings: [
    {
      issue: 'nature-or-nurture',
      text: 'if we could raise a girl and a boy in exactly the same way, what difference do you expect would remain, and why?',
    },
    {
      issue: 'nature-or-nurture',
      text: 'by what sign would you tell a trait that nature planted from one that long habit grew?',
    },
    {
      issue: 'nature-or-nurture',
      text: 'we call the woman who nurses and the man who hunts natural; is that because nature demands it, or because we have always seen it?',
    },
    {
      issue: 'equal-or-different',
      text: 'in the Republic I said bald and long-haired men may both be cobblers; is sex a difference like that, or a deeper one?',
    },
    {
      issue: 'equal-or-different',
      text: 'can two beings be different in nature and yet equal in worth, and what would that equality consist in?',
    },
    {
      issue: 'girls-and-boys',
      text: 'when a little girl reaches for a doll, how can we know whether nature moved her hand or the example of her elders?',
    },
    {
      issue: 'girls-and-boys',
      text: 'what would you expect of children left to play with no one telling them which games belong to which sex?',
    },
    {
      issue: 'schooling',
      text: "in the Republic I proposed that women of the right nature share the guardians' training; was I a fool, and if so, where exactly?",
    },
    {
      issue: 'schooling',
      text: 'if education is the art of drawing out what is in the soul, must it draw out the same things from every soul?',
    },
    {
      issue: 'reason-and-genius',
      text: 'if a woman and a man each follow an argument step by step, is there any step that only one of them could take?',
    },
    {
      issue: 'reason-and-genius',
      text: 'my own teacher in matters of love was a woman, Diotima of Mantinea; what would you make of her?',
    },
    {
      issue: 'virtue-and-modesty',
      text: 'which matters more for a good life, to be just or to seem just, and does the answer change with the sex of the person?',
    },
    {
      issue: 'virtue-and-modesty',
      text: 'is courage in a woman the same thing as courage in a man, or only something that shares its name?',
    },
    {
      issue: 'strength-and-body',
      text: 'if the stronger body must always rule, should the strongest wrestler in the city also be its wisest judge?',
    },
    {
      issue: 'strength-and-body',
      text: 'the watchdogs of the flock are female as well as male; why should human guardians be any different?',
    },
    {
      issue: 'pleasing-and-power',
      text: "is a power that depends on another person's wishes truly a power, or a finer kind of dependence?",
    },
    {
      issue: 'pleasing-and-power',
      text: 'when someone lives to please, whom does that person finally serve, the one pleased or herself?',
    },
    {
      issue: 'marriage',
      text: 'what should two people who share a house and a life be to each other, ruler and ruled, or friends?',
    },
    {
      issue: 'marriage',
      text: 'is a duty of fidelity that binds one spouse more than the other still a single duty, or two different ones?',
    },
    {
      issue: 'motherhood-and-home',
      text: "as the son of a midwife I have seen many births; does bearing a child decide what else a woman's life should be?",
    },
    {
      issue: 'motherhood-and-home',
      text: "what does a father owe the child he begets, and is his debt smaller than the mother's?",
    },
    {
      issue: 'work-and-money',
      text: 'can a person who depends on another for bread be free in judgement, or does dependence bend the mind?',
    },
    {
      issue: 'work-and-money',
      text: 'if each should do the work for which nature fits them, how do we find out who is fit for what?',
    },
    {
      issue: 'rights-and-citizens',
      text: 'should those who must obey the laws of the city have a voice in making them, whoever they are?',
    },
    {
      issue: 'rights-and-citizens',
      text: 'does a woman serve her city best in the assembly or in the home, and who is to decide that for her?',
    },
    {
      issue: 'gender-identity',
      text: "neither of you knew today's quarrels about identity, so tell us from your own principles: what makes a person a man or a woman?",
    },
    {
      issue: 'gender-identity',
      text: "if the soul has no sex and the body has one, to which of the two should a person's way of life answer?",
    },
  ],
  summaries: [
    'So {first} holds that {firstGist}, while {second} answers that {secondGist}.',
    'Two children have now been delivered, and we must test whether each can breathe: from {first}, that {firstGist}, and from {second}, that {secondGist}.',
    'If I follow you both, {first} believes that {firstGist}, and {second} believes that {secondGist}, and only one of those can be the whole truth.',
    '{first} has told us that {firstGist}; {second} replies that {secondGist}; now the argument must choose its road.',
    'Let me repeat it slowly, as a slow man should: for {first}, {firstGist}, but for {second}, {secondGist}.',
    'Here is where we stand: {second} insists that {secondGist}, whereas {first} maintains that {firstGist}.',
    'On one side {first}, saying that {firstGist}; on the other {second}, saying that {secondGist}; and between them, our ignorance.',
    'Unless I misheard, {first} claims that {firstGist}, and {second} claims that {secondGist}; I confess both claims tug at me.',
    'The knot is tied tightly now, for {first} holds that {firstGist}, and {second} holds against it that {secondGist}.',
    'We have heard {first}, that {firstGist}, and we have heard {second}, that {secondGist}, and neither has yet been cross-examined enough.',
  ],
  invitations: [
    'Challenger, which of these two newborn ideas would you keep, and which is a wind egg?',
    'Now you, challenger: which word in their arguments needs defining before we go further?',
    'Challenger, tell us where you think each of them has assumed too much.',
    'The floor is yours, challenger; ask the question that would trouble them most.',
    'Challenger, what example from your own life would test these two claims?',
    'Speak, challenger, and do not be gentle with either of them, for the truth is not.',
    'Challenger, do you find either answer forced on you, or only offered?',
    'Your turn, challenger: which of the two would you want raising your own child?',
    'Challenger, what would you need to see to change your mind on this?',
  ],
  redirections: [
    'A fine question for another day by the river; tonight we are asking {theme}.',
    'I am only a midwife, and I can deliver one child at a time; ours tonight is {theme}.',
    'That would take us far from home, my friend; let us return to {theme}.',
    'I know nothing about that, which is not unusual for me, but I do know our question is {theme}.',
    'Let us not wander like Odysseus; the question we set out with is {theme}.',
    'Keep that for another conversation, for this one asks {theme}.',
  ],
  clarifications: [
    'Help an old man understand: do you mean to ask {optionA}, or {optionB}?',
    'Before we answer, let us divide your question: is it {optionA}, or is it {optionB}?',
    'I hear two questions in one; are you asking {optionA}, or {optionB}?',
    'Which child are you carrying, my friend: {optionA}, or {optionB}?',
    'So that they answer what you ask, is your concern {optionA}, or rather {optionB}?',
    'Tell me plainly, do you want to know {optionA}, or {optionB}?',
  ],
};
