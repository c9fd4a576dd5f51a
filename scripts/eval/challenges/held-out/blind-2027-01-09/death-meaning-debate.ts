// The blind set of 2027-01-09 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "Why should I fear something I'll never actually experience?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Epicurus, if death is nothing to me, why did losing my mother feel like everything?',
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "my grandad has dementia and it's happening so slowly. idk who's really dying, him or the rest of us. does any of this philosophy help with that",
    issue: 'grief',
    form: 'paraphrase',
  },
  {
    text: 'what time does the garden centre close on sundays?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Heidegger, what do you mean by being-towards-death? Normal words please.',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'If scientists cured ageing tomorrow, would life lose its meaning?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: "There's a tech millionaire spending millions a year to keep his body from ageing. Would the Garden Sage call that a wasted life?",
    issue: 'living-forever',
    also: ['technology-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "so you admit we'd just get bored if we lived forever? how would you know, have you tried",
    issue: 'living-forever',
    form: 'plain',
  },
  {
    text: "We weren't around for the billions of years before we were born and that never bothered anyone. Why is the time after any different?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does a short life mean less than a long one?',
    issue: 'worthwhile-life',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "I'm a nurse in palliative care. The patients who seem most at peace at the end are rarely the ones who 'made the most of their time'. Which of you can explain that?",
    issue: 'dying-well',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'martin ok but how is thinking about death all the time not just depressing',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Doesn't the German professor's own politics in the 1930s make his talk about authenticity a bit hard to swallow?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Is it better to die suddenly or to see it coming?',
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My six-year-old asked me last night if I'm going to die. I said 'not for a very long time'. What should I have said?",
    issue: 'denial-of-death',
    also: ['fear-of-death'],
    form: 'paraphrase',
  },
  {
    text: "Epicurius, you also said pleasure is the goal of life. Isn't that just a fancy way of saying YOLO?",
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Some companies now build chatbots that talk like your dead relatives, trained on their old messages. Is that cheating death or refusing to grieve?',
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: "come on heidegger, most people don't avoid thinking about death because of 'das Man', they just have bills to pay",
    issue: 'denial-of-death',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "If there's no afterlife, what's the point of being good?",
    issue: 'gods-religion',
    also: ['afterlife'],
    form: 'plain',
  },
  {
    text: 'What really caused the First World War? My history teacher and my dad tell completely different stories.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is wanting to be remembered after you die just vanity?',
    issue: 'afterlife',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: 'Should terminally ill people be allowed to choose when they die?',
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: 'To the man with the garden: did you actually die calm? I heard you were in terrible pain at the end.',
    issue: 'dying-well',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "If I knew I had one year left I'd quit my job tomorrow. Does that mean I should quit it now?",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: "what makes a death a 'good' death",
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: 'is there a dead zone in this app or something? it froze on me twice',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I survived a bad car crash last year. Everyone says it must have changed how I see life. Honestly, it didn't much. Does that make me inauthentic, Mr Heidegger?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Do animals know they're going to die, and does that make their lives mean less?",
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: 'Why did evolution make us so terrified of something the old Greek keeps telling us is nothing?',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'How do black holes lose mass over time if nothing can escape them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but what about the people left behind? epicurus only ever talks about the one who dies',
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Is it fair that a CEO earns three hundred times what the cleaners in his building do?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does believing in heaven make this life more meaningful or less?',
    issue: 'gods-religion',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: 'The Stoics kept skulls on their desks to remember death. Would that help me, or just freak me out?',
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'this app is lowkey more fun than my actual philosophy seminar',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Phenomenologist, is there a way to face death without religion and without despair?',
    issue: 'gods-religion',
    also: ['fear-of-death'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Epicurus, what would you say to someone who is lonely and scared in a hospital bed tonight?',
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Heidegger, isn't it possible that the most meaningful moments are the ones when we forget we're mortal?",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
];
