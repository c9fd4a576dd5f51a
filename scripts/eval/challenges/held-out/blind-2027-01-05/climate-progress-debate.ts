// The blind set of 2027-01-05 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can solar panels and wind farms actually fix climate change, or is that wishful thinking?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Thoreau, easy to praise the woods when your mom was doing your laundry in town. Is simple living really an option for everyone?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "My city just approved a huge data centre for AI and it'll use as much power as a small town. Is that progress or the very problem you're arguing about?",
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: 'francis do you really think nature just obeys us? have u seen a wildfire',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "anyone else's audio cutting out or just me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What would Mr Walden say to someone who can't afford to quit their job and move to a cabin?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'If we could suck carbon out of the sky with machines, would that make our lifestyles okay again?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: "Isn't every efficiency gain just eaten up by using more? Cars got more efficient and we just drove further.",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'Do we have free will if our brains are just following physical laws?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok so my friend says nuclear is the only real answer and i think its dangerous. who's right, bacon?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Should poorer countries be told to skip coal when rich countries got rich burning it?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Henry David, was going to jail over a tax a better way to change things than inventing stuff? Would you glue yourself to a road for the climate today?',
    issue: 'protest',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "so you admit the science is what told us about climate change in the first place. without bacon's method we wouldnt even know",
    issue: 'science-trust',
    form: 'plain',
  },
  {
    text: 'Is the whole idea of mastering nature what got us into this mess?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: "random but does anyone have a green smoothie recipe that doesn't taste like grass",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Prophet of Progress: is there any limit to what we should try to control? Like changing the weather, or the genes of mosquitoes?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "I feel guilty every time I take a flight to see my family abroad. Does one person's choice even matter, or is it all on governments and engineers?",
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: 'Thoreau you said we build faster roads to places we have no time to see, but faster roads also get ambulances to people. cmon',
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "So I run a small organic farm and I keep getting told lab-grown meat and vertical farms in warehouses are the future and people like me are basically nostalgic hobbyists. I work with the soil every day and I honestly don't know if they're right. Would that kind of food save the planet, or would it just cut us off from nature even more?",
    issue: 'tech-fix',
    also: ['mastery'],
    form: 'paraphrase',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What do you make of people who say we just need fewer humans on Earth?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Lord Bacon, you died testing whether snow could preserve a chicken. Was that experiment worth it, and are our experiments with the climate like that?',
    issue: 'redesign',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "My daughter is 14 and says there's no point planning a future because the planet is doomed. What would you tell her?",
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: 'can economic growth go on forever on a finite planet',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Is green capitalism a real thing or just companies painting their logos green?',
    issue: 'growth',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: 'how long does a debate usually last, I have a bus at six',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Bacon, do your idols of the mind explain why people still deny climate change despite all the data?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "The guy from the woods: is wilderness valuable in itself, or only because it's useful to us?",
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Indigenous peoples managed forests with fire for thousands of years without modern science. Doesn't that show old knowledge can beat new invention?",
    issue: 'mastery',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Should there be term limits for supreme court judges?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'tbh i think tech will fix it like it fixed the ozone hole, why is everyone so pessimistic',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'plain',
  },
  {
    text: 'Mr Knowledge-is-Power, if the Industrial Revolution caused the problem, why would more industry be the cure?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Thoro what would you do about the climate if you were president, seriously, not just go live in a hut',
    issue: 'individual-collective',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Electric cars still need lithium mined somewhere. Are we just moving the damage to places we don't have to look at?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'brb',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Francis Bacon, if scientists someday build a perfect machine that fixes the climate, does it matter that nobody knows how to grow a potato anymore?',
    issue: 'better-off',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Would you agree at least some slowing down is needed, Henry?',
    issue: 'simple-living',
    also: ['growth'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is there life on Europa or Enceladus, and how would we ever find out?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Rewilding, bringing back wolves and beavers: is that progress or going backwards?',
    issue: 'wildness',
    also: ['mastery'],
    form: 'paraphrase',
  },
  {
    text: 'The American woodsman hated the railway, but trains pollute way less than cars. Would he change his mind today?',
    issue: 'tech-fix',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'epithet',
  },
];
