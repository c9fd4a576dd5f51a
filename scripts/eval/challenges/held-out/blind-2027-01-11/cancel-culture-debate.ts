// The blind set of 2027-01-11 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should everyone get to say whatever they want?',
    issue: 'harm-line',
    form: 'plain',
  },
  {
    text: 'Mill, does your harm principle cover words, or only fists?',
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "A professor at my university was disinvited after students protested his talk on gender. I didn't agree with him, but I wanted to hear him. Who lost more, him or us?",
    issue: 'deplatforming',
    also: ['hearing-opponents'],
    form: 'paraphrase',
  },
  {
    text: "Marcuse, who decides which side is the oppressor? Because everyone thinks it's the other guy.",
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Any tips on a cheap microphone for podcasting?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is getting fired for an old tweet cancel culture or just consequences',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "The Critical Theorist basically wants to be intolerant of intolerance. Isn't that just Popper's paradox of tolerance?",
    issue: 'tolerating-intolerant',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Should Holocaust denial be illegal, like it is in Germany?',
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit, mr mill, that some opinions do real damage? then why protect them',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Twitter banned a sitting US president. Then a billionaire bought the platform and let him back on. Doesn't that show the real issue isn't free speech, it's who owns the megaphone?",
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: 'Is boycotting a company free speech or censorship?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'during covid my aunt kept posting that the vaccine had microchips in it. should facebook have deleted it or let people argue with her',
    issue: 'silencing-falsehood',
    also: ['marketplace-of-ideas'],
    form: 'paraphrase',
  },
  {
    text: "John Stuart, you worried about the tyranny of the majority. Isn't an online pile-on exactly that?",
    issue: 'cancel-culture',
    also: ['conformity'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "brb pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Herbert, your repressive tolerance idea sounds like a licence for whoever runs the campus to shut people up.',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Can a comedian still joke about anything?',
    issue: 'hate-speech',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
  {
    text: "Is an apology ever enough, or once you're cancelled, are you done for good?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "My son's school dropped a novel from the reading list because parents complained about racist language in it. The book is against racism. So who's doing the cancelling here?",
    issue: 'cancel-culture',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'The Victorian guy thinks truth always wins in a fair fight. When has it ever been a fair fight?',
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Is nuclear power a good answer to climate change?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, letting flat earthers talk doesn't hurt anyone, it's just funny",
    issue: 'silencing-falsehood',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: "Does hearing the other side ever actually change anybody's mind?",
    issue: 'hearing-opponents',
    also: ['marketplace-of-ideas'],
    form: 'plain',
  },
  {
    text: "I moderate a Discord server with 40,000 members. Every ban I make, someone screams censorship; every time I don't ban, someone says I'm protecting bigots. Give me a rule I can actually use.",
    issue: 'harm-line',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'Is there a way to save this debate and listen later?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why did Marcuse become a hero for the student radicals of the 1960s?',
    issue: 'repressive-tolerance',
    also: ['social-progress'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Social media pushes the angriest posts to the top. If a machine decides which voices get amplified, is anyone really being heard?',
    issue: 'marketplace-of-ideas',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Mill, what about people silenced by their employer or their neighbours rather than by the government?',
    issue: 'conformity',
    also: ['cancel-culture'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Do animals have consciousness the way we do?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the german-american guy sounds like he'd ban me for disagreeing lol",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'If a belief never gets challenged, does it really turn into dead dogma?',
    issue: 'hearing-opponents',
    form: 'plain',
  },
  {
    text: 'Marcus, how is it fair to give the left more freedom of speech than the right?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'ok but like where do you draw the line between offensive and dangerous, seriously',
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: "AI chatbots refuse to answer some questions now. Isn't that a tech company deciding which opinions count?",
    issue: 'who-decides',
    form: 'paraphrase',
  },
  {
    text: 'Why did the Soviet Union collapse?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it cowardice or kindness to keep quiet at family dinner when my uncle starts going on about immigrants?',
    issue: 'conformity',
    also: ['social-progress'],
    form: 'paraphrase',
  },
  {
    text: "Isn't the 'marketplace of ideas' just a nice way of saying the richest voice wins, Mr Mill?",
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Should people with dangerous views be allowed to run for office?',
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: 'anyone know a decent plumber in leeds lol my sink just exploded',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Would Mill defend somebody's right to spread lies they know are false?",
    issue: 'silencing-falsehood',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is mathematics invented or discovered?',
    issue: null,
    form: 'off-topic',
  },
];
