// The blind set of 2027-01-11 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "Why shouldn't I be scared of dying if I'll miss everything that happens after?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "Epicurus, my dad died last spring. He isn't suffering, fine, but I am. What does your argument do for the people left behind?",
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'if we lived forever would anything matter or would we just put everything off forever',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: "my phone's about to die, one sec",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Heidegger, what does 'being-towards-death' mean in normal words?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "I didn't exist for billions of years before I was born and that never bothered me. Why should the billions of years after be any different?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'There are tech billionaires spending millions a year trying not to age. If they pull it off, do their lives get more meaningful or less?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'Garden guy, is your calm just a nice way of not thinking about it?',
    issue: 'denial-of-death',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "Is it normal to lie awake at 3am panicking that one day I'll just stop?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'Martin, you joined the Nazi party. Why should I trust anything you say about living authentically?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'How did the printing press actually change Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit, Epicurus, that dying itself can hurt even if being dead doesn't?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'My friend was diagnosed with cancer at 34. She says that for the first time she knows exactly what she wants to do with her days. Did she really need the diagnosis to find that out?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'Is religion just a way to make death feel less scary?',
    issue: 'gods-religion',
    form: 'plain',
  },
  {
    text: 'the german phenomenology dude makes it sound like you have to think about death constantly to live properly. isnt that just depressing',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "What's a good garden centre near Bristol? I need lavender for the patio.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Epicurius was it really all about pleasure? people make you sound like a party animal',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Should I have my body frozen after I die in case they can bring me back later?',
    issue: 'technology-death',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: "What is Gödel's incompleteness theorem, in plain language?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Come on, nobody on their deathbed is relaxed about it. People are terrified, Epicurus.',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "How do I explain to my five-year-old that our dog isn't coming back?",
    issue: 'grief',
    form: 'paraphrase',
  },
  {
    text: 'Heidegger, you say most people hide in the crowd from their own death. Scrolling my phone till 2am, is that what you mean?',
    issue: 'denial-of-death',
    also: ['technology-death'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'In games, once I have infinite lives I stop caring about the level. Is that what immortality would do to real life?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: "How do I turn on subtitles? I can't hear the moderator properly.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is it selfish to want to be remembered after you're gone?",
    issue: 'afterlife',
    form: 'plain',
  },
  {
    text: "I'm a hospice nurse. The patients who seem most at peace aren't the ones who thought hardest about death, they're the ones with people around them. Doesn't that prove Epicurus right about friendship?",
    issue: 'dying-well',
    also: ['worthwhile-life'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'but what about people who die young, before they got to decide anything, does their life mean less, Heidegger?',
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Is it ethical to eat meat if we can live healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the Phenomenologist: do animals know they're going to die? And if they don't, are their lives meaningless?",
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'The ancient Greek in the garden wants me to calm down, the Black Forest guy wants me to face my end. Which one actually helps when you get bad news from the doctor?',
    issue: 'living-with-mortality',
    also: ['fear-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like if death is nothing then why do people fight so hard to survive cancer',
    issue: 'harm-of-death',
    also: ['fear-of-death'],
    form: 'paraphrase',
  },
  {
    text: "That's just a clever word game, Epicurus. Of course I won't be there, that's exactly the problem.",
    issue: 'harm-of-death',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'lol this debate is heavy for a tuesday',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mid-life crisis at 45, I just bought a motorbike. Am I facing my finitude or running away from it?',
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'Would uploading my mind to the cloud be surviving death, or just a copy of me carrying on without me?',
    issue: 'afterlife',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  {
    text: 'Is the stock market actually a good measure of how the economy is doing?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do so many cultures hold festivals for the dead, like Día de los Muertos? Does remembering the dead change how we live?',
    issue: 'grief',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'Heidegger, is facing death the only way to live authentically, or could love do it too?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Does a life even need a meaning at all?',
    issue: 'worthwhile-life',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: 'Mr Ataraxia, how do you stay calm when someone you love is dying in front of you?',
    issue: 'grief',
    addresses: 'epicurus',
    form: 'epithet',
  },
];
