// A second held-out set for The Truth Battle (Leibniz against Hume), written blind (from the debate's title,
// question, card text and names) by a helper and labelled by another from the issue list alone, on 2026-11-29, after
// the first held-out set had been measured for many stops. Never read for tuning: eval:debate prints its figures,
// never its misses. Whoever reads it to change the knowledge spends it (move it into the debate's asked-blind.ts and have a
// fresh one written).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeDebateSecond: readonly EvalChallenge[] = [
  {
    text: 'Somebody said I think, therefore I am. Is that the only thing I can be completely sure of?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Is two plus two equals four true everywhere, even on another planet?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'The sun has come up every day of my life. Does that actually prove it will come up tomorrow?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'How do I know I am not living in a simulation like in The Matrix?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Do babies come into the world already knowing some things, or are they a blank slate?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'Last night I had a dream so real I was sure it happened. How can I tell I am awake right now?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Should I trust experts when I cannot check their facts myself?',
    issue: 'miracles',
    form: 'plain',
  }, // weak fit
  {
    text: 'I always wear my lucky socks for exams and I pass. Is that any different from how scientists find causes?',
    issue: 'causation',
    form: 'paraphrase',
  },
  {
    text: 'Can you know something is true without being able to explain why?',
    issue: 'certainty',
    form: 'plain',
  }, // weak fit
  {
    text: 'Remember the dress that looked blue to some people and gold to others? If our eyes disagree, what can we actually know?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Does anything actually cause anything, or do we just see one thing following another?',
    issue: 'causation',
    form: 'plain',
  },
  {
    text: 'Deepfake videos are getting perfect. Will we soon be unable to believe anything we did not witness in person?',
    issue: 'miracles',
    form: 'paraphrase',
  }, // weak fit
  { text: 'Is feeling certain the same as being certain?', issue: 'certainty', form: 'plain' },
  {
    text: 'A friend swore he saw a ghost in his kitchen. Should I believe him, or trust that ghosts do not exist?',
    issue: 'miracles',
    form: 'paraphrase',
  },
  { text: 'Can anyone prove God exists just by thinking it through?', issue: 'god-proof', form: 'plain' },
  {
    text: 'Eyewitnesses in court often remember things wrong. If memory is that shaky, do we really know our own past?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: 'Why is there something instead of nothing at all?', issue: 'sufficient-reason', form: 'plain' },
  {
    text: 'When I finish a Sudoku I know my solution is right without checking the real world. Is that a different kind of knowing?',
    issue: 'truths-of-reason',
    form: 'paraphrase',
  },
  {
    text: 'Do numbers exist somewhere out there, or did people just make them up?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'My chatbot answers everything with total confidence and is sometimes totally wrong. Do humans actually know things any better than it does?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Can we ever know what other people are feeling, or only guess from how they act?',
    issue: 'certainty',
    form: 'plain',
  }, // weak fit
  {
    text: 'Newton was certain about gravity, then Einstein came along. Will everything we believe today look wrong someday?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'If we can never be certain, why not just believe whatever makes us feel good?',
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: 'Doctors gave my uncle six months and he lived ten more years. How sure can medicine ever really be?',
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'Leibniz, how can you be certain this is the best possible world when there is so much suffering in it?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'If everything has a reason, Leibniz, does that mean nothing ever happens by pure chance?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Could a computer ever think its way to certain truths the way you hoped, Leibniz?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'When two people argue, Leibniz, could we really just sit down and calculate who is right?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'What truths are we born knowing that no experience could ever teach us, Leibniz?',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Hume, if you doubt everything, why do you still leave by the door instead of the window?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Do you really believe, Hume, that there is no self, just a bundle of feelings?',
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "How can you be so cheerful when you think we can't know anything, Hume?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Hume, can feelings ever tell us something true that reason can't?",
    issue: 'reason-passion',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'If habit is all we have, Mr. Hume, why does science work so well at building planes and phones?',
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Question for the inventor of calculus: if math is pure reasoning, why does it fit the messy physical world so well?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Idealist, how do you know your own reasoning is not fooling you?',
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Hey Skeptic, if reason can't prove anything about the world, why should I trust your arguments?",
    issue: 'certainty',
    also: ['truths-of-reason'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'For the cheerful Scottish doubter: when one billiard ball hits another, do you honestly not know what will happen?',
    issue: 'causation',
    also: ['induction'],
    addresses: 'hume',
    form: 'epithet',
  },
  { text: 'Can you recommend a good place to eat around here?', issue: null, form: 'off-topic' },
  { text: 'How many moons does Jupiter have?', issue: null, form: 'off-topic' },
];
