// Challenges for The Freedom Fight (Descartes against Spinoza), written blind (from the debate's title, question,
// card text and names) by a helper and labelled by another from the issue list alone, on 2026-11-29. Measured once
// on the knowledge as it stood (on topic 25 of 40 typed, against 97 % on the held-out set), then spent on tuning:
// eval:debate counts them with the tuned-on set.
import type { EvalChallenge } from '../../challenge-set';

export const freeWillDebateSpent: readonly EvalChallenge[] = [
  {
    text: 'If every decision I make has a cause, in what sense did I actually choose anything?',
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'plain',
  },
  { text: 'Is free will just a comforting story?', issue: 'free-will-real', form: 'plain' },
  {
    text: 'Can the mind really move the body, or is the mind just what the body is doing?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'If everything is determined, does it still make sense to blame anyone for anything?',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'Could I have done otherwise yesterday, or was that always going to happen?',
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: 'Does knowing the causes of my feelings make me freer, or just more aware of my chains?',
    issue: 'passions',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: "Why would God give us freedom if He already knows what we'll pick?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'Is there any real difference between being free and simply not being forced?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Do animals have free will, or is that something only humans get?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'If my character was shaped by genes and upbringing I never picked, who exactly is doing the choosing?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'My phone seems to know which video I will watch next before I do. Does that mean I am not really choosing?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "I read about an experiment where brain activity showed up before people felt they'd decided to move. Doesn't that kill free will?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'My friend says she could not help eating the whole cake. Real excuse or cop-out?',
    issue: 'responsibility',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'In The Matrix, Neo takes the red pill. Was that a free choice if the Oracle already knew he would?',
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: 'There was a man whose brain tumor made him violent, and it stopped after surgery. Was he ever responsible?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'When I quit smoking after ten years, was that willpower, or did something just finally cause me to stop?',
    issue: 'passions',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "Apparently judges hand out harsher sentences right before lunch. If hunger sways verdicts, how free is anyone's judgment?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "My twin and I grew up in the same house but made totally different life choices. Doesn't that prove something in us is free?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "If my robot vacuum 'decides' which room to clean first, how is that different from me deciding what to cook?",
    issue: 'machines',
    form: 'paraphrase',
  },
  {
    text: 'Addicts say they want to stop but cannot. Whose will is losing there, the mind or the body?',
    issue: 'passions',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'Weather forecasts are just physics. If someone could forecast my next week the same way, would I still be free?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'I was raised Catholic and taught that sin is a free choice. Would determinism make confession pointless?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "Stage hypnotists get people to cluck like chickens. Where does the person's own will go?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'When I am furious I say things I later regret. Was I free in that moment, or was anger in charge?',
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, how exactly does a soul with no size or weight push a body around?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If the pineal gland is where mind meets body, Descartes, what happens to my freedom when it gets damaged?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Why are you so sure you are free just because you feel free, Descartes?',
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'So when I hesitate for weeks between two job offers, Monsieur Descartes, is the hesitating itself proof that I am free?',
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Do you honestly think dogs are just machines with no choices at all, Descartes?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Spinoza, if nothing is free, why did you bother writing a whole book telling people how to live?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Be honest, Spinoza: when your community threw you out, did you feel you had no choice in how you reacted?',
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'How can I feel any joy about life if I am just one link in a chain of causes, Spinoza?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Is a person really just like that thinking stone you wrote about, Spinoza, convinced it's flying by its own choice?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Should we stop punishing criminals if they couldn't have acted otherwise, Spinoza?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'To the Dualist: if mind and body are separate things, why does a glass of wine change how I think?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Question for the 'I think, therefore I am' guy: does being able to think mean you are free?",
    issue: 'free-will-real',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'To the Determinist: if you are right, were you simply determined to be right?',
    issue: 'necessity',
    also: ['method-certainty'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'For the lens grinder from Holland: was your quiet, lonely life something you chose or something that happened to you?',
    issue: 'free-will-real',
    addresses: 'spinoza',
    form: 'epithet',
  },
  { text: 'What time does the museum café close today?', issue: null, form: 'off-topic' },
  { text: 'Can anyone recommend a good recipe for banana bread?', issue: null, form: 'off-topic' },
];
