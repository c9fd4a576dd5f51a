// Challenges for The Truth Battle (Leibniz against Hume), written blind (from the debate's title, question, card
// text and names) by a helper and labelled by another from the issue list alone, on 2026-11-29. Measured once on the
// knowledge as it stood (on topic 27 of 40 typed, against 92 % on the held-out set), then spent on tuning:
// eval:debate counts them with the tuned-on set.
import type { EvalChallenge } from '../../challenge-set';

export const knowledgeDebateSpent: readonly EvalChallenge[] = [
  {
    text: 'Is there anything at all I can be one hundred percent sure of?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'How do I know the sun will rise tomorrow just because it always has?',
    issue: 'induction',
    form: 'plain',
  },
  {
    text: 'Is two plus two equals four true everywhere, even on another planet?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'Is it possible to be certain about what someone else is feeling?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Can science ever prove something, or does it just collect a lot of evidence?',
    issue: 'induction',
    form: 'plain',
  },
  {
    text: 'I half-remember something called a priori knowledge from class. Can pure thinking really teach us anything new?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'How can I be sure my memories actually happened the way I remember?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Does one thing really cause another, or do we just see them happen together?',
    issue: 'causation',
    form: 'plain',
  },
  {
    text: 'Is logic something we discovered about the world or a set of rules we invented?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'Should I believe in a miracle if a trustworthy friend swears they saw one?',
    issue: 'miracles',
    form: 'plain',
  },
  { text: 'Is feeling certain the same thing as actually knowing?', issue: 'certainty', form: 'plain' },
  {
    text: 'How do I know I am not in the Matrix right now, with everything I see being fake?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Last night I dreamed I was taking an exam and it felt totally real. How do I know I am awake now?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'When I was a kid I was certain Santa was real. How do I know my current certainties are not the same kind of mistake?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Chatbots sound completely confident even when they make things up. How is that different from how humans feel sure?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Remember that dress some saw as blue and others as gold? If we cannot agree on a color, what can we agree on?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'My uncle is absolutely certain the moon landing was faked. How is his certainty different from mine that it happened?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Every morning my cat runs to the kitchen when she hears the can opener. Am I reasoning any better than she is?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'I checked my front door was locked three times and still worried on the bus. Is doubt ever a choice, or does it just happen?',
    issue: 'living-with-doubt',
    form: 'paraphrase',
  },
  {
    text: 'A deepfake video of a politician fooled millions. If we cannot trust our own eyes anymore, what is left?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'My doctor says the test is ninety-nine percent accurate. Should I treat that as knowing, or is it still just a bet?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'In courtrooms people get convicted beyond reasonable doubt. Is that the closest humans ever get to actual certainty?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Leibniz, if reason alone can prove truths, why do brilliant mathematicians still disagree?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'You helped invent calculus, Mr. Leibniz, but did math ever teach you anything about the real world?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Why does everything need a reason to exist? Could some things just happen, Leibniz?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Is Leibniz's idea that we're born with ideas already inside us just wishful thinking?",
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Professor Leibniz, could a computer one day calculate the answer to every argument, like you hoped?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Hume, if you doubt everything, how do you even decide to get out of bed in the morning?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Do you really think, Mr. Hume, that reason is just a servant of our feelings?',
    issue: 'reason-passion',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "If you can't be certain about cause and effect, why did you bother writing books to convince people, Hume?",
    issue: 'living-with-doubt',
    also: ['causation'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Hume's billiard ball example never made sense to me. Isn't it obvious that one ball pushes the other?",
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'When you said you could never catch yourself without some perception, Hume, did you mean there is no real me?',
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'To the man who worked out binary numbers centuries before computers: can ones and zeros capture every truth?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Question for the Idealist: what do you know for sure that you never learned from your senses?',
    issue: 'innate-ideas',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Hey, cheerful doubter from Edinburgh, how can you be so jolly when you are not sure of anything?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'For the Skeptic on stage: are you certain that nothing is certain? Because that sounds like a contradiction.',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  { text: 'Can you tell me the Wi-Fi password here?', issue: null, form: 'off-topic' },
  { text: 'How long is this whole session going to last?', issue: null, form: 'off-topic' },
  { text: 'Who won the football World Cup in 2018?', issue: null, form: 'off-topic' },
  {
    text: 'Hume, what is your favourite traditional Scottish dish?',
    issue: null,
    addresses: 'hume',
    form: 'off-topic',
  },
];
