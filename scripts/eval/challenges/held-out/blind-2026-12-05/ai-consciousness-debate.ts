// The blind set of 2026-12-05 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can a computer ever actually understand a joke, or does it just know when to say haha?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: "I've been chatting with an AI late at night when I can't sleep, and honestly it feels like it gets me better than some people do. Is there anyone in there, or am I talking to a mirror?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'Turing, if a machine fools everyone, does it matter whether it really thinks?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'descartes you said animals were basically machines right?? so is my dog a robot to you',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'is my mic working? nobody answered my last question', issue: null, form: 'off-topic' },
  {
    text: 'What actually caused the 2008 financial crisis, in simple terms?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'A Google engineer got fired a couple of years back for insisting their chatbot was sentient. Was he onto something, or did he just get fooled by good grammar?',
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: "Mr Codebreaker, couldn't your imitation game be passed by something that's basically autocomplete on steroids?",
    issue: 'imitation-game',
    also: ['understanding'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'so you admit a machine can say all the right words. then what more do you want from it, a soul certificate?',
    issue: 'imitation-game',
    form: 'plain',
  },
  { text: 'Can a machine feel pain?', issue: 'consciousness', form: 'plain' },
  {
    text: 'If we ever build a robot that begs not to be switched off, would turning it off be murder?',
    issue: 'future',
    form: 'paraphrase',
  },
  {
    text: "Is it ever morally acceptable to break a promise to protect someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Alan, how do I know YOU think? I only have your words.',
    issue: 'other-minds',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "i mean my brain is also just neurons firing, little electrical signals, so why is that thinking and a chip isn't",
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "Rene, you doubted everything. Couldn't you also doubt that other humans have minds? Maybe we're all automata to you.",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My daughter's robot toy says 'I love you' when she hugs it, and she cries whenever its battery dies. Should I tell her it doesn't feel anything?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'any tips for a laptop that keeps overheating? the fan sounds like a jet engine',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could an AI ever write a poem that it actually means?',
    issue: 'understanding',
    also: ['originality'],
    form: 'plain',
  },
  {
    text: "Question for the French dualist: if the soul isn't physical, why does a knock on the head change how people think?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "that's just behaviourism. acting like you think is not thinking, come on",
    issue: 'imitation-game',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Ada Lovelace said machines can only do what we tell them to. Turing, was she right, or can they genuinely surprise us?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'What if we replaced every neuron of a person with a chip, one by one? At what point would the person stop being there?',
    issue: 'brain',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  { text: 'Why is the sky blue during the day but red at sunset?', issue: null, form: 'off-topic' },
  {
    text: "If an AI can't get bored, can it really think, Descartes?",
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "ok so at work they replaced half our customer service team with a bot and customers can't tell. does that mean the bot is thinking or that our jobs never needed much thinking",
    issue: 'imitation-game',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, your two tests were language and flexible action. Modern AIs can chat about anything. Do you now have to admit they pass?',
    issue: 'imitation-game',
    also: ['limits'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Does a machine need a body to think, or is a brain in a box enough?',
    issue: 'mind-body',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Would a thinking machine deserve rights, like a vote or a salary?',
    issue: 'future',
    form: 'plain',
  },
  { text: 'brb gotta grab the pizza from the door', issue: null, form: 'off-topic' },
  {
    text: "There's that Chinese Room argument: a man follows a rulebook to answer in Chinese without knowing a word of it. To the Codebreaker: isn't that exactly what your machines do?",
    issue: 'understanding',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "but what about mistakes? machines make weird ones no human would ever make. doesn't that show nobody's home",
    issue: 'understanding',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Can something be intelligent without being conscious?',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  { text: 'Should wealthy countries cancel the debts of poorer nations?', issue: null, form: 'off-topic' },
  {
    text: 'You helped win a war and your own government repaid you with cruelty. Alan Turing, do you think a thinking machine would be treated any better by us?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'cogito ergo sum works for you descarts but can a program say it and mean it',
    issue: 'consciousness',
    also: ['understanding'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If my grandmother's memories were kept alive in a chatbot that talks exactly like her, would she still be thinking in some way?",
    issue: 'brain',
    also: ['thinking'],
    form: 'paraphrase',
  },
  { text: 'How do I change the language of the app to Spanish?', issue: null, form: 'off-topic' },
  {
    text: 'Does the father of computer science think consciousness can ever be tested from the outside?',
    issue: 'other-minds',
    also: ['consciousness'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Honest question for Mr Turing: do you think machines will one day wonder whether WE really think?',
    issue: 'other-minds',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Self-driving cars decide in a split second whom to swerve towards. Is that a decision, or just a calculation wearing a decision's clothes?",
    issue: 'free-will',
    form: 'paraphrase',
  },
];
