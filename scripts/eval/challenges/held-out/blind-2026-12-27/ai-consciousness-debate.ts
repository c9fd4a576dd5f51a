// The blind set of 2026-12-27 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: "If a machine says it feels sad, how would we ever know if it's lying?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "Turing, isn't your test just a test of how good something is at fooling people?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'I talk to a chatbot every night before bed, and honestly it gets me better than my ex ever did. Is there anyone in there, or am I talking to a very fancy mirror?',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "Descartes, you thought dogs were just machines too. Do you really believe a dog yelping when it's kicked feels nothing?",
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "what's a good laptop for uni, budget around 800",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does thinking need a body?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'so like if my brain is just neurons firing isnt my brain a machine too? then why cant a computer think',
    issue: 'brain',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'A Google engineer got fired for claiming their chatbot was sentient. Was he crazy, or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'Question for the codebreaker: do you think the machines you imagined would ever dream?',
    issue: 'consciousness',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "Monsieur Descartes, how do you know I'm not a machine? You only see my words on a screen.",
    issue: 'other-minds',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Picture a guy in a room with a rule book, passing Chinese symbols out through a slot without knowing a word of Chinese. Isn't that exactly what ChatGPT does?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'What actually started World War One?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can something without feelings still be said to think?',
    issue: 'thinking',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "Ren\u00e9, where is the soul in a person then? Show me where it sits and I'll tell you whether a computer has one.",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My daughter's AI homework helper solved a maths olympiad problem she couldn't. Her teacher says it doesn't 'really' understand maths. What would understanding add that the right answer doesn't?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'the french guy with the pineal gland thing, is that still a serious idea or did neuroscience kill it',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Should a thinking machine have rights?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'good evening everyone, first time here!',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Alan, Lady Lovelace said machines can only do what we tell them to. Did you ever answer her properly?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Isn't it a bit convenient that the only mind you're sure of is your own, Descartes?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'AI art wins competitions now. Is that creativity or just a really big remix?',
    issue: 'originality',
    form: 'paraphrase',
  },
  {
    text: 'Is the universe infinite or does it have an edge somewhere?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i think therefore i am ok sure but can a computer say that and actualy mean it',
    issue: 'understanding',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "that's just moving the goalposts. every time a machine does something new people say 'well that's not real thinking'",
    issue: 'thinking',
    also: ['limits'],
    form: 'plain',
  },
  {
    text: 'Turing, they treated you horribly for who you loved. Do you think a society that cruel would ever accept a machine as a person?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Could we upload a human mind into a computer, and would it still be you?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "my phone's dying, be right back",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If an octopus can think with a brain spread out through its arms, why not a network of chips?',
    issue: 'thinking',
    also: ['brain'],
    form: 'paraphrase',
  },
  {
    text: "So you admit, Mr Dualist, you can't explain how mind and body even talk to each other?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Is lying ever morally acceptable, like to protect someone you love?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a software developer. I know these language models are just predicting the next word. But sometimes they surprise me in ways nobody coded. Where does the surprise come from?",
    issue: 'originality',
    also: ['learning'],
    form: 'paraphrase',
  },
  {
    text: 'Will machines be smarter than us in my lifetime?',
    issue: 'limits',
    also: ['future'],
    form: 'plain',
  },
  {
    text: "Descartes said a machine could never arrange its words to answer whatever is said to it. Hasn't that aged badly?",
    issue: 'limits',
    also: ['understanding'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'hey enigma man, would you trust an AI to decide whether to go to war?',
    issue: 'future',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "Can the moderator speak a bit slower? English isn't my first language.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should billionaires pay much higher taxes?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What if we're the machines, running in some simulation? Would our thinking count for less?",
    issue: 'brain',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "Why does it matter whether it 'truly' thinks if it does the job, Descartes?",
    issue: 'thinking',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'But what about pain? A robot can scream when you hit it. Does it hurt, Turing?',
    issue: 'consciousness',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "You suggested building a baby machine and educating it, Alan Turing. Isn't that admitting thinking has to be grown, not programmed?",
    issue: 'learning',
    addresses: 'turing',
    form: 'named',
  },
];
