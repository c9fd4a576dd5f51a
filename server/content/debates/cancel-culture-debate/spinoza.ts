import type { SeatInput } from '../../schema';

/**
 * The Tolerance Trap: Spinoza as the Exile, moderating between Mill and Marcuse. Cast out of his own community in
 * 1656, he holds with chapter 20 of his Theological-Political Treatise that in a free state everyone may judge as he
 * pleases and speak as he judges, yet in the chair he keeps order, not score, and asks for the causes behind each
 * claim. Framings are spoken as "<Name>, <framing>", so each one must suit either debater.
 */
export const spinoza: SeatInput = {
  role: 'moderator',
  framings: [
    {
      issue: 'silencing-falsehood',
      text: 'if no law can command what a person believes, what does a law against a false opinion actually cure?',
    },
    {
      issue: 'silencing-falsehood',
      text: 'when you judge an opinion false, how sure must you be before you may forbid others to hear it?',
    },
    {
      issue: 'hearing-opponents',
      text: 'what does a person understand of his own view if he has never heard it attacked by someone who believes otherwise?',
    },
    {
      issue: 'hearing-opponents',
      text: 'can a truth held only because it was never contested be called understood, or merely obeyed?',
    },
    {
      issue: 'marketplace-of-ideas',
      text: 'if reason is common to all but power is not, which of the two decides the outcome of a free debate?',
    },
    {
      issue: 'marketplace-of-ideas',
      text: 'is truth stronger than falsehood by its nature, or only when the contest between them is fairly arranged?',
    },
    {
      issue: 'repressive-tolerance',
      text: 'can a rule that treats the strong and the weak alike be neutral in its effects, and does it matter if it is not?',
    },
    {
      issue: 'repressive-tolerance',
      text: 'when tolerance is granted by those who hold power, is it a right of the people or a favour that can be withdrawn?',
    },
    {
      issue: 'tolerating-intolerant',
      text: 'my Treatise let the state punish only opinions that directly undo the common covenant; which opinions would those be today?',
    },
    {
      issue: 'tolerating-intolerant',
      text: 'must a free commonwealth extend its freedom to those who would end it, and if not, at what moment does it stop?',
    },
    {
      issue: 'harm-line',
      text: 'the state may govern deeds but not minds; where do words stop being thoughts and begin to be deeds?',
    },
    {
      issue: 'harm-line',
      text: 'when speech moves a crowd to violence, does the cause lie in the speaker, in the crowd, or in what made the crowd?',
    },
    {
      issue: 'hate-speech',
      text: "does offending a person's feelings ever amount to injuring him, and how would we tell the two apart?",
    },
    {
      issue: 'hate-speech',
      text: 'when words of hatred are spoken, is it wiser to understand their causes or to forbid them, and can we do both?',
    },
    {
      issue: 'cancel-culture',
      text: 'I was cast out of my own community for my opinions; is the verdict of a crowd ever a fair court?',
    },
    {
      issue: 'cancel-culture',
      text: "what separates a community's right to withdraw its friendship from a punishment for thinking differently?",
    },
    {
      issue: 'deplatforming',
      text: 'should those who own the halls and the presses choose freely whom they admit, or do they owe the public a hearing?',
    },
    {
      issue: 'deplatforming',
      text: 'does refusing a speaker a stage weaken his ideas, or only send them where no one can answer them?',
    },
    {
      issue: 'who-decides',
      text: 'laws against opinions have usually struck the honest rather than the wicked; who, then, could be trusted to write them?',
    },
    {
      issue: 'who-decides',
      text: "if no sovereign can command a person's judgement, who has the right to decide what that person may hear?",
    },
    {
      issue: 'conformity',
      text: 'can a people be unfree without any censor, simply because their desires are shaped for them?',
    },
    {
      issue: 'conformity',
      text: 'is the person who thinks as everyone thinks free, or only untroubled?',
    },
    {
      issue: 'social-progress',
      text: 'have the great gains in human freedom come from patient argument, or from those who refused to wait?',
    },
    {
      issue: 'social-progress',
      text: 'when the laws close every road to justice, what does a free mind still owe to those laws?',
    },
  ],
  summaries: [
    'Let us set it down in order: {first} holds that {firstGist}, and {second} answers that {secondGist}.',
    '{first} argues that {firstGist}; {second} replies that {secondGist}; each, I think, has seen part of the cause.',
    'If I understand them rightly, {first} maintains that {firstGist}, whereas {second} maintains that {secondGist}.',
    'Here is the disagreement without the anger: {first} says that {firstGist}, while {second} says that {secondGist}.',
    'As one who was once cast out for an opinion, I note that {first} holds that {firstGist}, and {second} that {secondGist}.',
    'The demonstration divides at this point, for {first} takes it that {firstGist}, and {second} takes it that {secondGist}.',
    '{second} would have us see that {secondGist}, but {first} insists that {firstGist}.',
    'Two causes are proposed: according to {first}, {firstGist}; according to {second}, {secondGist}.',
    'Neither need hate the other for it: {first} believes that {firstGist}, and {second} believes that {secondGist}.',
    'So the question stands thus: either, as {first} says, {firstGist}, or, as {second} says, {secondGist}.',
  ],
  invitations: [
    'Challenger, your judgement is your own and so is your tongue; tell us what you think.',
    'Challenger, which of these two would you trust with the power to decide what you hear?',
    'Now the floor is yours, challenger: which premise would you test first?',
    'Challenger, look for the cause behind each claim, and tell us which one holds.',
    'Speak freely, challenger; in this room no one will be cast out for an opinion.',
    'Challenger, which example from your own life bears on what you have just heard?',
    'Challenger, is there a word here you would like either of them to define?',
    'Your turn, challenger: where has each of them stopped short of the cause?',
    'Challenger, put your next question calmly, and aim it where you doubt the most.',
  ],
  redirections: [
    'That is a question for another evening; tonight we are asking {theme}.',
    'Let us return to our proper subject, which is {theme}.',
    'I grind lenses for my living and could speak of that too, but this debate asks {theme}.',
    'An interesting matter, yet not ours; tell us how it bears on {theme}.',
    'Let us keep to the order of the inquiry: the question before us is {theme}.',
    'Every question has its own place, and the one in this room is {theme}.',
  ],
  clarifications: [
    'Do you mean to ask {optionA}, or {optionB}?',
    'Let us be exact: is your question {optionA}, or rather {optionB}?',
    'Before we proceed, which do you want settled: {optionA}, or {optionB}?',
    'Your question can be read two ways; do you mean {optionA}, or {optionB}?',
    'Is your concern {optionA}, or is it {optionB}?',
  ],
};
