// The blind set of 2026-12-22 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should Holocaust deniers get a platform?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'Mill, if a wrong opinion teaches us something, what exactly did we learn from the flat earthers?',
    issue: 'silencing-falsehood',
    also: ['hearing-opponents'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "A comedian I love had his special pulled after people complained about his trans jokes. I didn't even like those jokes. But I'm uneasy that a few thousand angry posts can make something disappear. Is that the marketplace of ideas working, or a mob?",
    issue: 'cancel-culture',
    also: ['marketplace-of-ideas'],
    form: 'paraphrase',
  },
  {
    text: 'why is my mic icon red, am i muted',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'who decides which voices are the bad ones though',
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: "Marcuse, you'd withdraw tolerance from the right. What happens when the right wins an election and uses your argument against you?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Twitter banning Trump: free speech problem or just a company enforcing its rules?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: "My university disinvited a speaker after students protested. Half my friends call it censorship, half call it accountability. Herbert Marcuse, isn't a protest also a voice being heard?",
    issue: 'deplatforming',
    also: ['cancel-culture'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Is it censorship if a private company does it and not the government?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'ok so the harm principle, do hurt feelings count as harm or not',
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: "The Frankfurt School guy says one side owns the stadium. Fine. But handing the microphone to whoever he likes doesn't make the stadium fair either.",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'What actually killed the dinosaurs, just the asteroid or the volcanoes too?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should someone lose their job over a tweet they wrote at 17?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Mill wrote when newspapers were small and slow. Does his argument survive an algorithm that shows a lie to ten million people overnight?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "so you admit, mr mill, some speech can incite a riot? then you've already agreed some voices must lose the mic",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'During the pandemic YouTube removed videos questioning the official line. Some were dangerous nonsense, but the lab leak idea went from banned to debated. Which of you would have handled that better?',
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'The Victorian liberal thinks truth wins in a fair fight. When has that ever actually happened?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Can you forgive someone who's been cancelled, or is it forever now?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'thanks guys this was fun, gotta run, see you next week',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Should school libraries remove books parents find offensive, and does it matter whether it's the left or the right doing it?",
    issue: 'who-decides',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'i mean marcuse basically sounds like the people he hated just with different targets',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Elon Musk bought Twitter 'for free speech.' Isn't that the owner of the stadium choosing the rules, exactly like Marcuse warned?",
    issue: 'repressive-tolerance',
    also: ['deplatforming'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Isn't a boycott just more speech?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "What did Mill mean that an unchallenged truth becomes a dead dogma? Is that why people can't explain why vaccines or evolution are true anymore?",
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Should the United States get rid of the Electoral College?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Germany bans Nazi symbols and it's a pretty healthy democracy. Doesn't that prove a bit of intolerance works, John Stuart Mill?",
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is tolerating the intolerant a suicide pact, like Popper said?',
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: "My uncle posts conspiracy stuff in the family WhatsApp. We muted him. Did we cancel him? Honestly I'd do it again.",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "Marcus, on TV they give climate scientists and climate deniers equal time. Isn't that the fake balance you're talking about?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'any good jazz bars in Chicago where you can actually hear the band?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are animals conscious the way we are?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do chatbots that refuse to discuss certain topics count as silencing someone?',
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Why did young radicals in the 60s love the German professor so much? What did he give them?',
    issue: 'social-progress',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'can I change my display name without losing my history',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Honest question for the liberal: does hearing a bad idea ever make people believe it more rather than less?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Mill, would you have let ISIS post recruitment videos on YouTube so we could 'learn why they're wrong'?",
    issue: 'harm-line',
    also: ['deplatforming'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "I'm a teacher and a student asked to present an essay arguing women shouldn't vote. Do I let him and let the class tear it apart, or say no?",
    issue: 'silencing-falsehood',
    also: ['hearing-opponents'],
    form: 'paraphrase',
  },
  {
    text: 'Is time travel to the past physically possible?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about the people who never get a microphone in the first place? Who speaks for them?',
    issue: 'repressive-tolerance',
    also: ['social-progress'],
    form: 'plain',
  },
  {
    text: 'come on, cancel culture is just consequences culture, nobody has a right to an audience',
    issue: 'cancel-culture',
    form: 'plain',
  },
];
