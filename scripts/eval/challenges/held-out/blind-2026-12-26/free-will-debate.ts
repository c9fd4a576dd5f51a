// The blind set of 2026-12-26 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: "If my brain decides before I'm aware of it, like in those Libet experiments, what's left of my so-called choice?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'do animals have free will or just us',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'Descartes, where exactly does the soul push on the body? The pineal gland thing always sounded made up to me.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My brother is in jail for theft. He grew up with nothing, dad drank, barely went to school. Is it fair to say he chose it?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'is there a way to make the text bigger on this screen',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Spinoza, if everything follows necessarily, why bother trying to be good at all?',
    issue: 'good-life',
    also: ['responsibility'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'ok so like if i choose pizza tonight was that already decided when the universe started or nah',
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: 'Mr Theorem, you really think my love for my kids is just a line in a proof?',
    issue: 'necessity',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "What's the difference between being determined and being forced?",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'I quit smoking after twelve years. Everyone says that took willpower. If it was just the next domino falling, do I still get to be proud of it?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "so you admit, Descartes, that we still make mistakes with this infinite will of yours. Doesn't that make it more of a liability than a gift?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'How did the Black Death change wages for ordinary workers in medieval Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Netflix and TikTok know what I'll click before I do. If an algorithm can predict me that well, am I still choosing anything?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "Baruch, what does it even mean to be free in your system if it doesn't mean I could have done otherwise?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Does quantum randomness save free will or just turn us into dice?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'the french guy with the cogito, can you doubt your own freedom the way you doubted everything else?',
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "But what about God? If He already knows everything I'll do tomorrow, how can I do anything else?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'brb my delivery guy is at the door',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Say a defendant's brain scan shows a tumor pressing on his frontal lobe right before he attacked someone. Should the judge go easier on him? And if yes, why not on everyone whose brain made them do it?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'spinoza you got kicked out of your community for your ideas, did you choose to be a heretic or was that necessary too',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Isn't free will just a story we tell so we can blame people?",
    issue: 'free-will-real',
    also: ['responsibility'],
    form: 'plain',
  },
  {
    text: "My therapist says I can't control my emotions, only how I respond to them. Is that response free, or is it just another emotion wearing a suit?",
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: 'Are there any free trials for the premium version of this app?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes, you said animals are machines. My dog picks the red ball over the blue one every single time. Isn't that a choice?",
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "come on, if I'm not free then neither is your argument, so why should I believe it?",
    issue: 'method-certainty',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Can someone be free in a dictatorship, or is political freedom a totally different question from this one?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Why is the sky blue and not violet, if violet light has a shorter wavelength?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'hey lens grinder, is understanding the chain the same thing as breaking it?',
    issue: 'true-freedom',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "If a future computer could simulate every atom of me and print out what I'm about to say, couldn't I just say something else out of spite?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'When I snap at my partner after a bad day, am I choosing to be angry or is the anger just happening to me?',
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: 'i genuinely feel like i could have taken the other job offer last year. is that feeling proof of anything, descarts?',
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'What would Spinoza say to someone who is depressed and feels completely trapped in their life?',
    issue: 'passions',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Who actually wrote the Federalist Papers?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If nobody is truly free, what's the point of prisons? Rehab makes sense then, but revenge doesn't, right?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'Honestly, The Dualist, how does something with no size and no location move my arm?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "that's just fatalism with better Latin, isn't it?",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: 'My grandmother believes in fate. Every time something bad happens she says it was written. Is your necessity the same as her fate, Spinoza, or something different?',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'what time is it in Amsterdam right now',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is free will all or nothing, or can one person be more free than another?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Is mathematics invented or discovered?',
    issue: null,
    form: 'off-topic',
  },
];
