// The blind set of 2026-12-08 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 76). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'If everything is determined, why should anyone go to prison?',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'ok so i read about that Libet experiment where your brain decides before you even know it. doesnt that kind of end the debate',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, how exactly does a soul with no size push a body around?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My brother has been an alcoholic for ten years. Every time he relapses our family argues over whether he chose it or whether it chose him. Which is it?',
    issue: 'free-will-real',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'is this app free or does it start charging after the first week?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Spinoza, if I can't choose anything, why did you bother writing a book trying to change my mind?",
    issue: 'necessity',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Isn't compatibilism the obvious answer? I can be fully determined and still free, as long as nobody is forcing me.",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'the pineal gland thing, be honest, was that a guess',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "So you admit a perfect physicist could predict what I'll order for lunch tomorrow?",
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: 'I work in ad tech. We nudge people into purchases all day with timing, colours and notifications, and it works scarily well. If we can steer people that easily, is there any free choice left to protect?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'To the Dutch lens grinder: is feeling free just ignorance with a nice name?',
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire, economics or invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'if god knows what im going to do tomorrow can i still do something else',
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "Why does it feel so obviously like I'm choosing if I'm not, Baruch?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Come on, quantum randomness breaks the chain, doesn't it? Or does random just mean it isn't yours either?",
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "René, you say the will has no limits. Then why can't I will myself to stop procrastinating?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My therapist says my panic reactions were wired in during childhood. If that's true, am I responsible for how I snap at my partner when it happens?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Is there a difference between being free and just doing what you want?',
    issue: 'true-freedom',
    form: 'plain',
  },
  { text: "brb someone's at the door", issue: null, form: 'off-topic' },
  {
    text: "Mr Determinist, you still use the word freedom all over your Ethics. Isn't that cheating, redefining it so you win?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'descartes do animals choose anything or are they just little machines like you said',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'my twin and i were raised exactly the same and we still turned out totally different so where did that come from',
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "If my genes loaded the gun and my upbringing pulled the trigger, what's left for me?",
    issue: 'free-will-real',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: 'Spinosa do you think people should stop being angry at each other if nobody is free',
    issue: 'responsibility',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Could an AI ever have free will? Asking the Dualist, since you thought machines could never really think.',
    issue: 'machines',
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: 'Is mathematics discovered or invented?', issue: null, form: 'off-topic' },
  {
    text: 'A judge in the news gave a lighter sentence because the defendant had a brain tumour that changed his behaviour. Where do we draw that line for everyone else?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "That's just fatalism with extra steps. Why get out of bed if it's all written?",
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'How do you know the chain even exists if nobody can see it? Serious question for Mr Spinoza.',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Monsieur Cogito, you doubted everything except your own thinking. Why didn't you ever doubt that your will was free?",
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'I chose to come to this debate tonight. Did I, though?',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: "what's the weather going to be like in Amsterdam on saturday, anyone know",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Benedict, do emotions make us slaves? Because when I'm furious I honestly don't feel like I'm the one driving. Is that what you meant by human bondage?",
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Descartes you said we go wrong because the will runs ahead of the understanding. so is every mistake i make basically my own fault',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'so like if nothing is free does praise mean anything either. like when my kid gets good grades',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'But what about when I flip a coin to decide? Is the coin free, or am I?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Is it wrong to keep eating meat once lab-grown meat becomes just as cheap?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'do you guys know if the Rijksmuseum is free on sundays', issue: null, form: 'off-topic' },
  {
    text: "The 17th-century Frenchman keeps saying the soul is separate. So where does my will go when I'm under general anaesthesia?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "What's the strongest evidence that the universe actually had a beginning?",
    issue: null,
    form: 'off-topic',
  },
];
