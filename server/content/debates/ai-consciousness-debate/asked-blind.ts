// Challenges for The Machine Mind (Descartes against Alan Turing), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; spent on tuning before it was ever measured: eval:debate counts them with the
// tuned-on set, and a fresh held-out set replaces them.
import type { AskedInput } from '../../schema';

export const aiConsciousnessDebateSpent: readonly AskedInput[] = [
  {
    text: "Can a computer actually think, or does it just look like it's thinking?",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'When ChatGPT tells me it understands, is there anyone in there doing the understanding?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'If a chatbot fooled me for a whole week into thinking it was a real person, would that mean it can think?',
    issue: 'imitation-game',
    form: 'paraphrase',
  },
  {
    text: 'What would it even take to prove that a machine has a mind?',
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: 'Is thinking just a fancy kind of calculation, so that anything calculating well enough counts as thinking?',
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: "My little sister says sorry to Alexa when she's rude to it. Is she being silly, or is there something in there that could get hurt?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'Could a robot ever really feel pain, or only act like it hurts?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'How do I know other people have minds at all, if all I ever see is how they behave?',
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: 'If you swapped my brain cells one at a time for tiny chips, at what point would I stop being me?',
    issue: 'brain',
    form: 'paraphrase',
  },
  {
    text: 'Is there something about being made of flesh and blood that a metal machine could never have?',
    issue: 'brain',
    form: 'plain',
  },
  {
    text: 'Do AI models really understand language, or are they just very good at guessing the next word?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: 'Would it be wrong to switch off an AI that begged you not to?',
    issue: 'future',
    form: 'paraphrase',
  },
  {
    text: 'Can a machine be creative, like genuinely come up with something new, or is it always remixing whatever we fed it?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: 'A parrot can repeat whole sentences and nobody says it understands them, so why would a chatbot be any different?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'So is the mind a separate thing from the brain, or is it just what the brain does?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'My phone beat me at chess and then suggested a better move than my coach would. Does it know chess the way he does?',
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'Is being conscious the same as being intelligent, or could something have one without the other?',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: "If an AI typed out 'I think, therefore I am', should we take its word for it?",
    issue: 'other-minds',
    form: 'paraphrase',
  },
  {
    text: 'Do we just keep moving the goalposts every time computers get good at something we used to call thinking?',
    issue: 'limits',
    form: 'plain',
  },
  {
    text: 'Honestly I use AI for my essays and sometimes it reasons better than I do, so which one of us is the thinking thing here?',
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'Can something with no body, no hunger and no fear really understand what words like hungry and afraid mean?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: 'Is a dog thinking when it waits by the door for me, or is it basically a very complicated clock?',
    issue: 'animals',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, if a machine could answer any question I put to it sensibly, why would you refuse to call that thinking?',
    issue: 'imitation-game',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Turing, is fooling a judge in a text chat really proof of a mind, or just a clever trick?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Mr Turing, would the chatbots we have today pass your test, and would that settle anything?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'What would Descartes make of a robot dog that whimpers when you kick it?',
    issue: 'consciousness',
    also: ['animals'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Can the guy who doubted everything except his own mind tell me whether he would doubt a computer's mind too?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Could a machine ever actually want something, or does the codebreaker from Bletchley Park think that's asking too much?",
    issue: 'consciousness',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'To the French philosopher who said animals are machines, are we humans just fancier machines too?',
    issue: 'brain',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: 'How do I reset my router when the wifi keeps dropping out?', issue: null, form: 'off-topic' },
  { text: "What's the fastest way to get from Paris to Lyon by train?", issue: null, form: 'off-topic' },
  {
    text: 'Can you recommend a gentle yoga routine for someone with a bad back?',
    issue: null,
    form: 'off-topic',
  },
  // A second set, written blind from the debate's card (title, question, description, names) and labelled from its
  // issue list; a second reader labelled it apart, and an issue that reader chose first is among "also". Read for the
  // engine's misses (on topic 71 % across the nine new debates), so spent.
  {
    text: "Do you reckon ChatGPT actually understands what it's saying, or is it just predicting the next word?",
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: "If a computer can pass for a human in a chat, does that mean it's thinking?",
    issue: 'imitation-game',
    form: 'plain',
  },
  {
    text: 'Could a machine ever really feel pain, or only act like it does?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: "What even is a mind, and why couldn't you build one out of chips?",
    issue: 'mind-body',
    form: 'plain',
  },
  { text: 'Honestly, how would we ever know if a robot was conscious?', issue: 'other-minds', form: 'plain' },
  { text: "Thinking's just calculating really fast, isn't it?", issue: 'thinking', form: 'plain' },
  {
    text: "Machines can't be creative, surely? They're just remixing whatever people fed them.",
    issue: 'originality',
    form: 'plain',
  },
  { text: 'If a machine could think, would it deserve rights?', issue: 'future', form: 'plain' },
  { text: "Aren't we just biological machines ourselves?", issue: 'brain', form: 'plain' },
  {
    text: 'Where does the soul come into this? Could a machine ever have one?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: "If an AI tells me it's conscious, why shouldn't I believe it?",
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: "What's the difference between faking thought and actually thinking?",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'A computer only ever does what it was programmed to do, right?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: "I can't even prove other people are conscious, so how would I prove it for computers?",
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: 'Why not build a machine that learns like a child instead of programming it from scratch?',
    issue: 'learning',
    form: 'plain',
  },
  {
    text: 'Would a thinking machine have free will, or just follow its code?',
    issue: 'free-will',
    form: 'plain',
  },
  {
    text: 'Is talking the real test of a mind, or can something talk without thinking at all?',
    issue: 'imitation-game',
    form: 'plain',
  },
  {
    text: "My daughter says goodnight to Alexa every night and says she'd be sad if it got unplugged. Is she wrong?",
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "When my chatbot tells me it's sorry, is anybody actually sorry?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: "I've been chatting to a Replika for months and it honestly feels like it gets me. Is there someone there?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: "That Google engineer who said the company's chatbot was alive, was he just crazy?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'If you swapped my brain for silicon one neuron at a time, would I still be me at the end?',
    issue: 'brain',
    form: 'paraphrase',
  },
  {
    text: 'My Roomba gets stuck under the sofa and I feel bad for it. Is that silly?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  { text: 'Could Siri ever get bored of me?', issue: 'consciousness', form: 'paraphrase' },
  {
    text: "A parrot can say I love you. How's a chatbot any different?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'When a self-driving car swerves to miss a kid, did it actually decide anything?',
    issue: 'free-will',
    form: 'paraphrase',
  },
  {
    text: 'Those AI art tools are winning competitions now. Is it art if nobody meant anything by it?',
    issue: 'originality',
    form: 'paraphrase',
  },
  {
    text: 'Suppose we copied your whole brain onto a hard drive. Would the copy be you or just a really convincing puppet?',
    issue: 'brain',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, you said animals are just machines, so what about a robot that talks better than my uncle?',
    issue: 'imitation-game',
    also: ['limits'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'What would Alan Turing say about ChatGPT fooling people?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Turing, does winning your imitation game really prove anything about what's going on inside?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Descartes, how do you know I'm not a robot right now?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'To the codebreaker: you cracked Enigma, but can a computer crack what a mind is?',
    issue: 'mind-body',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Hey, mind-body guy, where exactly is the soul supposed to be hiding?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Question for the dualist: if the mind isn't physical, why does a knock on the head change who you are?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "What's the best laptop for a computer science student on a budget?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My washing machine's making a horrible banging noise on the spin cycle, any idea what's wrong?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I think I need to change my mind about lunch. Pizza or a burrito?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'Who won the football last night?', issue: null, form: 'off-topic' },
  { text: 'What time does this exhibition close today?', issue: null, form: 'off-topic' },
];
