// The blind set of 2026-12-22 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'if goodness is real where exactly is it',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates, you drank the hemlock instead of escaping when your friends had it all arranged. Was that goodness or just stubbornness?',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My daughter is six and she already knows hitting her brother is wrong, nobody really had to explain it. Doesn't that mean some of it is built in before culture gets to us?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "Nietzsche, so you admit you'd have no argument against someone cruel as long as they were strong?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "is there a way to make the voices talk slower, they're going too fast for me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok so like. the Aztecs thought human sacrifice was good and we think its horrible. who's right, or is nobody right",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Isn't morality just evolution making us cooperate so the tribe survives?",
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'I work as a nurse and every day I see people being kind when nobody is watching and nobody is paying them. Hammer guy, is that really just weakness dressed up?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "But what about slavery? If morals are invented, then abolishing it wasn't progress, it was just a change of fashion. Can that be right?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Neitzsche did you actually hate Christians or just Christianity',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Gadfly, you keep asking what 'good' means but you never answer it yourself. Isn't that a dodge?",
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Quick question from a physics student: if the universe is expanding, what is it expanding into?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is being nice just a trick weak people play on strong people',
    issue: 'origin-of-values',
    also: ['strength-power'],
    form: 'plain',
  },
  {
    text: "The Ring of Gyges: if I could turn invisible and never get caught, why shouldn't I steal? Socrates, I actually want an answer this time, not more questions.",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'The Nazis loved quoting you, Friedrich. How much of that is on you and how much on your sister?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "do psychopaths prove that morality is just a feeling some people have and others don't",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Companies are now writing 'values' into AI chatbots. If goodness is made up, whose version gets programmed in? Mine? Silicon Valley's? The government's?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Good evening all, first time here \ud83d\udc4b',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, you can't seriously claim nobody does wrong knowingly. I knew cheating on my exam was wrong and I did it anyway.",
    issue: 'virtue-knowledge',
    form: 'paraphrase',
  },
  {
    text: 'God is dead, Nietzsche, fine. Does goodness die with him, or was it never his to begin with?',
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'the guy with the hammer... what are you actually smashing, and what do you build after',
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'My grandfather hid a Jewish family in his attic in 1943 and could have been shot for it. I refuse to believe he risked his life for something somebody made up. Was he wrong?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "that's just relativism with a mustache, Mr Hammer",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'What actually caused the collapse of the Bronze Age civilizations around 1200 BC?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Socrates if virtue is knowledge then why are so many smart people horrible',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Can animals be good or bad? My dog seems to feel guilty when he's eaten a shoe.",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: "Mr Nietzche what's the \u00dcbermensch supposed to do on a normal Tuesday, like does he pay taxes",
    issue: 'good-life',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "so in your view ressentiment is behind every 'turn the other cheek'? even when someone forgives for real and gets nothing out of it?",
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "Why do almost all cultures condemn killing your own people and breaking promises, if it's all made up locally?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'hold on my pasta is boiling over brb',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a lawyer. Half of what's legal I'd call wrong, and some illegal things I'd call right. Where does that second sense come from, if not from something real?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Old Greek fella, honest question: would you still be good if there was no afterlife at all?',
    issue: 'religion-morality',
    also: ['justice'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'is morality like maths, discovered, or like chess, invented, Socrates?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Nietzsche you lost your mind hugging a beaten horse in Turin. Sounds like pity to me. So you admit compassion got you in the end?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is consciousness something the brain produces, or could it exist without a brain at all?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Teenager here. My friends say morals are just rules adults made up to control us. Kinda hard to argue with tbh?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'What would either of you say to a soldier ordered to shoot civilians?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'the sound keeps cutting out on my phone, anyone else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can I know anything for certain, or could I be a brain in a vat and never find out?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'if goodness was invented then who invented it and when? priests? mothers? the first guy who got robbed?',
    issue: 'origin-of-values',
    form: 'plain',
  },
];
