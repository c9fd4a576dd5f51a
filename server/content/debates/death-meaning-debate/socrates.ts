import type { SeatInput } from '../../schema';

/**
 * The Final Question: Socrates as the Condemned, moderating between Epicurus and Heidegger. He speaks as the man
 * condemned to drink the hemlock: death is either a dreamless sleep or a journey to meet the dead, and neither is to be
 * feared (Apology 40c to 41c); those who philosophise rightly practise dying (Phaedo 64a); he would not escape his
 * sentence (Crito). Framings are spoken as "<Name>, <framing>", so each one suits either debater.
 */
export const socrates: SeatInput = {
  role: 'moderator',
  framings: [
    {
      issue: 'fear-of-death',
      text: 'to fear death is to think oneself wise about what one does not know; what do you claim to know of it?',
    },
    {
      issue: 'fear-of-death',
      text: 'if a person could argue away every fear of death, would they have gained something, or lost something?',
    },
    {
      issue: 'death-and-meaning',
      text: 'would a life that never ended be worth more, worth less, or worth exactly the same, and why?',
    },
    {
      issue: 'death-and-meaning',
      text: 'does the meaning of a life lie in how it is lived, in how it ends, or in how it faces its end?',
    },
    {
      issue: 'living-forever',
      text: 'if a physician offered you a draught that let you live for ever, would you drink it, and on what condition?',
    },
    {
      issue: 'living-forever',
      text: 'what exactly would a thousand more years give a person that eighty well lived do not?',
    },
    {
      issue: 'living-forever',
      text: 'when Crito offered me escape from prison, I refused; is a longer life worth having at any price?',
    },
    {
      issue: 'afterlife',
      text: 'death is either a dreamless sleep or a journey to another place; which of the two do you expect, and on what evidence?',
    },
    {
      issue: 'afterlife',
      text: 'is anything of a person left when the body is buried, and how could anyone find out?',
    },
    {
      issue: 'harm-of-death',
      text: 'when a young person dies, who exactly has been harmed, and at what moment did the harm occur?',
    },
    {
      issue: 'harm-of-death',
      text: 'can a thing be bad for someone who will never feel it, and if so, what makes it bad?',
    },
    {
      issue: 'living-with-mortality',
      text: 'if philosophy is a practice for dying, what should a person practise today, this very afternoon?',
    },
    {
      issue: 'living-with-mortality',
      text: 'should the thought of death make a person hurry, slow down, or simply live as before?',
    },
    {
      issue: 'denial-of-death',
      text: 'why do so many who know they will die live as though they never will?',
    },
    {
      issue: 'denial-of-death',
      text: 'is there a difference between being calm about death and simply refusing to look at it?',
    },
    {
      issue: 'grief',
      text: 'my friends weep because I am to drink the hemlock tonight, and I have asked them to stop; am I right, or has grief its rights?',
    },
    {
      issue: 'grief',
      text: 'what do the living owe to the dead, and what do they owe to themselves in mourning?',
    },
    {
      issue: 'worthwhile-life',
      text: 'the unexamined life is not worth living, but what, in your view, makes an examined life worth living?',
    },
    {
      issue: 'worthwhile-life',
      text: 'is a pleasant life the same as a good life, and if not, which should a mortal choose?',
    },
    {
      issue: 'dying-well',
      text: 'the hemlock is being prepared for me as we speak, so tell me plainly: what makes a death a good one?',
    },
    {
      issue: 'dying-well',
      text: 'should the dying be told the truth, and what should they do with their last days?',
    },
    {
      issue: 'gods-religion',
      text: 'if the gods exist and are good, is there anything to fear from them after death?',
    },
    {
      issue: 'gods-religion',
      text: 'can a person without faith meet death as calmly as a believer, and what would make it possible?',
    },
    {
      issue: 'technology-death',
      text: 'when physicians and machines can keep a body breathing for months, whom does that serve, the dying or the living?',
    },
    {
      issue: 'technology-death',
      text: 'does a voice that imitates the dead keep them with us, or keep us from letting them go?',
    },
  ],
  summaries: [
    'So {first} holds that {firstGist}, and {second} answers that {secondGist}.',
    'Let me see whether I have understood: {first} says that {firstGist}, while {second} maintains that {secondGist}.',
    'Two physicians for one fear: {first} prescribes the view that {firstGist}, and {second} the view that {secondGist}.',
    'If {first} is right that {firstGist}, then {second} must be wrong that {secondGist}, unless both are speaking of different things.',
    '{first} tells us that {firstGist}; {second} replies that {secondGist}; I, who am soon to die, find both worth hearing.',
    'Here is the knot: {second} insists that {secondGist}, whereas {first} is sure that {firstGist}.',
    'One of them consoles and one of them summons: {first} says that {firstGist}, and {second} that {secondGist}.',
    'As the jury heard it, {first} argues that {firstGist}, and {second} counters that {secondGist}.',
    'We have heard {first}, for whom {firstGist}, and {second}, for whom {secondGist}.',
    'Neither has yet refuted the other, since {first} holds that {firstGist}, and {second} that {secondGist}.',
  ],
  invitations: [
    'Challenger, which of them would you want beside you on your last day?',
    'Now you, challenger: which of these two answers would let you sleep tonight, and is that a reason to believe it?',
    'Challenger, is there a word here, death, meaning or nothing, that you would like them to define?',
    'The floor is yours: question whichever of them seems to you to know less than he claims.',
    'Challenger, test them with a case of your own: a death you have seen or feared.',
    'Tell us, challenger, which premise you would refuse if your own life depended on it.',
    'Challenger, do you find either answer forced on you by the argument, or only offered?',
    'Your turn, challenger: ask the question you would ask if this were your last conversation.',
    'Challenger, where do you think the truth lies between them, and what makes you think so?',
  ],
  redirections: [
    'A fine question for the marketplace, but my hours are few, and tonight we ask {theme}.',
    'I would gladly follow that to the end, but the question before us is {theme}.',
    'Let us not wander, friend; the jury of this evening asks {theme}.',
    'That belongs to another conversation; ours, and perhaps my last, concerns {theme}.',
    'Hold that thought for another day, if I have one; for now we examine {theme}.',
    'An interesting matter, but tell us rather how it bears on {theme}.',
  ],
  clarifications: [
    'Do you mean to ask {optionA}, or {optionB}?',
    'Help an old man understand you: is your question {optionA}, or {optionB}?',
    'Before they answer, which do you wish to know, {optionA}, or {optionB}?',
    'A question can wear two faces; do you ask {optionA}, or rather {optionB}?',
    'Let us divide it properly: is it {optionA} that troubles you, or {optionB}?',
    'Which shall we examine first, {optionA}, or {optionB}?',
  ],
};
