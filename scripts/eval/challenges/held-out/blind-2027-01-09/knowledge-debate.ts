// The blind set of 2027-01-09 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'Can anyone actually be sure of anything?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Leibniz, is 2 plus 2 equals 4 true even if nobody is around to count?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'ok so if the sun might not come up tomorrow why does hume still bother setting an alarm',
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "My daughter asked me how I know I'm not dreaming right now and I honestly had no answer. I pinched myself, which she said proves nothing. What should I have told her?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Is there a way to make the subtitles bigger on my phone?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Hume, if every cause is just a habit of expecting things, what exactly is a vaccine trial showing us?',
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "I work in a lab and we say results are 'significant at p less than 0.05', never 'proven'. Is science basically admitting Hume won?",
    issue: 'induction',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "What's something you'd bet your life on being true?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Question for the Scottish guy: do you doubt your own existence too, or is that off limits',
    issue: 'self',
    also: ['certainty'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'but come on, Descartes already settled this. I think therefore I am. Why are we still arguing about it?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Does maths tell us anything about the real world, or is it just a game with rules we invented, Leibniz?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Hume, you say you can't prove the sun will rise. Fine. But would you step off a tenth-floor balcony to check whether gravity still works today?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'brb, doorbell',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "With deepfakes everywhere I can't even trust a video of a politician anymore. If I can't trust my own eyes on a screen, how is anyone supposed to know what actually happened?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Is it ever okay to lie to a friend to spare their feelings?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'leibnitz do you seriously think everything is made of little minds',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Hey Idealist, where do ideas like infinity or a perfect circle come from if nobody has ever seen one?',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "To the one who builds perfect systems: what happens to your system when one stubborn fact doesn't fit?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "I'm on a jury next month. The judge says 'beyond reasonable doubt', not 'beyond all doubt'. Is that the most certainty humans can ever get, and is it enough to send someone to prison?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'so ur saying cause and effect isnt real?? then what broke my mug when i dropped it',
    issue: 'causation',
    form: 'paraphrase',
  },
  {
    text: 'What actually brought down the Roman Empire, the economy or the invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Leibniz said this is the best of all possible worlds. Was that reasoning or just wishful thinking?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What would it even feel like to be certain? Isn't certainty just a feeling?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "My grandmother had dementia and was completely certain it was 1962. She wasn't lying, she just knew it. Does that mean my own certainty about today's date could be just as wrong and I'd never notice?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'David, when you left your study and played backgammon with friends, did all your doubts just evaporate? Because that sounds like cheating.',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Are you sure this app saves my progress if I close it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Leibniz, that reason can't tell us whether it'll rain tomorrow. Then what good is thinking in an armchair?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Hume's fork: is the fork itself a relation of ideas or a matter of fact? Because if it's neither, doesn't it cut itself?",
    issue: 'truths-of-reason',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "If a computer proves a theorem that's too long for any human to check, do we actually know it's true, Gottfried?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Why is there something rather than nothing, and can reason even answer that?',
    issue: 'sufficient-reason',
    also: ['god-proof'],
    form: 'plain',
  },
  {
    text: "Flat earthers say they're just being sceptical like you, Hume. What's the difference between your doubt and theirs?",
    issue: 'living-with-doubt',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Going to Edinburgh next week, any good cheap places to eat near the Royal Mile?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean how do i even know other people have minds like me and arent just really good robots',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Doctors gave my uncle six months and he's still here four years later. Since then I don't really trust experts' predictions. Was I wrong to stop trusting them, or right?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'Do black holes actually destroy information or not?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Calculus, if pure thinking can uncover nature's laws, why did we need telescopes and Galileo dropping things off towers?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'To the sceptic on the right: a million people swear they saw something impossible happen. Should I believe them?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "hume you're like the chillest sceptic ever, how do you not get anxious that nothing is certain lol",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Quantum physics says particles don't have definite positions until they're measured. Does that mean the universe itself isn't certain about anything, never mind us?",
    issue: 'certainty',
    also: ['sufficient-reason'],
    form: 'paraphrase',
  },
];
