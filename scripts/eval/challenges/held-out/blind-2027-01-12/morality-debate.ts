// The blind set of 2027-01-12 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: "If nobody had ever invented the word 'good', would kindness still be good?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'ok so my little brother asked me why stealing is wrong and i said because it just is, and he wasnt buying it. is there an actual answer or did i just make that up',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Socrates, you keep asking people what justice is but you never say yourself. Do you even think there's an answer?",
    issue: 'justice',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Nietzsche, weren't your values invented too? Why should anyone follow yours rather than the priest's?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "is there a way to turn the moderator down? she's way louder than the other two",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother thought tattoos were immoral, my daughter thinks eating meat is. Who's right, or is it just whatever your generation happens to decide?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "So slavery was fine back when everybody agreed it was fine? That can't be right.",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Mr Hammer, what exactly are you smashing, and what do you put in its place?',
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'if god is dead then why do i still feel guilty every time i lie to my mum',
    issue: 'religion-morality',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "Is something good because the gods love it, or do they love it because it's good? Asking the guy in the toga.",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Can you ever really know something, or is knowledge just a belief that happens to be true and well justified? I keep reading about Gettier cases and getting confused.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Are animals moral? My dog looks guilty when he chews my shoes, but I suspect he's just reading my face.",
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "I work in compliance at a bank. Half of what we call 'ethical' is really just whatever won't get us sued. Is all morality like that deep down, rules to avoid punishment dressed up as virtue?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'whats slave morality in plain english nietzsche',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Socrates, you drank the hemlock when your friends had a boat ready to get you out. Was that goodness or just stubbornness?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Frederick Nietzche, be honest: did you really despise pity, or is that just what people say about you?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Couldn't evolution explain all of it? Groups that cooperated survived, so we feel cooperation is good. Nothing real there, just useful.",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "brb pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Who decides what counts as good for an AI chatbot? A few engineers in California? That's invented goodness in the most literal sense.",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'thats just relativism with a moustache come on',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'If goodness is invented, on what basis do we call the Holocaust wrong rather than merely unpopular, Nietzsche?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "The Nazis quoted Nietzsche constantly. Doesn't that tell us something about where 'beyond good and evil' ends up?",
    issue: 'strength-power',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Can a person do wrong knowing full well it's wrong? Because I manage it every time I open a second bag of crisps.",
    issue: 'virtue-knowledge',
    form: 'plain',
  },
  {
    text: 'Why did the Roman Republic collapse into an empire? Was it Caesar, or was the system already rotten?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Herr Nietzsche, what would the Übermensch actually do on an ordinary Tuesday morning?',
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'My friend says being a good person is just something rich people can afford. Charity, recycling, organic food. Is morality a luxury good?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit you cant define the good. then how do you know it exists at all, socrates',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Is there any moral rule that every culture in history has agreed on?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'Question for the Greek one: if I had a ring that made me invisible, would I still have a reason to be just?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'any good restaurants near the Acropolis? going to Athens in March',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I was raised strict Catholic and lost my faith at nineteen. I didn't turn into a monster. So where did my morals come from, if not from God?",
    issue: 'origin-of-values',
    also: ['religion-morality'],
    form: 'paraphrase',
  },
  {
    text: "Do psychopaths prove that morality is just a feeling some brains have and others don't?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'i mean is it even possible to live with no morals at all? like genuinely',
    issue: 'goodness-real',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: 'Nietzsche, you broke down in Turin hugging a horse that was being whipped. Sounds a lot like pity to me.',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Is dark matter real, or just a name for physics we don't understand yet?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Gadfly, what's the point of being good if the bad guys win anyway?",
    issue: 'justice',
    also: ['good-life'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Socrates never needed a god to tell him what was right. So does the death of God even matter to morality?',
    issue: 'religion-morality',
    form: 'paraphrase',
  },
  {
    text: "Cancel culture looks like Nietzsche's herd in action: a crowd punishing whoever stands out. Or is it the opposite, the powerful finally being held to account?",
    issue: 'strength-power',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'does this work offline? the train wifi keeps dropping',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How did the printing press change politics in sixteenth-century Europe?',
    issue: null,
    form: 'off-topic',
  },
];
