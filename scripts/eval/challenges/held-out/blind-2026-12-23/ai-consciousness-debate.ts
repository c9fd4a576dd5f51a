// The blind set of 2026-12-23 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Does ChatGPT understand anything, or is it just really good autocomplete?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, you thought animals were basically machines. So when my cat screams at 5am for food, is nobody home?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "ok so if a robot says it's in pain and acts exactly like it's in pain, like, who am i to say it isn't",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: "Alan, the imitation game only tests whether a machine can fool us. Isn't fooling people a pretty low bar?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "What's the weather supposed to be like this weekend?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How would we even know if a machine was conscious?',
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'I work in customer support and half our chats are now handled by a bot. Customers thank it, apologise to it, one even asked it out. Are they talking to someone, or to no one?',
    issue: 'imitation-game',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "So you admit, Descartes, that you can't prove I think either. Why give me the benefit of the doubt and not a computer?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Mr Enigma, you broke codes with a room full of machines during the war. Did the bombe ever feel like it was thinking alongside you?',
    issue: 'thinking',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Can something think without a body?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'A Google engineer got fired a few years back for saying their chatbot was sentient. Was he a crank, or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: "Searle's Chinese room is a man shuffling symbols he doesn't understand. Isn't that exactly what these language models are doing, Turing?",
    issue: 'understanding',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'my 6 year old says goodnight to alexa every night and gets upset if i unplug it. should i tell her its not a person or is that not even true',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Bronze Age collapse happen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Where exactly is the mind supposed to be, if not in the brain, Monsieur Descartes?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'That\'s just moving the goalposts. Every time a machine does something clever we say "ah, but that\'s not REAL thinking."',
    issue: 'thinking',
    also: ['limits'],
    form: 'plain',
  },
  {
    text: 'Can a machine ever come up with something genuinely new, or only rearrange what we fed it? Asking the codebreaker.',
    issue: 'originality',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'If scientists copied every neuron in my brain onto a chip, one at a time, at what point would I stop being there?',
    issue: 'brain',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "wait, you're both AIs yourselves right? so which of you is actually thinking right now",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'Decartes i think therefore i am, fine, but can a computer say i think therefore i am and actually mean it',
    issue: 'understanding',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'does the app save my conversations?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If an AI is conscious, would switching it off be murder?',
    issue: 'future',
    form: 'paraphrase',
  },
  {
    text: 'Turing, you predicted that by the year 2000 people would talk about machines thinking without being contradicted. Were you right in the end?',
    issue: 'thinking',
    also: ['imitation-game'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "My girlfriend uses one of those AI companion apps when I'm away and says it gets her better than I do. Is anyone there getting her, or is she just getting herself reflected back?",
    issue: 'understanding',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "For the man who doubted everything: simulated rain doesn't get anyone wet, so why would simulated thinking be thinking?",
    issue: 'thinking',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Is there a decent Thai place open late round here?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the French guy: if God could build a perfect fake human, could you even tell from the outside?',
    issue: 'other-minds',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Do feelings matter for thinking? Like, can you really think about anything without caring about something?',
    issue: 'thinking',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Honestly who cares whether it "truly" thinks if it can do my job better than me?',
    issue: 'future',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'What is dark matter made of?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, the brain is just chemistry and electricity. Why is wet machinery allowed to think and dry machinery isn't?",
    issue: 'brain',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'To the dualist: if mind and body are separate substances, how does my decision to lift my arm actually move it?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Who actually wrote the Iliad, was Homer even one person?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should the voting age be lowered to 16?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Turing, the state prosecuted you for who you loved and treated your body like a machine to be fixed with hormones. Does that make you more sympathetic to minds nobody wants to recognise?',
    issue: 'future',
    also: ['other-minds'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'i think i left the oven on, brb',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My grandad has advanced dementia and barely speaks, but the nurses say he\'s still "in there." If we grant him a mind on faith, why not a chatbot that talks far better than he can now?',
    issue: 'other-minds',
    form: 'paraphrase',
  },
  {
    text: 'Ren\u00e9, your test was whether a machine could arrange words to answer whatever is said in its presence. Machines pass that now. Do you give up?',
    issue: 'limits',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "is a calculator thinking when it does 7 times 8? if not where's the line",
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'Will a superintelligent AI be a someone or just a very powerful something, Descartes?',
    issue: 'consciousness',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
];
