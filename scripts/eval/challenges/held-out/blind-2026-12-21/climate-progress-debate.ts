// The blind set of 2026-12-21 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can new technology fix climate change, or do we actually have to change how we live?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'Thoreau, you lived two years in a cabin but your mom still did your laundry. Is simple living only for people who can afford it?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "ok so i just bought an electric car and now i'm reading about child labor in cobalt mines. did i help the planet or just move the damage somewhere i can't see",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Bacon, when you said knowledge is power, did you ever think the power might be aimed at the planet itself?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "We fixed the ozone hole by banning a few chemicals. Why can't we do the same with carbon?",
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: 'how do i save my progress if i close the app halfway through?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is nuclear power the answer or just a different disaster waiting to happen, Bacon?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "My uncle says the planet has always warmed and cooled and we'll just invent our way out like we always have. I never know how to answer him. Is he wrong?",
    issue: 'tech-fix',
    also: ['science-trust'],
    form: 'paraphrase',
  },
  {
    text: 'Henry, would you tell the people in Bangladesh whose homes are flooding to go live in the woods?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Every time engines get more efficient, we just drive more and fly more. So does efficiency even help?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'is it gonna rain tomorrow in Boston? left my umbrella at work',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Woods, isn't going back to nature just a fantasy for people who've never farmed for real?",
    issue: 'simple-living',
    also: ['mastery'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Should rich countries that polluted first pay poorer countries to go green?',
    issue: 'future-generations',
    form: 'plain',
  },
  {
    text: 'Did Shakespeare really write his own plays, or was it someone else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on, thoreau never had to feed 8 billion people. the green revolution did that with fertilizer and science',
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is having fewer children the most effective thing I can do for the climate?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'Some billionaires say we should move to Mars if Earth gets too bad. Is that progress or giving up?',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: "My sister glued herself to a road last month for a climate protest. Our parents are furious. Is breaking the law justified when governments won't act, Mr Thoreau?",
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Francis, what would you put in your New Atlantis if you were designing it today?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Can we cool the planet by spraying stuff into the sky, or is that playing god with the weather?',
    issue: 'redesign',
    form: 'plain',
  },
  {
    text: 'How does quantum entanglement actually work?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean isnt the whole idea of mastering nature how we got into this mess',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'For the experiment guy: is lab-grown meat a miracle, or just another way to avoid changing our habits?',
    issue: 'tech-fix',
    also: ['simple-living'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'sorry my cat just walked across the keyboard lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The AI models everyone uses now eat up as much electricity as small countries. Can the same tech that burns all that power be what solves the crisis?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Sir Francis, is it even possible to grow the economy forever on a finite planet?',
    issue: 'growth',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Question for the Prophet of Progress: how many of your experiments had side effects nobody saw coming?',
    issue: 'tech-fix',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Was the Industrial Revolution a mistake?',
    issue: 'better-off',
    form: 'plain',
  },
  {
    text: 'Is abortion morally permissible?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I get panic attacks about climate change and sometimes I think there's no point planning a future. Is there any honest reason for hope?",
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: 'so you admit science caused half of this. why trust it to clean up after itself',
    issue: 'science-trust',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: "Didn't the science guy die from a chill he caught stuffing a chicken with snow? Kind of the perfect metaphor for this whole debate.",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'What caused the fall of the Berlin Wall?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'cabin man, does recycling and turning lights off really make any difference if big companies keep polluting?',
    issue: 'individual-collective',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Thoreau, what would you make of national parks packed with people taking selfies?',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Which of Bacon's idols is stopping us from acting on climate? My bet is the idols of the marketplace.",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'can i download this debate as a podcast for my commute',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Indigenous communities managed forests for thousands of years without modern science. Should we listen to them more than to engineers?',
    issue: 'mastery',
    also: ['science-trust'],
    form: 'paraphrase',
  },
  {
    text: 'Is it hypocritical to care about the environment and still fly somewhere on holiday?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: "but what about solar panels getting like 90 percent cheaper in a decade, isn't that exactly the kind of progress that works, Henry David?",
    issue: 'tech-fix',
    addresses: 'thoreau',
    form: 'named',
  },
];
