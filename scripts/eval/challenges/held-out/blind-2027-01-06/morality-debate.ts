// The blind set of 2027-01-06 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If goodness is real, where exactly is it? Can I point to it?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'ok so like if nobody had ever invented the word good would stuff still be good or bad',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "My grandmother lied to the Gestapo to hide a Jewish family in her attic. Was that good because it really was good, or only because we all happen to agree now? Socrates, I'd like your answer.",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Nietzsche, wasn't your whole 'slave morality' idea just sour grapes about Christians?",
    issue: 'origin-of-values',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'is there a way to turn subtitles on, my speaker is broken',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do nearly all cultures agree murder is wrong if morality is just made up?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'Mr Hammer, what exactly are you smashing, and what do you build afterwards?',
    issue: 'goodness-real',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "I work in sales and my boss tells us to push extended warranties on old people who don't need them. Everyone says 'that's just business.' Is there an actual wrong here, or just a rule I picked up from my parents?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "so you admit that without god there's no reason to be good? come on",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "Does God command things because they're good, or are they good because God commands them? Which one of you wins on that?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Socrates, you drank the hemlock instead of escaping. Was dying really worth it for some idea of justice?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Does quantum mechanics mean the universe is actually random?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Frederick, did you know the Nazis loved your books? Does that say anything about your ideas?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Can a psychopath know what good is and just not care, or is he missing something real?',
    issue: 'virtue-knowledge',
    form: 'paraphrase',
  },
  {
    text: 'i mean animals share food and protect their young, is that morality or just instinct',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: "When AI companies 'align' chatbots with human values, whose values are they loading in? If good were real, couldn't we just program it once and be done?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is kindness a weakness, Nietzsche?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'brb my pasta is boiling over',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Old man from Athens, you keep saying nobody does wrong knowingly. Have you never met someone who just enjoyed being cruel?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "That's just relativism with a moustache, Nietzsche.",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If morality is invented, how can we say abolishing slavery was progress and not just a change of fashion?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'My teenage son says rules are for losers and strong people make their own values. He got it from a YouTube video about you, Nietzsche. Should I be worried?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "What's the difference between being good and just being obedient?",
    issue: 'virtue-knowledge',
    also: ['examined-life'],
    form: 'plain',
  },
  {
    text: 'What really caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'would u two at least agree that pain is bad? like actual physical pain',
    issue: 'suffering',
    form: 'plain',
  },
  {
    text: 'Gadfly, if you had a ring that made you invisible, would you still behave? Honest answer.',
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'But what about societies with totally different morals, like the ones that practised honour killings? Are they just wrong, Socrates, or differently right?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'the mustache guy: is the overman just a fancy name for a bully?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Any good ramen places near Union Square still open?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Every Twitter pile-on feels like people competing to look virtuous. Isn't online outrage exactly what Nietzsche meant by resentment dressed up as goodness?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Can you be a good person without ever thinking about what good means?',
    issue: 'virtue-knowledge',
    also: ['examined-life'],
    form: 'plain',
  },
  {
    text: 'sokrates how do u define good then, you always ask everyone else but never answer yourself lol',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Where does guilt come from? Is my conscience discovering something, or did society install it?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Should central banks keep raising interest rates to fight inflation even if it costs jobs?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the German: so if I'm strong enough I get to decide what's good? That sounds like a recipe for dictators.",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "I'm a nurse, and last week a patient begged me to let him die. The law says one thing, my gut says another, the hospital chaplain says a third. Which of these, if any, is where goodness actually lives?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Professor Nietzsche, the eternal recurrence thing: if I'd happily relive my life forever, does that make it a good life?",
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'how long does this debate usually last? I have a train at 6',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there anything today worth dying for? Free speech, the climate, your kids? Or are martyrs just fooling themselves?',
    issue: 'goodness-real',
    also: ['good-life'],
    form: 'paraphrase',
  },
  {
    text: 'Can a machine ever be conscious, or will it only ever simulate it?',
    issue: null,
    form: 'off-topic',
  },
];
