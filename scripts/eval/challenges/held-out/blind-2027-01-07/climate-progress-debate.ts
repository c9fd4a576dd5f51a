// The blind set of 2027-01-07 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology really fix a problem that technology caused?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Bacon, those machines that suck CO2 out of the air: your dream come true, or a very expensive excuse to keep burning oil?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "My dad says some genius will invent a fix for climate change, so there's no need to change how we live. Is he right?",
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Thoreau, you lived in a cabin for two years and still walked into town for dinner. Is going back to the woods really an option for eight billion people?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "any tips for cooking bacon so it's crispy but not burnt",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so the ozone hole got fixed with new chemicals and a treaty. doesnt that prove progress works',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Is nuclear power the answer or a disaster waiting to happen?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Mr Walden, I drive an electric car now. Did I actually do something good, or did I just buy a new gadget?',
    issue: 'simple-living',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Every time engines get more efficient we just drive more. How does the progress guy answer that?',
    issue: 'tech-fix',
    also: ['growth'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "Francis, you wanted mankind to command nature. Don't you hear how that sounds in the middle of a heatwave?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'India and Africa want the same comforts Europe got by burning coal. Who are we to tell them to live simply?',
    issue: 'simple-living',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'Does a person stay the same person once all their cells have been replaced?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is flying home to see my family at Christmas wrong now?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'i work installing solar panels and honestly i feel like im part of the solution. but then i see pics of the mines for the materials and idk. is there any such thing as clean progress',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Come on, Thoreau, without modern medicine half of us would be dead. Isn't that worth some carbon?",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'What about lab-grown meat? Would the woodsman eat a burger grown in a vat if it saved the forests?',
    issue: 'tech-fix',
    also: ['redesign'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "hang on someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Do trees and rivers have value in themselves, or only because they're useful to us?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Henry, my kids are scared about the future of the planet. What do I tell them: that engineers will sort it out, or that they should learn to want less?',
    issue: 'simple-living',
    also: ['hope', 'tech-fix'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Spraying particles into the sky to cool the planet: brilliant science or the ultimate arrogance?',
    issue: 'redesign',
    form: 'plain',
  },
  {
    text: 'Those activists blocking motorways and throwing soup at paintings, is that civil disobedience the way you meant it, Thoreau, or just annoying people?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'AI data centres now use as much electricity as small countries. Is that progress or the problem all over again?',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't degrowth just a nice word for keeping poor people poor?",
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "Lord Chancellor, how would you even run an experiment on a whole planet? We've only got the one.",
    issue: 'redesign',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'the green revolution fed billions with fertiliser and new crops. so science already saved us once right?',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: "but what about people who can't afford to simplify? a single mum working two jobs isn't going to grow her own beans",
    issue: 'simple-living',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: 'is there a dark mode? this green background hurts my eyes',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Bacon, didn't you die of a chill you caught stuffing a chicken with snow? Maybe nature doesn't obey that easily.",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Can cycling and going vegan make any real difference, or is it only governments and big companies that matter?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'If we invent cheap unlimited fusion power tomorrow, does that save the planet or just let us pave more of it?',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "Question for the Elizabethan guy: wouldn't your idols of the mind apply to people who think a gadget will save us?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "How do we know mathematics describes reality and isn't just a game we invented?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What did the Industrial Revolution really give us, longer lives or a poisoned planet?',
    issue: 'better-off',
    form: 'plain',
  },
  {
    text: 'thoreau isnt simple living just something rich people can afford to romanticise',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "I moved from London to a village to live slower and I'm much happier, but now I drive everywhere. Which of you would say I got it right?",
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: "lol this is the most polite argument I've ever heard",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Bacon, that every invention so far has come with a bill we're still paying?",
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Will the planet be fine in the end, and it's only us humans who are in trouble?",
    issue: 'hope',
    form: 'plain',
  },
  {
    text: 'Should the voting age be lowered to sixteen?',
    issue: null,
    form: 'off-topic',
  },
];
