// Held-out evaluation challenges for the free-will debate (Descartes against Spinoza, Leibniz moderating).
// Written blind from the issue list only, after the engine was tuned; must never be used for tuning.
import type { EvalChallenge } from '../../challenge-set';

export const freeWillHeldOut: readonly EvalChallenge[] = [
  // free-will-real
  {
    text: 'Am I really the one calling the shots in my life, or is that just a story my brain tells me?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'When I pick pizza over tacos tonight, is there a real me making that choice, or is free will just a nice fairy tale?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  // mind-body
  {
    text: "Descartes, when I have a few beers my thinking gets fuzzy. Doesn't that show the mind is just part of the body?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is my mind its own separate thing, or is it just my brain doing its job?',
    issue: 'mind-body',
    form: 'plain',
  },
  // necessity
  {
    text: 'Spinoza, could the universe have turned out even slightly differently, or did every single event have to happen exactly as it did?',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'If you rewound history and replayed it from the exact same starting point, would the same earthquakes, wars and coin flips happen again?',
    issue: 'necessity',
    form: 'paraphrase',
  },
  // feeling-of-choice
  {
    text: "I definitely feel like I'm choosing when I decide things. Isn't that feeling enough to show I'm free?",
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: 'A drunk guy feels totally in control while dancing on a table. So why should my own sense of deciding count as evidence of anything?',
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  // error
  {
    text: 'Question for the French soldier-philosopher: when I bomb a math test, is that my own fault or just how my brain was built?',
    issue: 'error',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'How come we end up believing false things so often? Where do our mistakes actually come from?',
    issue: 'error',
    form: 'plain',
  },
  // god-freedom
  {
    text: 'To the Dutch lens grinder: could God have made the world any differently if He had wanted to?',
    issue: 'god-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'If God already knows everything I am going to do, is there any room left for me to choose?',
    issue: 'god-freedom',
    form: 'plain',
  },
  // passions
  {
    text: "Spinoza, when I'm furious at my little brother, is there any way to get control of that anger instead of it controlling me?",
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Can people really train themselves not to be ruled by strong emotions like jealousy or fear?',
    issue: 'passions',
    form: 'plain',
  },
  // responsibility
  {
    text: 'If my actions are all caused by things that came before me, how can you blame a thief for stealing, Spinoza?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'A judge learns that a violent criminal had a tumor pressing on his brain. Should that change whether we punish him?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  // machines
  {
    text: "For the guy who said 'I think, therefore I am': could ChatGPT ever actually think, or is it just a fancy machine?",
    issue: 'machines',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'When my dog whimpers at the vet, is she really feeling pain, or is she basically a clever wind-up robot?',
    issue: 'machines',
    form: 'paraphrase',
  },
  // true-freedom
  {
    text: 'What does being free even mean? Is it just doing whatever I want, or something deeper?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Is someone hooked on their phone free just because nobody forces them to scroll? What would real freedom look like for them?',
    issue: 'true-freedom',
    form: 'paraphrase',
  },
  // method-certainty
  {
    text: "Descartes, how do I know I'm not dreaming right now? Is there anything I can be completely sure of?",
    issue: 'method-certainty',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If I wanted to rebuild all my beliefs from scratch so nothing shaky sneaks in, where would I even start?',
    issue: 'method-certainty',
    form: 'paraphrase',
  },
  // good-life
  {
    text: 'If it turns out everything is fixed in advance, how should I actually go about living day to day?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'Say I accept that my whole life is already determined. Should I still set goals, train for the marathon and plan my career, or just drift?',
    issue: 'good-life',
    form: 'paraphrase',
  },
  // off-topic
  {
    text: 'Is there a free VPN that actually works for streaming shows abroad?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My washing machine keeps beeping in the middle of a cycle. How do I reset it?',
    issue: null,
    form: 'off-topic',
  },
  { text: "What's an easy recipe for chicken curry for four people?", issue: null, form: 'off-topic' },
  {
    text: "What's the cheapest way to get from Amsterdam airport to the city center?",
    issue: null,
    form: 'off-topic',
  },
  { text: 'Did the Lakers win their game last night?', issue: null, form: 'off-topic' },
  {
    text: 'Can you explain how to calculate molar mass for my chemistry homework?',
    issue: null,
    form: 'off-topic',
  },
];
