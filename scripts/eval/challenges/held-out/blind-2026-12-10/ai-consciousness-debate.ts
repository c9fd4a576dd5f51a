// The blind set of 2026-12-10 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 78). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can a computer actually understand a joke, or just know when to say haha?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: "Mr Turing, if a chatbot fools me for ten minutes, does that really mean it thinks, or just that I'm easy to fool?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "I've been talking to an AI companion app every night since my breakup. It remembers my bad days and asks about them. My friends say it doesn't care about me at all. How would I even know?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'anyone know a decent coffee machine under 100 bucks? mine just died',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'descartes u said animals are just machines right so is my dog not actually happy when i come home',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  { text: "What's the difference between thinking and calculating?", issue: 'thinking', form: 'plain' },
  {
    text: "The codebreaker keeps talking about fooling a judge. But a good actor can fool me into thinking he's sad. Does that make him sad?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "Imagine someone in a locked room who doesn't speak Chinese but follows a rulebook to answer notes in perfect Chinese. Alan, is that person understanding anything?",
    issue: 'understanding',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "If my brain is just neurons firing, aren't I a machine too?",
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'René, how exactly does your immaterial mind push my material arm around? Nobody has ever explained that to me.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'so basically ur saying only humans have souls and thats why only we can think',
    issue: 'mind-body',
    also: ['thinking'],
    form: 'plain',
  },
  { text: 'Is the death penalty ever morally justified?', issue: null, form: 'off-topic' },
  {
    text: 'A Google engineer got fired a few years ago for saying their chatbot was sentient. Was he crazy, or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: "Should it be illegal to switch off an AI that says it's afraid of dying?",
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'Turing, would you want your machine to have rights if it passed your test?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "ok but like machines only do what we program them to do right? so where's the thinking",
    issue: 'originality',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: "That's just behaviourism with extra steps. Saying something thinks because it acts like it thinks proves nothing.",
    issue: 'imitation-game',
    form: 'plain',
  },
  {
    text: "The French guy with the 'I think therefore I am' — could a robot say that and mean it?",
    issue: 'consciousness',
    also: ['understanding'],
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: 'wait is this debate recorded? i want to send it to my brother', issue: null, form: 'off-topic' },
  {
    text: "I'm a translator and half my work now is fixing machine translations. The software gets the words right and the meaning wrong, constantly. Descartes, is that exactly your point, or will it get fixed with more data?",
    issue: 'understanding',
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'Can something think without a body?', issue: 'mind-body', form: 'plain' },
  {
    text: "My nephew's AI-generated song won a school contest and the teacher had no idea. If it's creative enough to win, why can't we say it's thinking?",
    issue: 'originality',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the man who built the first computers: could a robot actually hurt, or only say ouch?',
    issue: 'consciousness',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "What's the evidence that dark matter exists if no one has ever seen it?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mister Dualist, if God made both minds and bodies, could He put a mind into a computer if He wanted?',
    issue: 'mind-body',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'How do I know other PEOPLE think, honestly? I only see their behaviour too.',
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: 'Alan, after the war your own country treated you terribly. Did that change how you thought about who deserves to be called a person?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Descartes, you said a machine could never arrange words to answer whatever is said in its presence. Chatbots do that now. So you admit you were wrong?',
    issue: 'thinking',
    also: ['understanding', 'limits'],
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'Will AI ever be conscious, yes or no', issue: 'consciousness', form: 'plain' },
  {
    text: "At work we have a bot that answers customer emails and it's honestly nicer than my manager lol. is being polite the same as understanding people?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'what time does this debate finish? I have to pick up my kids at 5',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does it matter whether a machine really thinks if it does my job better than me anyway?',
    issue: 'future',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'If a computer learned everything the way a child does, from scratch, would it end up with a mind like ours, Mr Enigma?',
    issue: 'learning',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Does beauty exist objectively, or is it all in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'haha the moderator sounds exactly like my old geography teacher', issue: null, form: 'off-topic' },
  {
    text: "Come on, emotions are chemicals. If a chip can simulate the chemistry, what's left for the soul to do?",
    issue: 'mind-body',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "Some people say Gödel's theorem proves a machine can never match a human mathematician. Does that hold up?",
    issue: 'limits',
    form: 'plain',
  },
  {
    text: 'descarte is there a pineal gland in a laptop',
    issue: 'mind-body',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'Why did the Soviet Union fall apart so quickly in 1991?', issue: null, form: 'off-topic' },
  {
    text: 'If superintelligent AI shows up in twenty years, do we have to figure out whether it thinks before we decide whether to trust it, Turing?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
];
