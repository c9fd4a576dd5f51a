// The blind set of 2026-12-03 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 meant on the theme and 8 off it, then
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is being good actually a real thing, or did people just make it up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates, you keep asking what I mean by right. I mean not hurting people. Happy now?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'hey mr hammer, so if morality is invented can i just steal your wallet',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  { text: 'Prove it.', issue: null, form: 'off-topic' },
  {
    text: 'My boss takes credit for my work every single week and keeps getting promoted. Nietzsche, is that your bold man winning? Because it just looks like being a jerk.',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Did the universe have a beginning, or has something always existed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Sokrates why would anyone die for an idea. you could have escaped prison and didnt, that was dumb no?',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "So you admit there's no such thing as evil, Nietzsche?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'But what about torturing a baby for fun? Nobody invented that being wrong.',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Is there a way to switch to a different debate from this screen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Okay so my grandma was super religious and always said be kind when nobody's watching, and I'm not religious anymore but I still return the shopping cart even in the rain. Is that just a habit she drilled into me or is there something real there? Because it doesn't feel like a leash.",
    issue: 'goodness-real',
    also: ['origin-of-values', 'religion-morality'],
    form: 'plain',
  },
  {
    text: 'Gadfly, stop answering questions with questions. Do YOU think goodness exists or not?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: 'can you guys hear me? my mic keeps cutting out', issue: null, form: 'off-topic' },
  {
    text: 'If morals are just made up, why does pretty much every culture say murder is wrong?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'nietzche isnt the whole master morality thing just an excuse for bullies',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'My teenage son says right and wrong are just opinions his teachers push on him. How do I argue with that?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Who gets to decide what's good: society, God, or me?",
    issue: 'goodness-real',
    also: ['origin-of-values', 'religion-morality'],
    form: 'plain',
  },
  { text: 'how long does this debate usually last?', issue: null, form: 'off-topic' },
  {
    text: 'Are tech billionaires who break every rule your supermen, Nietzsche, or just rich guys with good lawyers?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Would I still be me if all my memories were copied into a new body?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'When I was in hospital last year the night nurses were so kind to me for no reward at all. Socrates, was that real goodness or just them doing their job?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  { text: 'Is it weak to forgive someone?', issue: 'pity', form: 'plain' },
  { text: 'so ur saying kindness is for losers?', issue: 'pity', form: 'plain' },
  {
    text: "Socrates, if nobody could define justice after all your questions, doesn't that kind of prove Nietzsche's point?",
    issue: 'goodness-real',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Can something be right in one country and wrong in another, or does a moral rule have to hold everywhere?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "What was Socrates' favourite snack? Hemlock chips. Sorry, I had to.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can words ever capture what a good cup of coffee tastes like to me, or is experience completely private?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I found a wallet with 300 bucks in it the month I couldn't pay rent. I gave it back. Was I being a sucker, hammer guy?",
    issue: 'justice',
    also: ['truth-honesty'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "But what about animals? A dog protecting her puppies isn't following some rule a priest made up.",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Would either of you actually die for what you believe? Like, today?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzsche you ended up hugging a horse in the street, why should I take your advice on how to live',
    issue: 'good-life',
    also: ['pity'],
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: 'If goodness is real, where is it? Can I point at it?', issue: 'goodness-real', form: 'plain' },
  {
    text: "Honestly, what's the right way to think about time? Does it really flow, or is that just how our brains work?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "People get cancelled online for things that were totally normal ten years ago. Doesn't that show morals are just fashion?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "Socrates, you say nobody does wrong on purpose. I lie to my wife about what I spend and I know exactly what I'm doing.",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'is being humble a virtue or just something they teach poor people so they dont complain',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "So you admit, Socrates, that you can't actually tell me what good is?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'What makes a life worth living in the first place?',
    issue: 'good-life',
    also: ['examined-life'],
    form: 'plain',
  },
  {
    text: 'If we program AI to be ethical, whose ethics do we put in it?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Mr Hammer, smash this: looking after my sick mum every weekend makes me happy. Is that slave morality too?',
    issue: 'pity',
    also: ['good-life'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
];
