// The blind set of 2027-01-05 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
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
    text: "Epicurus, you say death is nothing to us, but I'm not scared of being dead, I'm scared of dying. What about the pain on the way?",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "my phone's on 5% and dying, if i drop off that's why",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother just died and everyone at the funeral kept saying she's in a better place. I don't believe that. Is there anything a non-believer can hold on to?",
    issue: 'grief',
    also: ['gods-religion'],
    form: 'paraphrase',
  },
  {
    text: 'Heidegger, what does being-towards-death actually mean in normal words?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'ok so if nothing happens after death why does everyone freak out about it',
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: "Tech billionaires are pouring money into reversing ageing. If they succeed, does Heidegger's whole point collapse?",
    issue: 'death-and-meaning',
    also: ['living-forever'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Is it death itself or the fear of it that gives life meaning?',
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: 'Should assisted dying be legal?',
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: 'what time does the garden centre close on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Martin, how can you talk about authenticity after joining the Nazi party? Doesn't that undercut everything you say about owning your choices?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "The Garden Sage would say don't lose sleep. But I'm a hospice nurse and I see people lose sleep every night. Is your argument just easy to say when you're healthy?",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "Before I was born I didn't exist for billions of years and that never bothered me. Why should the time after be any different?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "Do animals know they're going to die?",
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: "that's just a deadline. you're saying life only matters because it has a deadline?",
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: "My dad was told he has a year left. He's suddenly learning Spanish, calling old friends, saying sorry to people. Why did it take a diagnosis for him to start really living?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'Is capitalism compatible with democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Epicurus, what's a good life in your garden, just bread, water and friends?",
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Doesn't a video game with infinite lives get boring fast? Maybe that's the answer right there.",
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: "I'd rather not think about death at all. Is that so wrong?",
    issue: 'denial-of-death',
    form: 'plain',
  },
  {
    text: "the german guy keeps saying 'the they' what even is that",
    issue: 'denial-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Some companies now make chatbots that talk like your dead relatives from their old texts. Is that comforting, or a way of refusing death?',
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: 'How do black holes evaporate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Heideger what would you say to someone who's just scrolling through life and never thinks about the end",
    issue: 'denial-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'So you admit, Epicurus, that your argument works only if there is no soul that survives?',
    issue: 'afterlife',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Why do we feel sad when someone dies if they don't suffer anymore?",
    issue: 'grief',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Are numbers real things, or just something we made up?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'As a soldier I came close a few times. Afterwards everything felt sharper for a month, then ordinary life came back. Does the effect of facing death just wear off?',
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: "lol the moderator just said 'hmm' like ten times in a row",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is having children a way of cheating death?',
    issue: 'afterlife',
    form: 'plain',
  },
  {
    text: 'But what about people who die young? A twenty-year-old never had time to decide what to make of herself. Does finitude still give her life weight?',
    issue: 'death-and-meaning',
    also: ['harm-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'i mean yolo is basically heidegger right? or is that way too simple',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Professor Dasein, is anxiety a good thing then? My therapist spends all her time trying to get rid of mine.',
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'What did Epicurus think the soul was made of?',
    issue: 'afterlife',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Should I freeze my body after death in case future doctors can bring me back?',
    issue: 'technology-death',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Ottoman Empire collapse?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would a mortal god be more meaningful than an immortal one? Weird question, sorry.',
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'can i switch to another debate mid way or do i have to leave',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, Epicurus, 'where death is, I am not' is a clever word trick. It doesn't stop anyone crying at a funeral.",
    issue: 'fear-of-death',
    also: ['grief'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "My friend turned forty and bought a motorbike the same week. Is a midlife crisis just a clumsy meeting with one's own finitude?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    form: 'paraphrase',
  },
];
