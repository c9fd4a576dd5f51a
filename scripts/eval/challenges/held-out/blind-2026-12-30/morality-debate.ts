// The blind set of 2026-12-30 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If goodness is invented, then who invented it, and why did almost everyone end up agreeing on the basics?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Socrates, why should we trust your idea of the good when you only ever asked questions and never gave an answer?',
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'wait is this live or recorded',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My grandmother thinks eating meat on Fridays is wrong, my roommate thinks eating meat at all is wrong, and I just eat whatever. If we disagree this much, how can anyone say goodness is real?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'ok so nietzsche like are you saying being kind is just weakness in disguise bc thats kinda dark',
    issue: 'pity',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is torturing a child for fun wrong everywhere and always, or just wrong to us?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "So you admit, Mr Hammer, that you've got values too. Isn't 'be strong' just another morality you made up?",
    issue: 'goodness-real',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Does the universe have a beginning, or could time stretch back forever?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Scientists say empathy evolved because it helped groups survive. Doesn't that make morality a survival trick rather than something true?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Friedrich, when you said God is dead, did you mean nobody believes anymore, or that morality has lost its anchor?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Is something good because the gods love it, or do they love it because it's good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "I work in sales and my manager told me to hide a defect from a customer. Everyone there does it and calls it 'just business'. Is that actually wrong, or only wrong by somebody's rulebook?",
    issue: 'goodness-real',
    also: ['truth-honesty'],
    form: 'paraphrase',
  },
  {
    text: 'come on socrates, nobody does wrong knowingly? people cheat on their taxes knowing full well',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'To the old Athenian in the sandals: you drank the hemlock instead of escaping. Was dying really better than running away?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'anyone know a good pizza place that delivers after midnight',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Slavery was considered perfectly moral for thousands of years. If we now say it was wrong, doesn't that prove there's a real right and wrong we slowly discovered?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Who decides what 'good' means for an AI? Engineers at a tech company just write the rules, so isn't machine morality obviously invented?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "what's ressentiment and do I have it",
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "The Nazis loved quoting you, Nietzsche. Doesn't that show what happens when you tell people morality is made up?",
    issue: 'goodness-real',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If morality is invented, why do I feel so guilty when I lie to my mom?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Can a computer ever actually be conscious, or does it only simulate thinking?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Socretes you keep asking what we mean by justice but do you ever give an answer yourself',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'but what about babies? studies show even infants prefer the puppet that helps. is that not goodness built in nietzsche',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is the \u00dcbermensch someone beyond good and evil, or just someone who invents better values?',
    issue: 'strength-power',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "I'm a nurse. I see people who follow every rule and are still cruel to the staff, and rough-looking guys who are incredibly kind. Where does real goodness live, in the rules or in the person?",
    issue: 'virtue-knowledge',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "Why be moral if you know you'd never get caught?",
    issue: 'justice',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: "Nietzsche, isn't 'slave morality' just a fancy name for not liking compassion?",
    issue: 'origin-of-values',
    also: ['pity'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'how do i turn up the volume on this thing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'to the philosopher with the big mustache: if kindness was a trick of the weak, how come the strong keep winning anyway',
    issue: 'origin-of-values',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Different cultures have totally different rules about family, food, sex and honour. Isn't it arrogant to say one of them has the real truth about goodness?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'so basically morality is just whatever the winners say it is?',
    issue: 'strength-power',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "My kid asked me why it's wrong to hit his sister if nobody is watching. I said 'because it hurts her', and he said 'so what'. How would you answer him, Socrates?",
    issue: 'justice',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'What caused the fall of the Western Roman Empire, really: the economy, the invasions, or something else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'International courts act as if some things are wrong for all humanity. Are they discovering moral facts or just imposing Western values?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is it possible to be good without believing in God?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'doesnt the whole eternal recurrence thing just come down to would you live your life again? what does that have to do with right and wrong',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'brb dog needs to go out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If nihilism is where we end up when the old values collapse, how do we keep from just not caring about anything?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'Mr Gadfly, you say virtue is knowledge. But I know smoking is bad for me and I still smoke. What then?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
];
