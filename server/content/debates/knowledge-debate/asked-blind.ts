// Challenges for The Truth Battle (Leibniz against Hume), written blind (from the debate's title, question, card
// text and names) by a helper and labelled by another from the issue list alone, on 2026-11-29. Measured once on the
// knowledge as it stood (on topic 27 of 40 typed, against 92 % on the held-out set), then spent on tuning:
// eval:debate counts them with the tuned-on set.
import type { AskedInput } from '../../schema';

const first: readonly AskedInput[] = [
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

// A third set for The Truth Battle (Leibniz against Hume), written blind from the debate's card alone by a helper and labelled from the issue list
// alone by another, on 2026-12-02 (a second labeller, apart, chose the same issue for 38 to 40 of each 40). Measured
// once on the knowledge as it stood (on topic 31 of 40), then spent on tuning.
const third: readonly AskedInput[] = [
  {
    text: 'Is there anything at all I can be completely sure of, or is everything just probably true?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Is the red of an apple really in the apple, or only in my head?',
    issue: 'reality',
    form: 'plain',
  },
  {
    text: "If the sun has come up every single morning so far, why isn't that good enough to be certain it'll come up tomorrow?",
    issue: 'induction',
    form: 'plain',
  },
  {
    text: 'Why is there something rather than nothing? Does that question even have an answer?',
    issue: 'sufficient-reason',
    form: 'plain',
  },
  {
    text: 'are babies born already knowing some things or is the mind totally empty at the start',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'What actually is a cause? When one thing happens after another, how do we know the first one made the second happen?',
    issue: 'causation',
    form: 'plain',
  },
  {
    text: "Doubting everything sounds clever but it cancels itself out. If you're certain nothing is certain, you've already contradicted yourself.",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Science changes its mind all the time, Newton got replaced by Einstein, so why should anyone treat what scientists say today as truth?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'is the self a real thing or just a pile of thoughts and feelings passing through',
    issue: 'self',
    form: 'plain',
  },
  {
    text: 'Can pure reason ever tell us something new about the world, or does it only unpack what we already put into the definitions?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'if nothing is ever 100% certain how am i supposed to make any decisions at all',
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: 'Can you prove God exists just by thinking hard about it, without looking at the world?',
    issue: 'god-proof',
    form: 'plain',
  },
  {
    text: "I'm a nurse in Manila and last week a patient's test came back negative even though she clearly had the infection. Machines, doctors, textbooks, all of it can be wrong. So what can I actually know for sure when someone's life depends on it?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'My 6 year old asked how I know the floor will still be there when she wakes up. I said "it always has been" and she said "that\'s not a reason, mummy". Was she right?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "my ex swore he'd never cheat. two years of him being totally faithful and then boom. so is trusting anyone just a habit, a bet based on the past",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "Watched The Matrix again last night. If machines were feeding fake signals straight into my brain, could I know anything at all about what's really out there?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "I'm a quant at a fund in London. Our models assume the next year will behave roughly like the last twenty, and in 2008 that assumption blew up spectacularly. Is all forecasting just past experience dressed up as certainty?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "A turkey gets fed every morning, grows more confident each day that the farmer loves it, and then Thanksgiving arrives. Isn't that basically all of us?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'My dad has dementia and swears he had lunch yesterday with his brother, who died in 1990. He is completely sure of it. How can I be certain my memory of this morning is any more trustworthy than his?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'I teach geometry at a high school in Ohio and a kid asked why we have to prove the angles of a triangle add up to 180 when you can just measure them with a protractor. What should I tell him?',
    issue: 'truths-of-reason',
    form: 'paraphrase',
  },
  {
    text: 'Deepfakes are everywhere now. I saw a video of a president saying something he never said and half my family believed it. If videos can lie, does seeing still count for anything?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "I'm 71, a retired engineer from Stuttgart. The bridges I designed are still standing because the physics held up. Don't tell me that was luck: doesn't engineering working prove we really do know how nature behaves?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'My cat goes crazy every time she hears the can opener because food always follows. Is she doing the same thing I do when I expect coffee to wake me up, or is my thinking somehow better than hers?',
    issue: 'induction',
    also: ['causation'],
    form: 'paraphrase',
  },
  {
    text: "these AI chatbots learn purely from tons of examples, nobody builds rules into them, and yet they can do math proofs. doesn't that show everything a mind knows comes from experience, no inborn ideas needed?",
    issue: 'innate-ideas',
    form: 'paraphrase',
  },
  {
    text: 'Leibniz, if this is the best world God could have made, how does your reason explain little children dying of cancer?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Leibniz, you say everything has a reason why it is this way and not some other way. Then what's the reason for God? Doesn't that just go on forever?",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Mr Leibniz, you and Newton both said you invented calculus. Honestly, between us, who got there first? what's the truth?",
    issue: null,
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Leibniz, if your monads have no windows and nothing gets in or out, how can my mind know a single thing about what's around it?",
    issue: 'reality',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Leibniz you dreamed of a machine that would settle every argument by calculating, so reason could decide who's right. well we have computers now and people disagree more than ever, so what went wrong",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Hume, you say we never actually see one thing cause another. But I can feel my own hand push a door open. Isn't that causing, right there?",
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Mr Hume, would you accept it as truth if I told you my grandmother healed a blind man by praying over him? Why or why not?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Hume, when you look inside yourself and find no self, who exactly is doing the looking?',
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'hume u said when the doubts get too much u just go play backgammon with ur friends. isnt that admitting ur doubts are useless in real life and habit wins anyway',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Hume, you didn't believe in an afterlife, yet people say you faced your own death calmer than most believers. Were you certain there was nothing after?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Question for our German mathematician: you say no two things in nature are ever exactly alike. What about two electrons, which physics says are perfectly indistinguishable?',
    issue: 'reality',
    also: ['sufficient-reason'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "I'd like to ask the idealist: if the whole world is made of minds, what is my kitchen table thinking about right now?",
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'To the Scottish gentleman: I sat on a jury in Melbourne and we convicted a man on circumstantial evidence. Nobody saw him do it. By your way of thinking, did we have any right to call that knowing?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'ok question for the skeptic. do you look both ways before crossing the street? because if you do, your own experience has you believing the future will be like the past',
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'epithet',
  },
  { text: 'Is this app free or do I have to pay after a few debates?', issue: null, form: 'off-topic' },
  {
    text: "what's a good pasta recipe for tonight, i only have garlic and some old parmesan",
    issue: null,
    form: 'off-topic',
  },
];

// The second blind set, written from the card alone by a helper and labelled from the issue list alone by another
// on 2026-12-02; measured, never read (its weight and smoothing for the issue classifier were chosen on it), then
// spent on tuning on 2026-12-03: figures as it stood in the README and docs/architecture.md section 6.
const second: readonly AskedInput[] = [
  {
    text: 'Somebody said I think, therefore I am. Is that the only thing I can be completely sure of?',
    issue: 'certainty',
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
  },
  {
    text: 'I always wear my lucky socks for exams and I pass. Is that any different from how scientists find causes?',
    issue: 'causation',
    form: 'paraphrase',
  },
  {
    text: 'Can you know something is true without being able to explain why?',
    issue: 'certainty',
    form: 'plain',
  },
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
  },
  {
    text: 'Is feeling certain the same as being certain?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'A friend swore he saw a ghost in his kitchen. Should I believe him, or trust that ghosts do not exist?',
    issue: 'miracles',
    form: 'paraphrase',
  },
  {
    text: 'Can anyone prove God exists just by thinking it through?',
    issue: 'god-proof',
    form: 'plain',
  },
  {
    text: 'Eyewitnesses in court often remember things wrong. If memory is that shaky, do we really know our own past?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Why is there something instead of nothing at all?',
    issue: 'sufficient-reason',
    form: 'plain',
  },
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
  },
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
  {
    text: 'Can you recommend a good place to eat around here?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How many moons does Jupiter have?',
    issue: null,
    form: 'off-topic',
  },
];

