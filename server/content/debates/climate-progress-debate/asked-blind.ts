// Challenges for The Green Reckoning (Francis Bacon against Henry David Thoreau), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; measured once on the knowledge as first written (on topic 63 to 78 % across the new
// debates), then spent on tuning: eval:debate counts them with the tuned-on set, and a fresh held-out set replaces them.
import type { AskedInput } from '../../schema';

export const climateProgressDebateSpent: readonly AskedInput[] = [
  {
    text: 'Can new technology actually fix climate change, or is that just wishful thinking?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Should we be trying to master nature, or learn to live alongside it?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'If scientists could suck carbon out of the sky with giant machines, would that let us keep living exactly how we do now?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Is it better to buy an electric car, or to just not own a car at all?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'Does progress always have to mean more stuff, more speed and more growth?',
    // no issue fits: asks what progress means, not whether growth can last
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "I moved into a tiny apartment with barely anything in it and I'm weirdly happier. Do we actually need all this stuff?",
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'My friend went off-grid in a cabin with no internet. Is that the answer, or is he just running away?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'Has science made our lives better overall, or did we trade away something important to get here?',
    issue: 'better-off',
    form: 'plain',
  },
  {
    text: 'Does nature exist for us to use, or is it valuable in itself?',
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Would spraying stuff into the upper atmosphere to cool the planet be genius or madness?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: 'Can one person living simply make any difference when a few big companies do most of the polluting?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'Do people who live their whole lives in cities lose touch with something that matters?',
    // no issue fits: asks what city life costs people, not whether nature matters in itself
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Every new phone is supposed to be greener, but we replace them every two years. Is that really progress?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: "Aren't we being arrogant, thinking humans can control the weather and the oceans?",
    issue: 'mastery',
    also: ['redesign'],
    form: 'plain',
  },
  {
    text: 'Why do I feel so much calmer after a walk in the woods than after a whole day of scrolling?',
    // no issue fits: asks why nature calms us; no issue on nature and well-being
    issue: 'better-off',
    form: 'paraphrase',
  },
  {
    text: 'Should poorer countries get to industrialize the way rich countries did, even if it means more emissions?',
    // no issue fits: fairness between rich and poor nations; no issue on it
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Lab-grown meat could save a lot of forest, but it feels kind of wrong. Should we eat it anyway?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: 'Is knowledge basically power over nature, and is that a good thing?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: "My parents say I'm too busy working to actually live. Is all this rushing to get ahead worth it?",
    issue: 'better-off',
    form: 'paraphrase',
  },
  {
    text: 'Will people a hundred years from now see us as reckless, or as the ones who invented the fix?',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'plain',
  },
  {
    text: 'Should we deliberately slow the economy down to protect the planet?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Is planting a couple of trees in the backyard meaningful, or just a way to feel less guilty about flying?',
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: "Bacon, if we keep pushing nature around with our experiments, won't it eventually push back?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Thoreau, living by a pond sounds lovely, but could eight billion people actually live like that?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Does Francis Bacon think nuclear power is the way out of climate change?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Henry David Thoreau, is a railroad or a highway ever worth the woods it cuts through?',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'What does the Walden Pond guy think, is all our technology making us poorer somehow?',
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "My question's for the English lord who said knowledge is power: is our power over nature saving the planet or wrecking it?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Can the father of the scientific method explain how more experiments will get us out of a mess that experiments made?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  { text: "What's the quickest way to learn Spanish verb conjugations?", issue: null, form: 'off-topic' },
  { text: 'How do I fix a flat tire on my bike?', issue: null, form: 'off-topic' },
  { text: 'Who wrote the music for the Star Wars movies?', issue: null, form: 'off-topic' },
  // A second set, written blind from the debate's card (title, question, description, names) and labelled from its
  // issue list; a second reader labelled it apart, and an issue that reader chose first is among "also". Read for the
  // engine's misses (on topic 71 % across the nine new debates), so spent.
  {
    text: 'Honestly, will technology fix climate change or are we kidding ourselves?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Isn't trying to control nature exactly what got us into this mess?",
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'Should we just stop chasing economic growth if we want to save the planet?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Why would more science fix a problem that science helped create?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Electric cars: actually going to help, or just buying more stuff with a green label?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "What's the point of inventing new things if we never learn to live with less?",
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: 'Do we have a duty to protect nature, or is it just there for us to use?',
    issue: 'wildness',
    also: ['mastery'],
    form: 'plain',
  },
  {
    text: 'I want to know whether going back to a simpler life is even realistic for eight billion people.',
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: "Who gets to decide how much of the wild we're allowed to use up?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: "Should we trust that future inventions will clean up what we're doing today?",
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Has nature got value on its own, or only because it's useful to us?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'How do you know progress is actually progress and not just change?',
    issue: 'better-off',
    form: 'plain',
  },
  {
    text: "Shouldn't scientists be the ones running climate policy instead of politicians?",
    issue: 'science-trust',
    form: 'plain',
  },
  {
    text: 'What does it even mean to live in harmony with nature these days?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'Do my individual choices matter, or does only big innovation count?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "Couldn't nuclear power solve this whole thing if people stopped being scared of it?",
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Spending time in the woods feels great, but does it actually do anything for the climate?',
    issue: 'simple-living',
    also: ['wildness'],
    form: 'plain',
  },
  {
    text: 'My uncle says carbon capture machines will suck it all back out of the air, so why worry?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'I just bought a bigger house and a second car, and everyone calls that success. Is it?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'If some billionaire builds a rocket to Mars as a backup planet, is that the answer?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "My kid wants to be an engineer to fix the weather, my other kid wants to live off-grid. Who's right?",
    issue: 'tech-fix',
    also: ['simple-living', 'mastery'],
    form: 'paraphrase',
  },
  {
    text: 'Every year I upgrade my phone and every year the news about melting ice gets worse. Connected?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'Lab-grown meat, brilliant fix or just a way of dodging changing how we eat?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: "I quit my office job to grow vegetables and people think I'm mad. Am I?",
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'They want to spray stuff into the stratosphere to dim the sun. Genius or madness?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: 'When they dam a river for clean hydro power, is that saving the planet or wrecking it?',
    issue: 'wildness',
    form: 'paraphrase',
  },
  {
    text: 'Could AI running the power grid sort out the whole energy problem?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  { text: "Is a forest just lumber we haven't cut yet?", issue: 'wildness', form: 'paraphrase' },
  {
    text: 'Bacon, do you really think we can experiment our way out of a burning planet?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Thoreau, isn't it easy to preach simple living when you only spent two years in a cabin?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'What would Francis Bacon make of solar panels and wind farms?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Mr Thoreau, should I feel guilty about flying to see my family?',
    issue: 'individual-collective',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'To the woodsman: would you give up your phone to save a forest?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Hey prophet of progress, what happens when the invention makes things worse, like plastic?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'The guy who lived by the pond, do you think cities can ever be green?',
    issue: 'mastery',
    addresses: 'thoreau',
    form: 'epithet',
  },
  { text: "What's the weather going to be like this weekend?", issue: null, form: 'off-topic' },
  { text: 'Can you recommend a good bacon sandwich recipe?', issue: null, form: 'off-topic' },
  { text: 'How do I make faster progress with my Spanish lessons?', issue: null, form: 'off-topic' },
  { text: 'Which planet can I see tonight with a cheap telescope?', issue: null, form: 'off-topic' },
  { text: 'Hi there, how are you both doing today?', issue: null, form: 'off-topic' },
  // The blind set of 2026-12-03: written by a helper from the debate's card alone, locked by sha256, labelled by
  // another from the issue list alone; measured against (never read for misses) until the set of 2026-12-04 held
  // out in its place, then spent here.
  {
    text: 'Can technology actually fix climate change or are we kidding ourselves?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Mr Bacon, we've had four hundred years of your science and the ice caps are melting. How is that a win?",
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'thoreau u lived in a cabin for like two years and your mom did your laundry, be serious',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  { text: 'Prove it.', issue: null, form: 'off-topic' },
  {
    text: 'I drive an electric car now, I recycle, I got solar panels on the roof, and my electric bill is still huge and the summers keep getting hotter. So which one of you is going to tell me I did the right thing?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "Hey woodsman, nobody can afford to move to the woods. What's your plan for eight billion people?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Francis, what about those carbon capture machines? Is that the kind of invention you mean, or just an excuse to keep burning oil?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  { text: 'so you admit science caused the mess in the first place?', issue: 'better-off', form: 'plain' },
  {
    text: "But what about vaccines and clean water? Going back to nature means kids dying young again, doesn't it?",
    issue: 'better-off',
    form: 'plain',
  },
  {
    text: "My grandad farmed the same land for fifty years and says the rain doesn't come when it used to. Fertilizer made him richer but the soil is dead. Who's right about that, Bacon?",
    issue: 'mastery',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'named',
  },
  { text: 'Wait, is this thing recording me?', issue: null, form: 'off-topic' },
  {
    text: 'Is wanting to control nature really the problem, or is it just plain greed?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: "My son's school sent home a progress report with all C's. Is it even fair to rank kids against each other, or does grading teach them the wrong things?",
    issue: null,
    onThemeOf: ['privacy-surveillance-debate'],
    form: 'off-topic',
  },
  {
    text: "Mr Prophet of Progress, isn't 'we'll invent something later' exactly what an addict says?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'thoro do you even have a phone lol. how would you tell people about the woods without one',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'If nuclear power is clean, why are so many environmentalists against it?',
    issue: 'tech-fix',
    also: ['science-trust'],
    form: 'plain',
  },
  {
    text: "Honestly I think you're both wrong, the planet will be fine, it's humans who are in trouble.",
    issue: 'hope',
    form: 'plain',
  },
  {
    text: 'Does God exist, and if not, where does morality come from?',
    issue: null,
    onThemeOf: ['knowledge-debate', 'morality-debate'],
    form: 'off-topic',
  },
  {
    text: 'Bacon, what if geoengineering goes wrong? Like spraying stuff in the sky to block the sun and then the crops fail?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'I work in a warehouse shipping stuff people order at midnight. Is my job the progress or the problem?',
    issue: 'growth',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: 'Can simple living really make a dent when one factory somewhere pollutes more than my whole town?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'Hey Woodsman, you say slow down. But poor countries want cars and fridges too. Who are you to tell them no?',
    issue: 'growth',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  { text: 'Is lab grown meat progress or just more meddling?', issue: 'redesign', form: 'plain' },
  { text: "Ha, Bacon. Now I'm hungry.", issue: null, form: 'off-topic' },
  {
    text: 'Who pays for all this new green technology, though? Not the rich, I bet.',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'frances bacon shouldnt rivers and forests have rights, not just be something we figure out and use',
    issue: 'wildness',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Is it in human nature to be selfish, or is that something we learn?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Every new gadget promises to save energy and then we just use more. Isn't that a trap?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'plain',
  },
  { text: "Sorry, can you speak a bit slower? I'm listening in the car.", issue: null, form: 'off-topic' },
  {
    text: "Does it even matter if I personally cut back, if the big companies don't?",
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'Do we actually have free will, or is everything already decided for us?',
    issue: null,
    onThemeOf: ['free-will-debate'],
    form: 'off-topic',
  },
  {
    text: 'Thoreau, you loved ponds and trees. Would you support a wind farm if they had to clear a forest to build it?',
    issue: 'wildness',
    also: ['tech-fix'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'My daughter has climate anxiety and cries about polar bears. What am I supposed to tell her, that scientists will fix it or that we all have to change how we live?',
    issue: 'hope',
    also: ['tech-fix', 'simple-living'],
    form: 'plain',
  },
  {
    text: "Bacon you said nature obeys whoever understands her. Well she's not obeying now, is she?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'So basically one of you wants more stuff and the other wants less stuff?',
    issue: 'simple-living',
    also: ['growth'],
    form: 'plain',
  },
  {
    text: 'What would you two think of AI data centers sucking up whole rivers of water for cooling?',
    issue: 'growth',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: "Isn't the real question who gets to decide what counts as progress?",
    issue: 'better-off',
    form: 'plain',
  },
  { text: 'How long does one of these debates usually last?', issue: null, form: 'off-topic' },
  {
    text: 'hey woods guy, going back to candles and horses isnt gonna happen, be realistic',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Mr Bacon, can science tell us when to stop, or only how to go further?',
    issue: 'mastery',
    also: ['growth'],
    addresses: 'bacon',
    form: 'named',
  },
];
