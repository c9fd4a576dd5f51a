// The blind set of 2026-12-19 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: "Should a university let a speaker on campus if half the students think he's hateful?",
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'My uncle posts conspiracy stuff on Facebook all the time. Blocking him feels like giving up, Mill, but arguing never changes his mind. Is there any point hearing him out?',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is hate speech still free speech?',
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: "Marcuse, who gets to decide which views are too dangerous to tolerate? Sounds like whoever's in power.",
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'whats a decent mic for podcasting under 100 quid',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "A colleague of mine lost her job over a joke she tweeted when she was nineteen. She's thirty now. Is there no room for people to change?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "ok but if Mill were alive he'd see twitter and change his mind surely, the best argument doesn't win online, the loudest one does",
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Does banning Holocaust denial make it go away, or just make it look like forbidden truth?',
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'Herbert, your side says one team owns the stadium. Who owns it today, the billionaires who bought the social networks?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'so the liberal guy would let anyone say anything as long as nobody gets punched?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Is time travel to the past physically possible?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'During Covid, YouTube removed videos questioning vaccines. Some were dangerous nonsense; a few of the questions later turned out to be reasonable. Should they have stayed up?',
    issue: 'silencing-falsehood',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: "What's the difference between criticism and cancelling someone?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'John Stuart, you think we learn from wrong opinions. But do we really need to rediscover why slavery was wrong every generation?',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Popper said a tolerant society must not tolerate the intolerant. Is that the same thing Marcuse is arguing?',
    issue: 'tolerating-intolerant',
    also: ['repressive-tolerance'],
    form: 'plain',
  },
  {
    text: 'come on mill, a lie goes round the world before the truth gets its shoes on. the marketplace of ideas is rigged',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'can I mute the moderator? lol kidding. kind of',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is a private company banning someone from its platform really censorship?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "I run a small book club and one member wants us to read a novel that's been pulled from school libraries in her state. Half the group refuses. Should we read it?",
    issue: 'hearing-opponents',
    form: 'paraphrase',
  },
  {
    text: 'Marcuze you wanted to be intolerant to the right wing. what happens when the right wins an election and uses your argument against you',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'the frankfurt school guy basically says free speech only helps the powerful, right? then how did civil rights activists ever get heard',
    issue: 'repressive-tolerance',
    also: ['social-progress'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Should comedians be allowed to joke about anything?',
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mill, doesn't your harm principle already let us silence speech that incites violence? So you agree some voices lose the mic.",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Do algorithms that push outrage mean every voice is heard, or just the angriest ones?',
    issue: 'marketplace-of-ideas',
    form: 'paraphrase',
  },
  {
    text: "My teenage son watches these manosphere influencers online. I can't ban the whole internet. Is it better he hears the counter-arguments, or that those guys get kicked off the platforms?",
    issue: 'deplatforming',
    also: ['hearing-opponents'],
    form: 'paraphrase',
  },
  {
    text: "that's just censorship with a philosophy degree. 'repressive tolerance' my foot",
    issue: 'repressive-tolerance',
    form: 'plain',
  },
  {
    text: "Galileo was silenced for being right. Doesn't history show the banned opinion is sometimes the true one?",
    issue: 'silencing-falsehood',
    form: 'paraphrase',
  },
  {
    text: "it's pouring here in Manchester, anyone else?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should AI chatbots refuse to discuss certain political opinions?',
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Liberty, would you give a platform to someone arguing that free speech should be abolished?',
    issue: 'tolerating-intolerant',
    also: ['deplatforming'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'So you admit the powerful shout louder, but is shutting some people up really the fix, Professor Marcuse?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Is the mind just the brain, or something more?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If someone apologises sincerely, should they be allowed back?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'i mean doesnt cancelling just make martyrs? they get more fans after being banned',
    issue: 'cancel-culture',
    also: ['deplatforming'],
    form: 'plain',
  },
  {
    text: 'Weimar Germany let the Nazis campaign freely and they used that freedom to abolish it. What does the Liberal say to that?',
    issue: 'tolerating-intolerant',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Should news channels give climate deniers equal airtime for the sake of balance, Mr Mill?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'brb kids need dinner',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does open debate even work when half the people arguing are anonymous accounts and bots?',
    issue: 'marketplace-of-ideas',
    form: 'paraphrase',
  },
  {
    text: "Do we owe anything to generations who haven't been born yet?",
    issue: null,
    form: 'off-topic',
  },
];
