// The blind set of 2027-01-04 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If nobody had ever written down a rule, would hurting a child still be wrong?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'ok so like if morality is just invented then why does everyone freak out when someone cuts in line lol',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Nietzsche, you say kindness is a trick the weak played on the strong. My grandmother fed half her village during the war and asked nothing back. Was she just weak?',
    issue: 'pity',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Socrates, you chose to drink the hemlock rather than run. Was that really goodness, or just stubbornness dressed up as principle?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'brb, pizza guy is at the door',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My teenage son says morals are just rules old people made up to control him. I honestly don't know how to answer that. What would you tell him?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "Is the good loved by the gods because it is good, or good because they love it? Asking for a friend who's having a very long night.",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'can something be true for me and false for you when it comes to right and wrong',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Mr Hammer, what exactly are you smashing, and what do you put back when you're done?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Different cultures have had totally different ideas about what's moral. Some practised infanticide, some thought it monstrous. Doesn't that prove it's all made up?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Evolutionary biologists say we feel empathy because it helped our ancestors survive in groups. If that's where morality comes from, is it still real?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Can a machine ever actually be conscious, or does it only simulate understanding?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Neitzsche if god is dead who decides what's good now, me??",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "So you admit, Socrates, you never actually found a definition of justice in any of those dialogues. Maybe that's because there isn't one.",
    issue: 'justice',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "I work in compliance at a bank. Half of what we call 'ethics' is just whatever keeps us out of court. Is there anything underneath the rulebook, or is the rulebook all there is?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Was slavery wrong back when everyone thought it was fine?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "To the old guy from Athens: do you really believe nobody does wrong on purpose? I've met people who know exactly what they're doing.",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Nietzsche's sister edited his work and the Nazis loved it. How do you stop 'beyond good and evil' from turning into a permission slip for monsters?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the german guy with the moustache - the ubermensch thing sounds cool until you realise every school bully thinks he is one',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Are there moral facts the way there are facts in maths?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "We're training AI systems to be 'aligned with human values.' Which values? If goodness is invented, are we just programming in the habits of whoever runs the lab?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Come on, Friedrich. You needed your friends and your sister to look after you when you were ill. Doesn't that show that care isn't slave morality, it's just being human?",
    issue: 'pity',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'i mean if i could turn invisible like in that ring story would there be any reason to still be good',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Is being humble a virtue or just a nice way to keep people in their place?',
    issue: 'origin-of-values',
    also: ['pity'],
    form: 'plain',
  },
  {
    text: "Good morning from Lagos! What time does tonight's debate end?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My friend follows these 'alpha male' influencers who quote Nietzsche constantly and treat women like trophies. Is that what he actually meant?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Socrates, if virtue is knowledge, why do so many clever people behave terribly?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'any good podcast recommendations for the drive home? my commute is two hours',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "For the 19th-century German: psychopaths don't feel guilt at all. Does that mean morality is just a feeling most of us happen to have?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "What's the difference between knowing something and just believing it for a good reason?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just relativism with better prose, Nietzsche. If there's no real good, your 'higher type' isn't really higher either.",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Question for the Gadfly: you spent your life asking people what goodness is and annoying them. Would you have been happier not knowing?',
    issue: 'examined-life',
    also: ['truth-honesty'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'If we got rid of religion, would morality collapse?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "Last year I found a wallet with 400 euros and no one would ever have known if I kept it. I gave it back and felt great, but was that goodness or just fear of becoming the kind of person who'd keep it?",
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'How did the universe begin, and does it even make sense to ask what came before the Big Bang?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'nietzche would you really live your whole life again exactly the same forever, every mistake included? bc thats a horrible test for a moral theory',
    issue: 'good-life',
    also: ['suffering'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "But what about moral progress, Nietzsche? We stopped burning witches. If it's all invented, how can we say we got better rather than just different?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Was the fall of Rome mainly caused by economic collapse or by the invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it ever right to die for an idea, Socrates?',
    issue: 'examined-life',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
];
