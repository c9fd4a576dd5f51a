// Challenges for The Tolerance Trap (John Stuart Mill against Herbert Marcuse), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; measured once on the knowledge as first written (on topic 63 to 78 % across the new
// debates), then spent on tuning: eval:debate counts them with the tuned-on set, and a fresh held-out set replaces them.
import type { AskedInput } from '../../schema';

export const cancelCultureDebateSpent: readonly AskedInput[] = [
  {
    text: 'Should people be allowed to say anything at all, even things most of us find disgusting?',
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: 'Is getting fired over a tweet from ten years ago fair, or has cancel culture gone too far?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'If a university invites a speaker lots of students find offensive, should they protest until the talk gets cancelled?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Does hearing bad ideas out actually help us understand why the good ones are good?',
    issue: 'hearing-opponents',
    form: 'plain',
  },
  { text: 'Should we tolerate people who are intolerant?', issue: 'tolerating-intolerant', form: 'plain' },
  {
    text: 'Who gets to decide what counts as hate speech?',
    issue: 'who-decides',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'Is it censorship when a social media site bans someone, or just a company enforcing its own rules?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Can free speech be a trick that lets the powerful keep shouting over everyone else?',
    issue: 'repressive-tolerance',
    form: 'plain',
  },
  {
    text: 'What if the person everyone thinks is totally wrong turns out to be right, like Galileo was?',
    issue: 'silencing-falsehood',
    form: 'paraphrase',
  },
  {
    text: 'My group chat kicked a guy out over one bad joke. Was that holding him accountable or just piling on?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'A billionaire bought a whole social network and changed whose posts get seen. Is that still a free marketplace of ideas?',
    issue: 'marketplace-of-ideas',
    form: 'paraphrase',
  },
  {
    text: 'Should false claims about vaccines be taken down, or left up and argued against?',
    issue: 'silencing-falsehood',
    form: 'paraphrase',
  },
  {
    text: 'Does silencing an opinion ever just make it stronger?',
    issue: 'silencing-falsehood',
    form: 'plain',
  },
  {
    text: 'Is it ever right to refuse someone a platform even though they have the legal right to speak?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "Where's the line between harming someone with words and just upsetting them?",
    issue: 'harm-line',
    form: 'plain',
  },
  {
    text: 'My professor says every view deserves a hearing, but some views want to take away my rights, so do those ones still deserve it?',
    issue: 'tolerating-intolerant',
    form: 'paraphrase',
  },
  {
    text: "Online shaming is basically punishment without a trial, isn't it?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Would the world be better if the algorithms quietly hid extreme opinions from everybody?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Is tolerance ever really neutral, or does it always end up favouring somebody?',
    issue: 'repressive-tolerance',
    form: 'plain',
  },
  {
    text: 'If an idea has been argued against a thousand times already, why should anyone still have to listen to it?',
    issue: 'hearing-opponents',
    form: 'plain',
  },
  {
    text: 'A comedian got dropped from a festival over jokes about trans people. Should comedians get extra leeway?',
    // no issue fits: asks whether comedy deserves special leeway
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Can someone who got cancelled ever earn their way back, and who decides when they have?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Mill, would you still defend free speech if it was being used to spread lies that get people killed?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Marcuse, who exactly would you trust to decide which opinions get tolerated and which ones do not?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'What would John Stuart Mill say about a student getting expelled for a racist post?',
    issue: 'hate-speech',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Herbert Marcuse, isn't shutting down the other side exactly what the bad guys do too?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "To the author of On Liberty: is there any kind of speech you'd actually ban?",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Isn't repressive tolerance just censorship with a nicer name, Frankfurt School guy?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Would the old Victorian liberal ever accept being offended as a good enough reason to shut someone up?',
    issue: 'hate-speech',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'epithet',
  },
  { text: 'How long is the flight from London to Tokyo?', issue: null, form: 'off-topic' },
  { text: "What's the difference between baking soda and baking powder?", issue: null, form: 'off-topic' },
  { text: 'Can you suggest a fun board game for six players?', issue: null, form: 'off-topic' },
  // A second set, written blind from the debate's card (title, question, description, names) and labelled from its
  // issue list; a second reader labelled it apart, and an issue that reader chose first is among "also". Read for the
  // engine's misses (on topic 71 % across the nine new debates), so spent.
  {
    text: 'Should people get fired for something they tweeted ten years ago?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Is cancel culture actually real, or is it just people facing consequences?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Should universities let really controversial speakers on campus?',
    issue: 'deplatforming',
    form: 'plain',
  },
  { text: "Why don't we just ban hate speech and be done with it?", issue: 'hate-speech', form: 'plain' },
  {
    text: 'Should we tolerate people who are intolerant themselves?',
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  { text: 'Who gets to decide what counts as harmful speech?', issue: 'who-decides', form: 'plain' },
  {
    text: "Doesn't free speech mostly protect the powerful, not the little guy?",
    issue: 'repressive-tolerance',
    form: 'plain',
  },
  {
    text: "Isn't the best answer to a bad argument just a better argument?",
    issue: 'marketplace-of-ideas',
    form: 'plain',
  },
  {
    text: 'Should social media companies be allowed to kick people off their platforms?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'What if the people being silenced turn out to be right?',
    issue: 'silencing-falsehood',
    form: 'plain',
  },
  { text: "You can't really debate a Nazi, can you?", issue: 'tolerating-intolerant', form: 'plain' },
  {
    text: 'Is spreading misinformation a good enough reason to limit what people can say?',
    issue: 'silencing-falsehood',
    form: 'plain',
  },
  {
    text: 'Should Holocaust denial be illegal?',
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: "Does hearing offensive views ever actually change anyone's mind?",
    issue: 'hearing-opponents',
    also: ['marketplace-of-ideas'],
    form: 'plain',
  },
  {
    text: 'How is it free speech when only rich people own the megaphones?',
    issue: 'repressive-tolerance',
    form: 'plain',
  },
  { text: 'If I boycott someone, is that censorship?', issue: 'cancel-culture', form: 'plain' },
  { text: "Where's the line between offensive and actually dangerous?", issue: 'harm-line', form: 'plain' },
  {
    text: 'My cousin posted something dumb at sixteen and lost a job offer at twenty-five. Fair?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Twitter let Trump back on after banning him. Good call or bad call?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Our school took Of Mice and Men off the reading list. Should parents be happy about that?',
    issue: 'hate-speech',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'A comedian I like got his Netflix special pulled after complaints. Should it have been?',
    issue: 'cancel-culture',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'My book club wants to kick out a member who keeps saying nasty stuff about immigrants. Should we?',
    issue: 'cancel-culture',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: "Students shouted down a speaker at my kid's college last week. Is that protest or bullying?",
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'If a flat-earther gets a slot on morning TV next to a scientist, is that balance?',
    issue: 'silencing-falsehood',
    also: ['marketplace-of-ideas'],
    form: 'paraphrase',
  },
  {
    text: "YouTube demonetised my mate's vaccine video. Was that protecting people or shutting him up?",
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'Should my boss be able to fire me for what I post on my personal Instagram?',
    issue: 'cancel-culture',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: 'The algorithm keeps feeding my dad angrier and angrier videos. Should someone step in?',
    issue: 'harm-line',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
  {
    text: "A guy at work won't stop making jokes about women. Do I report him or just argue with him?",
    issue: 'hate-speech',
    form: 'paraphrase',
  },
  {
    text: 'Mill, would you honestly let a neo-Nazi speak at a university?',
    issue: 'deplatforming',
    also: ['tolerating-intolerant'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Marcuse, who gets to decide which voices lose the mic? You?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'What would John Stuart Mill make of Twitter pile-ons?',
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Herbert Marcuse, isn't repressive tolerance just a fancy excuse for censorship?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'To the liberal: what if open debate just lets the loudest liar win?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Hey, critical theory guy, isn't shutting people down exactly what authoritarians do?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "Question for the champion of open debate: does the marketplace of ideas even work when the market's rigged?",
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    addresses: 'mill',
    form: 'epithet',
  },
  { text: 'Can you turn the microphone up a bit? I can barely hear you.', issue: null, form: 'off-topic' },
  { text: "What's the easiest way to cancel my Netflix subscription?", issue: null, form: 'off-topic' },
  {
    text: 'My tolerance for spicy food is really low. Any tips for building it up?',
    issue: null,
    form: 'off-topic',
  },
  { text: "Sorry, where's the nearest bathroom in here?", issue: null, form: 'off-topic' },
  { text: 'Who painted the Mona Lisa?', issue: null, form: 'off-topic' },
];
