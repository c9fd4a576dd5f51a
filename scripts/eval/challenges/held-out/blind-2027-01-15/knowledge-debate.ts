// The blind set of 2027-01-15 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: "Is 2 + 2 = 4 something I actually know, or just something I've been told a thousand times?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'ok so if the sun coming up tomorrow isnt certain then like why do i even set an alarm',
    issue: 'induction',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'Hume, when you leave a building, do you use the door or jump out the window? Because your actions look pretty certain to me.',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My dad is a structural engineer. He says his bridge calculations are certain because maths is certain, but bridges still collapse sometimes. Where does the certainty stop, in the numbers or in the steel?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Leibniz, what exactly is the principle of sufficient reason and why should I believe it?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "How do I know I'm not dreaming right now?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Last week a deepfake of our mayor went viral and half my family believed it. If we can't even trust video anymore, is there anything left we can be sure of from our senses?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "so you admit you can't prove cause and effect, but you still expect the kettle to boil when you switch it on",
    issue: 'causation',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "Question for the Scottish guy: is 'custom' just a fancy word for being lazy?",
    issue: 'induction',
    also: ['causation'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'do babies come into the world knowing anything at all or are they a blank page',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: "Gottfried, if this is the best of all possible worlds, why did my friend's little boy get leukemia? I don't see reason reading THAT law.",
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "If science can always be overturned, is it wrong to call any theory 'proven', Mr Hume?",
    issue: 'induction',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Is it morally wrong to eat meat if you could easily live without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i think therefore i am, that one at least is certain right? or does hume disagree w that too',
    issue: 'certainty',
    also: ['self'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "When a jury convicts 'beyond reasonable doubt', they're admitting they aren't certain. Is that the best any of us can ever do?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "What's the difference between a truth of reason and a truth of fact, in simple words?",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: "Mr Sunrise, you keep saying you can't prove it will rise tomorrow. But astronomers predict eclipses to the second, centuries ahead. Doesn't that count for something?",
    issue: 'induction',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Leibniz, did you ever actually meet a monad, or did you just decide they had to exist?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "I'm a nurse. A test comes back 99% accurate and the patient asks me 'so do I have it or not?'. What am I supposed to say, is anything in medicine ever certain?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'is there a certain time the next debate starts? I have to pick up my kid at 5',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on Hume, by your own logic you can't even be certain you're a skeptic",
    issue: 'certainty',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Is memory knowledge? I was sure I'd locked the car, went back, and I hadn't.",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'to the german one, isnt it a bit convenient that pure reason always ends up proving god exists',
    issue: 'god-proof',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'is this app free or do I need a subscription after the first debate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Chatbots state wrong facts with total confidence. Are feeling certain and being right just two completely different things?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'What actually happened to the dinosaurs, was it only the asteroid?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My flat-earther cousin says I only 'believe' the earth is round because I was taught it. Honestly, how do I answer him without sounding just as dogmatic as he is?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'hume do u believe in miracles',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Can logic prove itself, or do we just have to trust it?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "Didn't Gödel show that maths can't even prove all of its own truths? What would Leibniz make of that?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Liebniz, you dreamed of a language where any argument could be settled by saying 'let us calculate'. Did computers make that dream come true or kill it?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'the sound keeps cutting out on my phone, anyone else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What does the skeptic do when he's hungry, doubt the bread?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "For the idealist: when I look inward I just find a mess of thoughts and moods, no 'me' anywhere. So how are you so sure there's a soul in there?",
    issue: 'self',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'honestly this whole debate feels like word games. does any of it change how a normal person should live',
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: "If I can't prove the future will resemble the past, is saving for retirement irrational?",
    issue: 'induction',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Kant said Hume woke him from his dogmatic slumber. So who won in the end, the armchair or experience?',
    issue: 'innate-ideas',
    also: ['truths-of-reason'],
    form: 'paraphrase',
  },
  {
    text: "what's the weather doing in Edinburgh this weekend, thinking of a trip",
    issue: null,
    form: 'off-topic',
  },
];
