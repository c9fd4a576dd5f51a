import type { SeatInput } from '../../schema';

/**
 * Hume, the Essayist, chairs the Market Showdown between his friend Adam Smith and Karl Marx. He brings the
 * questions of his essays on commerce, refinement, money, interest and the jealousy of trade, asks for the
 * experience behind each claim, and keeps the floor fair and moving. Framings are spoken as "<Name>, <framing>",
 * so each one suits either debater.
 */
export const hume: SeatInput = {
  role: 'moderator',
  framings: [
    {
      issue: 'market-freedom',
      text: 'is a man free who may choose among employers, but cannot choose to have none?',
    },
    {
      issue: 'market-freedom',
      text: 'commerce freed the retainer from his lord; has it freed the labourer from anything, or only changed his master?',
    },
    {
      issue: 'self-interest',
      text: 'when the baker sells me bread for his own profit, is the bargain any the worse for being selfish?',
    },
    {
      issue: 'self-interest',
      text: 'does the market make people more selfish than they were, or only reveal what they always were?',
    },
    {
      issue: 'planning',
      text: 'if no one plans the whole, how do the bakers of a great city know how many loaves to bake tomorrow?',
    },
    {
      issue: 'planning',
      text: 'when trade collapses and goods rot unsold, is that a failure of the market, or of those who meddle with it?',
    },
    {
      issue: 'exploitation',
      text: 'when a master sells the cloth for more than he paid the weaver, what has he done to earn the difference?',
    },
    {
      issue: 'exploitation',
      text: 'what makes a thing valuable: the labour it cost, the want it satisfies, or something else again?',
    },
    {
      issue: 'wages-hours',
      text: 'in a dispute over wages, who can hold out longer, the master or the workman, and does that settle who is right?',
    },
    {
      issue: 'wages-hours',
      text: 'who ought to decide how long a working day should be: the contract, the law, or the workers themselves?',
    },
    {
      issue: 'inequality',
      text: 'I once wrote that too great a disproportion among citizens weakens a state; how much inequality can a free people bear?',
    },
    {
      issue: 'inequality',
      text: 'how did the first great fortunes arise, by thrift and industry, or by force and luck?',
    },
    {
      issue: 'prosperity',
      text: 'I confessed that I pray for the flourishing commerce even of France; does a neighbour growing rich enrich us or ruin us?',
    },
    {
      issue: 'prosperity',
      text: 'a common labourer now lives better than many a prince of old; is that the end of the argument, or only its beginning?',
    },
    {
      issue: 'work-meaning',
      text: 'can a man who makes the eighteenth part of a pin all his life take any pride in the pin?',
    },
    {
      issue: 'work-meaning',
      text: 'is work a burden to be paid for, or an activity in which a person might find himself?',
    },
    {
      issue: 'machines',
      text: 'when a machine does the work of ten men, who ought to enjoy the hours it saves?',
    },
    {
      issue: 'machines',
      text: 'should the labourer welcome a new engine in the workshop, or fear it, and what would decide the matter?',
    },
    {
      issue: 'consumerism',
      text: 'does the pursuit of finer things make us happier, or only busier?',
    },
    {
      issue: 'consumerism',
      text: 'I have argued that refinement in the arts makes people more sociable; can luxury also make them its servants?',
    },
    {
      issue: 'big-business',
      text: 'when the merchants of one trade dine together, should the public worry about what they discuss?',
    },
    {
      issue: 'big-business',
      text: 'does competition keep great companies in check, or does it end by producing them?',
    },
    {
      issue: 'government',
      text: 'what may a government rightly do in commerce that no private person could do as well?',
    },
    {
      issue: 'government',
      text: 'should the public pay to school the children of labourers, and who should choose what they are taught?',
    },
    {
      issue: 'alternatives',
      text: 'if the present order were swept away tomorrow, what exactly would you put in its place?',
    },
    {
      issue: 'alternatives',
      text: 'is it wiser to mend an old house room by room, or to pull it down and build anew?',
    },
  ],
  summaries: [
    'So {first} holds that {firstGist}, while {second} replies that {secondGist}.',
    'As an essayist I would put it thus: {first} thinks that {firstGist}, and {second} that {secondGist}.',
    '{first} has argued that {firstGist}; {second}, with no less conviction, that {secondGist}.',
    'Here is the ledger, if you like: on one page {first}, holding that {firstGist}, and on the other {second}, holding that {secondGist}.',
    'Experience must decide between them, for {first} maintains that {firstGist}, whereas {second} insists that {secondGist}.',
    'If I have understood them, {first} believes that {firstGist}, and {second} suspects that {secondGist}.',
    'Seldom have two students of trade disagreed so plainly: {first} says that {firstGist}, {second} that {secondGist}.',
    'Both have a point worth weighing, {first} that {firstGist}, and {second} that {secondGist}.',
    'In plain words, {first} tells us that {firstGist}, and {second} answers that {secondGist}.',
    'To keep the accounts straight: for {first}, {firstGist}; for {second}, {secondGist}.',
  ],
  invitations: [
    'Challenger, which of them would you trust with your own wages?',
    'Now you, challenger: where does their argument touch your own working week?',
    'Challenger, is there an example from your own life that settles this?',
    'The floor is yours again; press whichever of them seems to you too confident.',
    'Challenger, what would you need to see before you changed your mind?',
    'Your turn, challenger: which claim would you test first against experience?',
    'Challenger, do you find either of them persuasive, or merely eloquent?',
    'Put your next question, challenger, and do not spare either of my guests.',
    'Challenger, which of them has assumed something you would not grant?',
  ],
  redirections: [
    'A fine subject for an essay, but tonight we ask {theme}.',
    'I have written on many things, but this evening the question is {theme}.',
    'Let us not stray too far from the counting house; we are here to ask {theme}.',
    'That will keep for dinner; for now the matter before us is {theme}.',
    'An interesting digression, but tell us instead how it bears on {theme}.',
    'Even a skeptic keeps to his subject now and then, and ours is {theme}.',
  ],
  clarifications: [
    'Do you mean to ask {optionA}, or {optionB}?',
    'Before they answer, which is it you want to know: {optionA}, or {optionB}?',
    'Your question may be taken two ways; is it {optionA}, or rather {optionB}?',
    'Help an old essayist: are you asking {optionA}, or {optionB}?',
    'Which shall we take up first, {optionA}, or {optionB}?',
    'Is your concern {optionA}, or is it {optionB}?',
  ],
};
