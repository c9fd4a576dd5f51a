// The blind set of 2027-01-12 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: 'If I could live forever, would anything I do still matter?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: "My dad was diagnosed with pancreatic cancer last spring, and honestly he's been more alive these last months than in the twenty years before. Is that what you mean, Heidegger, or is it just shock?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Epicurus, I'm not afraid of being dead. I'm afraid of dying: the pain, the hospital, the tubes. Does your argument cover that?",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'why would i care about the time after i die when i never cared about the billions of years before i was born',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'how long do these debates usually run? I have to pick up the kids at four',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Heidegger, what does 'being-towards-death' mean in normal words?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "So death is nothing to us, Epicurus? Then why did your will arrange for your friends to look after Metrodorus's children once you were gone?",
    issue: 'harm-of-death',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Tech billionaires are pouring fortunes into reversing ageing. If they pull it off, do they lose the very thing that made their lives meaningful?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: "Does a dog live a meaningless life because it doesn't know it's going to die?",
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the garden guy says dont worry about death. easy to say when youre sitting in a garden eating cheese lol',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "I lost my best friend when she was 29. People keep telling me her death 'gave her life meaning' and I want to scream. What would either of you say to me?",
    issue: 'grief',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'Is it selfish to want to be remembered after you die?',
    issue: 'afterlife',
    form: 'plain',
  },
  {
    text: "Martin, most people don't think about death until they're sixty. Are they all living inauthentically until then?",
    issue: 'denial-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "How can death give my life meaning if I'm not around to see it?",
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: "ugh it's pouring here, hope the wifi doesn't die mid debate",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The German one joined the Nazi party, didn't he? Why should I take his thoughts on a meaningful life seriously?",
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "What if there is an afterlife? Then you're both wrong, aren't you?",
    issue: 'afterlife',
    also: ['gods-religion'],
    form: 'plain',
  },
  {
    text: 'ok so if i had a deadline in like a million years would i ever finish anything. probably not tbh. is that the point',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: "Can wanting to die ever be rational? I'm thinking of the assisted dying laws in Canada and Switzerland.",
    issue: 'dying-well',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Epicurus, is a good life just a pleasant one? Because mine is pleasant and something still feels missing.',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "What's the difference between a virus and bacteria, and why don't antibiotics work on a cold?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Some startups now build chatbots of dead relatives out of their old texts. Is that cheating death or insulting it?',
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: "My grandmother is 97 and says she's simply bored now, everyone she knew is gone. Does a very long life eventually run out of meaning?",
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: "Heideger, you talk about anxiety as if it were a gift. Mine keeps me awake at 3am. What's the gift exactly?",
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Hey Black Forest hut guy, would an AI that can never die ever care about anything?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'The Stoics said memento mori. Is the phenomenologist saying the same thing or something different?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'can I save this and listen later? my bus is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "People who nearly die and come back often say they stopped sweating the small stuff. Doesn't that prove death gives life its weight?",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: "come on epicurus, my atoms just scatter and that's supposed to be comforting? that's bleak",
    issue: 'fear-of-death',
    also: ['afterlife'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Is YOLO basically Heidegger for teenagers?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Does the United Nations still have any real power, or is it just a talking shop now?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does it matter how you die, or only how you lived?',
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: 'what does ataraxia mean, is it like being chill',
    issue: 'worthwhile-life',
    also: ['fear-of-death'],
    form: 'plain',
  },
  {
    text: 'Would you really tell a terminally ill child not to fear death, Epicurus?',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "If I knew the exact date I'd die, would my choices become more my own, or just more rushed?",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'Can we know anything for certain, or did Descartes fail?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Most of my life choices look suspiciously like everyone else's: degree, job, mortgage. How do I tell whether they're mine or just what 'they' do, Herr Heidegger?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Is the fear of death just something evolution installed to keep us alive, with no deeper meaning?',
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'do I need headphones for this or does it work on speaker',
    issue: null,
    form: 'off-topic',
  },
];
