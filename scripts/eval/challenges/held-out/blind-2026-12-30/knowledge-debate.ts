// The blind set of 2026-12-30 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'Can I even be sure I exist?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'ok so if the sun might not rise tomorrow why does anyone bother setting an alarm lol',
    issue: 'induction',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Leibniz, is 2 + 2 = 4 certain, or did we just get used to it?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My brother's a flat earther and he says all the photos from space could be faked. Honestly I can't prove to him they aren't, I've never been up there. So how do I know the earth is round?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Hume, you doubt everything, yet you still walk out the door instead of the window. Isn't that cheating?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "what's the difference between knowing something and just being really really sure",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "I'm a nurse and we give drugs because they worked in trials on thousands of people. But trials are just past experience. Am I acting on knowledge or on habit?",
    issue: 'induction',
    also: ['causation'],
    form: 'paraphrase',
  },
  {
    text: "sorry brb, someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the Edinburgh man: if cause and effect is just something we see over and over, why does science work so well?',
    issue: 'causation',
    also: ['induction'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Leibnitz why would god make this the best possible world if there's cancer and earthquakes, how is that certain",
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Is there anything that's true no matter what, even if there were no people around to think it?",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: "So you admit you can't prove tomorrow will be like today. Then why trust your own argument tomorrow, David?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Deepfakes are getting so good I can't tell a real video from a fake one anymore. If my eyes can be fooled that easily, is seeing still believing?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'what is a monad in normal words',
    issue: 'reality',
    form: 'plain',
  },
  {
    text: "How do you know you're not dreaming right now, Mr Hume?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Separate question: is it ever right to break the law to protest an unjust one?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "For the system builder: doesn't every bit of logic rest on some assumption you just have to accept? Like, you can't prove logic without using logic.",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "the skeptic guy \u2014 does that mean you don't believe in anything at all, even that you're sitting in a chair",
    issue: 'living-with-doubt',
    also: ['certainty'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'My grandma remembers the war differently every time she tells it. Memory seems so unreliable. Can we know anything about the past at all?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Leibniz, your principle of sufficient reason says everything has a reason. What's the reason there's something rather than nothing?",
    issue: 'sufficient-reason',
    also: ['god-proof'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'is this app free or do I need a subscription after the trial?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "A jury has to be sure 'beyond reasonable doubt'. So the Scottish sceptic would never convict anyone?",
    issue: 'living-with-doubt',
    also: ['certainty'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'come on, nobody actually doubts that fire is hot',
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "Gottfried, are maths truths discovered or invented? Because if they're invented, they can't be certain in the way you mean.",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "i mean if i look inside myself like hume says i just find feelings and thoughts no 'me'. so who's doing the knowing",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Certain or not, I need to log off in ten minutes, will the recording be saved?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you be certain God exists just by thinking about it, without any evidence, Leibniz?',
    issue: 'god-proof',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "So, relations of ideas versus matters of fact: which side does 'all bachelors are unmarried' go on, and does it even tell us anything about the world?",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'What actually happened at the Big Bang? Was there time before it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Hume, a man says he saw a dead friend walk again. How much evidence would it take for you to believe a miracle?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "I work in AI. Our models predict the next word purely from past patterns, no understanding. Is that basically Hume's idea of how humans know things too?",
    issue: 'induction',
    also: ['innate-ideas'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "but what about simple stuff like 'I'm in pain' \u2014 surely I can't be wrong about that?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'anyone know a good pub in Edinburgh, going up next week',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do philosophers care about certainty when probability is good enough for everyone else?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Leibniz, is it true you thought every soul mirrors the whole universe? How could you possibly know that from an armchair?',
    issue: 'reality',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Scientists have been wrong loads of times, Newton got replaced by Einstein. So is science ever certain, or just the best guess so far?',
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: "How should we divide health care fairly when there isn't enough for everyone?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "if everything's just habit how did anyone ever learn anything new",
    issue: 'innate-ideas',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: 'Kant said Hume woke him up from his dogmatic slumber. Which of you two would Kant side with in the end?',
    issue: 'truths-of-reason',
    also: ['causation'],
    form: 'plain',
  },
  {
    text: 'the sound keeps cutting out for me, is it just me?',
    issue: null,
    form: 'off-topic',
  },
];
