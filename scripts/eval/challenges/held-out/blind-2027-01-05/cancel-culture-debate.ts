// The blind set of 2027-01-05 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a Holocaust denier get a platform?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'Mill, what would you make of Twitter? Is a feed ranked by outrage really the marketplace of ideas you imagined?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'can someone turn the mic up, the moderator is really quiet',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "A comedian I like got dropped from a festival over jokes he made ten years ago. Half my friends say good riddance and half say it's a witch hunt. Who's right?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Marcuse, who gets to decide which side is the oppressed one? Sounds like whoever holds power would just call themselves that.',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'is it censorship if a private company does it or only if the government does',
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'plain',
  },
  {
    text: "Germany bans Nazi symbols and Holocaust denial and its democracy seems fine. Doesn't that undercut the Liberal's whole argument?",
    issue: 'hate-speech',
    also: ['tolerating-intolerant'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "What's the difference between being criticised and being cancelled?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Is there life on other planets, and how would we even know?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit you'd silence people, Herbert? just the ones you disagree with",
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'John Stuart, would you let someone spread vaccine lies during a pandemic if people were dying from believing them?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'I run a small online forum for gardeners and someone keeps posting conspiracy stuff about chemtrails. Banning him feels petty, keeping him is driving members away. What would you do?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: "Doesn't the harm principle already let us ban speech that incites violence?",
    issue: 'harm-line',
    form: 'plain',
  },
  {
    text: 'Who owns the stadium today, Murdoch or Musk?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "brb dog's barking at the postman",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The critical theorist says a fair contest is impossible. But then isn't every debate pointless, including this one?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Mill said a belief never challenged turns into dead dogma. Do my kids even know why racism is wrong, or just that it is?',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Should students be allowed to shout down a speaker they find offensive?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "Marcuse didn't you basically argue for tolerating the left and not the right? how is that not just partisan",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'My school district pulled a novel off the reading list after parents complained. Is removing a book from the curriculum the same as silencing the author?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'What caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If someone apologises sincerely, should they get their job back?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "How do chatbots like you decide what not to say? Isn't that already someone choosing which voices get heard?",
    issue: 'who-decides',
    form: 'paraphrase',
  },
  {
    text: "What's the best stadium in London for a concert?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the english guy assumes everyone argues in good faith. bots and troll farms don't. what then",
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Is the paradox of tolerance real? Karl Popper said a tolerant society must be intolerant of intolerance. Mr Mill, does that trap you?',
    issue: 'tolerating-intolerant',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'In 1977 neo-Nazis wanted to march through Skokie, a town full of Holocaust survivors, and the ACLU defended them. Was that the principled thing or a terrible mistake?',
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'Should anonymous accounts be banned?',
    issue: 'deplatforming',
    also: ['harm-line'],
    form: 'plain',
  },
  {
    text: 'but what about Galileo? the people silencing him were sure they were protecting society too',
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Does God exist, and could anyone ever prove it either way?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'herbert marcuse = the guy the 60s students loved right? why did they love him',
    issue: 'social-progress',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "My colleague got fired over a tweet she wrote on her own time. Her employer said it 'didn't reflect company values'. Should a job depend on what you say outside it?",
    issue: 'cancel-culture',
    also: ['conformity'],
    form: 'paraphrase',
  },
  {
    text: 'Is the app down for anyone else? It keeps freezing.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you ever learn anything from listening to a flat earther?',
    issue: 'hearing-opponents',
    form: 'paraphrase',
  },
  {
    text: 'Come on, Mill, in your day a pamphlet reached a few hundred people. One viral lie now reaches millions before breakfast. Surely the rules have to change?',
    issue: 'marketplace-of-ideas',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Should zoos exist at all?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's one opinion each of you thinks should never be said in public?",
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'Is deplatforming effective, or does it just turn the banned person into a martyr?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'My uncle says nobody can say anything anymore, yet he says everything, loudly, at every family dinner. Is cancel culture real or mostly a complaint?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "Whose side would Socrates be on, the Liberal's or the critic's? They did make him drink hemlock for corrupting the youth.",
    issue: 'silencing-falsehood',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
];
