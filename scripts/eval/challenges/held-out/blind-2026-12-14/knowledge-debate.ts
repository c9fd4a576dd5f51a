// The blind set of 2026-12-14 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 82). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: "Is 2+2=4 something we know for sure or just something we've always been told?",
    issue: 'certainty',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: 'ok so if i cant prove the sun rises tomorrow should i still set my alarm lol',
    issue: 'living-with-doubt',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: "My daughter keeps asking 'but how do you KNOW?' after every answer I give her, and by the fourth why I run out. Is there a bottom to that chain, or does every answer just rest on another one we can't check?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Hume, you say causes are just habits of expectation. When I drop a glass and it shatters, are you really telling me I don't know the drop caused it?",
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "is there a way to make the text bigger on this app, my eyes aren't great",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Leibniz, if reason can read the world's laws from an armchair, why did we need telescopes and particle colliders?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'I work in a lab and we run every experiment three times. Even after a thousand confirmations a result could flip tomorrow. So what exactly is science giving us if not certainty?',
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  { text: "Can you be certain you're not dreaming right now?", issue: 'certainty', form: 'plain' },
  {
    text: 'the scottish guy seems way too relaxed about not knowing anything. how do you even get out of bed',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "What about 'I think, therefore I am'? Surely that one's airtight.",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Chatbots state false things with total confidence and deepfake videos look completely real. Is 'seeing is believing' finished, and does either of you have a better rule?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: "brb, someone's at the door", issue: null, form: 'off-topic' },
  {
    text: "So your skepticism can't be proven either? Isn't 'nothing is certain' itself a claim to certainty, Hume?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Mr Leibnitz, what are these monads and how would I ever check that they exist?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  { text: "Are we born knowing anything, or is a baby's mind blank?", issue: 'innate-ideas', form: 'plain' },
  {
    text: 'i mean if memory can be wrong then how do i know i even had breakfast. like is the past certain at all',
    issue: 'certainty',
    form: 'plain',
  },
  { text: "Is it ever morally okay to lie to protect someone's feelings?", issue: null, form: 'off-topic' },
  {
    text: "A jury has to convict 'beyond reasonable doubt', not beyond all doubt. Is that the most honest standard humans can reach, or a compromise we should be uneasy about?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "Come on, nobody actually doubts that fire is hot. Isn't this whole debate a parlour game?",
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: "David, would you say the same about geometry? The angles of a triangle don't depend on how many triangles I've seen.",
    issue: 'truths-of-reason',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "To the one who says this is the best of all possible worlds: you're so good at proving things, prove that to the families after an earthquake kills thousands.",
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  { text: "what's the forecast for saturday, does anyone know", issue: null, form: 'off-topic' },
  {
    text: "Hume's fork says a claim is either true by definition or learned from experience. Where does a sentence like 'every event has a cause' fall?",
    issue: 'sufficient-reason',
    also: ['truths-of-reason', 'causation'],
    form: 'plain',
  },
  {
    text: "My grandmother believes in miracles because she says she saw one with her own eyes. Can anyone's eyes ever be enough to believe the laws of nature were broken?",
    issue: 'miracles',
    form: 'paraphrase',
  },
  {
    text: 'Gottfried, can you prove God exists using logic alone?',
    issue: 'god-proof',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'how is reason supposed to prove anything if reason itself could be broken. who checks the checker',
    issue: 'certainty',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: 'What actually happened to the Library of Alexandria, was it one big fire or a slow decline?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there such a thing as moral certainty, like knowing that torturing a child for fun is wrong?',
    issue: 'certainty',
    also: ['reason-passion'],
    form: 'plain',
  },
  {
    text: 'The guy from Edinburgh says the self is just a bundle of perceptions. Then who is doing the doubting?',
    issue: 'self',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Nothing happens without a reason why it is so and not otherwise. Some physicists say quantum events have no reason at all. Do you still stand by your principle, Leibniz?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'I run a small online shop and every wholesale buyer for five years has paid on time. Am I a fool to trust the next one? At what point does experience earn the right to be called knowledge?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'anyone know a good proof reader? need my cover letter checked by tonight',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Kant said reading Hume woke him from his dogmatic slumber. Did he actually answer the problem or just rename it?',
    issue: 'causation',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: 'Would you trust a doctor who said she was 100 percent sure, Mr Hume?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'but what about Godel, didnt he show even math cant prove all its own truths? doesnt that hurt the armchair guy',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Conspiracy people say 'do your own research' and doubt everything the experts say. Hume, are they your most devoted students, or did they miss something?",
    issue: 'living-with-doubt',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Does free will survive if neuroscience can predict our choices before we're aware of making them?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok but if nothing is certain why does the bridge hold up every single time I drive over it',
    issue: 'induction',
    form: 'paraphrase',
  },
  { text: 'What caused the Bronze Age collapse around 1200 BC?', issue: null, form: 'off-topic' },
  {
    text: "The German mathematician dreamed of a language where every argument could be settled by saying 'let us calculate'. Is that what computers have turned into?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
];
