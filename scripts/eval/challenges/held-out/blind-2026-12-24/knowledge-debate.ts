// The blind set of 2026-12-24 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'How do you know 2 + 2 = 4 and not just that it always has so far?',
    issue: 'truths-of-reason',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: 'My grandad swore by his horoscope his whole life and was completely certain it worked. How is my certainty that science works any different from his?',
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'ok so hume like if u cant prove the sun comes up tomorrow why do u still set an alarm lol',
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Liebniz, is there anything you'd bet your life on that you didn't learn by looking?",
    issue: 'truths-of-reason',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'is this app free or does it start charging after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can I at least be sure that I exist?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "I'm a nurse and we give drugs because they worked on thousands of patients before. Hume, are you saying that's no better than a guess?",
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'question for the Scottish guy: if every cause is just a habit of expecting, what does it even mean that the match caused the fire',
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "That's just a fancy way of saying nobody knows anything, which is itself a claim you sound pretty certain of. So which is it?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Gottfried, you invented calculus. Did you discover it or make it up?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What if I'm dreaming right now?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Is it ever morally okay to lie to a friend to spare their feelings?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My feed is full of deepfakes now. Last week I saw a video of a politician saying something he never said and I believed it for a whole day. If I can't trust my own eyes anymore, what can I trust?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Mr Best-of-All-Possible-Worlds, have you watched the news lately? How can pure reason prove this is the best one?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Are we born with some ideas already in our heads?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'hume you said reason is the slave of the passions right? so why trust it for anything certain at all',
    issue: 'reason-passion',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "The chicken gets fed every morning and then one day the farmer wrings its neck. Aren't we all that chicken?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'brb dog needs to go out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Leibniz, why should I believe nothing ever happens without a reason? Maybe some things just happen.',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "come on, you don't actually doubt that the floor will hold you when you get out of bed, David",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'If science is always being revised, is anything in a textbook actually known, or just the current best guess?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean math feels certain but wasnt there that godel guy who showed math cant prove everything about itself? doesnt that sink the armchair idea',
    issue: 'truths-of-reason',
    form: 'paraphrase',
  },
  {
    text: "To the Idealist: if the world is made of minds, how do you know my mind is really out here and I'm not just a very convincing pattern in yours?",
    issue: 'reality',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Hume, when you look inward you say you find no self, only a bundle of perceptions. Then who exactly is doing the doubting?',
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Can a miracle ever be believable?',
    issue: 'miracles',
    form: 'plain',
  },
  {
    text: "does anyone know a sure way to get rid of fruit flies, they're all over my kitchen",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My sister thinks the moon landing was faked and no evidence moves her. Is she more certain than me or just more stubborn?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "so you admit, hume, that your whole philosophy rests on experience, and you can't prove experience is reliable without using experience. circular much?",
    issue: 'induction',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Is knowing something the same as being certain of it?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Monads with no windows... Leibniz, if nothing gets in or out, how does anyone ever learn anything?',
    issue: 'innate-ideas',
    also: ['reality'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Kant said reading Hume woke him from his dogmatic slumber. What do you two think he saw that neither of you did?',
    issue: 'truths-of-reason',
    also: ['causation'],
    form: 'plain',
  },
  {
    text: "ChatGPT told me with total confidence about a book that doesn't exist. Is human certainty anything more than that same feeling of confidence?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "what's the weather like in Edinburgh in May? going over for a wedding",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Commit it to the flames, you said, any book that isn't maths or experiments. Wouldn't your own book go in the fire too?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "but what about memory? i'm sure i locked the door and then half the time i didn't",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'the sound keeps cutting out on my phone, is it just me?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If the laws of physics changed overnight, would the German guy in the wig say reason had been wrong all along, or that it simply can't happen?",
    issue: 'induction',
    also: ['sufficient-reason'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'hey skeptic guy, do you actually lose sleep over this or do you just play backgammon with your mates and forget about it',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
];
