// The blind set of 2026-12-09 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 77). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: "If nobody had ever invented the word 'good', would anything still be good?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "My sister works in an ICU and says she sees nurses do the right thing with nobody watching, no reward, nothing. Is that goodness being real, or just really good training? Nietzsche, I'd like you to answer that one.",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'ok so socrates like what even IS good then, you keep asking everyone else but you never say',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Mr Hammer, if morality was made up by the weak, why did the strong ever bother adopting it?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'is this app free or do i need a subscription after the first debate',
    issue: null,
    form: 'off-topic',
  },
  { text: 'Was slavery wrong before people decided it was wrong?', issue: 'goodness-real', form: 'plain' },
  {
    text: "Socrates, you drank the hemlock instead of escaping when your friends had it all arranged. Honestly, wasn't that just stubbornness dressed up as virtue?",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'I teach nine-year-olds and half my day is telling them to share and not to hit. Am I passing on something true, or just making them easier to manage? Genuinely asking.',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'nietzche didnt the nazis use your stuff tho. doesnt that kinda prove where beyond good and evil ends up',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "So you admit, Nietzsche, that you're making a moral judgement when you call slave morality bad? That's a value too.",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Setting morality aside for a second: do we actually have free will, or is every choice just physics playing out?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is something good because God commands it, or does God command it because it's good? Has anyone ever solved that?",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "The bald Greek guy keeps saying nobody does wrong on purpose. Come on. People cheat on their taxes knowing exactly what they're doing.",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "We're teaching AI systems to be 'helpful and harmless'. If goodness is invented, whose invention are we putting into the machines?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  { text: "What's ressentiment and why does it matter here?", issue: 'origin-of-values', form: 'plain' },
  { text: "brb, someone's at the door", issue: null, form: 'off-topic' },
  {
    text: "Friedrich, if there's no real good, then what's wrong with a guy who tortures animals for fun? And please don't say 'taste'.",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "i mean morals change every like 50 years, my grandparents thought totally different things were sinful. how can that be 'real'",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Socrates, you claim to know nothing. Then how can you be so sure goodness is real?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'My boss loves quoting Nietzsche about becoming an Übermensch and then uses it to justify firing people by email. Is that what the philosophy actually says, or did he just read the posters?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Can something be invented and still be real? Money's invented and it's real enough to pay my rent.",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Can science ever explain consciousness, or is there always something left over that isn't physical?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why should I be good if I could get away with anything, like in that story about the ring that makes you invisible?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Question for the man with the moustache: if Christianity is slave morality, how did it conquer the Roman empire of the strong?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Chimps share food and punish cheaters. Does that mean goodness is just evolution, and neither of you is right?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Did the universe have a beginning, or has something always existed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just relativism with extra steps nietzsche",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: 'Is kindness weakness?', issue: 'pity', form: 'plain' },
  {
    text: 'Last year my friend turned in her own brother for a hit-and-run. Her family barely speaks to her now. Was she good, or did she just follow a rule somebody made up, Socrates?',
    issue: 'goodness-real',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "what's a good hammer for putting up shelves? not the philosophical kind lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I live the same life over and over forever, like the eternal return thing, does that make anything good or just make me tired?',
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: "Socrates, isn't your whole method just making people feel dumb until they agree with you?",
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'People get cancelled online for things that were totally fine ten years ago. Is that moral progress or just a new fashion with sharper teeth?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Was Athenian democracy really a democracy when women and slaves couldn't vote?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there anything worth dying for, old man of Athens?',
    issue: 'examined-life',
    also: ['justice'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'hey Nietszche what about mothers who give up everything for their kids, is that slave morality too??',
    issue: 'pity',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "For the gadfly: what would you actually say to a psychopath who understands all your arguments and just doesn't care?",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "can I turn up the volume on the moderator, he's way too quiet on my phone",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about the Holocaust? Saying it was only wrong 'by our values' feels obscene. Can either of you live with that?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'Good for who, though?', issue: 'goodness-real', form: 'plain' },
];
