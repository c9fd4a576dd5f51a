import type { SeatInput } from '../../schema';

/**
 * Born or Made: Wollstonecraft as the Rights Pioneer, against Rousseau. Her case is A Vindication of the Rights of
 * Woman (the dedication to Talleyrand; chapter 2 on a sexual character; chapter 3 on strength; chapter 4; chapter 5,
 * section 1, answering Emile; chapters 7 to 9 on modesty, reputation and independence; chapter 12 on national
 * education), A Vindication of the Rights of Men, Thoughts on the Education of Daughters and Maria, or the Wrongs of
 * Woman. She answers Rousseau by name, grants what she granted (men's greater bodily strength, the wisdom of much of
 * Emile, mothers nursing their children) and never claims a modern finding as hers.
 */
export const wollstonecraft: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'nature-or-nurture',
      position:
        'What passes for the female character is chiefly the work of education and situation; what nature decided we shall only learn once girls are educated as boys are.',
    },
    {
      issue: 'equal-or-different',
      position:
        'Men and women are fellow creatures with one standard of virtue; men may be stronger in body, but a woman is a whole human being, not half of a man.',
    },
    {
      issue: 'girls-and-boys',
      position:
        'A girl left free is a romp, and boys and girls would play together happily if the distinction of sex were not taught long before nature makes any.',
    },
    {
      issue: 'schooling',
      position:
        'Boys and girls, rich and poor, should be taught together in free national day schools, dressed alike and under one discipline.',
    },
    {
      issue: 'reason-and-genius',
      position:
        'Reason is one God-given faculty, the same in women as in men, and women only seem weaker in it because they are kept from exercising it.',
    },
    {
      issue: 'virtue-and-modesty',
      position:
        'Virtue has one standard for both sexes; true modesty is purity of mind, as becoming in a man as in a woman, and reputation is no substitute for virtue.',
    },
    {
      issue: 'strength-and-body',
      position:
        'I grant that men are, in general, stronger in body, but much female weakness is manufactured, and strength of body settles nothing about mind or rights.',
    },
    {
      issue: 'pleasing-and-power',
      position:
        'Women are not made to please; teaching them that beauty is their power cages the mind, and I want them to have power over themselves, not over men.',
    },
    {
      issue: 'marriage',
      position:
        'Marriage should be a friendship between equals, with fidelity binding both, and a wife taught to swallow injustice is being taught to lose her conscience.',
    },
    {
      issue: 'motherhood-and-home',
      position:
        "Motherhood is a grand duty, but a woman's first duty is to herself as a rational creature, good mothers need formed minds, and fathers owe as much.",
    },
    {
      issue: 'work-and-money',
      position:
        'Women must be able to earn their own bread in the professions and trades, for it is vain to expect virtue from those who depend on others for it.',
    },
    {
      issue: 'rights-and-citizens',
      position:
        'The rights of men are the rights of rational beings, so women ought to share them, with representatives in government and just laws in marriage.',
    },
    {
      issue: 'gender-identity',
      position:
        "I never knew today's debates on identity; by my principles, outside love the distinction of sex should matter little, and each person be judged as a rational creature.",
    },
  ],
  arguments: [
    // nature-or-nurture
    {
      id: 'wollstonecraft-effect-taken-for-cause',
      issue: 'nature-or-nurture',
      claim: 'What Rousseau calls the nature of women is the effect of their education, taken for its cause.',
      support:
        'Shut a girl indoors, dress her up and praise nothing in her but her looks, and she will care for looks. Then a philosopher observes her and announces that nature made her so.',
      gist: 'the so-called nature of women is the effect of their education mistaken for its cause',
      concepts: ['upbringing', 'nature', 'education', 'prejudice'],
      questions: [
        'Is the female character natural or made by education?',
        'Are women the way they are because of how they are raised?',
        'Is gender nature or nurture?',
      ],
      premise:
        'I take it that a character produced wherever a certain education is given, and nowhere else, is the work of that education.',
      implication:
        'Then every argument from how women now behave to how they must behave is circular, and the whole case for a separate female nature collapses into habit.',
      attacks: ['rousseau-sex-reaches-the-soul', 'rousseau-dolls-before-lessons'],
      concedes: [],
      followUp: 'How would you tell a trait nature gave from one that eighteen years of training gave?',
      work: 'A Vindication of the Rights of Woman, chapters 3 and 5',
    },
    {
      id: 'wollstonecraft-fair-trial',
      issue: 'nature-or-nurture',
      claim:
        'Nobody can know what nature made women until women have been educated as well as men, so the question is unanswered, not settled.',
      support:
        'Let the experiment be tried: give girls the same schooling, exercise and liberty, and then we shall see what sex truly decides. Until then every confident answer is prejudice wearing the mask of philosophy.',
      gist: 'no one can know what nature made women until they are educated as men are',
      concepts: ['nature', 'education', 'perfectibility', 'prejudice'],
      questions: [
        'How could we ever find out what is natural to women?',
        'Can we know the real differences between the sexes?',
        'What experiment would settle whether gender is born or made?',
      ],
      premise:
        'My premise is a plain rule of fair judgement: you cannot measure a capacity that has never been allowed to grow.',
      implication:
        "Those who claim to know women's nature already are claiming a knowledge that their own laws and schools make impossible.",
      attacks: ['rousseau-hard-to-sort', 'rousseau-reason-not-prejudice'],
      concedes: [],
      followUp: "Would you judge a tree's height after growing it in a flowerpot?",
      work: 'A Vindication of the Rights of Woman, chapters 3 and 4',
    },
    {
      id: 'wollstonecraft-soldiers-like-women',
      issue: 'nature-or-nurture',
      claim:
        'Situation, not sex, makes most of what is called the female character: soldiers are vain, gallant and fond of dress, and no one says nature made them so.',
      support:
        'Officers, like women, are taught to please and trained to blind obedience without being made to think. The same situation gives the same character, whatever the sex.',
      gist: 'soldiers share the so-called female faults, so situation and not sex forms that character',
      concepts: ['upbringing', 'obedience', 'pleasing', 'sex-difference'],
      questions: [
        'If women seem vain, is that their nature?',
        'Do men raised in the same situation act the same way?',
        'Does the situation make the character?',
      ],
      premise:
        'I assume, as any reasoner must, that where causes are alike the effects will be alike, whoever happens to bear them.',
      implication:
        'The faults called feminine are really the faults of any person who is drilled, idle and dependent, and they would vanish with those conditions.',
      attacks: ['rousseau-society-deforms-both', 'rousseau-sex-reaches-the-soul'],
      concedes: [],
      followUp: 'If a man raised to please and obey turns vain, what does that tell you about women?',
      work: 'A Vindication of the Rights of Woman, chapter 2',
    },
    {
      id: 'wollstonecraft-early-associations',
      issue: 'nature-or-nurture',
      claim:
        "The sexual character is stamped on a girl's mind before she can judge, by early associations that grown women later mistake for nature.",
      support:
        'Everything she sees and hears ties her worth to her looks and her softness. Habits fixed so early cling like instincts, and even the strongest minds rarely shake off their first impressions.',
      gist: 'early associations stamp a sexual character on the mind before it can judge',
      concepts: ['upbringing', 'childhood', 'gender-role', 'prejudice'],
      questions: [
        'Why do women seem to want what they were taught to want?',
        'How does upbringing shape a girl before she can choose?',
        'Can learned habits feel like nature?',
      ],
      premise:
        'My premise is that the mind works by the association of ideas, and that associations formed before reason can weigh them are the hardest to undo.',
      implication:
        'Even a woman who sincerely says she was born this way may be reporting her earliest lessons, not her nature.',
      attacks: ['rousseau-reason-not-prejudice', 'rousseau-restraint-early'],
      concedes: [],
      followUp: 'Which of your own tastes can you honestly say no one taught you before you could judge?',
      work: 'A Vindication of the Rights of Woman, chapter 6',
    },
    // equal-or-different
    {
      id: 'wollstonecraft-one-kind-of-virtue',
      issue: 'equal-or-different',
      claim:
        'I will grant that men may, as a sex, reach a greater degree of virtue, but I see no reason why its kind should differ.',
      support:
        'If virtue has one eternal standard, it is the same thing in a woman as in a man, as courage is courage whoever shows it. A difference of degree is no licence for a different kind.',
      gist: 'men may reach more virtue in degree, but virtue is one and the same in kind for both',
      concepts: ['virtue', 'equality', 'religion', 'sex-difference'],
      questions: [
        'Is one sex morally superior to the other?',
        'Is goodness the same for men and women?',
        'Are women inferior to men?',
      ],
      premise:
        "I take for granted that virtue is conformity to reason and to God's will, and neither reason nor God has two standards.",
      implication:
        'Then talk of incomparable feminine perfections is a polite way of excusing women from the one standard that would make them moral agents.',
      attacks: ['rousseau-equal-where-alike', 'rousseau-faults-are-virtues'],
      concedes: [],
      followUp:
        'Can you name a virtue that would become a vice merely by changing the sex of the person who has it?',
      work: 'A Vindication of the Rights of Woman, chapter 2',
    },
    {
      id: 'wollstonecraft-fellow-creatures',
      issue: 'equal-or-different',
      claim:
        'Men and women are equal as rational creatures: I love man as a fellow creature, but his sceptre, real or usurped, stops short of me.',
      support:
        'If a particular man reasons better, I will bow to his reason, as I would to a wiser woman. Deference earned by reason is honourable; deference demanded by sex is servitude.',
      gist: 'men and women are equal as rational creatures, and submission is owed only to reason',
      concepts: ['equality', 'reason', 'obedience', 'liberty'],
      questions: ['Are men and women equal?', 'Are women equal to men?', 'Should women defer to men?'],
      premise:
        'I take for granted that reason, not sex, is the title to authority, since reason is the only thing in us that can recognise a better argument.',
      implication:
        'Every claim of rank between the sexes must then be argued case by case, and most of them will not survive the asking.',
      attacks: ['rousseau-equal-where-alike', 'rousseau-two-make-one'],
      concedes: [],
      followUp:
        'Would you obey a foolish man rather than a wise woman, and if not, what is sex doing in the question?',
      work: 'A Vindication of the Rights of Woman, chapter 2',
    },
    {
      id: 'wollstonecraft-whole-being',
      issue: 'equal-or-different',
      claim:
        'A woman is not half of a couple but a whole human being, with a soul that must answer for itself.',
      support:
        "Rousseau's Sophie is always relative: someone's daughter, someone's wife, someone's pleasure. Yet each soul stands alone before its Maker, so it must be fitted to stand alone.",
      gist: 'a woman is a whole human being answerable for herself, not half of a couple',
      concepts: ['complementarity', 'religion', 'equality', 'sophie-emile'],
      questions: [
        'Is a woman incomplete without a man?',
        'Do men and women complete each other?',
        'Is a woman defined by her relations to men?',
      ],
      premise:
        'My premise is that immortality belongs to each soul singly, and a being meant to live for ever cannot have been made merely as an appendage.',
      implication:
        'An education that fits her only to complete a man leaves her helpless when the man is foolish, absent or dead.',
      attacks: ['rousseau-two-make-one', 'rousseau-made-to-please'],
      concedes: [],
      followUp: "If a woman never marries, what does Rousseau's education leave her to be?",
      work: 'A Vindication of the Rights of Woman, chapters 2 and 5',
    },
    {
      id: 'wollstonecraft-vices-of-dependants',
      issue: 'equal-or-different',
      claim:
        'The so-called feminine virtues of timidity and artfulness are the vices of every dependant, found in courtiers and servants as much as in wives.',
      support:
        'Whoever must get by pleasing what he cannot claim by right learns to flatter and to dissemble. Call it grace in a woman and you must call it baseness in a courtier.',
      gist: 'the so-called feminine virtues are the vices of any dependant',
      concepts: ['cunning', 'dependence', 'virtue', 'power'],
      questions: [
        'Are women naturally more cunning than men?',
        'Are timidity and flattery female traits?',
        'Why are women called sly?',
      ],
      premise:
        'I take it that the weak who are denied rights must use craft, and that craft is the same disease whoever catches it.',
      implication:
        'Rousseau, in praising female artfulness, has written an apology for the manners of the court he claimed to despise.',
      attacks: ['rousseau-faults-are-virtues', 'rousseau-empire-of-gentleness'],
      concedes: [],
      followUp: 'Have you ever met a servant or a courtier who did not learn to flatter?',
      work: 'A Vindication of the Rights of Woman, chapters 2 and 4',
    },
    // girls-and-boys
    {
      id: 'wollstonecraft-romp',
      issue: 'girls-and-boys',
      claim:
        'I have watched more little girls than Rousseau ever did, and a girl whose spirits are not damped will be a romp; the doll wins only when confinement leaves no choice.',
      support:
        'Boys and girls would play together happily if the distinction of sex were not drilled into them long before nature makes any. The women I know who think well were mostly, by luck, allowed to run wild.',
      gist: 'a girl left free is a romp, and dolls win only when she is confined',
      concepts: ['play', 'childhood', 'upbringing', 'liberty'],
      questions: [
        'Do girls really prefer dolls by nature?',
        'Would girls play like boys if left alone?',
        'Why do little girls play differently from little boys?',
      ],
      premise:
        'My ground is experience: I kept a school and was a governess, I remember my own girlhood, and I have looked steadily around me.',
      implication:
        'The pink nursery and the quiet game are then the first lessons of a long education in dependence, not a revelation of nature.',
      attacks: ['rousseau-dolls-before-lessons'],
      concedes: [],
      followUp: 'When you were small, did you choose your toys or were they chosen for you?',
      work: 'A Vindication of the Rights of Woman, chapter 3',
    },
    {
      id: 'wollstonecraft-learned-pig',
      issue: 'girls-and-boys',
      claim:
        "Girls are not born vain: Rousseau's little girl who gave up writing O at the mirror had simply been watching the women around her.",
      support:
        "A child who sits for hours at her mother's dressing table and hears nothing praised but looks will copy it. To call that instinct belongs with the tale of the learned pig.",
      gist: 'the girl at the mirror had learned vanity from example, not from instinct',
      concepts: ['beauty', 'upbringing', 'childhood', 'prejudice'],
      questions: [
        'Are girls born vain about their appearance?',
        'Do little girls copy their mothers?',
        'Is the desire to look pretty natural in girls?',
      ],
      premise:
        'I assume that children imitate whatever they see most admired, and a little girl of that world saw nothing admired so much as appearance.',
      implication:
        'If the anecdote proves anything, it proves how early the lessons begin, which is an argument for changing them.',
      attacks: ['rousseau-girl-at-the-mirror'],
      concedes: [],
      followUp: 'What would a girl who had never seen a woman at her mirror do with one?',
      work: 'A Vindication of the Rights of Woman, chapter 3',
    },
    {
      id: 'wollstonecraft-dependence-called-natural',
      issue: 'girls-and-boys',
      claim: 'A girl is never left a moment to her own direction, and then her dependence is called natural.',
      support:
        "Every young creature needs free exercise, and caring for itself is the first lesson of understanding. Bind a girl's limbs and choices and of course she grows timid and leans on others.",
      gist: 'girls are denied self-direction and their resulting dependence is then called natural',
      concepts: ['dependence', 'childhood', 'liberty', 'obedience'],
      questions: [
        'Should girls be raised with the same freedom as boys?',
        'Are girls naturally more dependent than boys?',
        'Is it good to teach girls to obey early?',
      ],
      premise:
        'My premise is that independence of mind grows only from practice in choosing, as strength of limb grows only from use.',
      implication:
        "Rousseau's early restraint does not prepare a woman for life; it manufactures the very dependence he then cites as her nature.",
      attacks: ['rousseau-restraint-early'],
      concedes: [],
      followUp: 'How would a child learn to choose well if she is never allowed to choose?',
      work: 'A Vindication of the Rights of Woman, chapter 3',
    },
    // schooling
    {
      id: 'wollstonecraft-day-schools',
      issue: 'schooling',
      claim:
        'Girls and boys, rich and poor, should sit in the same free day schools, dressed alike and under the same discipline.',
      support:
        'Taught together from five to nine, with games in the open air, botany, mechanics and conversations in the Socratic manner, they would grow into friends rather than strangers who meet only to flirt.',
      gist: 'girls and boys should be taught together in free day schools under one discipline',
      concepts: ['coeducation', 'education', 'equality', 'friendship'],
      questions: [
        'Should boys and girls be taught together?',
        'What would your ideal school look like?',
        'Should girls and boys get the same education?',
      ],
      premise:
        'I take it that the sexes learn to respect each other only by working beside each other, and that children learn more from their fellows than from any master.',
      implication:
        'The sexes would then meet as rational companions, and marriage would stop being an alliance between strangers.',
      attacks: ['rousseau-different-roads', 'rousseau-salons-unsex-both'],
      concedes: [],
      followUp: 'Would a boy who shared a school bench with girls find it so easy to despise women later?',
      work: 'A Vindication of the Rights of Woman, chapter 12',
    },
    {
      id: 'wollstonecraft-talleyrand',
      issue: 'schooling',
      claim:
        'Shutting girls out of knowledge is unjust unless someone proves they lack reason; when the French plan would school them only till eight, I asked who made man the only judge.',
      support:
        'If women are shut out of knowledge without a voice, prove first that they lack reason, or the exclusion is tyranny. Truth must be common to all, or it will not spread through society.',
      gist: 'excluding girls from education is unjust if they share reason, since truth must be common to all',
      concepts: ['education', 'reason', 'rights', 'citizenship'],
      questions: [
        "Is it unjust to limit girls' education?",
        'Who should decide what girls may learn?',
        'Why should girls study as long as boys?',
      ],
      premise:
        "My premise is that whoever limits another rational being's knowledge must show a reason, and the burden of proof lies on the one who excludes.",
      implication:
        "A revolution that frees men's minds while leaving women's in the nursery has stopped halfway and will slide back.",
      attacks: ['rousseau-women-must-think', 'rousseau-different-roads'],
      concedes: [],
      followUp: 'If you were told what you may learn by someone who never asked you, would you call it fair?',
      work: 'A Vindication of the Rights of Woman, dedication to Talleyrand',
    },
    {
      id: 'wollstonecraft-extend-emile',
      issue: 'schooling',
      claim: 'Much of what Rousseau says about raising Emile is wise, and I simply extend it to girls.',
      support:
        'Exercise in the open air, learning from things rather than words, strength of body before ornament: such an education would make a sensible woman as surely as a sensible man.',
      gist: "the wise parts of Emile's education would serve girls just as well",
      concepts: ['negative-education', 'education', 'sophie-emile', 'body-health'],
      questions: [
        'Was Rousseau right about anything in education?',
        'Should girls be raised like Emile?',
        "What is good in Rousseau's ideas about education?",
      ],
      premise:
        'I assume that a method which forms reason and health in one human child will do so in another, since girls have both bodies and minds.',
      implication:
        'Rousseau refuted himself in book five: his first four books are the best argument I have for educating Sophie like Emile.',
      attacks: ['rousseau-different-roads'],
      concedes: ['rousseau-negative-education', 'rousseau-hardiness-by-exercise'],
      followUp:
        'If a method makes a boy wise and strong, what reason is left for withholding it from his sister?',
      work: 'A Vindication of the Rights of Woman, chapter 3',
    },
    // reason-and-genius
    {
      id: 'wollstonecraft-reason-is-one',
      issue: 'reason-and-genius',
      claim:
        'Reason is one faculty, given by God to every human being so that each may improve, and no sex was handed half a portion.',
      support:
        'If reason lifts us above the brutes, women have it or they are not human. And if they have it, it must work on the same truths, for truth cannot change with the sex of the thinker.',
      gist: 'reason is one God-given faculty, the same in women as in men',
      concepts: ['reason', 'religion', 'equality', 'perfectibility'],
      questions: [
        'Do women have the same power of reason as men?',
        'Are women as rational as men?',
        'Can women think as logically as men?',
      ],
      premise:
        'I take for granted that reason is the mark that distinguishes us from animals and the faculty by which we approach our Creator.',
      implication:
        'A division of labour in which women feel and men think is a division of humanity itself, and it impoverishes both halves.',
      attacks: ['rousseau-observes-reasons'],
      concedes: [],
      followUp: 'If truth is the same for everyone, how could the mind that seeks it differ by sex?',
      work: 'A Vindication of the Rights of Woman, chapters 1 and 2',
    },
    {
      id: 'wollstonecraft-genius-starved',
      issue: 'reason-and-genius',
      claim:
        'Genius is not refused to women by nature but starved by a life of trifles, and even so Catharine Macaulay wrote history as well as any man.',
      support:
        "Where is a girl's genius to grow, shut out of study, told that learning is unbecoming, busy from morning to night with dress? Yet Macaulay's history and her letters on education show a strong, clear judgement.",
      gist: 'genius in women is starved by their training, yet Macaulay proves it exists',
      concepts: ['genius', 'education', 'upbringing', 'reason'],
      questions: [
        'Why have there been so few famous women thinkers?',
        'Can women be geniuses?',
        'Where were all the great women in history?',
        'Why are there so few women in science and engineering?',
      ],
      premise:
        'My premise is that talent grows by exercise and encouragement, and women have received neither.',
      implication:
        'Every woman of ability who appears in spite of her training is a witness to how many more would appear without it.',
      attacks: ['rousseau-genius-lacking'],
      concedes: [],
      followUp: 'How many men of genius would we have if boys were taught that study was unmanly?',
      work: 'A Vindication of the Rights of Woman, chapters 4 and 5',
    },
    {
      id: 'wollstonecraft-thinking-is-taught',
      issue: 'reason-and-genius',
      claim:
        'Women seem ruled by feeling only because they are schooled in sensibility and kept from study, and thinking, as Rousseau himself admits, is made by education.',
      support:
        'Sensibility is praised in girls as their charm, so they cultivate it until every passing emotion rules them. Give the mind real employment and feeling finds its proper place, in a woman as in a man.',
      gist: 'thinking is made by education, so girls need the education that makes thinkers',
      concepts: ['sensibility', 'reason', 'education', 'upbringing'],
      questions: [
        'Are women too emotional to reason well?',
        'Why do people say women are emotional and men logical?',
        'Are women naturally more sensitive than men?',
      ],
      premise:
        'I assume that any faculty left idle weakens and any that is exercised grows, and feeling is exercised in girls while reason is left idle.',
      implication:
        'Then the emotional woman is the work of her tutors, and the remedy lies in the schoolroom, not in resignation.',
      attacks: ['rousseau-observes-reasons'],
      concedes: ['rousseau-two-classes'],
      followUp: 'If a boy were praised only for his tears, how would he reason at twenty?',
      work: 'A Vindication of the Rights of Woman, chapter 4',
    },
    // virtue-and-modesty
    {
      id: 'wollstonecraft-modesty-is-purity',
      issue: 'virtue-and-modesty',
      claim: 'True modesty is purity of mind, the fruit of reason, and it becomes a man as much as a woman.',
      support:
        "What Rousseau praises is a nervous blush trained by fear and coquetry. A rational woman's chaste mind needs no studied reserve, and a modest man is as much to be honoured as a modest woman.",
      gist: 'true modesty is purity of mind, as fitting in men as in women',
      concepts: ['modesty', 'virtue', 'reason', 'equality'],
      questions: ['Is modesty natural to women?', 'Should men be modest too?', 'What is real modesty?'],
      premise:
        'My premise is that a virtue must be understood to be firm, and a modesty that is only a trained reflex will vanish at the first clever temptation.',
      implication:
        'Then the sexual double standard falls, for a purity required of one sex and excused in the other was never a virtue but a convenience of the stronger.',
      attacks: ['rousseau-modesty-natural'],
      concedes: [],
      followUp: 'If modesty is good in a woman, by what argument is it optional in a man?',
      work: 'A Vindication of the Rights of Woman, chapter 7',
    },
    {
      id: 'wollstonecraft-reputation-breeds-hypocrisy',
      issue: 'virtue-and-modesty',
      claim:
        'Teaching women to care for reputation rather than virtue breeds hypocrisy, for the aim becomes not to be good but to seem so.',
      support:
        'A woman who keeps her name spotless may have a cold, foul heart, while one who loses it by a single error is cast out and driven to worse. Morality built on appearances is built on sand.',
      gist: 'caring for reputation over virtue teaches women to seem good rather than be good',
      concepts: ['reputation', 'virtue', 'modesty', 'prejudice'],
      questions: [
        'Should a woman care about her reputation?',
        'Is it fair to judge women by what people say about them?',
        'Is the double standard in reputation hypocritical?',
      ],
      premise:
        'I take it that virtue concerns the heart and conduct before God, who sees what neighbours cannot, and appearances are only its shadow.',
      implication:
        "Rousseau's rule that Emile may scorn opinion while Sophie must court it gives the woman two masters and the man none.",
      attacks: ['rousseau-opinion-throne'],
      concedes: [],
      followUp: 'Would you rather be good and thought bad, or bad and thought good?',
      work: 'A Vindication of the Rights of Woman, chapter 8',
    },
    {
      id: 'wollstonecraft-useful-falsehood',
      issue: 'virtue-and-modesty',
      claim:
        'A prejudice kept because it is useful is still a falsehood, and virtue resting on a falsehood falls the moment the lie is seen.',
      support:
        "I answered Burke's praise of venerable prejudices the same way: what cannot give its reason cannot command a rational being. Teach girls why purity matters and it will hold; teach them only to fear, and it will not.",
      gist: 'a useful prejudice is still a falsehood, and virtue built on it will fall',
      concepts: ['prejudice', 'reason', 'virtue', 'modesty'],
      questions: [
        'Should we keep customs just because they are useful?',
        'Is modesty a useful prejudice?',
        'Can morality rest on tradition alone?',
      ],
      premise:
        'My premise is that human beings are rational creatures, and a rule obeyed without understanding is habit, not virtue.',
      implication:
        'A people kept good by prejudices is kept like children, and will behave like children when the prejudices are laughed away.',
      attacks: ['rousseau-useful-even-if-prejudice'],
      concedes: [],
      followUp: 'When a custom can give no reason for itself, should a thinking person still obey it?',
      work: 'A Vindication of the Rights of Men',
    },
    // strength-and-body
    {
      id: 'wollstonecraft-strength-decides-little',
      issue: 'strength-and-body',
      claim:
        'I grant that nature made the female, in general, weaker in body; it is the one solid ground of male superiority, and a narrow one.',
      support:
        'Bodily strength is a noble gift, but it decides who lifts the heavier load, not who judges well or lives well. Men want to use it to sink women lower still.',
      gist: 'men are stronger in body, but strength decides no question of mind or virtue',
      concepts: ['strength', 'nature', 'equality', 'reason'],
      questions: [
        'Are men naturally stronger than women?',
        'Does physical strength give men a right to rule?',
        'Should bodily strength decide roles?',
      ],
      premise:
        'I take for granted that what fits a creature for rights and duties is reason, and no one measures reason with a weight.',
      implication:
        'If strength decided rank, the porter would outrank the philosopher, which no gentleman who argues from strength would accept.',
      attacks: ['rousseau-nurse-not-soldier'],
      concedes: ['rousseau-strength-ratio'],
      followUp: 'If strength conferred authority, would you obey the strongest person in the room?',
      work: 'A Vindication of the Rights of Woman, introduction',
    },
    {
      id: 'wollstonecraft-weakness-manufactured',
      issue: 'strength-and-body',
      claim:
        'Much female delicacy is manufactured: girls are kept still while boys frolic outdoors, and then praised for the weakness this produces.',
      support:
        'Limbs cramped worse than by Chinese bands, no exercise, a fashionable pride in fainting: of course such bodies are frail. Rousseau allows girls movement for grace and for their sons; I want strength for the woman herself.',
      gist: 'female delicacy is largely manufactured by confinement and then admired as nature',
      concepts: ['body-health', 'strength', 'upbringing', 'beauty'],
      questions: [
        'Are women weak by nature or by upbringing?',
        'Should girls exercise like boys?',
        'Were women kept weak on purpose?',
      ],
      premise:
        'My premise is that dependence of body soon produces dependence of mind, so a woman denied health is denied much of her judgement too.',
      implication:
        "Some of the strength gap Rousseau calls nature's share is fashion's share, and no one will know how much until girls are allowed to grow strong.",
      attacks: ['rousseau-girls-need-vigour'],
      concedes: [],
      followUp: 'How strong would a boy grow if he were praised for fainting?',
      work: 'A Vindication of the Rights of Woman, chapter 3',
    },
    // pleasing-and-power
    {
      id: 'wollstonecraft-gilt-cage',
      issue: 'pleasing-and-power',
      claim:
        'Teach a girl from infancy that beauty is her sceptre, and her mind shrinks to fit her body and spends itself decorating its own gilded cage.',
      support:
        'Rousseau says her education must relate to men; I say it must relate to her soul, which answers to God and not to a mirror. Pleasing is a talent, never a purpose.',
      gist: 'teaching women that beauty is their power confines the mind to decorating its cage',
      concepts: ['beauty', 'pleasing', 'liberty', 'education'],
      questions: [
        'Are women made to please men?',
        'What is wrong with teaching girls to be pretty and pleasing?',
        "Should a woman's education be about pleasing?",
      ],
      premise:
        'I take it that every human being is made for her own improvement first, and that no creature was made merely to be looked at.',
      implication:
        'A woman trained to please is trained to need an audience, and when her beauty fades the audience and her purpose leave together.',
      attacks: ['rousseau-made-to-please'],
      concedes: [],
      followUp: "If a woman's whole purpose were to please, what would she be for when no one was watching?",
      work: 'A Vindication of the Rights of Woman, chapters 3 and 5',
    },
    {
      id: 'wollstonecraft-power-over-themselves',
      issue: 'pleasing-and-power',
      claim:
        'Rousseau warns that women educated like men would lose their power over men; that is exactly my aim, for I want them to have power over themselves.',
      support:
        'The empire of tears and caresses is the power of a slave who manages her master: it corrupts both, and it ends with her beauty. Self-command lasts a lifetime.',
      gist: "women should seek power over themselves rather than a slave's power over men",
      concepts: ['power', 'cunning', 'liberty', 'reason'],
      questions: [
        'Do women rule men through charm?',
        'Is charm a real kind of power?',
        'Would educated women lose their influence over men?',
      ],
      premise:
        'My premise is that power gained by flattery is held at the pleasure of the flattered, and so is not power but a longer chain.',
      implication:
        'Men would lose their pretty tyrants and gain companions, and I suspect the sensible ones would thank us for it.',
      attacks: ['rousseau-empire-of-gentleness'],
      concedes: [],
      followUp: 'Which would you rather have, power over someone else or power over yourself?',
      work: 'A Vindication of the Rights of Woman, chapter 4',
    },
    {
      id: 'wollstonecraft-vanity-he-prescribes',
      issue: 'pleasing-and-power',
      claim:
        'Rousseau condemns the vain coquettes of Paris, yet he schools Sophie in the very art of pleasing that made them.',
      support:
        "You cannot train a girl to live in men's eyes and then blame her for loving admiration. The hunger for approval he fears in the salons is the heart of his own plan for her.",
      gist: 'female vanity is bred by the very art of pleasing that girls are taught',
      concepts: ['amour-propre', 'pleasing', 'sophie-emile', 'education'],
      questions: [
        'Is it fair to blame women for vanity?',
        'Does teaching girls to please make them vain?',
        'Why are women accused of caring too much about admiration?',
      ],
      premise:
        "I take for granted that a teacher answers for the fruits of his lessons, and a vice cultivated on purpose cannot then be called nature's.",
      implication:
        "His own discourse on inequality, which blames our miseries on living in others' eyes, condemns his education of women.",
      attacks: ['rousseau-salons-unsex-both', 'rousseau-made-to-please'],
      concedes: [],
      followUp:
        'If you taught a child that being admired is everything, whom would you blame for her vanity?',
      work: 'A Vindication of the Rights of Woman, chapter 5, section 1',
    },
    // marriage
    {
      id: 'wollstonecraft-friendship-not-passion',
      issue: 'marriage',
      claim: 'Passion in marriage must give way to friendship, and only equals can be true friends.',
      support:
        'Love, by its nature, cools; calm friendship and mutual respect carry a couple through decades. A husband cannot respect a companion he has taught to be a child.',
      gist: 'marriage must rest on friendship between equals, since passion fades',
      concepts: ['friendship', 'marriage', 'love', 'equality'],
      questions: [
        'What makes a good marriage?',
        'What keeps a marriage alive when romance fades?',
        'Can a husband and wife be best friends?',
      ],
      premise:
        'I take it that desire cannot be kept at full heat for a lifetime, and that a bond built on it alone must find something sturdier or break.',
      implication:
        "Rousseau's plan to keep spouses forever courting is a recipe for a restless wife looking for new admirers once the courting stops.",
      attacks: ['rousseau-remain-lovers'],
      concedes: [],
      followUp: 'When the first passion has cooled, what do you want left between two people?',
      work: 'A Vindication of the Rights of Woman',
    },
    {
      id: 'wollstonecraft-injustice-corrupts',
      issue: 'marriage',
      claim:
        'Teach a woman to swallow injustice in silence and you do not make her gentle; you destroy her sense of right and wrong.',
      support:
        'A being who patiently bears insults will soon become unjust herself, or unable to tell the difference. Submission to reason is a virtue; submission to caprice is a training in servility.',
      gist: 'teaching wives to bear injustice silently destroys their sense of right and wrong',
      concepts: ['obedience', 'marriage', 'virtue', 'rights'],
      questions: [
        'Should a wife obey her husband?',
        'Should a woman put up with an unfair husband?',
        'Is it a virtue to endure injustice quietly?',
      ],
      premise:
        'My premise is that conscience is kept alive by use, and a conscience forbidden ever to object soon stops noticing.',
      implication:
        'The meek wife Rousseau praises becomes the worst possible teacher of children, who learn from her that wrong is to be flattered.',
      attacks: ['rousseau-bear-injustice'],
      concedes: [],
      followUp: 'What would a child learn about justice from a mother who must smile at every wrong?',
      work: 'A Vindication of the Rights of Woman, chapters 4 and 5',
    },
    {
      id: 'wollstonecraft-chastity-binds-husbands',
      issue: 'marriage',
      claim:
        'Fidelity binds husbands exactly as it binds wives, and the double standard makes rakes of men and hypocrites of women.',
      support:
        'If fidelity matters because children need a family, it matters as much that fathers are faithful, for a rake is a poor father and a worse husband. Chastity must become a virtue of men too.',
      gist: 'fidelity binds husbands as strictly as wives',
      concepts: ['fidelity', 'marriage', 'virtue', 'equality'],
      questions: [
        'Is cheating worse when a wife does it?',
        'Should husbands be held to the same fidelity as wives?',
        'Is the sexual double standard fair?',
      ],
      premise:
        'I take for granted that a duty grounded in the good of children binds both parents, since both made the children.',
      implication:
        'Reform of female manners is idle without reform of male manners, for one sex cannot be chaste alone.',
      attacks: ['rousseau-infidelity-graver'],
      concedes: [],
      followUp:
        "If a wife must be faithful for the children's sake, why not the husband for the same children?",
      work: 'A Vindication of the Rights of Woman, chapters 7 and 8',
    },
    // motherhood-and-home
    {
      id: 'wollstonecraft-mothers-need-minds',
      issue: 'motherhood-and-home',
      claim:
        'A mother needs a strong mind, for meek and ignorant wives make foolish mothers who can teach their children nothing but weakness.',
      support:
        'Picture a widow left with a family: if she was trained only to please, she is lost; if her mind was formed, she becomes father and mother to her children.',
      gist: 'only a woman with a formed mind can be a good mother',
      concepts: ['motherhood', 'reason', 'education', 'home'],
      questions: [
        'Does a mother need a good education?',
        'Is the maternal instinct enough to make a good mother?',
        'What makes a good mother?',
        'Can a woman raise children well without learning?',
      ],
      premise:
        'My premise is that education begins at the cradle, and no one can give a child judgement who has never been allowed her own.',
      implication:
        "Even on Rousseau's own terms, the surest way to good homes is to educate women as rational beings, not as ornaments.",
      attacks: ['rousseau-domestic-empire'],
      concedes: ['rousseau-mothers-nurse'],
      followUp: 'Who would you rather have raise a child, a woman of sense or a woman of charm?',
      work: 'A Vindication of the Rights of Woman',
    },
    {
      id: 'wollstonecraft-duty-to-herself-first',
      issue: 'motherhood-and-home',
      claim:
        "A woman's first duty is to herself as a rational creature, and the next, as a citizen, is the great duty of a mother.",
      support:
        'Motherhood is a grand duty, not a whole definition. A woman who has children is also a mind and a citizen, and one who has none has not failed to be human.',
      gist: "a woman's first duty is to herself as a rational creature, motherhood next as a citizen",
      concepts: ['motherhood', 'reason', 'citizenship', 'gender-role'],
      questions: [
        "Is motherhood a woman's main purpose?",
        'Is a woman without children missing something?',
        'Should a mother put her own mind first?',
      ],
      premise:
        'I take it that a duty to others can only be done well by someone who has first become a person capable of duty.',
      implication:
        'Then a society that values women only as mothers undervalues them even as mothers, for it leaves them nothing to teach.',
      attacks: ['rousseau-domestic-empire', 'rousseau-mothers-nurse'],
      concedes: [],
      followUp: "Is a woman's life a success only if she has children?",
      work: 'A Vindication of the Rights of Woman, chapter 9',
    },
    {
      id: 'wollstonecraft-infancy-not-a-lifetime',
      issue: 'motherhood-and-home',
      claim:
        'Nature gives a mother the care of her infant, I grant, but that is a duty of some years, not a sentence to every household task for life.',
      support:
        "Nursing a baby is no reason why a husband should be idle at home once the child is weaned. Custom, not nature, has stretched those few years over the whole of a woman's existence and called the result her sphere.",
      gist: 'nature gives mothers the care of infants, not every household task for life',
      concepts: ['motherhood', 'home', 'gender-role', 'upbringing'],
      questions: [
        "Is housework naturally a woman's job?",
        'Is the division of work between men and women at home natural?',
        'Why do women still do most of the housework?',
      ],
      premise:
        'My premise is that a duty reaches only as far as its reason, and the reason for this one is the helplessness of the infant.',
      implication:
        'Whatever share of the household outlasts the nursery must justify itself by reason, and most of what women are told is their sphere cannot.',
      attacks: ['rousseau-domestic-empire', 'rousseau-reason-not-prejudice'],
      concedes: [],
      followUp: 'Of the tasks you do at home, which did nature assign, and which did habit?',
      work: 'A Vindication of the Rights of Woman, chapter 9',
    },
    {
      id: 'wollstonecraft-fathers-too',
      issue: 'motherhood-and-home',
      claim:
        'Make women rational creatures and free citizens and they will soon be good wives and mothers, provided men do not neglect the duties of husbands and fathers.',
      support:
        "Parental duty belongs to both; a father who leaves the nursery wholly to his wife and his children to servants has broken half of nature's contract.",
      gist: 'good mothering needs fathers who do their duty too',
      concepts: ['fatherhood', 'motherhood', 'home', 'citizenship'],
      questions: [
        'What do fathers owe their children?',
        'Should fathers share in raising children?',
        "Is raising children only a mother's job?",
      ],
      premise:
        'I take for granted that a duty arising from giving life falls on both who gave it, and nature did not exempt fathers.',
      implication:
        "A reform of women's education that leaves men's idleness at home untouched would only give the children one wise parent instead of none.",
      attacks: [],
      concedes: ['rousseau-fathers-debt'],
      followUp:
        'What would change in a home if the father took his duties as seriously as the mother is told to?',
      work: 'A Vindication of the Rights of Woman, chapter 9',
    },
    // work-and-money
    {
      id: 'wollstonecraft-independence-basis-of-virtue',
      issue: 'work-and-money',
      claim:
        'Independence is the grand blessing of life and the ground of every virtue, and it is vain to expect virtue from women while they depend on men for bread.',
      support:
        'How can a being be generous who owns nothing, or virtuous who is not free? A woman who must marry for support is not choosing a husband but a master.',
      gist: 'women cannot be fully virtuous while they depend on men for their bread',
      concepts: ['independence', 'dependence', 'virtue', 'marriage'],
      questions: [
        'Should women be financially independent?',
        "Why does money matter for women's freedom?",
        'Should a woman depend on her husband for money?',
      ],
      premise:
        'My premise is that virtue needs freedom to choose, and a person who must please a provider to eat is never wholly free to choose.',
      implication:
        'Marriages made for a maintenance are bargains, and society should not be surprised to find mercenary wives where it made women mercenaries.',
      attacks: ['rousseau-dependence-by-need'],
      concedes: [],
      followUp: 'Could you speak your mind freely to a person who paid for every meal you ate?',
      work: 'A Vindication of the Rights of Woman, dedication and chapter 9',
    },
    {
      id: 'wollstonecraft-professions-open',
      issue: 'work-and-money',
      claim:
        'Women might be physicians as well as nurses, study politics and carry on business of many kinds, instead of wasting their lives in genteel dependence.',
      support:
        "I have been a lady's companion, a schoolmistress and a governess, the few humiliating posts open to an educated woman without fortune. Open the professions and you open the door to self-respect.",
      gist: 'women should be free to enter professions and trades and support themselves',
      concepts: ['work', 'independence', 'education', 'rights'],
      questions: [
        'Should women have careers?',
        'What jobs should women be allowed to do?',
        'Could women be doctors and businesswomen?',
      ],
      premise:
        'I take it that useful work gives dignity to anyone who does it, and that idleness dressed as gentility degrades women as it degrades the rich.',
      implication:
        "Half the nation's talents now lie idle in drawing rooms, and the country is poorer in skill as well as in virtue.",
      attacks: ['rousseau-household-is-work'],
      concedes: [],
      followUp:
        'Why should a sensible woman without a fortune be allowed to teach children but not to heal them?',
      work: 'Rights of Woman, chapter 9, and Thoughts on the Education of Daughters',
    },
    // rights-and-citizens
    {
      id: 'wollstonecraft-representatives',
      issue: 'rights-and-citizens',
      claim:
        'Women ought to have representatives and a direct share in the deliberations of government, instead of being ruled arbitrarily.',
      support:
        'I risked laughter in saying it, but the reasoning is plain: if men claim to judge for themselves, it is tyranny to deny that right to women who obey the same laws.',
      gist: 'women should have representatives and a direct share in government',
      concepts: ['citizenship', 'rights', 'liberty', 'equality'],
      questions: [
        'Should women have the vote?',
        'Should women take part in government?',
        'Should women be in parliament?',
      ],
      premise:
        'My premise is the one every friend of liberty used against kings: no one should be bound by laws made without any voice of theirs.',
      implication:
        'A republic of men alone is only a wider aristocracy, ruling half its people as the old kings ruled all.',
      attacks: ['rousseau-spartan-mother'],
      concedes: [],
      followUp: 'Would you call yourself free if you obeyed laws you had no share in making?',
      work: 'A Vindication of the Rights of Woman, chapter 9',
    },
    {
      id: 'wollstonecraft-rights-of-rational-beings',
      issue: 'rights-and-citizens',
      claim:
        'The rights of men are the rights of rational beings, so the arguments that freed men from kings free women from husbands and fathers who rule by sex alone.',
      support:
        'When men contend for their freedom and their right to judge their own happiness, it is inconsistent and unjust to subject women. The divine right of husbands, like that of kings, may be contested.',
      gist: 'the rights of men belong to all rational beings, women included',
      concepts: ['rights', 'reason', 'liberty', 'citizenship'],
      questions: [
        'Should women have the same rights as men?',
        'Do the rights of man include women?',
        'Is feminism just human rights?',
      ],
      premise:
        'I take for granted that rights rest on reason, not on strength or birth, which is the whole argument I made against Burke for the rights of men.',
      implication:
        'Whoever accepts the rights of man and denies the rights of woman must prove that women lack reason, or admit he is a tyrant.',
      attacks: ['rousseau-guardians-of-morals', 'rousseau-spartan-mother', 'rousseau-force-not-right'],
      concedes: [],
      followUp: 'If a right rests on reason, what reason could exclude a reasoning woman from it?',
      work: 'Rights of Woman, dedication and chapter 3, and Rights of Men',
    },
    {
      id: 'wollstonecraft-law-makes-marriage-prison',
      issue: 'rights-and-citizens',
      claim:
        "Laws that give a husband his wife's property and person make marriage a prison, and a wronged woman has almost no redress.",
      support:
        'In my novel Maria, a husband locks his wife in a madhouse to seize her fortune, and the court dismisses her plea. I wrote it to show the wrongs of woman, not of one woman.',
      gist: "laws giving husbands power over wives' persons and property make marriage a prison",
      concepts: ['marriage', 'rights', 'liberty', 'citizenship'],
      questions: [
        'Were the laws of your time unfair to wives?',
        'Should a married woman own property?',
        'Can a woman escape a bad marriage?',
      ],
      premise:
        'My premise is that where the law gives one person unchecked power over another, cruelty needs only opportunity, not a monster.',
      implication:
        'Gentleness cannot protect a wife whom the law has already handed over, so the reform must be in the law, not in her temper.',
      attacks: ['rousseau-daughters-choose', 'rousseau-bear-injustice'],
      concedes: [],
      followUp: 'Would you trust any husband, however kind, with a power no court could check?',
      work: 'Maria, or the Wrongs of Woman, preface and chapters 1 and 17',
    },
    // gender-identity
    {
      id: 'wollstonecraft-confound-the-distinction',
      issue: 'gender-identity',
      claim:
        'I wish to see the distinction of sex confounded in society, except where love animates the conduct; in everything else we are simply human beings.',
      support:
        'What makes a good person has no sex: reason, truth, courage, kindness. I never knew your modern debates, but on my principles a person should be judged as a rational creature, not sorted by manners assigned to a sex.',
      gist: 'outside love, the distinction of sex should count for little in society',
      concepts: ['identity', 'equality', 'reason', 'gender-role'],
      questions: [
        'What makes someone a man or a woman?',
        'Should gender matter at all in society?',
        'What would you say about gender identity today?',
      ],
      premise:
        'My premise is that the soul, made for improvement and for eternity, is not divided by sex, whatever the body is.',
      implication:
        'The less society cares which sex a person is, the freer every person becomes to show what they truly are.',
      attacks: ['rousseau-second-birth'],
      concedes: ['rousseau-own-sentiment'],
      followUp: "Apart from love, what is there in ordinary life that really needs to know a person's sex?",
      work: 'A Vindication of the Rights of Woman, introduction and chapter 4',
    },
    {
      id: 'wollstonecraft-manly-means-human',
      issue: 'gender-identity',
      claim:
        'If masculine means hunting and gaming, I join the outcry against masculine women; if it means strength of mind and virtue, I wish women grew more masculine every day.',
      support:
        'The words manly and womanly smuggle in a judgement. The talents and virtues that ennoble human character belong to the human being, not to one sex.',
      gist: 'the virtues called manly are human virtues that women should acquire',
      concepts: ['masculinity-femininity', 'virtue', 'equality', 'identity'],
      questions: [
        'Is a masculine woman going against nature?',
        'What is real masculinity?',
        'Are manly virtues only for men?',
      ],
      premise:
        'I take it that a word which praises courage in one sex and mocks it in the other is not describing nature but guarding a privilege.',
      implication:
        'Men lose nothing when women acquire their virtues, and might gain by acquiring a few virtues now called feminine.',
      attacks: ['rousseau-salons-unsex-both'],
      concedes: ['rousseau-man-of-nature'],
      followUp: 'When you call courage manly, do you mean a woman who shows it is less a woman?',
      work: 'A Vindication of the Rights of Woman, introduction',
    },
  ],
  terms: [
    {
      concept: 'upbringing',
      meaning:
        'By the effects of education I mean all the habits, examples and associations that shape a child before she can judge them.',
      example:
        'A girl who hears her aunts praised only for their complexions learns what to value long before any lesson is given.',
    },
    {
      concept: 'independence',
      meaning:
        "By independence I mean being able to live by one's own labour and judgement, owing obedience only to reason and to God.",
      example:
        'A governess who saves enough to open her own school has gained more than income; she can speak her mind.',
    },
    {
      concept: 'modesty',
      meaning:
        'By modesty I mean purity of mind and a sober estimate of oneself, the fruit of reflection, equally becoming in men.',
      example:
        'A woman who speaks plainly of anatomy to nurse a sick child is more truly modest than one who blushes at the word.',
    },
    {
      concept: 'dependence',
      meaning:
        'By dependence I mean a state in which one must please another to live, which breeds flattery, cunning and fear.',
      example:
        'The daughter who must marry for support studies the tastes of suitors as a courtier studies the moods of a king.',
    },
    {
      concept: 'perfectibility',
      meaning:
        'By improvement I mean the unfolding of our faculties by exercise, the purpose for which God gave every soul its reason.',
      example:
        'A mind that has learned geometry at forty is larger than it was at thirty, and nothing in the female sex forbids that growth.',
    },
    {
      concept: 'rights',
      meaning:
        'By rights I mean what every rational being may claim by birth, liberty above all, limited only by the equal liberty of others.',
      example:
        'If a man may judge for himself what makes him happy, so may his sister, unless someone proves she has no reason.',
    },
    {
      concept: 'friendship',
      meaning:
        'By friendship I mean a steady affection founded on respect and shared principles, the most holy bond of society.',
      example:
        "A couple who can argue over a book at sixty and still prefer each other's company have found it.",
    },
    {
      concept: 'sensibility',
      meaning:
        'By sensibility I mean quickness of feeling, good when governed by reason, a tyranny when it is cultivated instead of reason.',
      example: 'A girl taught that fainting at bad news is charming has been given a weakness, not a virtue.',
    },
    {
      concept: 'beauty',
      meaning:
        'By beauty, as women are taught it, I mean a sceptre lent by admirers, which rules briefly and is taken back with youth.',
      example:
        'The belle of twenty who learned nothing but dress finds at forty that her kingdom has passed to her daughter.',
    },
    {
      concept: 'coeducation',
      meaning:
        'By national education I mean free day schools where boys and girls, rich and poor, learn together under one discipline.',
      example:
        'Children dressed alike, playing in the same yard and reciting the same lessons, grow up as fellow citizens rather than rivals.',
    },
    {
      concept: 'virtue',
      meaning:
        'By virtue I mean conduct chosen by a mind that understands why it is right, one standard for every rational creature.',
      example:
        'Honesty is the same virtue in a wife and a husband; a truthfulness owed only by one sex would be a rule, not a virtue.',
    },
    {
      concept: 'equality',
      meaning:
        'By equality I mean that men and women are fellow creatures with one reason and one standard of virtue, whatever their difference in bodily strength.',
      example:
        "A husband who weighs his wife's judgement as he would a wise friend's treats her as an equal; one who humours her treats her as a child.",
    },
    {
      concept: 'education',
      meaning:
        'By education I mean the cultivation of the understanding and the body together, so that a child learns to think for herself and to stand on her own feet.',
      example:
        'Botany walks, games in the open air and plain questions about why things are so make an education; a dancing master alone does not.',
    },
    {
      concept: 'motherhood',
      meaning:
        "By a mother's duty I mean the rational care of a child's body and mind, a grand duty that needs a formed understanding, not instinct alone.",
      example:
        'A mother who nurses her baby and later answers his questions with reasons does her duty; one who hands him to servants does not.',
    },
    {
      concept: 'reason',
      meaning:
        'By reason I mean the God-given power to weigh, compare and judge for oneself, by which every human being can improve.',
      example:
        'A girl who asks why a rule exists, and obeys it once she sees its purpose, is using reason; one who obeys because she is told is not.',
    },
  ],
};
