// The blind set of 2027-01-13 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'Is there anything at all you can be 100% sure of?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Leibniz, is 2 + 2 = 4 true even if no human ever existed to count?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'ok so hume if i cant prove the sun comes up tomorrow why do i still set my alarm lol',
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "My daughter asked me how we know the earth is round when it looks flat from our balcony. I said scientists proved it, but honestly I've never checked myself. Do I actually know it or am I just trusting people?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'is the audio cutting out for anyone else or just me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What about Descartes? I think therefore I am. Isn't that one thing nobody can doubt?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Question for the Scottish skeptic: if nothing is certain, how are you so sure of that?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'I work in a hospital lab. We run a test a thousand times and trust it on the thousand-and-first. Is that knowledge or just a very expensive habit?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'Can I even trust my own memory of what I ate for breakfast, Mr Hume?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'i mean how do you know youre not dreaming right now, like genuinely',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Leibnitz, you think reason can show this is the best of all possible worlds. Have you watched the news this week? Come on.',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "That's just circular though. You're using reason to prove that reason works.",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "With deepfakes everywhere now I honestly can't tell if a video of a politician is real. Are we heading for a world where nobody can know anything from what they see?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'do you guys know a good bakery near Waverley station',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'David, is cause and effect just constant conjunction plus a bit of wishful thinking?',
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Are babies born knowing anything, or are they totally blank?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: "My friend is a flat earther and every argument I give him, he says 'you can't be certain'. Technically he's right? How do I answer that without sounding like a believer myself?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit, Edinburgh man, that science could turn out wrong about everything tomorrow?',
    issue: 'induction',
    also: ['certainty'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "What's the difference between being certain and just feeling certain?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Is it ethical to eat meat if we can live healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The German with the calculus: can maths tell us anything about the real world, or only about itself?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Hume, you'd still take the stairs instead of jumping out the window, right? So what's your skepticism for if you never act on it?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Does Gödel's incompleteness theorem mean even maths can't be fully certain?",
    issue: 'certainty',
    also: ['truths-of-reason'],
    form: 'paraphrase',
  },
  {
    text: "My nan swears she saw a man walk again at Lourdes. She's not a liar and she's not stupid. Hume, what exactly would you tell her?",
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'how do i know other people actually have minds and arent just like NPCs',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "brb my pasta's boiling over",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In court they only need 'beyond reasonable doubt', not certainty. Shouldn't philosophers settle for that too?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Can something like ChatGPT know anything, or does it just predict words? And how would we tell the difference with ourselves?',
    issue: 'innate-ideas',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'leibniz why does everything need a reason?? maybe some stuff just happens',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Question for the idealist: is 'all bachelors are unmarried' real knowledge or just a word game?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Gottfried, if the world is made of minds, what is my coffee table thinking about?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "But what about pain? When I stub my toe I'm pretty sure it hurts. Nobody's going to argue me out of that.",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "I'm a software tester. Ten thousand passing tests never prove my code has no bugs, but one failure proves it does. Is that the same problem you two are arguing about?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'the cheerful doubter guy, why cheerful? doesnt doubting everything make you kind of miserable',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'is there a way to make the voices slower? they talk really fast',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you recommend a good novel for a long train journey? Not philosophy please',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on Leibniz, reason has been wrong loads of times. people reasoned their way to heavier things falling faster for like two thousand years',
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Do you think Scotland should get another independence referendum?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If I can't be certain of anything, why should I believe what my teachers tell me?",
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'plain',
  },
];
