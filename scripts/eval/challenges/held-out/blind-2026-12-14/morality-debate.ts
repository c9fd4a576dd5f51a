// The blind set of 2026-12-14 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 82). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is there actually such a thing as good, or did people just make it up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "ok so my boss told me to fudge some numbers in a report and everyone in the office does it. if the whole culture says it's fine, is it still wrong? like who decides",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Socrates, you drank the hemlock instead of escaping. Was that really worth it or just stubborn?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'nietzche what do you even mean by slave morality',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If morality is invented, why does nearly every culture condemn murder?',
    issue: 'goodness-real',
    form: 'plain',
  },
  { text: "brb, someone's at the door", issue: null, form: 'off-topic' },
  {
    text: 'The hammer guy keeps saying compassion is weakness. Tell that to a nurse on a night shift.',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "My teenage son says being nice is just for suckers and the winners make the rules. I didn't know how to answer him. Is he right?",
    issue: 'strength-power',
    form: 'paraphrase',
  },
  {
    text: "so you admit, Friedrich, that your 'masters' would just be bullies with better PR?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: "What's the best place around here to get a good coffee?", issue: null, form: 'off-topic' },
  {
    text: 'Socrates says nobody does wrong knowingly. Have you met people?? My ex knew exactly what he was doing.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Evolutionary biologists say altruism evolved because it helped groups survive. Doesn't that make morality a survival trick, neither real nor invented exactly?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Is it wrong to eat meat, and would the answer change in 500 years?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Your sister edited your notebooks and the Nazis loved the result. Professor, how much of that is on you?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'hey Gadfly why do you always answer a question with another question lol just tell us',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: 'How do black holes lose mass through Hawking radiation?', issue: null, form: 'off-topic' },
  {
    text: 'Slavery was legal and considered moral by plenty of people. We now call it evil. Did we discover something, or just change fashions?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'i mean if god is dead like you say then why does anything matter',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Tech companies are trying to 'align' AI with human values. Whose values? If goodness is invented, they're just hard-coding Silicon Valley's tastes, aren't they?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'Is the app free or do I need a subscription to keep listening?', issue: null, form: 'off-topic' },
  {
    text: 'Would an Übermensch ever feel guilty?',
    issue: 'origin-of-values',
    also: ['strength-power'],
    form: 'plain',
  },
  {
    text: "Euthyphro question for both of you: is something good because the gods love it, or do they love it because it's good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'come on, ressentiment explains some of it, but not a mother running into a fire for her kid',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'I volunteer at a food bank, and honestly some days I think I do it to feel superior. Does that make my goodness fake, Socrates?',
    issue: 'pity',
    also: ['virtue-knowledge'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Was the Roman Republic's collapse mostly economic or mostly political?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr. Moustache, if there's no real good, how can you call Christianity decadent? Isn't 'decadent' a value judgment too?",
    issue: 'goodness-real',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Can a psychopath be taught virtue, Socrates?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'the athenian guy says virtue is knowledge but I know smoking is bad and still smoke so??',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: 'Lol my cat just knocked my tea off the table, hold on', issue: null, form: 'off-topic' },
  {
    text: "If goodness is real, where is it? You can't weigh it or point at it.",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Someone finds a wallet with 500 euros and no one would ever know. Ring of Gyges stuff. Would either of you keep it, honestly?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: "Is mathematics discovered or invented? Numbers feel real to me but I can't say why.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would each of you say to a soldier ordered to fire on protesters?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: "but what about cultures where honor killings are seen as right — do we just shrug and say it's their invention?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Nietzsche, eternal recurrence: if I had to relive my life forever, would I become more moral or just more careful?',
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: 'Does the weather look clear for Saturday? Planning a hike.', issue: null, form: 'off-topic' },
  {
    text: 'Is kindness something we discover like gravity or something we agree on like traffic rules',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates you claim to know nothing, so how can you be so sure goodness exists?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Why do rich and powerful people seem to get away with breaking the rules everyone else follows?',
    issue: 'strength-power',
    also: ['justice'],
    form: 'plain',
  },
  {
    text: "My daughter is seven and already says 'that's not fair!' about everything. Where does that come from if no one taught her?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
];
