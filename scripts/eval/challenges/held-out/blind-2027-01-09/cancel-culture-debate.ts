// The blind set of 2027-01-09 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should Holocaust deniers get a platform on TV?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'plain',
  },
  {
    text: "Mill, you'd let literally anyone speak? Even someone whipping up a mob outside a politician's house?",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "My university invited a speaker who says trans people are mentally ill. Half my friends want to protest until it's cancelled, the other half say go and argue with him. Which group should I join?",
    issue: 'deplatforming',
    also: ['hearing-opponents'],
    form: 'paraphrase',
  },
  {
    text: 'can you hear me? my mic keeps cutting out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marcuse, who exactly gets to decide which opinions are too dangerous? You?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'isnt the whole thing just whoever has the most followers wins anyway',
    issue: 'marketplace-of-ideas',
    form: 'plain',
  },
  {
    text: 'Mill, is getting fired for an old tweet free speech being punished, or just consequences?',
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Twitter banned a sitting US president in 2021. Was that a private company's right, or a scary amount of power for one company to have over public debate?",
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'To the Frankfurt School guy: in the 1930s, would banning the Nazis have worked, or just made them martyrs?',
    issue: 'tolerating-intolerant',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "What's the difference between being offended and being harmed, John?",
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "What's a decent podcast microphone for under a hundred dollars?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Hang on, Mr Mill, a lie repeated by a billion-dollar media empire against a truth told by one blogger, how is that a fair fight?',
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Liberal guy: Galileo, abolitionists, gay rights activists, all of them were once the voices people wanted silenced. Doesn't that history settle it?",
    issue: 'silencing-falsehood',
    also: ['social-progress'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'During covid my aunt shared posts saying the vaccine had microchips. Facebook took them down and she said that proved she was right and being censored. Did taking them down help or backfire?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "Is it ethical to eat meat if we don't need to?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "herbert ok but 'repressive tolerance' sounds like a fancy way of saying only my side gets to talk",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Is there such a thing as tolerating too much?',
    issue: 'tolerating-intolerant',
    also: ['repressive-tolerance'],
    form: 'plain',
  },
  {
    text: 'Karl Popper said a tolerant society has to be intolerant of the intolerant. Which of you is closer to him?',
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: 'Stuart Mill, what do you mean when you say an opinion nobody challenges turns into dead dogma?',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "My teenage son's school pulled a novel from the library because some parents complained. Should kids be protected from some ideas, or is that exactly when they need to hear them?",
    issue: 'deplatforming',
    also: ['hearing-opponents'],
    form: 'paraphrase',
  },
  {
    text: 'why do people say cancel culture isnt real when people literally lose their jobs',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'What actually causes inflation, is it governments printing money or something else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does the BBC have to give a climate change denier equal airtime with a climate scientist to be fair?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: "For the 1960s radical: if you think the game is rigged by whoever owns the media, isn't the internet the answer, since now anyone can publish?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "Comedians keep saying you can't joke about anything anymore, while selling out arenas and getting Netflix specials. Is that a real problem or a marketing line?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'lol my cat just walked on my keyboard, ignore that last bit',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Suppose someone spreads a rumour that the local shopkeeper poisons children and people start smashing his windows. Where exactly is your line, Mill?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Should algorithms that push outrage to millions of people count as speech at all?',
    issue: 'harm-line',
    form: 'plain',
  },
  {
    text: 'Is calling for a boycott of someone itself free speech?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'My uncle says something racist at every family dinner. Everyone just changes the subject to keep the peace. Is staying quiet tolerance or cowardice?',
    issue: 'tolerating-intolerant',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: 'Did the Big Bang need a cause, or can a universe just begin?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marcuze, did you really think tolerance in a rich consumer society was mostly a trick?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'But what about anonymous accounts, Mr Open Debate? Should you get to speak freely if nobody knows who you are?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Under Mill's rules, would Germany have to scrap its ban on Nazi symbols?",
    issue: 'hate-speech',
    also: ['tolerating-intolerant'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'How long does each debate last?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I moderate a big subreddit. Every day I delete stuff that isn't illegal but makes the place miserable. Am I a censor, or a host keeping the party from falling apart?",
    issue: 'deplatforming',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: "To the Victorian liberal: in your day only men of property could vote or print newspapers. Wasn't your free debate pretty exclusive too?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Why did the Ottoman Empire join Germany in the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If the truth always wins in open debate, why do conspiracy theories spread faster than the corrections?',
    issue: 'marketplace-of-ideas',
    form: 'plain',
  },
  {
    text: "Can a society get so comfortable that people stop even wanting to hear anything radical? Isn't that a kind of silencing nobody had to order, Marcuse?",
    issue: 'conformity',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
];
