// The blind set of 2026-12-07 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone (2026-12-05), the text locked by sha256 before labelling. Never read
// for tuning and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it
// (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'Can I be sure of anything at all?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Hume, if you can't prove the sun will rise tomorrow, why do you still set an alarm?",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My grandfather has dementia and remembers things that never happened, completely sure of them. It made me wonder how much of my own memory I can trust. Is feeling certain worth anything?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'ok but 2 plus 2 is 4 right like thats not a habit thats just true',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'Leibniz, is this really the best of all possible worlds? Have you read the news lately?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "I'm certain I left my car keys in the ignition, back in a sec",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "How do we know we're not living in a computer simulation?",
    issue: 'certainty',
    also: ['reality'],
    form: 'paraphrase',
  },
  {
    text: 'Is science just a really good guess?',
    issue: 'induction',
    form: 'plain',
  },
  {
    text: 'The Scottish guy keeps saying cause and effect is a habit of the mind. So when I drop a glass and it shatters, nothing made it break?',
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Does this app work offline? My train goes through a tunnel every morning',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a juror next month and the judge will tell us to convict only beyond reasonable doubt. But if nothing is ever certain, how can I ever vote guilty with a clear conscience?",
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: "so you admit, David, that your own skepticism can't be proven either? then why should I believe it",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Are we born knowing anything, or do babies start from zero?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'Gottfried, what on earth is a monad and why would the world be made of them?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'i saw a video of the president saying something crazy and it turned out to be a deepfake. if i cant trust my own eyes anymore what can i know',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Is it ethical to eat animals if we can live well without them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, Leibniz, you couldn't even settle who invented calculus first. How can reason alone settle anything?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What's the difference between knowing something and just believing it very strongly?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Doctors told my friend her test was positive and she panicked, then the retest was negative. If medicine can't give certainty, what can?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'hume ur basically saying we cant know anything so why even study',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Could an evil demon or a clever AI be feeding me every experience I have, and how would I ever find out?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Do the laws of logic hold everywhere, even in a black hole or another universe?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'What caused the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the most cheerful doubter in the room: how do you stay happy if you think nothing can be proven?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "that's just playing with words. nobody actually doubts that fire is hot, so who cares whether it can be proven",
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: 'Is the principle of sufficient reason true? Does everything really have a reason why it is so and not otherwise?',
    issue: 'sufficient-reason',
    form: 'plain',
  },
  {
    text: 'My uncle says climate science is uncertain so we should wait and see. Is he being a good skeptic, or misusing skepticism?',
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Idealist, if the world is made of minds, is my coffee mug thinking?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Why do black holes slowly lose mass over time?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Hume, you said reason is the slave of the passions. So are all my 'rational' beliefs really just feelings in disguise?",
    issue: 'reason-passion',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Can faith in God be a kind of knowledge, or is it always a leap?',
    issue: 'god-proof',
    form: 'plain',
  },
  {
    text: 'Chatbots state wrong facts with total confidence. Is that so different from how humans know things?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Should the voting age be lowered to sixteen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'if i think therefore i am, isnt that at least one certain thing? or does the Edinburgh guy disagree with that too',
    issue: 'certainty',
    also: ['self'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Hume, you doubted miracles. What would it take for you to believe one happened?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Do I have a self, or am I just a bundle of perceptions like Hume says?',
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'lol my cat just walked across the keyboard, sorry if that sent something weird',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The German who builds perfect systems says truths of reason are necessary. But people once thought Euclid's geometry was necessary too, and then physics bent space. What makes you so sure this time?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Isn't it a bit silly to demand certainty when nobody lives that way? I cross the road without proving the car will stop.",
    issue: 'living-with-doubt',
    form: 'paraphrase',
  },
  {
    text: 'what time does this debate end? i have a dentist appointment at 5',
    issue: null,
    form: 'off-topic',
  },
];
