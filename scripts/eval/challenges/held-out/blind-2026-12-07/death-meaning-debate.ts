// The blind set of 2026-12-07 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone (2026-12-05), the text locked by sha256 before labelling. Never read
// for tuning and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it
// (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: 'Why are we so scared of dying?',
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: "Epicurus, my dog died last week and I can't stop crying. Telling me she feels nothing now doesn't help. What would you say to me?",
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'If we could live forever, would anything still matter?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: 'ok so like heidegger what does being toward death even mean in normal words',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'My mum got a cancer diagnosis at 58 and suddenly she quit her job, started painting, called all her old friends. Did death make her life more meaningful, or did it just take a scare to wake her up?',
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: "how do i keep my tomato plants alive in this heat, they're dying on me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Martin, are deadlines the same idea? I only finish essays because they're due.",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Isn't dying slowly in pain the real fear, not being dead?",
    issue: 'fear-of-death',
    also: ['dying-well'],
    form: 'plain',
  },
  {
    text: 'The Garden Sage says death is nothing to us. Then why do we mourn the people we lose?',
    issue: 'grief',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "We didn't exist for billions of years before birth and that never bothered anyone. Why should the billions after death be any worse?",
    issue: 'harm-of-death',
    also: ['fear-of-death'],
    form: 'plain',
  },
  {
    text: 'Is democracy really the best form of government we have?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Tech billionaires are pouring money into stopping ageing. If they succeed, do they lose the very thing that makes life count?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'heidegger u were a nazi party member, why should i listen to you about how to live authentically',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Does believing in heaven make death less meaningful, or more?',
    issue: 'death-and-meaning',
    also: ['gods-religion', 'afterlife'],
    form: 'plain',
  },
  {
    text: "so you admit, Epicurus, that you're just trying to talk yourself out of being afraid?",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "I'm a nurse in palliative care. The patients who seem most at peace aren't the religious ones or the brave ones, but the ones who said what they needed to say. Which of you does that fit?",
    issue: 'dying-well',
    form: 'paraphrase',
  },
  {
    text: 'Is there a dark mode? my eyes are killing me at night',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would a video game with infinite lives still be worth playing?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: "Mr Being and Time, what is this 'they' you keep talking about, and why is it bad to live like everyone else?",
    issue: 'denial-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Does having children give you a way to outlive death?',
    issue: 'afterlife',
    form: 'plain',
  },
  {
    text: "Is it selfish to want to choose the time of your own death if you're terminally ill?",
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: 'i mean if nothing matters after i die then does anything matter now? asking for me at 2am lol',
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, the whole ataraxia thing is just giving up. A quiet garden and bread and water? Where's the passion?",
    issue: 'worthwhile-life',
    also: ['living-with-mortality'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Epicurus, if death is just atoms scattering, is there anything left of me to worry?',
    issue: 'afterlife',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'My grandfather survived a war and says he never feared death afterwards, only wasting days. Is that what the phenomenologist means, or something else?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Eppicurus how do you actually stop the fear, like practically',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Would uploading my mind to a computer count as not dying?',
    issue: 'living-forever',
    also: ['technology-death', 'afterlife'],
    form: 'paraphrase',
  },
  {
    text: 'Do animals know they will die, and does it matter to their lives?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: 'Was the French Revolution worth all the bloodshed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The German in the hut in the Black Forest thinks anxiety is a gift. My therapist would disagree. Who's right?",
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Can life have meaning without an ending, like a story with no last page?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'lol the moderator sounds exactly like my dentist',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do people write bucket lists only after they get bad news?',
    issue: 'denial-of-death',
    also: ['living-with-mortality'],
    form: 'plain',
  },
  {
    text: "that's just a word trick, Epicurus. Of course I won't be there to feel it, that's exactly what I'm afraid of, not being there",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Heidegger, is it even possible to live every day as if it were your last, or would we all go broke and mad?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "hang on, my neighbour is drilling again, I can't hear a thing",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do numbers exist on their own, independent of any mind?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should we tell children the truth about death, or let them believe Grandpa went to sleep?',
    issue: 'denial-of-death',
    also: ['grief'],
    form: 'plain',
  },
  {
    text: 'What makes a death a good death, if there is such a thing?',
    issue: 'dying-well',
    form: 'plain',
  },
];
