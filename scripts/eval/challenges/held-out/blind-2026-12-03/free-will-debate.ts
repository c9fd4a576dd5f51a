// The blind set of 2026-12-03 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 meant on the theme and 8 off it, then
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Did I actually choose what I had for breakfast, or was it settled before I even woke up?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'Spinoza, if everything is determined, why should I bother trying at anything?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'hey dualist where exactly does the soul touch the body. a little gland? really?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: "Prove I'm not free.", issue: 'free-will-real', form: 'plain' },
  {
    text: "I've been trying to quit smoking for six years. Every morning I swear today's the day and by evening I've had ten. Descartes, where's this will that reaches to the sky?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Spinosa if nothing is free then nobody should go to prison right',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  { text: "Is it wrong to eat animals when we don't need to?", issue: null, form: 'off-topic' },
  {
    text: "So you admit, Descartes, that you can't explain how a ghost pushes a body around?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'But what about when I flip a coin to decide? Is that free or just random?',
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: 'so last month I had two job offers, one near my parents and one in the city for more money, made spreadsheets, asked everyone, then went with my gut. was that really me choosing or just my upbringing and bank balance adding up to the only possible answer? then why all the agonising',
    issue: 'free-will-real',
    also: ['necessity', 'feeling-of-choice'],
    form: 'plain',
  },
  {
    text: "Could you two talk a bit slower? I'm listening on a noisy train.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Determinist, did you decide to be a determinist?',
    issue: 'free-will-real',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "Descartes walks into a bar, the bartender asks if he wants another, he says 'I think not' and vanishes.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandad's will left everything to my uncle. Is it fair that inheritance lets some people start life miles ahead?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Brain scans supposedly show the decision is made before we're even aware of it. Doesn't that settle it?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: 'descartes u say the will has no limits but i cant even will myself out of bed on a monday',
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My daughter has ADHD and her teachers keep saying she just needs more willpower. Spinoza, would you tell them she isn't choosing to fidget?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If I couldn't have done otherwise, can anyone blame me for anything?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'Does the TikTok algorithm know my choices better than I do?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'Spinoza, once you can see the chain, does seeing it set you free or just make you depressed?',
    issue: 'true-freedom',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Is regret pointless if everything had to happen the way it did?',
    issue: 'good-life',
    form: 'plain',
  },
  { text: 'whats the actual difference between a soul and a brain', issue: 'mind-body', form: 'plain' },
  {
    text: 'Descartes, you say animals are just machines, but my dog clearly decides whether to listen to me or not. Explain that.',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Am I free if I do what I want, even though I never chose what I want?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "After my dad's stroke his whole personality changed. If the soul is separate from the body, how did damage to his brain change who he was?",
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: "But what about love? I didn't choose to fall for my husband, but I choose to stay every single day.",
    issue: 'free-will-real',
    also: ['passions'],
    form: 'plain',
  },
  { text: 'sorry, my cat just walked across the keyboard', issue: null, form: 'off-topic' },
  {
    text: "So basically, Spinoza, you think we're all dominoes.",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If God already knows everything I'll do, how can I be free?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "Can someone be free while they're locked up in prison? Like, in their head?",
    issue: 'true-freedom',
    form: 'plain',
  },
  { text: 'Could there be a loving God who allows so much suffering?', issue: null, form: 'off-topic' },
  {
    text: "Doesn't quantum randomness break your chain, Spinoza?",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Casinos and shopping apps are literally designed to hack our decisions. Is free will just a weak spot companies exploit?',
    issue: 'free-will-real',
    also: ['passions'],
    form: 'plain',
  },
  { text: 'why do i feel free if im not', issue: 'feeling-of-choice', form: 'plain' },
  {
    text: "Descartes, if my understanding has limits but my will doesn't, isn't that a recipe for stupid decisions?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "In a free market, is the price of something the same as what it's really worth?",
    issue: null,
    form: 'off-topic',
  },
  { text: 'Do I need to make an account to keep using this?', issue: null, form: 'off-topic' },
  {
    text: "Spinoza says freedom means understanding the causes. Isn't that just giving up with extra steps?",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "Is it physics all the way down, or is there something in me physics can't touch?",
    issue: 'mind-body',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: "You both claim to be rational. So what's more rational: acting like you're free or accepting that you're not?",
    issue: 'good-life',
    also: ['free-will-real'],
    form: 'plain',
  },
];
