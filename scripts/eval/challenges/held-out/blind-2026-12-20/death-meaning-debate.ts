// The blind set of 2026-12-20 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
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
    text: "My dad was diagnosed with pancreatic cancer last month. Since then he's been calmer and kinder than I've ever seen him. Is that what facing death does, or is it just the shock?",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: "Epicurus, how can death be nothing to me when I'm terrified of it right now?",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "what can i still plant in the garden in october? everything out there's dying lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Heidegger, what does being-towards-death actually mean, in normal words?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'ok but if im not there when i die why does it still scare me',
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'Tech billionaires are spending fortunes trying not to age. If they pull it off, do their lives get more meaningful or less?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Garden, do you ever miss anyone who died? Or is grief irrational too?',
    issue: 'grief',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "that's a clever word trick, Epicurus, not a comfort",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Should billionaires be taxed much more heavily than they are?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm 42 and I just realised I'm probably halfway through. Suddenly I'm questioning my job, my marriage, everything. Is this the wake-up call Heidegger talks about, or just a midlife crisis?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Martin, does someone who believes in heaven miss the whole point of death?',
    issue: 'gods-religion',
    also: ['afterlife'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "What about the time before I was born? I wasn't upset about that, so why about after?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "Do animals live meaningful lives without knowing they'll die?",
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'i mean a deadline makes me actually do my work so maybe death is just lifes deadline',
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Question for the German with the long words: can a dying person still choose who to be?',
    issue: 'dying-well',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'brb someone at the door',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My friend is planning to go to Switzerland for assisted dying. Does choosing the day of your death make your life more your own, or less?',
    issue: 'dying-well',
    form: 'paraphrase',
  },
  {
    text: 'So you admit, Heidegger, that most of us spend all day avoiding the thought? Then how does death give THEM meaning?',
    issue: 'death-and-meaning',
    also: ['denial-of-death'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Can you be happy knowing you're going to die?",
    issue: 'fear-of-death',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: "Epikuros, if death is nothing, what's the point of the garden, the friends, the cheese? Why care about living well at all?",
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Did the Vikings really reach America before Columbus?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "There are apps now that turn your dead mum's texts into a chatbot you can talk to. Is that cheating death or insulting it?",
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: "Why do people say live every day like it's your last? Nobody could actually do that.",
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: 'Phenomenologist, be honest: after what you did in the 1930s, should we take your advice on living authentically?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Does losing someone you love give your life meaning, or just take some of it away?',
    issue: 'grief',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: "Come on Epicurus, nobody's scared of being dead, we're scared of dying. The pain, the hospital, the goodbyes.",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'can i save this chat and read it later',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'In games with permadeath every decision feels heavy, and with infinite lives I stop caring. Is that a fair picture of what the German is on about?',
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'what would a meaningful death even look like',
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: 'How much did the printing press actually change European politics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is religion just a way to avoid facing death?',
    issue: 'gods-religion',
    also: ['denial-of-death'],
    form: 'plain',
  },
  {
    text: 'How exactly do mRNA vaccines teach the immune system what to attack?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandma is 96 and keeps saying she's ready, she's had enough. Is that wisdom, or is she just tired?",
    issue: 'dying-well',
    form: 'paraphrase',
  },
  {
    text: 'mr heideger if death is what makes us individuals why do we all die the same way',
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Would you two still disagree if science cured ageing tomorrow?',
    issue: 'living-forever',
    form: 'paraphrase',
  },
  {
    text: "my phone's on 3% so if i vanish that's why",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't it the people around us, not death, that give life its meaning?",
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: 'How do I explain death to my six-year-old without terrifying her?',
    issue: 'fear-of-death',
    form: 'paraphrase',
  },
  {
    text: 'Epicurus, you wrote a cheerful letter while dying in agony from kidney stones. Was that real calm, or a brave face?',
    issue: 'dying-well',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
];
