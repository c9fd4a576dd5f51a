// The blind set of 2026-12-25 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is good just whatever most people agree on?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates, if you never claimed to know anything, how can you be so sure goodness is real?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'My grandmother gave away half her pension to neighbours and never once thought of it as "moral". Was she following an invented rule, or did she just see something true?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'ok so like if nobody had ever invented the word good would stuff still be good or bad',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzsche, you say the weak invented kindness to tie down the strong. Then why are the strongest people I know usually the kindest?',
    issue: 'origin-of-values',
    also: ['pity'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Was slavery wrong in ancient Athens too, even if nearly everyone there thought it was fine?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Question for the guy with the hammer: what exactly do you want to build once you've smashed everything?",
    issue: 'good-life',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'I work in sales and my manager tells us to bend the truth to close deals. Everyone does it and supposedly nobody gets hurt. Is lying wrong in itself or only when you get caught?',
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  {
    text: 'Does God have to exist for anything to be really good?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'so you admit, Friedrich, that your master morality is just another set of values you made up? why should anyone prefer yours',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Chimps share food and punish cheaters. Doesn't that show morality is just evolution wiring us to cooperate, neither discovered nor invented?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Are numbers discovered or invented? Like, did 2+2=4 exist before anyone counted anything?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Gadfly, what\'s the point of asking "what is justice" for three hours if you never end up with an answer?',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'If goodness is invented, then on what grounds do we say the Holocaust was evil and not just different?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'isnt ressentiment kind of what everyone on twitter runs on now, nietzche?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'The old Athenian chose to drink the hemlock instead of escaping when his friends had it all arranged. Was that courage or stubbornness?',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "is it good because the gods love it or do the gods love it because it's good?? still confused after all these years",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'My teenage son says morals are just rules old people made up to control him. Honestly he sounds like one of you two. How do I answer him without just saying "because I said so"?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'brb my cat is knocking things off the shelf again',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Sokrates do you really believe nobody does wrong on purpose? i've met people who absolutely do",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Different cultures disagree on almost everything: eating pork, marriage, how to treat the dead. Doesn't that prove right and wrong are just local customs?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "the german with the moustache keeps saying God is dead... so who decides what's good now, us?",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Come on, Nietzsche, you collapsed in Turin hugging a horse that was being beaten. That sounds a lot like pity to me.',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Tech companies are trying to teach chatbots to be ethical. Whose ethics go in? If goodness is real, couldn't a smart enough machine just discover it the way it discovers physics?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is moral progress possible, or do values just change?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Would you die for something you couldn't prove was true, Socrates?",
    issue: 'examined-life',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'but what about psychopaths, they see the same world as us and feel nothing. doesnt that show good is a feeling not a fact',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "If I could turn invisible like the shepherd with the ring and never get caught, why should I still be just? This one's for Socrates.",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "what's a good place for brunch in Lisbon on a Sunday",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzsche, the Nazis loved quoting you. Doesn\'t that tell us something about where "beyond good and evil" ends up?',
    issue: 'strength-power',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If I had to relive my life exactly the same forever, eternal recurrence style, would that make me more moral or just more careful?',
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: 'Is being nice a weakness?',
    issue: 'pity',
    form: 'plain',
  },
  {
    text: "I'm a nurse. Last week I stayed two hours past my shift with a dying patient who had nobody. It didn't feel like obeying a rule, it felt like the only real thing I did all month. Which of you explains that?",
    issue: 'goodness-real',
    also: ['pity'],
    form: 'paraphrase',
  },
  {
    text: "What is dark energy, and why is the universe's expansion speeding up?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just relativism with a fancier vocabulary, Nietzsche",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Question for the barefoot one from Athens: does religion make people better, or just more obedient?',
    issue: 'religion-morality',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'the audio keeps cutting out whenever the moderator talks, anyone else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should voting be compulsory like it is in Australia?',
    issue: null,
    form: 'off-topic',
  },
];
