import type { AskedInput } from '../../schema';

// The Truth Battle: Leibniz (the Idealist) against Hume (the Skeptic); Aristotle, the Logician, moderates.
// Written from the issue list of server/content/debates/knowledge-debate/topic.ts, in a visitor's own words.
export const knowledgeChallenges: readonly AskedInput[] = [
  // plain
  {
    text: 'Is there anything at all we can be one hundred percent sure about?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Are babies born already knowing some things, or is their head totally blank at first?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'Can we ever actually see one thing making another thing happen?',
    issue: 'causation',
    form: 'plain',
  },
  { text: 'Why should I expect tomorrow to work the same way today did?', issue: 'induction', form: 'plain' },
  {
    text: 'Can pure thinking, with no experiments at all, teach us something true about the real world?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'Is there an explanation for absolutely everything, or do some things just happen with no why behind them?',
    issue: 'sufficient-reason',
    form: 'plain',
  },
  {
    text: 'Should I take stories of miracles seriously when people swear they saw one?',
    issue: 'miracles',
    form: 'plain',
  },
  {
    text: 'Is there any logical argument that actually shows God is real?',
    issue: 'god-proof',
    form: 'plain',
  },
  {
    text: 'Is there a real me that stays the same over the years, or just a bunch of thoughts and feelings passing through?',
    issue: 'self',
    form: 'plain',
  },
  {
    text: 'If the world was designed so well, why is there so much disease, war and misery in it?',
    issue: 'best-world',
    form: 'plain',
  },
  {
    text: 'Do we really make decisions with our heads, or do our emotions call the shots?',
    issue: 'reason-passion',
    form: 'plain',
  },
  {
    text: 'Could a person actually get through ordinary daily life while doubting everything?',
    issue: 'living-with-doubt',
    form: 'plain',
  },
  { text: 'What is the universe built out of at the most basic level?', issue: 'reality', form: 'plain' },

  // paraphrase
  {
    text: 'My teacher said even math might be wrong. Is there anything that simply cannot be doubted?',
    issue: 'certainty',
    also: ['truths-of-reason'],
    form: 'paraphrase',
  },
  {
    text: 'Did I learn that two plus two makes four, or was I kind of born with it built in?',
    issue: 'innate-ideas',
    form: 'paraphrase',
  },
  {
    text: 'Every time I drink coffee I get a headache. Can I ever really prove the coffee is doing it?',
    issue: 'causation',
    form: 'paraphrase',
  },
  { text: 'Does correlation ever prove causation?', issue: 'causation', form: 'paraphrase' },
  {
    text: 'A turkey gets fed every morning for a year and then Thanksgiving comes. How are we any different from that turkey?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "An AI trained on old stock prices confidently predicts next year. Why should anyone trust that yesterday's patterns will hold?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'Mathematicians prove things sitting at a desk. So why does that stuff then work when engineers build bridges?',
    issue: 'truths-of-reason',
    form: 'paraphrase',
  },
  {
    text: 'Does every single event, even a leaf landing in one spot in a forest, have a reason it went exactly that way?',
    issue: 'sufficient-reason',
    form: 'paraphrase',
  },
  {
    text: 'My aunt swears a statue in her church wept real tears. Should I take her word for it?',
    issue: 'miracles',
    form: 'paraphrase',
  },
  {
    text: 'Can you logic your way to God, or is it always a leap of faith?',
    issue: 'god-proof',
    form: 'paraphrase',
  },
  {
    text: "I'm a completely different person than I was at fifteen. Is there even a me that lasted through all that?",
    issue: 'self',
    form: 'paraphrase',
  },
  {
    text: "Kids get cancer. Don't tell me this is the greatest world a perfect creator could have come up with.",
    issue: 'best-world',
    form: 'paraphrase',
  },
  {
    text: 'I know I should save money but I still blow it on sneakers every payday. Is my brain even in charge?',
    issue: 'reason-passion',
    form: 'paraphrase',
  },
  {
    text: 'If you doubt everything, how do you even get out of bed and trust the floor to hold you?',
    issue: 'living-with-doubt',
    form: 'paraphrase',
  },
  {
    text: 'So is everything in the end just particles bumping into each other, or is the world made of something more like minds?',
    issue: 'reality',
    form: 'paraphrase',
  },

  // named
  {
    text: "Hume, why not believe in miracles if thousands of people say they've seen them?",
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Leibniz, does literally everything have an explanation, even the fact that the universe exists at all?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "If you can't find your own self when you look inside, Hume, then who is doing the looking?",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "What makes you think a newborn's mind already holds some notions before it has seen anything, Leibniz?",
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Hume, if reason is a slave to the passions, why bother arguing with anyone?',
    issue: 'reason-passion',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Leibniz, can you prove the Creator exists with pure logic, the way you prove a theorem?',
    issue: 'god-proof',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'How do you get through the day, Hume, if you really think nothing can be known?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Leibniz, is the whole world really built out of tiny soul-like units rather than lumps of matter?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Aristotle, you're keeping score here. Can anything really be known without a shadow of doubt?",
    issue: 'certainty',
    addresses: 'aristotle',
    form: 'named',
  },
  {
    text: "You're the logician, Aristotle: can a proof worked out entirely in your head tell us how the actual world is?",
    issue: 'truths-of-reason',
    addresses: 'aristotle',
    form: 'named',
  },

  // epithet
  {
    text: 'For our Scottish friend: why do you expect bread to nourish you next week just because it did last week?',
    issue: 'induction',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'German mathematician, tell me, how can a loving God allow earthquakes and plagues?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Question for the skeptic: when I drop a glass and it shatters, do I actually see the drop producing the break?',
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Let the idealist answer: is our head already stocked with stuff from before we were born?',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'To the man from Edinburgh: can any argument prove God?',
    issue: 'god-proof',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'I would ask the inventor of calculus this: if logic runs everything, why do I always act on gut feelings?',
    issue: 'reason-passion',
    addresses: 'leibniz',
    form: 'epithet',
  },

  // off-topic
  { text: "What's the score of the Lakers game tonight?", issue: null, form: 'off-topic' },
  { text: 'How many cups of flour go into a pizza dough?', issue: null, form: 'off-topic' },
  { text: 'My Python script says module not found. How do I fix it?', issue: null, form: 'off-topic' },
  { text: 'Can you recommend a good hotel in Lisbon near the old town?', issue: null, form: 'off-topic' },
  { text: 'How do I get a red wine stain out of a carpet?', issue: null, form: 'off-topic' },
  { text: 'What channel is the Formula One race on this weekend?', issue: null, form: 'off-topic' },
];
