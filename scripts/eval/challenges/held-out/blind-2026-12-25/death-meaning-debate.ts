// The blind set of 2026-12-25 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "Why shouldn't I fear death just because I won't be there? The not being there is exactly what scares me.",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "Epicurus, my dad died last spring. He wasn't afraid, but I'm wrecked. Your argument covers the dead person, what about the ones left behind?",
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'would life mean anything if we lived forever',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: 'Heidegger, how do you square all your talk of authenticity with joining the Nazi party?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "my phone's about to die, does the app remember where I was in the debate?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "There's a tech millionaire spending two million a year trying to reverse his ageing. If he pulls it off, does his life get less meaningful or just longer?",
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'ok so the garden guy says death is nothing to us but like. then why does everyone including him try to avoid it',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Nobody lies awake worrying about the billions of years before they were born. Why worry about the ones after?',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Is it normal to think about death every day?',
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    form: 'plain',
  },
  {
    text: "I'm a hospice nurse. The people most at peace at the end aren't the ones who never thought about it, they're the ones who faced it early. Doesn't that prove Martin right?",
    issue: 'living-with-mortality',
    also: ['dying-well'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'How does quantum entanglement actually work? Is information travelling faster than light?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Being-towards-death sounds deep, but what does it mean on a Tuesday morning when I'm just going to work?",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: "Question for the Being and Time guy: do animals have meaningful lives even if they don't know they'll die?",
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "There are apps now that train an AI on your dead mother's texts so you can keep chatting with her. Comfort or denial?",
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit, Epicurus, that your whole philosophy basically comes down to "don\'t think about it"?',
    issue: 'denial-of-death',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "The German phenomenologist: why does everything have to be so heavy with you? Can't I just enjoy a sandwich?",
    issue: 'living-with-mortality',
    also: ['worthwhile-life'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'does anyone know a pharmacy open past 10 in Leeds',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If you got a terminal diagnosis tomorrow, what's the first thing you'd stop doing?",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'Epicurius isnt pleasure a bit shallow as the whole point of living',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'My grandmother chose assisted dying in Canada last year. She picked the day, had everyone over, laughed with us. Was that the most authentic death possible, or something else?',
    issue: 'dying-well',
    form: 'paraphrase',
  },
  {
    text: 'Would immortality get boring?',
    issue: 'living-forever',
    form: 'plain',
  },
  {
    text: 'Heidegger says we hide in "the They", doing what one does. Isn\'t scrolling on my phone until 2am exactly that?',
    issue: 'denial-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Is democracy really the best system we have, or just the least bad one?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "but what about people who believe in heaven? for them death isn't the end at all, so where does that leave both your arguments",
    issue: 'gods-religion',
    also: ['afterlife'],
    form: 'plain',
  },
  {
    text: 'Mr Garden Sage, how would you explain death to a five-year-old whose hamster just died?',
    issue: 'grief',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "Young people say YOLO and then do something stupid. Is that what knowing you'll die leads to?",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: "If death is what makes life meaningful, why do we fight so hard to cure diseases? Shouldn't we welcome it?",
    issue: 'death-and-meaning',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "I'm 41 and just realised I'm probably halfway. Suddenly I want to quit my job and learn the cello. Midlife crisis or finally waking up, Heidegger?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "haha the moderator's voice sounds exactly like my dentist",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Come on, old Greek, "death is nothing to us" is a clever trick with words. The dying person is still there while dying, and that hurts.',
    issue: 'harm-of-death',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Does meaning come from our ending or from the people we love?',
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: 'Soldiers back from war often say they never felt more alive than under fire. Is being close to death the only way to really live?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'What makes a theory scientific rather than pseudoscience? Is falsifiability still the test?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'people who freeze their bodies hoping to be woken up in 200 years... heideger what would you even say to them',
    issue: 'technology-death',
    also: ['living-forever'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Can you live a meaningful life without ever thinking about the end?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: "Martin, you write like someone who's never had to tell a child their mum isn't coming home. Is your horizon any use to them?",
    issue: 'grief',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'is this the last debate tonight or is there another one after?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'In video games you just respawn, so dying barely matters. Is that why nothing in a game feels as real as life?',
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Epicurus, you were dying of kidney stones when you wrote to your friend about your happiest day. Were you really that calm, or putting on a brave face?',
    issue: 'dying-well',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Do we have free will if the brain is just neurons firing?',
    issue: null,
    form: 'off-topic',
  },
];
