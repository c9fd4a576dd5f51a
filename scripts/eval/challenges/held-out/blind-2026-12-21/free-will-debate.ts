// The blind set of 2026-12-21 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Did I choose to come to this debate, or was I always going to?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Spinoza, if everything follows from nature like a theorem, why bother trying to change anything?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "My brother's in prison for stealing cars. He grew up with an alcoholic dad and no money. If his choices weren't really free, should he even be in there?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'descartes how exactly does the soul push the body around, like where does it connect',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I read that brain scans can predict a decision several seconds before the person is aware of making it. Doesn't that settle the question against free will?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'Can you be free and determined at the same time?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "So the Dutch lens grinder thinks I'm basically a stone that thinks it's flying?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Renee, the pineal gland? Seriously? Nobody believes that anymore.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I've been trying to quit smoking for six years. Every morning I 'decide' to stop and every evening I light one. Where's my free will in that?",
    issue: 'passions',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'ok so quantum physics is random right so doesnt that mean the future isnt fixed',
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If God already knows what I'll do tomorrow, can I still do otherwise, Descartes?",
    issue: 'god-freedom',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Netflix seems to know what I'll watch before I do. If an algorithm can predict my choices, in what sense are they mine?",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "Mr Determinist, how do you get out of bed in the morning knowing it's all already written?",
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'What does it even mean to say someone could have done otherwise?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "That's just fatalism with extra geometry.",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: "when does my free trial end, i don't see it in settings",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Descartes, you say error comes from the will going beyond what we understand. So is every bad decision just overconfidence?',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "my therapist says i can choose how i react to things but honestly i don't feel like i choose my anxiety",
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: 'Are animals free, or are they the little machines the Frenchman said they were?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'If nobody is truly free, does praise for a good deed make any sense? Do I deserve credit for my degree?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Spinosa was thrown out of his own community for his ideas. Did he choose to write them or was that determined too?',
    issue: 'free-will-real',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'What actually caused the First World War, the assassination or the alliances?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'A friend got hypnotised at a party and did embarrassing stuff. He says it felt like his own choice. How is that different from what I do every day?',
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  {
    text: 'Is freedom just not knowing the causes of what you do?',
    issue: 'feeling-of-choice',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: "Come on, Baruch, when you turned down that professorship at Heidelberg, you weren't just a domino falling.",
    issue: 'free-will-real',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "The 'I think therefore I am' guy - does thinking prove that I'm free, or only that I exist?",
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "If your genes and upbringing shape your character, and character shapes your choices, where exactly is the 'you' that chooses?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'can I switch the app to Spanish? my mum wants to listen too',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could an AI ever have free will, or would it always just be running its code?',
    issue: 'machines',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Spinoza you said understanding our emotions makes us freer. how does that work when im furious in traffic',
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "I'm choosing between medicine and music for university. If the choice is already settled by causes, why does it feel so agonising?",
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  {
    text: 'Why is the sky dark at night if the universe is full of stars?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about moral responsibility? If Spinoza's right, should we abolish punishment entirely?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Question for the Dualist: if mind and body are two separate substances, why does a glass of wine change what I decide?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Monsieur Descartes, is an unlimited will a gift from God or a curse that makes us sin?',
    issue: 'error',
    also: ['god-freedom'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'lol my dog just sneezed on the mic sorry',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Advertisers spend billions to steer what we buy. If they can push our choices that easily, were we ever free to begin with?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'Does a just society have to guarantee everyone a basic income?',
    issue: null,
    form: 'off-topic',
  },
];
