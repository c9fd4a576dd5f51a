// Challenges for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; measured once on the knowledge as first written (on topic 63 to 78 % across the new
// debates), then spent on tuning: eval:debate counts them with the tuned-on set, and a fresh held-out set replaces them.
import type { AskedInput } from '../../schema';

export const genderNatureDebateSpent: readonly AskedInput[] = [
  {
    text: 'Are boys and girls born different, or do we make them different by how we raise them?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'If you raised a baby girl with nothing but trucks and a boy with nothing but dolls, would they turn out swapped?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Why are there still so few women in engineering, is that nature or the way school treats girls?',
    issue: 'reason-and-genius',
    form: 'paraphrase',
  },
  {
    text: 'Are women naturally more emotional than men, or are they just allowed to show it?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Should boys and girls get exactly the same education, same subjects and all?',
    issue: 'schooling',
    form: 'plain',
  },
  {
    text: "My grandma says women belong at home with the kids because that's how nature made us. Is she right?",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  { text: "Is there even such a thing as a woman's nature?", issue: 'nature-or-nurture', form: 'plain' },
  {
    text: 'Do men and women want different things out of life by nature?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'If girls are taught from the cradle that being pretty matters most, can we blame them for caring about looks?',
    issue: 'pleasing-and-power',
    form: 'paraphrase',
  },
  {
    text: 'My parents split everything fifty-fifty, money, chores, all of it. Is that how marriage should work, or does it go against nature?',
    issue: 'marriage',
    form: 'paraphrase',
  },
  {
    text: 'Are men really better at reasoning, or did they just get all the schooling for centuries?',
    issue: 'reason-and-genius',
    form: 'plain',
  },
  {
    text: 'Are pink toys for girls and blue toys for boys just marketing, or do kids actually prefer them?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Is being gentle and modest a real virtue in women, or something forced on them?',
    issue: 'virtue-and-modesty',
    form: 'plain',
  },
  {
    text: 'When my dad stayed home with us and my mom worked, the neighbours thought it was weird. Is there a natural way to split parenting?',
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'My son cries easily and his coach keeps telling him to man up. Is toughness something boys are born with?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "When people say it's just biology, are they usually describing something or excusing something?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Were women kept out of politics because they couldn't do it, or because men wouldn't let them?",
    issue: 'rights-and-citizens',
    form: 'plain',
  },
  {
    text: 'If hormones shape how we act, does that settle it, or does upbringing still count for a lot?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'My feed is full of tradwife videos telling women to be soft and obey their husbands. Is that going back to nature or just going backwards?',
    issue: 'marriage',
    form: 'paraphrase',
  },
  {
    text: 'Would society be better off if nobody expected anything different from men and women?',
    issue: 'equal-or-different',
    form: 'plain',
  },
  {
    text: 'My little cousin is six and already worried about being pretty, where does that even come from?',
    issue: 'girls-and-boys',
    also: ['pleasing-and-power'],
    form: 'paraphrase',
  },
  {
    text: "In some cultures the women do the heavy farm work and the men do the weaving. Doesn't that show the roles are made up?",
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    form: 'paraphrase',
  },
  {
    text: "Rousseau, why should a girl's education be all about pleasing men?",
    issue: 'schooling',
    also: ['pleasing-and-power'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Wollstonecraft, if women got the same education as men, would every difference between the sexes disappear?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'What would Mary Wollstonecraft say about women serving in combat?',
    issue: 'strength-and-body',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Jean-Jacques Rousseau, you gave your own kids away to an orphanage, so who are you to tell mothers how to raise theirs?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'The guy who wrote that big book about raising a boy called Emile, should girls really be brought up differently?',
    issue: 'schooling',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Would the woman who wrote A Vindication of the Rights of Woman say being ladylike is something girls are born with?',
    issue: 'virtue-and-modesty',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "For Mary Shelley's mom: are girls actually weaker, or just kept weaker?",
    issue: 'strength-and-body',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  { text: 'How do I get red wine out of a white carpet?', issue: null, form: 'off-topic' },
  { text: "What's a good stretching routine before running a 5K?", issue: null, form: 'off-topic' },
  { text: 'Which planet in the solar system has the most moons?', issue: null, form: 'off-topic' },
  // A second set, written blind from the debate's card (title, question, description, names) and labelled from its
  // issue list; a second reader labelled it apart, and an issue that reader chose first is among "also". Read for the
  // engine's misses (on topic 71 % across the nine new debates), so spent.
  {
    text: 'Are boys and girls born different, or do we teach them to be different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Why do people still say women are naturally more caring?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  { text: 'Should girls and boys get exactly the same education?', issue: 'schooling', form: 'plain' },
  {
    text: 'If women had always had the same schooling as men, would we even see differences?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    form: 'plain',
  },
  {
    text: 'Nature or upbringing, what makes men more competitive?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Are women really more emotional than men, or were they just raised to be?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Why did people ever think girls should be raised to be pleasing to men?',
    issue: 'pleasing-and-power',
    form: 'plain',
  },
  { text: 'Do men and women have different roles by nature?', issue: 'equal-or-different', form: 'plain' },
  {
    text: 'What would happen if we raised kids with no gender expectations at all?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: "Women are just as capable of reason as men, aren't they?",
    issue: 'reason-and-genius',
    form: 'plain',
  },
  { text: 'Is marriage supposed to be a partnership of equals?', issue: 'marriage', form: 'plain' },
  {
    text: 'How much of who I am is biology and how much is how I was brought up?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Does praising girls for being pretty hold them back?',
    issue: 'pleasing-and-power',
    form: 'plain',
  },
  {
    text: "Shouldn't mothers be the ones who stay home with babies, since that's natural?",
    issue: 'motherhood-and-home',
    form: 'plain',
  },
  { text: "Who decides what's natural for a woman anyway?", issue: 'nature-or-nurture', form: 'plain' },
  {
    text: 'Should a good woman and a good man be judged by the same standards?',
    issue: 'virtue-and-modesty',
    form: 'plain',
  },
  {
    text: 'Does equal rights for women actually make society better for everyone?',
    issue: 'rights-and-citizens',
    form: 'plain',
  },
  {
    text: "My daughter loves trucks and my son loves dolls, and grandma keeps trying to 'fix' it. Should she?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: "At the toy shop there's a pink aisle and a blue aisle. Does that shape kids?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: "My sister was told she wasn't a maths person at school, and now she's an engineer. What went wrong?",
    issue: 'reason-and-genius',
    form: 'paraphrase',
  },
  {
    text: "My husband says he can't do bedtime because the kids 'want mum'. Is that true or just convenient?",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'Women are still underrepresented in tech. Is that choice, or how they were raised?',
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'My teenage daughter spends hours on Instagram trying to look perfect. Who taught her that?',
    issue: 'pleasing-and-power',
    form: 'paraphrase',
  },
  {
    text: 'Why are most nurses women and most pilots men?',
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "I'm a stay-at-home dad and people keep asking when I'll get a real job. Why?",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: "In my parents' day, girls left school at sixteen to get married. Was that them or the times?",
    issue: 'nature-or-nurture',
    also: ['schooling'],
    form: 'paraphrase',
  },
  { text: 'Is a tomboy just a girl nobody told no?', issue: 'girls-and-boys', form: 'paraphrase' },
  {
    text: 'My boss says women lead with empathy and men with logic. Is he right?',
    issue: 'equal-or-different',
    also: ['reason-and-genius'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, why did you think girls should be educated only to please men?',
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Wollstonecraft, are you saying there are no real differences between men and women?',
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "What would Mary Wollstonecraft think of today's influencer culture?",
    issue: 'pleasing-and-power',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Mr Rousseau, you sent your own kids away, so why should anyone listen to you about raising them?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'To the rights pioneer: would you call yourself a feminist?',
    issue: 'rights-and-citizens',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "Hey naturalist, what's so natural about a woman staying home?",
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "The French guy, do you actually think women can't reason as well as men?",
    issue: 'reason-and-genius',
    addresses: 'rousseau',
    form: 'epithet',
  },
  { text: "Any good nature walks you'd recommend near the city?", issue: null, form: 'off-topic' },
  { text: 'How should I bring up a pay rise with my manager?', issue: null, form: 'off-topic' },
  { text: "What gender is the word 'table' in French?", issue: null, form: 'off-topic' },
  { text: "What's the capital of Switzerland?", issue: null, form: 'off-topic' },
  { text: 'Hi, sorry, I just wanted to say I love this app!', issue: null, form: 'off-topic' },
];