// The fourth blind set, written from the card alone by a helper and labelled from the issue list alone by another
// on 2026-12-03, locked by sha256 before labelling; measured, never read, then spent on tuning the same day.
const fourth: readonly AskedInput[] = [
  {
    text: "Hume, you trust your friends to show up and you trust the floor to hold you. Aren't you certain of way more than you admit?",
    issue: 'induction',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Leibniz, name one thing you know for sure just by thinking.',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: '2 plus 2 is 4. done. debate over?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'Do you know what time the gift shop closes?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'hey skeptic how do u know ur even a skeptic',
    issue: 'certainty',
    also: ['self'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "I'm a doctor. Every day I make decisions without being certain. Is that good enough, or should I be worried?",
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: "If the sun didn't rise tomorrow, what would you say, Hume? Told you so?",
    issue: 'induction',
    form: 'plain',
  },
  {
    text: 'Can I be certain that I exist?',
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: 'Leibniz, if the world is made of minds, what is my phone made of?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Everything I read online contradicts everything else. How do I know what's true anymore?",
    issue: 'certainty',
    also: ['miracles'],
    form: 'plain',
  },
  {
    text: "I'm not certain I'm holding this right, is the mic at the bottom?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My kid keeps asking but how do you know after everything I say. Is he a little Hume?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Is science just a very well organized habit?',
    issue: 'induction',
    also: ['causation'],
    form: 'plain',
  },
  {
    text: "Hume, if you can't prove anything from experience, why do you still look both ways before crossing the street?",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Leibniz, can reason alone tell me what's inside a box I've never opened?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What's the difference between believing something and knowing it?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'I was completely sure my ex loved me. I was wrong. So can we ever really be certain about other people?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'whats the password for the wifi',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are math truths discovered or did we just make them up?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: "Skeptic, if every certainty is a habit, isn't your doubt just a habit too?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Could this all be a dream or a simulation, and how would we ever tell?',
    issue: 'certainty',
    also: ['reality'],
    form: 'plain',
  },
  {
    text: 'Leibniz, does every event have a reason, even a random car crash?',
    issue: 'sufficient-reason',
    also: ['best-world'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Deepfakes are everywhere now. Can I still trust my own eyes?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "I'm an engineer. Bridges stay up because we trust physics. Hume, do you refuse to cross bridges?",
    issue: 'living-with-doubt',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: 'Leibniz, do you have a favorite song?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'hume do you believe in cause and effect or not yes or no',
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Is a fact true even if nobody knows it?',
    issue: 'reality',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: 'Leibniz, you sat in your armchair and figured out the world. Why do we need labs then?',
    issue: 'truths-of-reason',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My grandma says she just knows when it's going to rain because her knee aches. Is that knowledge or just habit?",
    issue: 'induction',
    also: ['causation'],
    form: 'plain',
  },
  {
    text: 'If memories can be false, how do I know my childhood happened the way I remember it?',
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: 'Can I take photos in this room?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can we know right from wrong with the same certainty as math?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "Hume, if you can't prove tomorrow will come, why bother saving for retirement?",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Leibniz, is a triangle more real than a tree?',
    issue: 'reality',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Is I think therefore I am actually certain, or is that a habit too?',
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: "Weather apps are wrong half the time. Are scientists any better at predicting than my grandma's knee?",
    issue: 'induction',
    form: 'plain',
  },
  {
    text: 'Could a person born blind ever know what red is just by reasoning about it?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'My feet hurt, are there any benches nearby?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there anything you two would both agree is absolutely certain?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'If experience teaches us everything, how did babies learn how to learn in the first place?',
    issue: 'innate-ideas',
    form: 'plain',
  },
];

// The blind set of 2026-12-03: written by a helper from the debate's card alone, locked by sha256, labelled by
// another from the issue list alone; measured against (never read for misses) until the set of 2026-12-04 held
// out in its place, then spent here.
const fifth: readonly AskedInput[] = [
  { text: 'Can I be a hundred percent sure of anything at all?', issue: 'certainty', form: 'plain' },
  {
    text: 'Hume, you really think the sun might not come up tomorrow? Come on.',
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'hey skeptic are you even sure you exist',
    issue: 'certainty',
    also: ['self'],
    addresses: 'hume',
    form: 'epithet',
  },
  { text: 'Prove that two plus two is four.', issue: 'truths-of-reason', form: 'plain' },
  {
    text: "My doctor told me my scan was clear, then a second doctor found something. Now I don't trust anyone. Leibniz, what exactly am I supposed to be certain of?",
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'leibnitz how can you know the world from an armchair, you have to go out and look at it',
    issue: 'truths-of-reason',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'So you admit, Hume, that you still look both ways before crossing the street?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'But what about maths? Nobody learned from experience that a triangle has three sides.',
    issue: 'innate-ideas',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: "ok so I work in IT and we test every update a hundred times and it works, then the one time we skip a test it breaks everything. my manager says it worked yesterday so it'll work today. Hume is kind of my hero but I still have to ship code, so how do I live like that without losing my mind?",
    issue: 'living-with-doubt',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: "Mr Skeptic, how can you be sure that you can't be sure?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'If you doubt everything, why do you trust your memory of all those sunrises?',
    issue: 'induction',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'leibniz the world is made of minds?? so my chair has a mind',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My kid asked me how I know dinosaurs were real and I honestly couldn't answer. How would each of you explain it to a seven year old?",
    issue: 'certainty',
    also: ['causation'],
    form: 'plain',
  },
  { text: 'Do either of you have a favourite football team?', issue: null, form: 'off-topic' },
  {
    text: 'Quick joke: how many philosophers does it take to change a lightbulb? Depends what you mean by change.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'For what reason should I be kind to a stranger if nobody will ever know?',
    issue: 'reason-passion',
    form: 'plain',
  },
  {
    text: "Is science just a really good habit, or does it actually find out what's true?",
    issue: 'induction',
    also: ['causation'],
    form: 'plain',
  },
  {
    text: "With deepfakes I can't even trust a video anymore. Is that Hume's world coming true?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Leibniz, if reason alone can prove things, why do smart people disagree about everything?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  { text: "Isn't doubting everything just being lazy?", issue: 'living-with-doubt', form: 'plain' },
  {
    text: 'I have this habit of making promises to myself and breaking them. Do we actually have willpower or is it all brain chemistry?',
    issue: null,
    onThemeOf: ['free-will-debate'],
    form: 'off-topic',
  },
  { text: 'how do u know ur not dreaming rn', issue: 'certainty', form: 'plain' },
  { text: "Hang on, someone's at the door, back in a sec.", issue: null, form: 'off-topic' },
  {
    text: "Hume, you say cause and effect is just habit. I touched a hot stove when I was four. That wasn't a habit, that was a burn.",
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Are some things true no matter what anyone sees or feels?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'I was in a car crash and I remembered it completely differently from what the dashcam showed. If my own memory lies like that, what can I know?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "But what about 'I think, therefore I am'? Surely that one's certain.",
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: 'Skeptic guy, what would it take to actually convince you of something?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Leibniz, did you really reason your way to this being the best of all possible worlds? Because have you seen the news?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Can you know something is true even if you can't explain why?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "People treat whatever a chatbot says like it's fact. Is that knowledge or just borrowed confidence?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Hume, if you can't prove tomorrow will be like today, why would you bother saving for retirement?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Is it wrong to lie to protect someone's feelings?",
    issue: null,
    onThemeOf: ['morality-debate'],
    form: 'off-topic',
  },
  {
    text: 'is faith a kind of knowing or the opposite of it',
    issue: 'god-proof',
    also: ['miracles'],
    form: 'plain',
  },
  {
    text: 'So Leibniz, you admit you never actually checked your perfect system against the real world?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Could a computer ever actually feel pain, or only act like it does?',
    issue: null,
    onThemeOf: ['ai-consciousness-debate'],
    form: 'off-topic',
  },
  { text: 'Is this app free, or do I have to pay after the first debate?', issue: null, form: 'off-topic' },
  {
    text: 'Could everything I see be a simulation without me ever finding out?',
    issue: 'certainty',
    also: ['reality'],
    form: 'plain',
  },
  { text: 'Leibniz, Hume: one word each. Certainty, yes or no?', issue: 'certainty', form: 'plain' },
];

export const knowledgeDebateSpent: readonly AskedInput[] = [
  ...first,
  ...third,
  ...second,
  ...fourth,
  ...fifth,
];
