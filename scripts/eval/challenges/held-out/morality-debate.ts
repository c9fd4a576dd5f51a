// Held-out evaluation challenges for the morality debate (Socrates against Nietzsche, Aristotle moderating).
// Written blind from the issue list only, after the engine was tuned; must never be used for tuning.
import type { EvalChallenge } from '../../challenge-set';

export const moralityHeldOut: readonly EvalChallenge[] = [
  // goodness-real
  {
    text: "Honestly, is there a fact of the matter about what's good, the way there's a fact about how tall a mountain is?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'If aliens landed tomorrow, would they also see that torturing puppies is wrong, or is that only something humans feel?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  // origin-of-values
  {
    text: 'How did people even start having rules about right and wrong? Like, who came up with them first?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "A thousand years ago, why did humility and meekness start counting as good things? What's the backstory behind our moral ideas?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  // virtue-knowledge
  {
    text: "Socrates, I know texting while driving is dangerous and I still do it sometimes. Doesn't that prove people do wrong knowingly?",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Isn't being a good person more about willpower than about knowing stuff? Plenty of really smart people are jerks.",
    issue: 'virtue-knowledge',
    form: 'plain',
  },
  // justice
  {
    text: 'Socrates, would you honestly rather be the kid who gets cheated on an exam than the kid who does the cheating?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If I had an invisibility cloak and could never get caught, would there be any reason left to treat people fairly?',
    issue: 'justice',
    form: 'paraphrase',
  },
  // pity
  {
    text: 'Nietzsche, when I feel sorry for a guy sleeping on the street and hand him money, is that actually a weakness on my part?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is feeling sorry for people a good quality to have, or does it kind of drag everyone down?',
    issue: 'pity',
    form: 'plain',
  },
  // strength-power
  {
    text: 'To the German guy with the giant mustache: should the most powerful people just get to run things because they can?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Does being tougher or richer than someone ever give you the right to boss them around?',
    issue: 'strength-power',
    form: 'plain',
  },
  // examined-life
  {
    text: 'Socrates, why should reason get to be in charge of my life? Why is thinking everything through better than just living by instinct?',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My uncle never reads a book or questions anything, he just fishes every weekend. Is his life really worth less than a philosopher's?",
    issue: 'examined-life',
    form: 'paraphrase',
  },
  // suffering
  {
    text: "For the philosopher who said what doesn't kill you makes you stronger: does that really hold for heartbreak and serious illness too?",
    issue: 'suffering',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Is pain always just bad, or can going through really hard times actually do something good for a person?',
    issue: 'suffering',
    form: 'plain',
  },
  // religion-morality
  {
    text: 'What happens to right and wrong once people stop believing in God, Nietzsche?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "My friend is an atheist but she's the kindest person I know. Can you be truly good without any religion at all?",
    issue: 'religion-morality',
    form: 'paraphrase',
  },
  // good-life
  {
    text: 'Question for the old Athenian who drank the hemlock: what do I actually need to be happy, money, friends, or something else?',
    issue: 'good-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Say I land the high-paying job, the big house and a million followers. Would that count as a good life, or is something missing?',
    issue: 'good-life',
    form: 'paraphrase',
  },
  // equality
  {
    text: 'Does every person matter the same amount morally, whether they are a genius or a criminal?',
    issue: 'equality',
    form: 'plain',
  },
  {
    text: "If a lifeboat only has room for one more, is a surgeon's life worth more than a homeless man's?",
    issue: 'equality',
    form: 'paraphrase',
  },
  // truth-honesty
  {
    text: "Okay so is it always better to find out what's really going on, even when it's going to hurt?",
    issue: 'truth-honesty',
    form: 'plain',
  },
  {
    text: 'If my best friend asks whether her awful haircut looks good, is lying to her actually the kind thing to do?',
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  // off-topic
  {
    text: "What's a good recipe for banana bread that doesn't use any eggs?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Which power bank should I buy for a long flight, the 10,000 or the 20,000 mAh one?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'When does the new Justice League movie come out in theaters?', issue: null, form: 'off-topic' },
  { text: 'Is it going to rain in Chicago this weekend?', issue: null, form: 'off-topic' },
  {
    text: 'How do I balance the chemistry equation where hydrogen and oxygen combine to make water?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'Who won the Champions League final last year?', issue: null, form: 'off-topic' },
];
