// The blind set of 2027-01-09 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls really that different, or do we just treat them differently from day one?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: "My twins are a boy and a girl. I gave them the same toys, same clothes, everything. By four he was crashing trucks and she was organising tea parties. Was that nature, or did they pick it up somewhere I couldn't control?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book about raising Emile but gave your own kids to an orphanage. Why should anyone take your parenting advice?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'is there a kids mode on this app my daughter wants to talk to the philosophers',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mary, if you'd lived to see women become surgeons and prime ministers, would you say the question's settled?",
    issue: 'reason-and-genius',
    also: ['work-and-money'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "What does 'natural' even mean when we're talking about how people behave?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'ok so hormones are real right like testosterone does stuff. so how can it ALL be upbringing',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Pink used to be the boys' colour about a hundred years ago. Doesn't that kind of prove most of this is just fashion?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'To the rights pioneer: do you think boys are being failed by schools now, since girls outperform them almost everywhere?',
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'In Norway and Sweden, where things are supposed to be most equal, women still choose nursing and men engineering more often than in poorer countries. How does the upbringing side explain that?',
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Any nice nature walks near Geneva? Heading there in June',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why did Rousseau think Sophie needed a completely different education from Emile?',
    issue: 'schooling',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Wollstonecraft, does reason have a sex?',
    issue: 'reason-and-genius',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "My son is seven and cries when he's sad, and the other dads at football give me looks like I've failed him. Is 'boys don't cry' something nature put in them or something we drill into them?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Can we prove God exists through reason alone?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but what about trans people? if gender was just biology how would that work, and if its just upbringing how would that work either',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'You keep telling us to listen to nature. Nature also gives us cholera and earthquakes. Why is it the rulebook for how to live, Jean-Jacques?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Are there real brain differences between men and women, or is that pop science?',
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    form: 'plain',
  },
  {
    text: "I'm a software engineer and the only woman on a team of twelve. My manager says women just aren't interested in coding. Back in the 1960s lots of programmers were women, though. So which is it?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'What caused the 2008 financial crisis, in plain terms?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Rousseau, could a man be a good stay-at-home parent, or does that go against nature?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'For the educator guy: would a perfectly gender-neutral upbringing even be possible, when kids see everyone around them?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'the Geneva guy thinks women exist to please men?? seriously??',
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "Sports have men's and women's categories because of bodies. If nature matters there, why not everywhere else?",
    issue: 'strength-and-body',
    form: 'paraphrase',
  },
  {
    text: 'hold on need to start dinner, back in 5',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Simone de Beauvoir said one isn't born a woman but becomes one. Would either of you sign that?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "My grandma left school at 14 to help at home while her brothers went to college. She always said she 'wasn't the clever one'. Was she right, or did nobody ever give her the chance to find out?",
    issue: 'reason-and-genius',
    also: ['schooling'],
    form: 'paraphrase',
  },
  {
    text: 'Mary Wolstencraft, your own daughter wrote Frankenstein. Was that nature, or the books you left her?',
    issue: 'reason-and-genius',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Among bonobos the females run things. Doesn't that make 'what nature intended' a bit of a guess?",
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    form: 'paraphrase',
  },
  {
    text: 'Should the voting age be lowered to 16?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is maternal instinct a real thing, Mary, or something society tells women they ought to feel?',
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Why are nearly all voice assistants given women's voices by default? Is that tech companies copying nature or copying old stereotypes?",
    issue: 'pleasing-and-power',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "Hey 18th century feminist lady, what would you make of influencers telling girls to be 'feminine' and stay home?",
    issue: 'motherhood-and-home',
    also: ['work-and-money'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "So basically, Rousseau, you agree women can reason just as well, you just think they shouldn't use it the same way?",
    issue: 'reason-and-genius',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'How do mRNA vaccines actually teach the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the naturalist: if a society raised boys to sew and girls to fight for a few generations, what do you think would happen?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "Among the Mosuo in China, women run the household and men don't even live with their partners. What does that tell us?",
    issue: 'nature-or-nurture',
    also: ['marriage'],
    form: 'paraphrase',
  },
  {
    text: 'Twin and adoption studies say a lot of personality is inherited. Does that go for masculine and feminine traits too, Ms Wollstonecraft?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'do i have to pay to unlock the other debates or is it all included',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Rousseau, in the state of nature were men and women already different, or did that start with property and houses?',
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'named',
  },
];
