// The blind set of 2026-12-26 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is anything actually good, or do we just agree to call some things good?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'ok so if morality is invented then like who invented it, was it a committee or what',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'Socrates, you drank the hemlock instead of escaping when your friends had bribed the guards. Was that goodness, or just stubbornness dressed up as principle?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My grandmother thought divorce was wicked, my sister thinks it's liberation. Same family, two generations. If goodness were real, wouldn't it stop changing every fifty years?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'good morning! is the sound working? I can only hear the moderator',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Nietzsche, you said the weak invented virtue out of resentment. Doesn't that theory conveniently make you one of the strong?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Is slavery wrong because it's wrong, or just because we decided so fairly recently, Nietzsche?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Mr Hammer, what would you smash first in today's morality?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "i mean if there's no real good then the holocaust was just... a different opinion? that cant be right",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Why do babies seem to have a sense of fairness before anyone teaches them?',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'I work in a bank and my manager told me to push a loan on an old man who clearly can\'t afford it. Everyone says "it\'s just business". Is there a real right answer here or just different rules for different jobs?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Is something good because God commands it, or does God command it because it's good? Socrates asked that first, right?",
    issue: 'religion-morality',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'So you admit, Socrates, that you never actually found a definition of justice? Then how do you know it exists?',
    issue: 'goodness-real',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'What actually caused the collapse of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Evolution explains why we cooperate. Does that make kindness real or just a survival trick?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "the guy with the moustache, if God is dead who decides what's evil now",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Can a psychopath be wrong about morality, Mr Nietzsche, or does he just have different taste?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Neetzche how is "master morality" not just bullying with better vocabulary',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'My son asked me why he shouldn\'t steal if he knows he won\'t get caught. I said "because it\'s wrong" and he said "says who?". What should I have told him?',
    issue: 'goodness-real',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Tech companies are writing "values" into their AI models right now. If goodness is invented, whose invention are they putting in?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Have we actually got better morally over history, or is "progress" just the winners writing the rules?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'come on, Socrates, "no one does wrong knowingly"? I\'ve done plenty of wrong knowingly, usually around 2am with a kebab',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Is the Acropolis museum worth it in October or is Athens still too crowded then?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Friedrich, you collapsed hugging a beaten horse in Turin. Wasn't that pity, the very thing you called a weakness?",
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is time travel to the past physically possible or does it break physics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Honestly isn't morality just whatever helps the group survive, nothing mysterious about it",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Hey gadfly, why is humility seen as a virtue? who does that serve',
    issue: 'origin-of-values',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'How do bees tell each other where the flowers are?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does eternal recurrence work as a moral test? Like, would I be willing to live this exact day over and over forever?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: "In some countries eating dogs is normal and in others it's monstrous. Is one of them simply mistaken, Socrates?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Socrates, if virtue is knowledge, can you teach someone to be good the way you teach them geometry?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'The Nazis loved quoting Nietzsche. Fair use or total misreading?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'a friend lied to her boyfriend to spare him pain and says it was the kind thing. kind and good, same thing or not',
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  {
    text: "Thrasymachus said justice is just the advantage of the stronger. Isn't the hammer guy basically him with better prose?",
    issue: 'strength-power',
    also: ['justice'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Should countries bring in a universal basic income?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If goodness is invented, is anything worth dying for? Soldiers, martyrs, whistleblowers, were they all fooled?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'To the old Greek in the sandals: how would you even prove to me that something is good?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "what's a good hammer for hanging heavy frames on plaster walls? lol the subtitle made me think of it",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just relativism with extra steps, isn't it?",
    issue: 'goodness-real',
    form: 'plain',
  },
];
