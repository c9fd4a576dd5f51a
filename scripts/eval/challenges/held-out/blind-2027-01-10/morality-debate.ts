// The blind set of 2027-01-10 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: "If nobody had ever invented the word 'good', would torturing a child still be wrong?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Nietzsche, you call pity a weakness. My mum spent ten years caring for my grandad with dementia and never complained once. Was she just following some herd instinct, or was that actually good?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'ok so like if morality is made up why do i feel so awful when i lie to my gf',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "Socrates, you drank the hemlock rather than escape when your friends had it all arranged. Wasn't that just stubbornness dressed up as virtue?",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Can something be good even if nobody thinks it is?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Off topic but does anyone know if the app works offline? I'm about to get on a train.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My company just rolled out an AI hiring tool and HR says it's been 'aligned with human values'. Whose values, though? If goodness is invented, did they just pick their own and call it neutral?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'To the guy with the hammer: what exactly are you smashing, and what do you want us to build afterwards?',
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Slavery was legal and considered normal for thousands of years. Was it wrong back then, or did it only become wrong once we changed our minds?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "so you admit there's no real good, Nietzsche? then why should anyone listen to you over anybody else",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is morality just evolution? Monkeys share food and punish cheaters, so maybe kindness is a survival trick and nothing more.',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: "what's a good place to grab lunch near the British Museum",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Sokrates, if nobody does wrong knowingly, how do you explain people who know smoking kills them and light up anyway?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Euthyphro question for the room: is something good because God commands it, or does God command it because it's good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "My teenage son says ethics is just opinions and nobody gets to tell him what to do. Honestly I don't know how to answer him. What would you say to a fifteen-year-old?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "come on, the guy with the moustache only calls it 'slave morality' because he can't stand Christians",
    issue: 'origin-of-values',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Is it true the Nazis used Nietzsche's ideas? Doesn't that show where 'beyond good and evil' ends up?",
    issue: 'strength-power',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Different cultures have completely different rules about eating meat, marriage, who you owe what. Doesn't that just prove morality is local custom?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Frederick, you said God is dead. If he is, who gets to decide what's good now, me?",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'the old man from athens keeps asking what words mean. can he ever just answer a question himself',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Would you still be good if you had a ring that made you invisible and nobody would ever find out?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: "A friend of mine found a wallet with 400 euros and no ID. He kept it and says no one was harmed, so it's fine. Is he wrong, and if he is, wrong according to what?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is it really better to suffer an injustice than to commit one, Socrates? Sounds noble but kind of naive.',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Why should the weak get to decide what counts as good?',
    issue: 'origin-of-values',
    also: ['strength-power'],
    form: 'plain',
  },
  {
    text: 'How did the universe start if there was nothing before the Big Bang?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzsche, what would an Übermensch actually do on a normal Tuesday? Pay taxes? Help an old lady across the road?',
    issue: 'good-life',
    also: ['pity'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Question for the Gadfly: if the good is real, where is it? Can you point at it like you'd point at a table?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'i read that psychopaths literally cant feel empathy. so for them is there no morality at all or are they just wrong',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is maths discovered or invented? Numbers seem real even though nobody can touch them.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Doesn't every society that has ever existed forbid murdering your own people? That sounds less like an invention and more like a discovery.",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "Socrates, be honest, do you have anything at all to say to someone who just doesn't care about being virtuous?",
    issue: 'virtue-knowledge',
    also: ['good-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "We stopped burning witches, we gave women the vote, we banned child labour. If morality is all invented, in what sense is any of that 'progress'?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "what's the weather like in Athens this week? thinking of booking a trip",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Hammer, you're basically telling people to be selfish and call it strength. How is that different from a tech CEO firing ten thousand people and calling it vision?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'is virtue something you can teach or are some people just born good socrates',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Should the voting age be lowered to 16?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Everyone says 'be true to yourself'. What if my true self is kind of a jerk? Is that still good in your book, Friedrich?",
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'What does ressentiment mean, and do I have it? I get really bitter every time a coworker gets promoted over me.',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'Why does inflation hit food prices so much harder than everything else?',
    issue: null,
    form: 'off-topic',
  },
];
