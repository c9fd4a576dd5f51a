// The blind set of 2027-01-07 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a university invite a speaker everyone knows is a racist, just for the sake of debate?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'Mill, if silencing a wrong opinion loses us a lesson, what did we learn from letting Holocaust deniers talk?',
    issue: 'silencing-falsehood',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'how do I change the app voice to something less robotic',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My cousin got fired over a joke he tweeted eleven years ago, when he was seventeen. He's a completely different person now. Is that accountability or a mob?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'who actually decides which voices are too dangerous? thats the part that scares me',
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: 'Marcuse, when you say one side owns the stadium, who exactly is the owner? Billionaires? Governments?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Is deplatforming someone the same as censorship if it's a private company doing it?",
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'Is time travel to the past physically possible?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok so elon buys twitter and unbans everybody. is that mill's dream or marcuse's nightmare lol",
    issue: 'deplatforming',
    also: ['marketplace-of-ideas'],
    form: 'named',
  },
  {
    text: 'Karl Popper said a tolerant society must be intolerant of intolerance. Is that just Marcuse with better manners?',
    issue: 'tolerating-intolerant',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "The Frankfurt guy wants to silence the right and free the left. That's just censorship for your own team, isn't it?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'ugh my train is delayed again, brb',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does bad speech actually cause harm, or do words only hurt feelings?',
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: "Germany bans Nazi symbols and it's still a democracy. Doesn't that prove some limits work?",
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'John, you assume the truth wins if everyone argues openly. Has that ever actually happened on Facebook?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "come on, the marketplace of ideas is rigged when one guy's opinion gets boosted by an algorithm to 50 million people",
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: 'What makes a person the same person over a whole lifetime?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should TV news give climate change deniers equal airtime for balance?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'My uncle says the most outrageous things at Christmas dinner. Every year we either argue or go quiet. Which one would the liberal recommend?',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Herbert, the civil rights movement was once the unpopular opinion people wanted silenced. Wouldn't your rule have shut them up too?",
    issue: 'social-progress',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "what's the difference between criticising someone and cancelling them",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'does anyone know if the microphone works with bluetooth headphones?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "During the pandemic platforms removed posts about the lab leak theory and later it became a serious hypothesis. Doesn't that prove the open-debate side right?",
    issue: 'silencing-falsehood',
    also: ['marketplace-of-ideas'],
    form: 'paraphrase',
  },
  {
    text: 'Is there any opinion you personally think should never be said out loud, Mill?',
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Mr Harm Principle, where exactly is the line between offending me and harming me?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'I teach high school English and some parents want three novels pulled from our library. Is removing a book from kids the same as silencing a voice?',
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Ottoman Empire fall apart after the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'marcuse so you admit youd be fine with censorship as long as you agree with the censor',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'If a comedian loses his Netflix special over a joke, is he silenced? He still has a podcast with millions of listeners.',
    issue: 'cancel-culture',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "Can someone who's been cancelled ever earn their way back? Should they be able to, Mr Mill?",
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Mil, you wrote that an opinion never challenged becomes a 'dead dogma'. Does that mean we need flat earthers around to keep us sharp?",
    issue: 'hearing-opponents',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "what's a quick dinner I can make with eggs and spinach?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Don't anonymous accounts make the whole 'hear every voice' thing pointless? Half the voices are bots.",
    issue: 'marketplace-of-ideas',
    form: 'plain',
  },
  {
    text: "that's just a fancy way of saying 'I don't want to hear people I disagree with'",
    issue: 'repressive-tolerance',
    also: ['hearing-opponents'],
    form: 'plain',
  },
  {
    text: 'The sixties professor sounds reasonable until you ask him who gets to be the referee. So who is it?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'When an AI moderates comments on YouTube, whose idea of tolerance is it enforcing?',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: "Galileo was silenced by people who were sure they were protecting the public. Shouldn't that make every censor nervous, Marcuse?",
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Do interest rate rises actually bring inflation down?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is a mob piling onto someone online also a form of silencing? Feels like free speech being used to shut someone up.',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "Marcuse, is 'repressive tolerance' just a polite name for letting the powerful talk while everyone else claps?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
];
