// The blind set of 2026-12-30 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'If every choice I make was already fixed, why should I bother trying at all?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'ok so i picked pizza over salad tonight, was that me or just my brain chemistry lol',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "Spinoza, if nothing is free, why do you bother writing books to change people's minds?",
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'My brother is in prison for armed robbery. He grew up with a violent dad and no money. If his choices followed from all that like a theorem, is it even fair to lock him up?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, where exactly does the soul grab hold of the body? The pineal gland thing never convinced anyone.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'is there a way to turn the moderator up, i can barely hear her',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I read about those experiments where the brain 'decides' a split second before you're aware of deciding. Doesn't that settle it against the Frenchman?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Is freedom just not knowing the causes?',
    issue: 'feeling-of-choice',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: 'so you admit the feeling of choosing could be an illusion too, Descartes?',
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'I quit smoking after twelve years. Everyone says it took willpower. If Spinoza is right it was just the causes finally lining up in my favour, so why does it feel like I won something?',
    issue: 'feeling-of-choice',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "What would the guy who said God and Nature are the same thing say about prayer? Can I ask God to change what's going to happen to me?",
    issue: 'god-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire, was it the economy or the invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you be free and determined at the same time, or is that cheating?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'i mean if netflix can guess what i watch next better than i can, whats even left of my free will',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "Mr Cogito, if the will is infinite, why can't I will myself to stop being anxious?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'spinosa how is understanding the chain any different from being pulled by it, you still get pulled',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'My daughter is four and already stubborn as anything. When I punish her, am I training a little machine or reasoning with a free person?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "anyone else's stream freezing every few seconds?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes says we go wrong because the will runs ahead of the understanding. But isn't that just saying we're free to be wrong? Big deal.",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Does quantum randomness save free will, or does it just make us random instead of free?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: "Come on, nobody actually lives as if they're determined. Even the Dutch lens grinder looked both ways before crossing the road.",
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "If God already knows what I'll do tomorrow, in what sense am I choosing it?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "What's the difference between a virus and a bacterium, and why don't antibiotics work on a cold?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "When I'm furious I say things I don't mean. Spinoza, is that what you call bondage to the passions, and can reason actually get me out of it?",
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Question for Ren\u00e9: can I just decide to believe something, like choose to believe the earth is flat? If I can't, how free is the will really?",
    issue: 'error',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'but what about regret? why would we even feel regret if we couldnt have done otherwise',
    issue: 'feeling-of-choice',
    also: ['responsibility'],
    form: 'plain',
  },
  {
    text: "A judge in the news gave a lighter sentence because the defendant had a brain tumour pressing on the part that controls impulses. Where's the line? Everyone's behaviour comes out of their brain.",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'free will aside, is this app actually free or does it start charging after a week?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If we're not free, is anyone truly to blame for anything?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'The excommunicated philosopher seems weirdly calm about having no choice. How do you get to that kind of peace?',
    issue: 'good-life',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "Are animals free, or only us? Descartes, you'd call my cat a clockwork, wouldn't you?",
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I'm a software engineer. Every program I write is deterministic, yet it still 'chooses' between options depending on input. Are we just that, only more complicated?",
    issue: 'machines',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Is it morally wrong to eat meat when there are good alternatives available?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just fatalism with nicer vocabulary, Baruch.",
    issue: 'necessity',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If an algorithm could predict every decision I'll make tomorrow, would that prove I'm not free, or only that I'm predictable?",
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'brb my cat is knocking things off the table',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it free will if you do exactly what you want, but you never chose what to want?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "Spinoza, the stone in your letter that thinks it's flying of its own accord, is that supposed to be me? Kind of insulting tbh",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'How did the first stars form after the Big Bang?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Advertisers spend billions shaping what I buy. If they can push me around that easily, is choosing even real or just good marketing?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
];
