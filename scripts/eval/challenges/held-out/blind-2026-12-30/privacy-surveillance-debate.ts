// The blind set of 2026-12-30 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Does having cameras everywhere actually lower crime, or do criminals just move around the corner?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "My company installed software that screenshots my screen every ten minutes. I don't slack off, but I feel like I can't even breathe. Is that the safety they promised or something else?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'bentham the nothing to hide nothing to fear line is so easy to say when youre not the one being watched',
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'What time does the watch repair shop on Main Street close on Saturdays?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Foucault, if we all end up policing ourselves, is there any point at which we're actually free?",
    issue: 'watched-self',
    also: ['resistance'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Is privacy a right or a luxury?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "After Snowden we learned the government was collecting everyone's phone records. They said it stopped attacks. Should I be grateful or furious?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'ok so like my mom has life360 on my phone and tracks me everywhere, she says its for my safety. is she right or is this the panopticon thing',
    issue: 'institutions',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'What actually happens inside a black hole?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the guy who designed the prison: would you have been happy living in one of your own cells?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "so you admit the guard doesn't even need to be there. then isn't the real problem in our heads and not the cameras?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "In China a social credit score can stop you buying a train ticket. Is that where 'safety first' ends up?",
    issue: 'safety',
    also: ['population'],
    form: 'paraphrase',
  },
  {
    text: 'Jeremy, does the greatest happiness of the greatest number justify spying on one innocent person?',
    issue: 'privacy-right',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Who watches the watchers?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'sorry my wifi keeps cutting out, did I miss the start',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Police body cameras are surveillance too, but they protect citizens from the police. Doesn't that complicate your whole argument, Foucault?",
    issue: 'watching-watchers',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'I stopped posting political opinions online after a friend got fired for a tweet. Nobody forced me. Is that the kind of self-policing you were writing about?',
    issue: 'watched-self',
    also: ['sharing-online'],
    form: 'paraphrase',
  },
  {
    text: 'does the phone in my pocket make me safer or just easier to find',
    issue: 'data-tracking',
    also: ['safety'],
    form: 'plain',
  },
  {
    text: 'Facial recognition misidentifies dark-skinned faces far more often. If the system is biased, whose safety is it really protecting?',
    issue: 'safety',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: "Mr Bentam, didn't you want to run your prison yourself as a private contractor? Doesn't that make your safety argument a bit suspect?",
    issue: 'prison',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "What's biopower, and does it have anything to do with my fitness tracker?",
    issue: 'population',
    also: ['data-tracking'],
    form: 'plain',
  },
  {
    text: 'Should countries have a universal basic income?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My son's school uses software that reads students' messages to flag self-harm. It's caught real cases. But he's fourteen and everything he types gets read. Where's the line?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: "That's just paranoia though. Most people watching CCTV are bored guards who don't care what I'm doing.",
    issue: 'nothing-to-hide',
    also: ['watched-self'],
    form: 'plain',
  },
  {
    text: "Is it still surveillance if I'm the one handing over my data in exchange for free apps?",
    issue: 'data-tracking',
    also: ['sharing-online'],
    form: 'plain',
  },
  {
    text: 'the french one - if power is everywhere how do you even resist it',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Would a society with zero privacy end up more honest or just more fake?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "can someone tell me the score of the game, I'm stuck in this debate lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'During Covid, contact-tracing apps were supposed to save lives and lots of people refused them. Were they selfish or wise?',
    issue: 'population',
    form: 'paraphrase',
  },
  {
    text: 'Bentham, can the watched ever watch back? Could your inspector be inspected?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'come on michel you cant compare a doorbell camera to a prison, isnt that a bit dramatic',
    issue: 'data-tracking',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'If an AI could predict who will commit a crime before they do it, should we let it act on that?',
    issue: 'safety',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: 'Was the French Revolution worth the Terror that came with it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Do people behave better when they think they're being watched, or just more carefully?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "My car insurance gives me a discount if I let them track how I drive. I'm careful, so I said yes. Did I just sell my privacy for fifty bucks?",
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: "Doesn't a democracy need secrets too, like the secret ballot? How does that fit your plan, Mr Panopticon?",
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'gotta grab my laundry, back in 5',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what would the author of Discipline and Punish make of tiktok where people film themselves all day voluntarily',
    issue: 'sharing-online',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "Honestly, isn't safety from terrorism worth a bit less privacy? I'd make that trade.",
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'Is free will compatible with a universe where everything is determined by physics?',
    issue: null,
    form: 'off-topic',
  },
];
