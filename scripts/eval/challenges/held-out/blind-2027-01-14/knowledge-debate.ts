// The blind set of 2027-01-14 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'How can anyone be sure 2 + 2 is 4 and not just something we were taught?',
    issue: 'truths-of-reason',
    also: ['innate-ideas', 'certainty'],
    form: 'plain',
  },
  {
    text: 'ok so hume if i cant prove the sun comes up tomorrow why do i still set an alarm lol',
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My doctor said the test is 99% accurate. Is that knowing, or just a very confident guess?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Leibniz, what's one thing you'd bet your life on that doesn't come from your eyes or ears?",
    issue: 'truths-of-reason',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'is the app free or do i need a subscription to keep listening',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the Scottish guy: if cause and effect is just habit, why does my hand hurt every single time I touch the stove?',
    issue: 'causation',
    also: ['induction'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "So you admit you can't prove anything, Hume? Then why should I believe your argument either?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "I used to be sure my ex loved me. Turned out I was wrong about pretty much everything. Can you ever really know what's going on in someone else's head?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "What about the cogito? I think therefore I am. Isn't that at least one sure thing?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Liebniz why is there something rather than nothing, and how would you even know the answer',
    issue: 'sufficient-reason',
    also: ['god-proof'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What's the difference between a virus and a bacterium, actually?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Scientists keep revising their theories. Newton was 'certain' and then Einstein came along. Does that mean science never gives us real knowledge?",
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: "With deepfakes everywhere I genuinely can't trust a video anymore. How do I know what's real when I can't believe my own eyes?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Mr Monads, do you honestly think your little windowless souls are something reason proved and not something you made up?',
    issue: 'reality',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Is there any difference between believing something really hard and knowing it?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'David, be honest: when you left your study and played backgammon with your friends, did all the doubts just go away?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'brb my pizza just arrived',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'if everything is just habit then how come maths works on planets we have never visited, leibniz?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'My grandmother swears a psychic told her the future and it came true. Hume, how would you talk to her about that without being cruel?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'What would a totally certain fact even look like?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Come on, 'best of all possible worlds'? Have you seen the news lately?",
    issue: 'best-world',
    form: 'plain',
  },
  {
    text: "the german guy says reason can read the laws of the world from an armchair but like, didn't we need telescopes for that",
    issue: 'truths-of-reason',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Hume, you said to throw any book into the fire if it has no numbers and no experiments in it. Wouldn't your own philosophy end up in the flames too?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Who actually started the First World War? Was it really just one assassination?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "How do I know I'm not dreaming right now?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "I'm on a jury next month. The judge says 'beyond reasonable doubt', not 'beyond all doubt'. Is that the best any of us can ever do?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "Can a computer prove a theorem more certainly than a human can? Leibniz, didn't you dream of a machine that settles every argument?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Gottfried, if two people disagree, can they really just sit down and say 'let us calculate'?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "That's just lazy. Saying 'we can't be certain' is a way to never take a position on anything.",
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'what about memory? i remember breakfast but how do i know i didnt just make it up',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Is it going to rain in Edinburgh this weekend? I'm visiting and didn't pack an umbrella",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are babies born knowing anything, or do they learn all of it from scratch?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: "Where is the 'self' that does all this doubting? When I look inside I just find feelings and thoughts, never a me.",
    issue: 'self',
    form: 'plain',
  },
  {
    text: "Question for the cheerful doubter: my friend thinks the moon landing was faked and says 'you can't prove it wasn't'. Who has to prove what here?",
    issue: 'certainty',
    also: ['miracles'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Is it ever morally ok to lie to protect someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you know God exists by reasoning alone, Leibniz, or is that just wishful thinking dressed up in logic?',
    issue: 'god-proof',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'hume what would convince you a miracle really happened',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'To the skeptic: do you actually live like you doubt everything, or is it just a game for the seminar room?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "how do i change the voice speed, they're talking way too fast for me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How do black holes evaporate? I read something about Hawking radiation and got lost halfway.',
    issue: null,
    form: 'off-topic',
  },
];
