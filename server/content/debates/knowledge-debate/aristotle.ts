import type { SeatInput } from '../../schema';

/**
 * The Truth Battle: Aristotle as the Logician, moderating between Leibniz and Hume. He names the form of an
 * argument, asks for the premise, and keeps the floor fair. Framings are spoken as "<Name>, <framing>", so each
 * one must suit either debater.
 */
export const aristotle: SeatInput = {
  role: 'moderator',
  framings: [
    {
      issue: 'certainty',
      text: 'since not everything can be demonstrated, what do you take as a first principle, known without proof?',
    },
    {
      issue: 'certainty',
      text: 'is certainty a feature of the truth itself or of the mind that grasps it, and how would we tell the difference?',
    },
    {
      issue: 'innate-ideas',
      text: 'when a child first sees that a whole is greater than its part, is that knowledge drawn out of her or put into her?',
    },
    {
      issue: 'innate-ideas',
      text: 'between a blank tablet and a mind stocked from birth, is there room for a capacity that experience brings into act?',
    },
    {
      issue: 'causation',
      text: 'when one ball strikes another, what exactly is observed, and what, if anything, does the mind add?',
    },
    {
      issue: 'causation',
      text: 'of the four kinds of cause, matter, form, mover and purpose, which can you claim to know, and how?',
    },
    {
      issue: 'induction',
      text: 'from many observed cases to a universal rule: is that step a deduction, a habit, or something else that needs a name?',
    },
    {
      issue: 'induction',
      text: "what argument for tomorrow's sunrise would not already assume the very thing it sets out to prove?",
    },
    {
      issue: 'truths-of-reason',
      text: 'if a proof tells us what must be so, does it tell us anything about what is so?',
    },
    {
      issue: 'truths-of-reason',
      text: 'is the rule that a thing cannot both be and not be in the same respect a law of thought, of things, or of both?',
    },
    {
      issue: 'sufficient-reason',
      text: 'must there be a reason for everything, and if so, what is the reason for that principle itself?',
    },
    {
      issue: 'sufficient-reason',
      text: 'could anything simply begin to exist, and if you say no, is that known by reason or learned by experience?',
    },
    {
      issue: 'miracles',
      text: 'how many witnesses, and of what character, would it take to make a report of a wonder worth believing?',
    },
    {
      issue: 'miracles',
      text: 'is a miracle something against nature, or only something beyond what we have seen of nature?',
    },
    {
      issue: 'god-proof',
      text: 'the argument from the order of the world reasons from effect to cause; how strong is that form of inference here?',
    },
    {
      issue: 'god-proof',
      text: 'can existence ever be concluded from a definition alone, without a premise about what exists?',
    },
    {
      issue: 'self',
      text: 'when you look inward, is what you find a substance, a series of states, or something for which we lack a word?',
    },
    {
      issue: 'self',
      text: 'what makes the old man the same person as the boy he was, if every part of him has changed?',
    },
    {
      issue: 'best-world',
      text: 'by what standard could anyone judge a world to be the best, and who is in a position to apply it?',
    },
    {
      issue: 'best-world',
      text: 'is evil a premise against a good creator, or does the argument need another premise to reach him?',
    },
    {
      issue: 'reason-passion',
      text: 'when a person knows the better course and takes the worse, what has failed, the reasoning or the desire?',
    },
    {
      issue: 'reason-passion',
      text: 'can a desire itself be mistaken, or only the beliefs that travel with it?',
    },
    {
      issue: 'living-with-doubt',
      text: 'if doubt is carried from the study into the marketplace, what happens to the doubter, and does that bear on the argument?',
    },
    {
      issue: 'living-with-doubt',
      text: 'does an opinion that no one can live by count against its truth, or only against its usefulness?',
    },
    {
      issue: 'reality',
      text: 'what is reality made of at bottom, and by which faculty, reason or sense, could we ever find out?',
    },
    {
      issue: 'reality',
      text: 'is a table a substance, a heap, or an appearance, and how would you settle the matter?',
    },
  ],
  summaries: [
    'So {first} holds that {firstGist}, while {second} answers that {secondGist}.',
    'The premises are now on the table: {first} maintains that {firstGist}, and {second} that {secondGist}.',
    '{first} argues that {firstGist}; {second} replies that {secondGist}; the disagreement lies in their first principles.',
    'Let me state it fairly: {first} says that {firstGist}, and {second} counters that {secondGist}.',
    '{first} reasons that {firstGist}, whereas {second} holds that {secondGist}, and we must ask in what respect each is true.',
    'In short, {first} claims that {firstGist}, and {second} answers by holding that {secondGist}.',
    'The question divides them: {first} contends that {firstGist}, while {second} insists that {secondGist}.',
    '{first} has given us the claim that {firstGist}, and {second} the reply that {secondGist}; each now owes us his premise.',
    'As I hear it, {first} holds that {firstGist}, and {second} that {secondGist}.',
    'Two conclusions stand before us: {first} concludes that {firstGist}, and {second} that {secondGist}.',
  ],
  invitations: [
    'Challenger, which premise would you deny, if you deny one?',
    'Now you, challenger: which of these two arguments has the sounder form?',
    'Challenger, is there a term here you would like either of them to define?',
    'The floor is yours again: press whichever speaker you think has assumed too much.',
    'Challenger, where would you draw the line between what they have proved and what they have assumed?',
    'Put your next question, challenger, and aim it at the weakest premise you heard.',
    'Challenger, do you find either conclusion forced on you, or only offered?',
    'Your turn, challenger: what example would test these claims best?',
    'Challenger, which of the two would you rather take as a guide, and why?',
  ],
  redirections: [
    'A good question for another evening; tonight we ask {theme}.',
    'That belongs to another inquiry, and each inquiry has its own principles; ours is {theme}.',
    'Let us not wander from the subject: the question before us is {theme}.',
    'I would gladly take that up in the Lyceum, but this debate asks {theme}.',
    'Every science has its proper subject, and the subject here is {theme}.',
    'Hold that thought for a later walk; for now, we consider {theme}.',
    'An interesting matter, but not ours; tell us instead how it bears on {theme}.',
  ],
  view: {
    said: [
      'Some things we know for certain, though not all with the same precision: the firmest principle is that a thing cannot both be and not be in the same respect, and whoever denies it must speak, and so relies on it.',
      'Knowledge proper is proof from first principles, and those are not proved but grasped by the mind from many perceptions, as a rout is halted when one soldier makes a stand, then another.',
    ],
    work: 'Metaphysics IV.3-4; Posterior Analytics I.2 and II.19',
  },
  doctrines: [
    {
      art: [
        'desire to know',
        'by nature want to know',
        'by nature desire to know',
        'experience and knowledge',
        'experience and art',
        'between experience',
        'memorise',
        'memorize',
        'memorising',
        'memorizing',
        'by heart',
        'by rote',
      ],
      issue: 'innate-ideas',
      said: [
        'All human beings by nature desire to know, and the sign is the delight we take in our senses, in sight above all.',
        'Experience knows that a remedy helped Callias and Socrates; knowledge knows why it helps everyone of their kind, and only the one who knows why can teach it.',
      ],
      work: 'Metaphysics I.1',
    },
    {
      art: ['syllogism', 'syllogisms', 'syllogistic', 'organon', 'all men are mortal'],
      issue: 'certainty',
      said: [
        'A syllogism, as I set it out, is an argument in which, some things being laid down, something else follows of necessity: if every man is mortal and Socrates is a man, Socrates is mortal.',
        'But a conclusion is no surer than its premises, and the first premises are not proved; the mind grasps them from many perceptions.',
      ],
      work: 'Prior Analytics I.1; Posterior Analytics II.19',
    },
    {
      art: [
        'four causes',
        'final cause',
        'final causes',
        'efficient cause',
        'formal cause',
        'material cause',
      ],
      issue: 'causation',
      said: [
        'I count four causes: the matter a thing is made of, its form, what set it going, and what it is for, and a bronze statue has all four.',
        'So whoever asks whether we know causes should first say which of the four he means.',
      ],
      work: 'Physics II.3; Metaphysics V.2',
    },
    {
      art: ['a sign', 'signs', 'sign of', 'proof or a guess', 'proof or just a guess', 'telltale'],
      issue: 'certainty',
      said: [
        'A sign proves only when it cannot be there without the thing, as milk shows that a woman has given birth; quick breathing is a sign of fever too, but a fallible one, since other things quicken the breath.',
        'So ask of your sign whether anything else could have made it: if something could, it makes a good guess, not a proof.',
      ],
      work: 'Rhetoric I.2; Prior Analytics II.27',
    },
    {
      art: ['on interpretation', 'spoken words', 'words are symbols', 'symbols of', 'same for all'],
      issue: 'innate-ideas',
      said: [
        'Spoken sounds are symbols of what the soul undergoes, and writing is a symbol of speech; neither is alike among all peoples, yet what the soul undergoes is one for all mankind, and so are the things it is a likeness of.',
      ],
      work: 'On Interpretation 1',
    },
    {
      art: [
        'bet',
        'bets',
        'betting',
        'wager',
        'gamble',
        'gambling',
        'odds',
        'for the most part',
        'most of the time',
      ],
      issue: 'induction',
      said: [
        'Some things hold always and some only for the most part, and of what holds for the most part there is no demonstration, only a sound expectation.',
        'So a sensible man bets on what usually happens, and he is right to, so long as he does not call his wager a proof.',
      ],
      work: 'Posterior Analytics I.30; Metaphysics VI.2; Rhetoric I.2',
    },
    {
      art: [
        'form and matter',
        'matter and form',
        'the form',
        'the matter',
        'same in form',
        'same statue',
        'hylomorphism',
        'ship of theseus',
      ],
      issue: 'reality',
      said: [
        'Every thing we meet is a form in some matter, as a statue is a shape in bronze, and what a thing is lies chiefly in its form.',
        'Yet two things of one form in different matter are one in kind, not one in number: a perfect copy is another statue of the same sort, not the same statue.',
      ],
      work: 'Metaphysics VII.7-8 and V.6; Physics II.1',
    },
  ],
  clarifications: [
    'Do you mean to ask {optionA}, or {optionB}?',
    'Before we answer, which is your question: {optionA}, or {optionB}?',
    'Let us be precise: are you asking {optionA}, or rather {optionB}?',
    'A question can be taken two ways; do you want to know {optionA}, or {optionB}?',
    'Which do you mean us to settle, {optionA}, or {optionB}?',
    'To answer well we must divide the question: is it {optionA}, or is it {optionB}?',
    'Is your concern {optionA}, or {optionB}?',
  ],
};
