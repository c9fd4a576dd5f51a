// The blind set of 2026-12-11 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 79). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  { text: "How do you know you're not dreaming right now?", issue: 'certainty', form: 'plain' },
  {
    text: 'ok so hume if the sun thing is just habit why do you still set an alarm lol',
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "My daughter asked me last night how we know 2 plus 2 is 4 and not just something teachers agreed on. I said it's obviously true, but then she asked 'obvious to who?' and I had nothing. Leibniz, what should I have told her?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  { text: 'is this app free or do i need to subscribe after the trial', issue: null, form: 'off-topic' },
  { text: "Is there even one thing you're 100 percent sure of?", issue: 'certainty', form: 'plain' },
  {
    text: "Liebniz, you keep saying reason can prove things without looking at the world. But people reasoned their way to a flat earth and to perfect circles for the planets. Doesn't that make the armchair a pretty risky place to sit?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Question for the Scottish guy: if every cause and effect is just something we've gotten used to, why does science work so ridiculously well?",
    issue: 'causation',
    also: ['induction'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "I work as a lab tech and we run every test three times because one result means nothing. But even three identical results don't prove the fourth. At what point is it ok to say we know?",
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: "so you admit you can't prove the future will look like the past, but you still eat bread because it fed you yesterday? that's just faith with extra steps",
    issue: 'induction',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'What caused the collapse of the Bronze Age civilisations around 1200 BC?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'Can I at least be certain that I exist?', issue: 'certainty', form: 'plain' },
  {
    text: "Hume, what even is a 'self' if you look inside and only find a pile of perceptions?",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Deepfakes are getting so good that I no longer trust videos of politicians saying anything. If I can't trust my eyes on a screen, why should I trust them anywhere else?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'the german guy with the wig, do you seriously think this is the best of all possible worlds? have you read the news',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  { text: "What's the difference between being sure and being right?", issue: 'certainty', form: 'plain' },
  {
    text: "i mean math is certain right?? like nobody's gonna find a triangle with four sides tomorrow",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  { text: "brb, somebody's at the door", issue: null, form: 'off-topic' },
  {
    text: "Gottfried, every thing has a sufficient reason, fine. So what's the reason there is something rather than nothing, and how could you possibly check your answer?",
    issue: 'sufficient-reason',
    also: ['god-proof'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "In court they don't ask for certainty, just 'beyond reasonable doubt'. My brother sat on a jury and still lies awake wondering if they convicted the right man. Is reasonable doubt the best any of us can ever get?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Come on David, nobody actually lives like a sceptic. You'd use the door instead of the window just like the rest of us.",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'Are our senses lying to us?', issue: 'certainty', also: ['reality'], form: 'plain' },
  {
    text: 'Mr Monads, if each monad has no windows, how does anything you know reach you from outside at all?',
    issue: 'innate-ideas',
    also: ['reality'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  { text: 'Should voting be compulsory like it is in Australia?', issue: null, form: 'off-topic' },
  {
    text: "Hume's fork says everything is either relations of ideas or matters of fact. Which pile does the fork itself go in? Sounds like it stabs itself.",
    issue: 'truths-of-reason',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "my grandma swears her horoscope is always right and honestly she's more certain about everything than me. is feeling certain worth anything",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Do babies come into the world already knowing something, or is the mind blank until experience writes on it?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: "Leibniz, you invented calculus and still ended up in a nasty fight with Newton over who got there first. If two geniuses couldn't settle that, how is anyone supposed to be certain of anything?",
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'is it certain the debate recording gets saved? i have a train at 6 and want to finish later',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Doctors told my mum her scan was clear, then six months later it wasn't. I don't blame them, but it made me realise experts talk in certainties they don't really have. Should they just say 'probably' all the time?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'to the cheerful doubter: how are you so cheerful about not knowing anything? it makes me anxious',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "But what about memory? I'm totally sure I locked the car, then I go back and it's open.",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Is it wrong to eat animals if we can live healthily without them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Hume, you told people never to believe a miracle unless doubting the witness would be an even bigger miracle. Doesn't that rule out anything new and weird, like the first reports of rocks falling from the sky?",
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'can reason alone prove god exists or is that cheating', issue: 'god-proof', form: 'plain' },
  {
    text: 'If physics keeps overturning itself, Newton then Einstein then who knows, were we ever certain about anything in science?',
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: "what's the weather like in Edinburgh this week, thinking of a trip",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just relativism dressed up. If nothing is certain, then 'nothing is certain' isn't certain either, so which is it?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Godel showed maths can't prove its own consistency. Doesn't that sink your dream of a perfect rational system, Leibniz?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What would it take to convince you that you're wrong, Mr Hume?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'Why did the Soviet Union collapse so suddenly in 1991?', issue: null, form: 'off-topic' },
];
