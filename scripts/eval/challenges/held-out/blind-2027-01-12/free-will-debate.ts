// The blind set of 2027-01-12 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we actually choosing anything, or just watching it happen?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: "ok so i read that scientists can see a decision in your brain like seconds before you're aware of it. doesn't that kill free will right there",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, where exactly does the soul grab hold of the body? Still the pineal gland?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My brother's in prison for robbery. He grew up with nothing, dad drank, wrong friends at fifteen. If it was all one long chain of causes, should he even be in there?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "If everything's determined why should I bother trying at all",
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: "Spinoza, you say a stone flung through the air would think it's free if it could think. But I'm not a stone. I can deliberate. Doesn't that count for something?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "what's the weather supposed to be like tomorrow",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the Dutch lens grinder: if freedom is just understanding necessity, isn't that a fancy way of saying give up?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Can an addict choose to stop?',
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: "I'm a software engineer and our recommendation model predicts what people click with scary accuracy. If a machine can forecast my choices, in what sense were they mine, Mr Descartes?",
    issue: 'free-will-real',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "so you admit the body can push the mind around? hunger, fear, a couple of beers... where's the sovereign will then",
    issue: 'passions',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'Does randomness at the quantum level give us any wiggle room, or is random just as unfree as fixed?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'Is this app free or do I need a subscription?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The dualist guy: if the mind isn't physical, how does it move a single muscle? Nobody's ever explained that to me.",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Could God know what I'll do tomorrow and I still be free to do otherwise?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'My therapist says I keep choosing the same kind of partner because of my childhood. Is that me choosing, or my childhood choosing for me?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "Baruch, if nothing is free, then why did you bother writing a whole book to change people's minds?",
    issue: 'good-life',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'i mean if i cant help what i want then is praising people pointless too? like medals, good grades, all of it',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'Is there a difference between being free and just not being forced?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Is there really such a thing as objective beauty, or is it all in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Twins raised apart end up with the same taste in cars and the same jokes. How much of 'me' is just genes?",
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "Descartes, you say error comes from the will outrunning the understanding. So when I get something wrong, it's my fault for jumping too fast?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "come on, nobody actually lives as if they're determined. you both get up and choose breakfast like everyone else",
    issue: 'good-life',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: "brb phone's ringing",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If my whole life follows like a theorem, is there any point in regretting things, Spinosa?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Would an AI that weighs options and picks one have free will too, or only people?',
    issue: 'machines',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Hey Spinoza, my grandmother says everything happens for a reason. Is that basically your view, or is she misunderstanding you?',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Supermarkets put sweets at the checkout because they know we'll cave. If our choices can be engineered that easily, how free were they to begin with?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the fall of the Roman Empire? Was it mostly economics or the invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can a dog choose? Decartes you thought animals were just machines right',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'but what about the feeling of freedom itself? when i hesitate between two options it really feels open. is that feeling just lying to me',
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: 'To the excommunicated one: did getting thrown out of your community feel like fate, or like something you chose?',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "Isn't conatus, that striving to persist, just a will under another name?",
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: "If you're a thinking thing that doubts everything, René, how can you be sure the freedom you feel isn't another trick of your evil demon?",
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "should i take the job in berlin or stay near my parents? honestly you two decide, since apparently it's already decided lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How do black holes lose mass through Hawking radiation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Spinoza says the free man thinks of nothing less than death. What does being free of fear have to do with choosing freely?',
    issue: 'true-freedom',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'any good pizza place near the train station? choosing is hard tonight',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it ethical to eat animals if they can feel pain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So, Frenchman, the will is infinite but understanding is limited... isn't that exactly how you'd describe a toddler? Wanting everything, knowing nothing.",
    issue: 'error',
    addresses: 'descartes',
    form: 'epithet',
  },
];
