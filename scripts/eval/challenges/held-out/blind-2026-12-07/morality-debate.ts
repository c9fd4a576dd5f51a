// The blind set of 2026-12-07 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone (2026-12-05), the text locked by sha256 before labelling. Never read
// for tuning and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it
// (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is there such a thing as right and wrong, or did we just make it all up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates, if goodness is real, where exactly is it? Can I point at it?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'My sister says killing is wrong everywhere and always. I told her plenty of ancient societies practised human sacrifice and thought it was holy. Which of us is right, or is neither?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'ok so like if literally everyone in a country agrees something is fine does that make it fine',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Nietzsche, you called Christian ethics slave morality. Isn't that just sour grapes from a man nobody read while he was alive?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why would anyone die for an idea of the good?',
    issue: 'goodness-real',
    also: ['examined-life'],
    form: 'plain',
  },
  {
    text: 'To the guy with the hammer: if my decency is only something I was trained into as a kid, why should I keep it?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Can evolution explain why we feel guilty?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'I work in HR and last month I had to let go of someone who owned up to a mistake, while the guy who covered his up got promoted. Does being good ever actually pay, or is that a story we tell children?',
    issue: 'justice',
    also: ['good-life'],
    form: 'paraphrase',
  },
  {
    text: "so you admit, Socrates, that after all those conversations in the marketplace you still couldn't define justice?",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "If God is dead, who gets to decide what's good now, Friedrich?",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Could an AI ever be moral, or would it just repeat whatever rules its programmers fed it?',
    issue: 'virtue-knowledge',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'my kid asked me why hitting is bad and i said because it hurts people and she goes so what. honestly what was i supposed to say',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is it ever right to lie to protect a friend?',
    issue: 'truth-honesty',
    form: 'plain',
  },
  {
    text: "The Nazis loved quoting Nietzsche. Doesn't that show where you end up once you deny that goodness is real?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'brb pizza guy at the door',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Old Athenian, you claim no one does wrong knowingly. Have you ever met a teenager?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Slavery was legal and normal for thousands of years, and now almost everyone sees it as evil. Did we discover a moral fact, the way we discovered the earth goes round the sun, or did fashions just change?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Nitche what do you even mean by beyond good and evil',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is morality just whatever helps the strong stay on top?',
    issue: 'strength-power',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'If I had a ring that made me invisible, like the shepherd in that old story, would I have any reason left to be good?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Come on, the Übermensch is a teenage fantasy about being special. Why should any grown adult take it seriously?',
    issue: 'good-life',
    also: ['equality'],
    form: 'plain',
  },
  {
    text: 'Does the universe have a beginning, or could it have always existed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm vegetarian and my friends say eating meat is a personal choice, not a moral one. Is there a fact of the matter here, or are we both just voicing our feelings?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'socrates you picked the hemlock instead of escaping when your friends offered. was that goodness or just stubborn pride',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "But what about psychopaths? If some people feel nothing when they hurt others, isn't morality just a feeling most of us happen to have?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Can anyone recommend a good podcast for a long drive? Not philosophy, I need a break lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should central banks keep raising interest rates to fight inflation, even if it costs jobs?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Gadfly, how can you be so sure the good exists when you keep telling everyone you know nothing?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'What would Nietzsche make of influencers telling everyone to just live their truth?',
    issue: 'goodness-real',
    also: ['good-life', 'truth-honesty'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Our company has a forty-page ethics code that nobody reads and everybody ignores. Can goodness even be written down as rules?',
    issue: 'virtue-knowledge',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I don't buy that ressentiment is behind compassion. When I give money to a homeless guy I don't feel bitter, I just feel sad for him. Where's the resentment in that?",
    issue: 'pity',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "If aliens landed tomorrow, would they share our sense of fairness, or find it as strange as we'd find their food?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'The German with the big moustache says pity is a weakness. Try telling that to a nurse at 3am on a cancer ward.',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "it's pouring here, is anyone else getting this storm?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "i mean if morality is invented then why do even little kids scream 'that's not fair' before anyone teaches them",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'How does the brain produce conscious experience at all?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is something good because God commands it, or does God command it because it's good? Seems like a trap either way.",
    issue: 'religion-morality',
    form: 'plain',
  },
];
