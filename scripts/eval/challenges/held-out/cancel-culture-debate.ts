// Held-out evaluation challenges for The Tolerance Trap (John Stuart Mill against Herbert Marcuse). Written blind from the debate's title, question and
// the two names only, before the engine saw them; never used for tuning. Issue labels are added afterwards, from
// the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const cancelCultureDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: "Should everyone be allowed to say what they think, even if it's offensive?",
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: 'A guy at my work got fired over a joke he tweeted ten years ago. Is that justice or a mob?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Should a society tolerate people who are themselves intolerant?',
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: 'Does letting bad ideas be debated openly actually help the truth win?',
    issue: 'marketplace-of-ideas',
    form: 'plain',
  },
  {
    text: 'My university cancelled a speaker after students protested. Were the students protecting others or silencing someone?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Where exactly is the line between free speech and hate speech?',
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'Should social media companies delete posts that spread false medical advice?',
    issue: 'silencing-falsehood',
    form: 'plain',
  },
  {
    text: 'Twitter banned a former president, and half the country cheered while the other half was furious. Who was right?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Is the marketplace of ideas really fair when some voices have way more money and reach than others?',
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    form: 'plain',
  },
  { text: 'Can words themselves cause real harm, or only actions?', issue: 'harm-line', form: 'plain' },
  {
    text: "A comedian got booed off stage and then complained he'd been cancelled. Isn't booing also free speech?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Is public shaming online a new kind of punishment without a trial?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Should schools take books off the shelves when parents find them offensive?',
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: 'My uncle believes the earth is flat. Should scientists bother debating people like him, or does that just give him a stage?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Can the majority be a tyrant even without passing any laws?',
    issue: 'conformity',
    also: ['cancel-culture'],
    form: 'plain',
  },
  {
    text: 'Should the news always give both sides equal time, even when one side is clearly wrong?',
    issue: 'hearing-opponents',
    form: 'paraphrase',
  },
  {
    text: "My teenage daughter says she can't share her real opinions at school or she'll get called names. Is that a free society?",
    issue: 'conformity',
    form: 'paraphrase',
  },
  {
    text: 'Is tolerance always a good thing, or can it end up protecting the powerful?',
    issue: 'repressive-tolerance',
    form: 'plain',
  },
  {
    text: 'Should neo-Nazi groups be allowed to march through a town?',
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: "I changed my mind on immigration after arguing with a friend for hours. Doesn't that show why we need to hear opposing views?",
    issue: 'hearing-opponents',
    form: 'paraphrase',
  },
  { text: 'Who should get to decide what counts as misinformation?', issue: 'who-decides', form: 'plain' },
  {
    text: 'If someone apologizes for something dumb they said years ago, should they be let back into public life?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Mill, would you still defend free speech if you saw how fast lies spread on TikTok?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'What would John Stuart Mill say about Holocaust denial being illegal in Germany?',
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Marcuse, isn't refusing to tolerate some views just another form of censorship?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Herbert Marcuse, who gets to decide which movements deserve tolerance and which don't?",
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'To the author of On Liberty: is there anything a person should never be allowed to say?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Question for the Frankfurt School guy: why should left-wing views get more tolerance than right-wing ones?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'For the Victorian liberal: if a false idea gets silenced, what exactly do we lose?',
    issue: 'silencing-falsehood',
    addresses: 'mill',
    form: 'epithet',
  },
  { text: "What's the quickest way to get from Paris to Barcelona?", issue: null, form: 'off-topic' },
  { text: 'How often should I water a cactus?', issue: null, form: 'off-topic' },
  { text: 'Why is the sky blue during the day?', issue: null, form: 'off-topic' },
];
