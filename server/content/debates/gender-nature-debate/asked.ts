import type { AskedInput } from '../../schema';

// Born or Made: Rousseau (the Naturalist) against Wollstonecraft (the Rights Pioneer); Socrates, the Midwife, moderates.
// Written from the issue list of server/content/debates/gender-nature-debate/topic.ts, in a visitor's own words.
export const bornOrMadeChallenges: readonly AskedInput[] = [
  // plain
  {
    text: 'Do women and men come out of the womb already different, or does life make them that way?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'How much of the way men and women act is down to biology?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Is one sex better than the other, or are they just different?',
    issue: 'equal-or-different',
    form: 'plain',
  },
  {
    text: 'Why do little kids split into girl games and boy games so early?',
    issue: 'girls-and-boys',
    form: 'plain',
  },
  {
    text: 'Should a daughter and a son be taught the same things in the same classroom?',
    issue: 'schooling',
    form: 'plain',
  },
  {
    text: 'Are women capable of the same level of logical thinking as men?',
    issue: 'reason-and-genius',
    form: 'plain',
  },
  {
    text: 'Should men and women be held to the same moral standards?',
    issue: 'virtue-and-modesty',
    form: 'plain',
  },
  {
    text: 'Does the fact that men have more muscle mean they should do different jobs?',
    issue: 'strength-and-body',
    form: 'plain',
  },
  {
    text: "Is it a woman's job to make men happy?",
    issue: 'pleasing-and-power',
    form: 'plain',
  },
  {
    text: 'Should a husband be the boss in a marriage?',
    issue: 'marriage',
    form: 'plain',
  },
  {
    text: 'Are mothers naturally the ones who should stay home with the kids?',
    issue: 'motherhood-and-home',
    form: 'plain',
  },
  {
    text: 'Should women be able to earn their own money and pick any career they like?',
    issue: 'work-and-money',
    form: 'plain',
  },
  {
    text: 'Should women have the same say in politics as men?',
    issue: 'rights-and-citizens',
    form: 'plain',
  },
  {
    text: 'What actually makes a person a woman or a man?',
    issue: 'gender-identity',
    form: 'plain',
  },

  // paraphrase
  {
    text: 'If an alien raised human babies with no idea of boys or girls, would the differences still show up?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Is the whole thing about men being aggressive just testosterone, or is it how we bring them up?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'People keep saying men and women are two halves of a whole. Is that romantic nonsense?',
    issue: 'equal-or-different',
    form: 'paraphrase',
  },
  {
    text: 'My niece only wants princess stuff and nobody pushed it on her. Where does that come from?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Would girls do better at an all girls school or in a mixed one with boys?',
    issue: 'schooling',
    form: 'paraphrase',
  },
  {
    text: 'Only a handful of women show up in my physics textbook. Is that talent or history?',
    issue: 'reason-and-genius',
    form: 'paraphrase',
  },
  {
    text: 'A guy with lots of girlfriends is a legend but a girl with lots of boyfriends gets trashed. Why?',
    issue: 'virtue-and-modesty',
    form: 'paraphrase',
  },
  {
    text: 'If a woman can pass the same fitness test, is there any reason to keep her out of the army?',
    issue: 'strength-and-body',
    form: 'paraphrase',
  },
  {
    text: 'My cousin spends three hours on her makeup before going out. Is she doing it for herself or for guys?',
    issue: 'pleasing-and-power',
    form: 'paraphrase',
  },
  {
    text: 'After twenty years together, my parents act more like roommates than lovers. Is that what marriage becomes?',
    issue: 'marriage',
    form: 'paraphrase',
  },
  {
    text: 'My husband and I both work, but somehow I still do all the laundry and bedtimes. Is that nature?',
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'Is a woman who lets her husband pay for everything really free?',
    issue: 'work-and-money',
    form: 'paraphrase',
  },
  {
    text: 'For most of history women could not vote or own a house. Was that ever justified?',
    issue: 'rights-and-citizens',
    form: 'paraphrase',
  },
  {
    text: 'My friend says he is neither a man nor a woman. How would you two even think about that?',
    issue: 'gender-identity',
    form: 'paraphrase',
  },

  {
    text: "My grandpa says a woman with a full time job can't also be a proper mum. Is he just old-fashioned?",
    issue: 'motherhood-and-home',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "The pastor at my cousin's wedding told the bride to submit to her husband. Is that wisdom or an old prejudice?",
    issue: 'marriage',
    form: 'paraphrase',
  },

  // named
  {
    text: 'Rousseau, why should Sophie be raised just to please Emile?',
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Wollstonecraft, if girls are not born loving dolls, why do so many of them pick dolls anyway?',
    issue: 'girls-and-boys',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Rousseau, do you honestly think women are worse at abstract thinking?',
    issue: 'reason-and-genius',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Mary, should wives really obey their husbands in anything?',
    issue: 'marriage',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Jean-Jacques, how can you preach about raising children when you gave yours away?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Wollstonecraft, would you really have let women into parliament?',
    issue: 'rights-and-citizens',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Rousseau, why should a woman worry about gossip more than a man does?',
    issue: 'virtue-and-modesty',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Socrates, you said women could be guardians in your ideal city. Were you serious about educating them the same way?',
    issue: 'schooling',
    also: ['strength-and-body'],
    addresses: 'socrates',
    form: 'named',
  },

  // epithet
  {
    text: 'Question for the naturalist: could a woman ever be as strong as a man if she trained from birth?',
    issue: 'strength-and-body',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'To the rights pioneer: is a woman without kids missing out on her purpose?',
    issue: 'motherhood-and-home',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Let the man from Geneva answer: are men and women equals or not?',
    issue: 'equal-or-different',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'For the author of the Vindication: is most of what we call feminine just training?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'I want the author of Emile to tell me whether a woman should have a job outside the house.',
    issue: 'work-and-money',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'The first feminist, please: is charm a real power or a trap?',
    issue: 'pleasing-and-power',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Let the midwife weigh in: can virtue be different for men and women?',
    issue: 'virtue-and-modesty',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Governess, what would you say to a man who calls himself feminine?',
    issue: 'gender-identity',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },

  // off-topic
  { text: 'What time does the pharmacy on Main Street close tonight?', issue: null, form: 'off-topic' },
  { text: 'Can you help me convert a PDF into a Word document?', issue: null, form: 'off-topic' },
  { text: 'Who won the Champions League final last year?', issue: null, form: 'off-topic' },
  { text: 'What is a good recipe for banana bread without eggs?', issue: null, form: 'off-topic' },
];
