// The blind set of 2027-01-04 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "Why are people so scared of dying if we won't even be there for it?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: "My dad got a terminal diagnosis last spring and honestly he's been more alive since then than in the twenty years before. Travelling, calling old friends. Was Heidegger right that it takes the end to wake us up?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "epicurus ok but it's not being dead i'm afraid of, it's the dying part, the hospital, the pain",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'my basil is dying, how often am i supposed to water it',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If scientists cured aging tomorrow, would life become meaningless?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: "Heidegger, is being-toward-death just a fancy way of saying 'you only live once'?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "The Garden Sage says don't lose sleep. Easy to say when you're not the one leaving three kids behind.",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "Do animals have meaningful lives even though they don't know they'll die?",
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: 'Silicon Valley guys are spending millions trying to live forever, swallowing a hundred pills a day. Are they running from meaning or chasing it?',
    issue: 'living-forever',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  {
    text: "so Martin you'd say an immortal could never really decide anything? it could just put everything off forever?",
    issue: 'living-forever',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'first time here, how do I join the next debate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "We didn't exist for billions of years before birth and that doesn't bother anyone. Why should the billions after be any different?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "Doesn't grief prove death matters? Epicurus, you can't tell me my mother's death is 'nothing' to me.",
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'is death bad for the person who dies, or only for the people left behind',
    issue: 'harm-of-death',
    form: 'plain',
  },
  {
    text: 'Is mathematics invented or discovered?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The German guy talks about authenticity but he joined the Nazi party. Why should I take his advice on how to live a meaningful life?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "I work night shifts in a hospice. The people who seem most at peace aren't the religious ones or the brave ones, they're the ones who made peace with their families. Where does that fit in either of your theories?",
    issue: 'dying-well',
    form: 'paraphrase',
  },
  {
    text: "What if there's an afterlife? Then doesn't this whole debate fall apart?",
    issue: 'afterlife',
    form: 'plain',
  },
  {
    text: 'lol this app is killing my phone battery',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Deadlines make me work; without them I'd procrastinate forever. Is mortality just the universe's biggest deadline?",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'Epicurius, if pleasure is the goal, why not just party every night until the end?',
    issue: 'worthwhile-life',
    also: ['living-with-mortality'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Heidegger says most people hide from death by talking like it happens to 'one', never to me. Isn't that just healthy coping though?",
    issue: 'denial-of-death',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Does thinking about death every day make you happier or more miserable?',
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: 'come on, nobody in real life reasons their way out of the fear of death with a syllogism',
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'Cryonics: would you have your body frozen if it were cheap, Heidegger?',
    issue: 'living-forever',
    also: ['technology-death'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "What's the strongest argument for a universal basic income?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My teenage son says since we're all going to die nothing matters anyway, so why do homework. How would either of you answer him?",
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'paraphrase',
  },
  {
    text: 'Does a child who dies at five have a less meaningful life than someone who lives to ninety?',
    issue: 'worthwhile-life',
    also: ['harm-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Epicurus, you died in agony from kidney stones and still wrote a letter calling it a happy day. Was that genuine or a performance?',
    issue: 'dying-well',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'brb making tea',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I could upload my mind into a computer and keep going, would that still be me living, or would the meaning be gone?',
    issue: 'technology-death',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: "The phenomenologist makes death sound like a personal project. But most people die in car crashes or of some disease, totally at random. What's authentic about that?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit that if death is nothing to us, then losing ten good years is also nothing? that can't be right",
    issue: 'harm-of-death',
    form: 'plain',
  },
  {
    text: 'Stoics had memento mori, monks kept skulls on their desks. Is reminding yourself of death an old trick that actually works?',
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'i just turned forty and im panicking a bit, like halfway done. is that fear useful or should i ignore it',
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'Can quantum computers break the encryption banks use today?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would life mean more or less if everybody could choose the exact date of their own death?',
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: "Heidegger, can a soldier who knows he'll die tomorrow live more authentically tonight than the rest of us?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'What does the Greek in the garden actually mean by ataraxia? Just not caring?',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
];
