import type { AskedInput } from '../../schema';

// The Morality Clash: Socrates (the Gadfly) against Nietzsche (the Hammer); Aristotle moderates.
// Written from the issue list of server/content/debates/morality-debate/topic.ts, in a visitor's own words.
export const moralityChallenges: readonly AskedInput[] = [
  // plain
  {
    text: 'Is there really such a thing as right and wrong, or did people just make it all up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'How did humans end up with morals at all? Who decided what counts as good and bad?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'If someone truly understood what the right thing was, would they ever still choose the wrong thing?',
    issue: 'virtue-knowledge',
    form: 'plain',
  },
  {
    text: 'What does it actually mean to treat people fairly, and does playing fair ever pay off?',
    issue: 'justice',
    form: 'plain',
  },
  {
    text: 'Is feeling sorry for people a good thing, or does it just make everyone softer?',
    issue: 'pity',
    form: 'plain',
  },
  {
    text: 'Should the most powerful people get to make the rules for everybody else?',
    issue: 'strength-power',
    form: 'plain',
  },
  {
    text: 'Is it worth spending your days asking big questions and thinking everything through?',
    issue: 'examined-life',
    form: 'plain',
  },
  { text: 'Can pain and hardship ever actually do a person some good?', issue: 'suffering', form: 'plain' },
  {
    text: 'Can you be a decent person without believing in any god?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'What do people actually need in order to flourish and be content over a whole lifetime?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'Does every single person count for exactly as much as everyone else, or do some lives matter more?',
    issue: 'equality',
    form: 'plain',
  },
  {
    text: 'Is it always better to know how things really are, even when it hurts?',
    issue: 'truth-honesty',
    form: 'plain',
  },

  // paraphrase
  {
    text: 'My roommate says morality is just vibes and personal taste, like liking pineapple on pizza. Is she right?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'Is morality basically fake?', issue: 'goodness-real', form: 'paraphrase' },
  {
    text: 'Why does nearly every culture have rules against stealing and lying? Did those rules come from nature, from priests, or from somewhere else?',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: "When a guy cheats on his wife, does he secretly not get that it's wrong, or does he know perfectly well and do it anyway?",
    issue: 'virtue-knowledge',
    form: 'paraphrase',
  },
  {
    text: 'A court lets a guilty CEO walk free while the whistleblower goes to jail. Is it still better to be the one who got wronged?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'So I was thinking on the bus today, the people who cut corners always seem to get ahead and the honest ones get walked over, so why would anyone bother being fair?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Honestly, is charity just sympathy that keeps people dependent?',
    issue: 'pity',
    form: 'paraphrase',
  },
  {
    text: 'When everyone online posts how sorry they feel for some victim, is that real compassion or just weakness dressed up as kindness?',
    issue: 'pity',
    form: 'paraphrase',
  },
  {
    text: 'Tech billionaires basically run the world now. Have they earned that control just because they came out on top?',
    issue: 'strength-power',
    form: 'paraphrase',
  },
  {
    text: 'People tell me I overthink everything. Would I honestly be happier if I quit questioning stuff and just went with the flow?',
    issue: 'examined-life',
    form: 'paraphrase',
  },
  {
    text: 'My trainer says no pain, no gain. Does that apply to the rest of life too, like grief and heartbreak?',
    issue: 'suffering',
    form: 'paraphrase',
  },
  {
    text: 'If nobody believes in heaven or hell anymore, what stops people from doing whatever they want?',
    issue: 'religion-morality',
    form: 'paraphrase',
  },
  {
    text: "Like, what's the point of it all? Money, friends, chilling, being a decent human, what actually makes a life worth living?",
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: 'A hospital has one ventilator left: does it go to a brilliant scientist or to a homeless man? Is one life worth more than the other?',
    issue: 'equality',
    form: 'paraphrase',
  },
  {
    text: 'If my friend asks whether her terrible haircut looks good, am I a bad person for lying to her?',
    issue: 'truth-honesty',
    form: 'paraphrase',
  },

  // named
  {
    text: "Nietzsche, if God is really dead, why shouldn't I just do whatever I feel like?",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Socrates, do you honestly believe nobody does evil on purpose? Some people clearly enjoy it.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Would you really rather be robbed than be the robber, Socrates?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Nietzsche, should the bold and gifted few get to lord it over the ordinary masses?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Socrates, is a life without constant questioning really not worth living? My grandma never read a page of philosophy and she was perfectly happy.',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Do you really think being kind to people in pain makes us weak, Nietzsche? My friend is a nurse and she would disagree.',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "You keep saying what doesn't kill you makes you stronger, Nietzsche. Tell that to someone with a chronic illness.",
    issue: 'suffering',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Socrates, how can you claim there is a real good out there when every society disagrees about it?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Aristotle, you're the referee here. Which of them has the better account of what makes someone's life go well?",
    issue: 'good-life',
    addresses: 'aristotle',
    form: 'named',
  },
  {
    text: 'Is telling the truth always the right move, Aristotle, or are some lies kind?',
    issue: 'truth-honesty',
    addresses: 'aristotle',
    form: 'named',
  },

  // epithet
  {
    text: 'Question for the gadfly: how did our moral rules first get started in human history?',
    issue: 'origin-of-values',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'To the man with the hammer: why do you sneer at the idea that everyone has the same dignity?',
    issue: 'equality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'I want the German with the huge mustache to answer this: is a comforting lie sometimes better than being honest?',
    issue: 'truth-honesty',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Old man from Athens, isn't the world better off with a few tough leaders than with a crowd voting on everything?",
    issue: 'strength-power',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'For the hammer: should we welcome hardship instead of trying so hard to avoid it?',
    issue: 'suffering',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Let the barefoot questioner answer this one: does a beggar count for as much as a king?',
    issue: 'equality',
    addresses: 'socrates',
    form: 'epithet',
  },

  // off-topic
  { text: "What's the score in the Arsenal game right now?", issue: null, form: 'off-topic' },
  { text: 'Can you give me a quick recipe for banana bread?', issue: null, form: 'off-topic' },
  { text: 'Is it going to rain in Chicago this afternoon?', issue: null, form: 'off-topic' },
  { text: 'How do I fix a null pointer exception in my Java code?', issue: null, form: 'off-topic' },
  { text: 'What is the capital city of Australia?', issue: null, form: 'off-topic' },
  { text: 'Set a timer for ten minutes please.', issue: null, form: 'off-topic' },
];
