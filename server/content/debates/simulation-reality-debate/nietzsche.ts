import type { SeatInput } from '../../schema';

/**
 * The Shadow Play: Nietzsche as the Unmasker, moderating between Plato and Baudrillard. He asks what need stands
 * behind each belief, in a true world or in its loss, and remembers how the true world finally became a fable:
 * with the true world gone, the apparent one went too. Framings are spoken as "<Name>, <framing>", so each one must
 * suit either debater.
 */
export const nietzsche: SeatInput = {
  role: 'moderator',
  framings: [
    {
      issue: 'simulation-hypothesis',
      text: 'if this world were a simulation, what would change tomorrow morning, apart from the mood of those who believe it?',
    },
    {
      issue: 'simulation-hypothesis',
      text: 'who gains from the hypothesis that the world is a program: the physicist, the priest, or the bored?',
    },
    {
      issue: 'appearance-reality',
      text: 'once we abolish the true world, have we not abolished the apparent one along with it?',
    },
    {
      issue: 'appearance-reality',
      text: 'why assume an opposition of true and apparent at all, rather than degrees of appearance, lighter and darker shadows?',
    },
    {
      issue: 'dreaming',
      text: 'what if we wake from a dream only to learn that we must go on dreaming, or perish?',
    },
    {
      issue: 'dreaming',
      text: 'is waking anything more than a dream that has learned to keep its rules?',
    },
    {
      issue: 'copy-original',
      text: 'must every copy have an original, or did we invent the original to feel better about our copies?',
    },
    {
      issue: 'copy-original',
      text: 'what if the first thing was already a copy, a metaphor of a metaphor, with no first at all?',
    },
    {
      issue: 'hyperreal',
      text: 'when the fake outshines the real, is that a loss, or the secret taste of the age finally confessing itself?',
    },
    {
      issue: 'hyperreal',
      text: 'why do people prefer the postcard to the landscape, and what does that preference tell us about them?',
    },
    {
      issue: 'media-events',
      text: 'what does a person know of a war he watched every night, beyond the feeling of having watched it?',
    },
    {
      issue: 'media-events',
      text: 'is the news a window, a mirror, or a stage, and who sells the tickets?',
    },
    {
      issue: 'puppeteers',
      text: 'is it more flattering to believe someone pulls our strings, or more frightening to learn that no one does?',
    },
    {
      issue: 'puppeteers',
      text: 'who profits from the shadows on the wall: the carriers, the prisoners, or the wall itself?',
    },
    {
      issue: 'escape',
      text: 'if someone led you out of the cave, what guarantees that the daylight is not a larger cave?',
    },
    {
      issue: 'escape',
      text: 'is the longing to escape this world a sign of strength, or of weariness with life?',
    },
    {
      issue: 'virtual-life',
      text: 'if a machine offered endless pleasure with nothing real behind it, would refusing be wisdom or only pride?',
    },
    {
      issue: 'virtual-life',
      text: 'is a life worth living because it is real, or because it is lived intensely, wherever it happens?',
    },
    {
      issue: 'maker',
      text: 'why do we need a maker behind the world at all: for the world, or for our own comfort?',
    },
    {
      issue: 'maker',
      text: 'if the programmers of the world were found, would we worship them, sue them, or simply grow bored?',
    },
    {
      issue: 'art-fiction',
      text: 'we have art so that we do not perish of the truth; is art the enemy of truth, or its remedy?',
    },
    {
      issue: 'art-fiction',
      text: 'should a city banish its poets, or is every philosophy a poem that has forgotten it is one?',
    },
    {
      issue: 'signs-consumption',
      text: 'when someone buys a sign of status, what is he really hungry for?',
    },
    {
      issue: 'signs-consumption',
      text: 'are brands the new idols, and who, exactly, does the worshipping?',
    },
    {
      issue: 'does-it-matter',
      text: 'if the world turned out to be a fable, would your values collapse, or only your excuses?',
    },
    {
      issue: 'does-it-matter',
      text: 'would you live this same life again and again, even knowing that all of it was appearance?',
    },
  ],
  summaries: [
    'Let me unmask the exchange: {first} holds that {firstGist}, and {second} replies that {secondGist}.',
    'Two shadows on one wall: for {first}, {firstGist}; for {second}, {secondGist}.',
    '{first} wants us to believe that {firstGist}; {second} answers that {secondGist}; behind each stands a need worth examining.',
    'Here is the quarrel in plain terms: {first} says that {firstGist}, whereas {second} says that {secondGist}.',
    'One of them looks up and the other looks around, for {first} argues that {firstGist}, and {second} that {secondGist}.',
    'Strip away the rhetoric and this remains: {first} maintains that {firstGist}, while {second} insists that {secondGist}.',
    "{first} holds that {firstGist}, and {second} that {secondGist}: whichever of them is right has abolished the other's world.",
    'So far {first} has given us the claim that {firstGist}, and {second} the counterclaim that {secondGist}, and I hear a faith in each.',
    'The hammer taps both idols: {first} holds that {firstGist}, and {second} holds that {secondGist}.',
    'Between {first}, who tells us that {firstGist}, and {second}, who tells us that {secondGist}, the true world grows ever more fabulous.',
  ],
  invitations: [
    'Challenger, which of these two idols would you like to tap next?',
    'Your turn, challenger: whose answer flatters you more, and does that make you trust it less?',
    'Challenger, press the one whose argument you find too comfortable.',
    'Now you, challenger: which shadow on this wall do you take for real?',
    'Challenger, ask the question that neither of them wants to hear.',
    'The floor is yours: unmask one of them, or unmask yourself.',
    'Challenger, what would you have to give up if the other side were right?',
    'Speak, challenger, and do not be polite about it.',
    'Challenger, which of them would you follow out of the cave, if either?',
  ],
  redirections: [
    'An amusing detour, but tonight we ask {theme}.',
    'Every question hides another, yet the one before us is {theme}.',
    'Keep that for another mountain walk; here we ask {theme}.',
    'I would gladly follow you there, but our quarrel tonight is {theme}.',
    'A fine mask, but let us lift the one we came for: {theme}.',
    'That is a different fable; ours asks {theme}.',
  ],
  clarifications: [
    'Which mask are you lifting: {optionA}, or {optionB}?',
    'Do you mean to ask {optionA}, or {optionB}?',
    'Two questions are hiding in yours; is it {optionA}, or {optionB}?',
    'Let me unmask the question first: are you asking {optionA}, or rather {optionB}?',
    'Which do you want them to fight over, {optionA}, or {optionB}?',
    'Before they answer, tell me which you mean: {optionA}, or {optionB}?',
  ],
};
