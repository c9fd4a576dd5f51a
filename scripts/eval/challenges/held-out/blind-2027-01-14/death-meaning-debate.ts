// The blind set of 2027-01-14 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: 'Would life mean anything if we lived forever?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: "Epicurus, I get that I won't feel anything when I'm dead. But I'm scared now, while I'm alive. How does your argument help with that?",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "My grandmother died last month and everyone keeps saying 'at least she had a long life.' It doesn't feel like meaning, it just feels like loss. What am I missing?",
    issue: 'grief',
    form: 'paraphrase',
  },
  {
    text: 'ok so heidegger like... i have to think about dying all the time to live properly? that sounds exhausting',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "my essay deadline is tomorrow at 9 and I haven't started lol pray for me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why are we afraid of not existing after death but not of not existing before we were born?',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "There's a tech millionaire spending millions a year to reverse his ageing. If he pulled it off, would his life get more meaningful or less?",
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'The Garden guy: is it true your philosophy was really about bread and water, not parties?',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "Is it selfish to want to choose when you die if you're terminally ill?",
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: 'Martin, you joined the Nazi party. Forgive me, but why should I trust you on how to live an authentic life?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "does death still matter if there's heaven afterwards",
    issue: 'death-and-meaning',
    also: ['afterlife'],
    form: 'plain',
  },
  {
    text: "Isn't 'death gives life meaning' just something we tell ourselves because we can't do anything about it?",
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: "I'm 42 and last year a colleague my age died of a heart attack at his desk. Since then I quit the job, sold the car, and started painting. My wife thinks I'm having a crisis. Am I finally living, Heidegger, or just panicking?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "What does 'being-towards-death' actually mean in plain English?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: 'Epicuros if death is nothing why did people keep the letter you wrote on your deathbed, seems like it mattered to someone',
    issue: 'harm-of-death',
    also: ['grief'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'There are apps now that let you chat with an AI version of your dead parent, built from their old messages. Is that comfort or a way of never letting them go?',
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: 'is there a garden centre near Leeds open on Sundays? need compost',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Does an animal have a meaningful life even though it doesn't know it will die?",
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'come on, the German guy just wants everyone to be anxious and call it depth',
    issue: 'living-with-mortality',
    also: ['fear-of-death'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'If uploading your mind to a computer meant never dying, would you do it, Epicurus, or is that missing the point?',
    issue: 'living-forever',
    also: ['technology-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "so you admit, Heidegger, that most people just go along with the crowd and never face it. why is that bad if they're happy?",
    issue: 'denial-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'What actually causes the northern lights, and why are they mostly green?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it better to die young doing something you love or old doing nothing much, Epicurus?',
    issue: 'worthwhile-life',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'My six-year-old asked me last night what happens when we die and I froze. What should I have said?',
    issue: 'afterlife',
    form: 'paraphrase',
  },
  {
    text: "Mr Atomist, if we're just atoms that scatter, why bother being kind to anyone?",
    issue: 'worthwhile-life',
    also: ['gods-religion'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'hey what about soldiers, does knowing they might die tomorrow make them live more intensely or just traumatize them',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: "Would a video game be fun if you had infinite lives? That's basically my whole argument for why death matters.",
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: "how do I turn off the moderator's voice, I just want to read",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Heidiger, what's 'authenticity' supposed to look like on a normal Tuesday at work?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "it's pouring rain here, perfect weather for philosophy I suppose",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My best friend has been in palliative care for two months. She's weirdly calmer than all of us. Which of you would she agree with?",
    issue: 'dying-well',
    also: ['fear-of-death'],
    form: 'paraphrase',
  },
  {
    text: "The philosopher from Samos: what's the simplest thing you'd tell someone at a funeral?",
    issue: 'grief',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Was the French Revolution worth all the violence in the end?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'isnt the whole idea that we need death to have meaning just cope',
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: 'People freeze their bodies in liquid nitrogen hoping to be revived in the future. Is that brave, stupid or just scared?',
    issue: 'living-forever',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  {
    text: 'Is leaving a legacy the only way to beat death, or is that just vanity?',
    issue: 'afterlife',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: 'brb, delivery at the door',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do we procrastinate on everything when we know our time is limited, Mr Heidegger?',
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Professor from the Black Forest, if there's really nothing to fear in death, what's left of your whole philosophy?",
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'epithet',
  },
];
