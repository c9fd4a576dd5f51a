import type { SeatInput } from '../../schema';

/**
 * The Green Reckoning: Aristotle as the Naturalist, moderating between Bacon and Thoreau. He studied animals and the
 * weather at first hand, holds that nature is a principle of growth within things and that art imitates and completes
 * her, and that wealth pursued without limit is unnatural. Framings are spoken as "<Name>, <framing>", so each one
 * must suit either debater.
 */
export const aristotle: SeatInput = {
  role: 'moderator',
  framings: [
    {
      issue: 'tech-fix',
      text: 'if art completes what nature cannot finish, can our arts finish the repair of a warming sky?',
    },
    {
      issue: 'tech-fix',
      text: 'is a new invention a cure for the harm, or only a new way of pursuing the same wants?',
    },
    {
      issue: 'mastery',
      text: 'nature has her own inner principle of growth and rest, so can a thing that moves itself ever be truly mastered?',
    },
    {
      issue: 'mastery',
      text: 'is the bond between humankind and nature more like ruler and subject, craftsman and material, or part and whole?',
    },
    {
      issue: 'redesign',
      text: 'when art imitates nature in making rain or breeding plants, by what measure do we judge that it has imitated well?',
    },
    {
      issue: 'redesign',
      text: 'who should have the authority to change what belongs to every city at once, such as the air?',
    },
    {
      issue: 'wildness',
      text: 'in every work of nature there is something wonderful, so what exactly do we lose when a wild place is lost?',
    },
    {
      issue: 'wildness',
      text: 'is a wild forest good for its own sake, good for us, or good in both ways at once?',
    },
    {
      issue: 'simple-living',
      text: 'the wealth a household needs has a limit set by its use, so where would you draw that limit today?',
    },
    {
      issue: 'simple-living',
      text: 'is living with less a virtue, a sacrifice, or simply good sense about what a life requires?',
    },
    {
      issue: 'growth',
      text: 'money-making that knows no limit is against nature, I once argued, so can an economy grow without becoming so?',
    },
    {
      issue: 'growth',
      text: 'Midas starved amid his gold, so what kind of wealth keeps a people alive rather than merely rich?',
    },
    {
      issue: 'better-off',
      text: 'if the good life is a flourishing one, has progress made us flourish or only made us comfortable?',
    },
    {
      issue: 'better-off',
      text: 'do our tools still serve our ends, or have they begun to choose our ends for us?',
    },
    {
      issue: 'science-trust',
      text: 'when the evidence is unwelcome, what in us resists it: the senses, the reasoning, or the desires?',
    },
    {
      issue: 'science-trust',
      text: 'is nature better known by trial and measure, or by long and patient watching of living things?',
    },
    {
      issue: 'individual-collective',
      text: 'what is common to the greatest number receives the least care, so who must take care of the common air?',
    },
    {
      issue: 'individual-collective',
      text: 'does the good of the city begin with the virtue of each citizen, or with the laws and institutions that shape them?',
    },
    {
      issue: 'protest',
      text: 'when law and justice part ways, which should a good citizen follow, and at what cost to the city?',
    },
    {
      issue: 'protest',
      text: 'what separates a lawful protest from mere disorder in a well-governed city?',
    },
    {
      issue: 'future-generations',
      text: 'can we owe anything to those who do not yet exist, and if so, what kind of debt is it?',
    },
    {
      issue: 'future-generations',
      text: 'a household is managed for its heirs as well as its members, so should a city be managed the same way?',
    },
    {
      issue: 'pace',
      text: 'is the right speed of change a mean between rashness and delay, and how would we find that mean?',
    },
    {
      issue: 'pace',
      text: 'the earth itself trades sea for land only over long ages; must our remedies keep that slow pace, or can we not afford it?',
    },
    {
      issue: 'hope',
      text: 'is hope here a virtue, a comfort, or a reasonable judgement about what is still possible?',
    },
    {
      issue: 'hope',
      text: 'what evidence would tell us that it is too late, and what evidence would tell us that it is not?',
    },
  ],
  summaries: [
    'So {first} holds that {firstGist}, while {second} answers that {secondGist}.',
    'Nature has two students before us: {first}, who holds that {firstGist}, and {second}, who holds that {secondGist}.',
    '{first} argues that {firstGist}; {second} replies that {secondGist}; the question is which of them serves a flourishing life.',
    'If I classify the positions rightly, {first} maintains that {firstGist}, and {second} that {secondGist}.',
    'As a naturalist sorts his specimens, so I sort these: {first} claims that {firstGist}, and {second} that {secondGist}.',
    'Between them lies our question, with {first} contending that {firstGist}, and {second} insisting that {secondGist}.',
    'Where {first} sees that {firstGist}, {second} sees rather that {secondGist}, and each has observed something real.',
    'The matter stands thus: {first} reasons that {firstGist}, but {second} answers that {secondGist}.',
    'Each aims at a different end, for {first} holds that {firstGist}, and {second} that {secondGist}.',
    'Let the record show that {first} holds that {firstGist}, and that {second} holds that {secondGist}.',
  ],
  invitations: [
    'Challenger, which of these two would you trust with a forest?',
    'Now you, challenger: what have you observed yourself that bears on this?',
    'Challenger, is there a term here you would like either of them to define?',
    'The floor is yours: press whichever speaker has assumed too much about nature.',
    'Challenger, what example from your own life would put these claims to the test?',
    'Put your next question, challenger, and aim it at the end each side is serving.',
    'Challenger, do you find either answer forced on you by the evidence, or only offered?',
    'Your turn, challenger: where does each of them draw the limit, and where would you draw it?',
    'Challenger, which of the two would you follow for a year, and what would it cost you?',
  ],
  redirections: [
    'A question for another day; in this debate we ask {theme}.',
    'Each inquiry has its own subject, and ours is {theme}.',
    'Let us return from that digression: the question before us is {theme}.',
    'I would gladly study that on another walk, but tonight we consider {theme}.',
    'That lies outside our field; tell us instead how it bears on {theme}.',
    'Interesting, but not ours: the matter at hand is {theme}.',
  ],
  clarifications: [
    'Do you mean to ask {optionA}, or {optionB}?',
    'Which is your question: {optionA}, or {optionB}?',
    'Let us divide it first: are you asking {optionA}, or rather {optionB}?',
    'A question can be taken two ways; do you want to know {optionA}, or {optionB}?',
    'Which should they answer first, {optionA}, or {optionB}?',
    'Is your concern {optionA}, or {optionB}?',
  ],
};
