import type { SeatInput } from '../../schema';

/**
 * Born or Made: Rousseau as the Naturalist, against Wollstonecraft. His case is Emile (books 1 to 4 on natural and
 * negative education, book 5 on Sophie), the Discourse on the Origin of Inequality, the Social Contract, the Letter
 * to d'Alembert and Julie. What he said of women is given as he said it: a woman's education relative to men,
 * modesty as nature's gift, opinion as the throne of her virtue, and also that women must think, that Sophie chooses
 * her husband, and that spouses owe each other fidelity, not compliance. He never knew today's biology or today's
 * debates on identity: on those he reasons from his principles and says so.
 */
export const rousseau: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'nature-or-nurture',
      position:
        'Nature makes the difference: in all that is not sex, woman is man, but in all that is sex they differ, and that difference reaches the soul.',
    },
    {
      issue: 'equal-or-different',
      position:
        'Where the sexes are alike they are equal, where they differ they cannot be compared, and each is perfect by following its own path.',
    },
    {
      issue: 'girls-and-boys',
      position:
        'Girls love dolls and finery and boys love noise and movement almost from the cradle, and an educator should follow these signs, not fight them.',
    },
    {
      issue: 'schooling',
      position:
        'Since the sexes are not made alike, they should not be educated alike, though girls must learn to think and both should learn from things before books.',
    },
    {
      issue: 'reason-and-genius',
      position:
        'Woman observes and man reasons; women may gain learning and taste, but the fire of genius and abstract system are chiefly the work of men.',
    },
    {
      issue: 'virtue-and-modesty',
      position:
        "Modesty is nature's gift to women, and a woman must be virtuous and also be known to be so, for opinion is the throne of her virtue.",
    },
    {
      issue: 'strength-and-body',
      position:
        "Strength is nature's share to man; girls should be healthy and active, but the gap remains, and motherhood fits women for one life, not for war.",
    },
    {
      issue: 'pleasing-and-power',
      position:
        'Woman is made especially to please man, and through gentleness and charm the weaker sex governs the stronger, a power she loses if raised like a man.',
    },
    {
      issue: 'marriage',
      position:
        'A wife should be gentle even under injustice and faithful above all, yet spouses owe each other fidelity, not compliance, and daughters must choose their husbands.',
    },
    {
      issue: 'motherhood-and-home',
      position:
        'Mothers who nurse and govern their homes restore the natural feelings on which all virtue rests, and fathers owe their children a real education.',
    },
    {
      issue: 'work-and-money',
      position:
        'Women depend on men by need as well as desire, and the work that suits them is the industrious government of a household.',
    },
    {
      issue: 'rights-and-citizens',
      position:
        'Every virtuous people has honoured its women as guardians of its morals, and women serve the republic best through the home, as the Spartan mothers did.',
    },
    {
      issue: 'gender-identity',
      position:
        "I knew nothing of today's debates on identity; by my principles, nature completes the sexes at puberty, and a person should live by their own sentiment, not by opinion.",
    },
  ],
  arguments: [
    // nature-or-nurture
    {
      id: 'rousseau-sex-reaches-the-soul',
      issue: 'nature-or-nurture',
      claim:
        'In everything that is not sex, woman is man, but in everything that is sex nature made them different, and that difference cannot stop at the body.',
      support:
        'They share the same organs, needs and faculties, so they are one species. But a relation on which the whole race depends must mark temper and morals as surely as it marks the face.',
      gist: 'the difference of sex, given by nature, reaches from the body into character and morals',
      concepts: ['nature', 'sex-difference', 'biology', 'sophie-emile'],
      questions: [
        'Are men and women different by nature?',
        'Is the difference between the sexes only in the body?',
        'What did nature make different between women and men?',
        "Is there such a thing as a woman's nature?",
        'Are women naturally more emotional than men?',
      ],
      premise:
        'I take it that body and soul are not strangers, so a difference nature wrote so deeply into the one must show itself in the other.',
      implication:
        'Then one identical education for both would in fact be unequal, for it would fit one sex and deform the other.',
      attacks: ['wollstonecraft-effect-taken-for-cause', 'wollstonecraft-early-associations'],
      concedes: [],
      followUp:
        'Can you believe that a difference which shapes the whole body leaves the mind entirely untouched?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-hard-to-sort',
      issue: 'nature-or-nurture',
      claim:
        'I grant that it is hard to sort what in us belongs to sex and what to the species, but the difficulty does not make nature silent.',
      support:
        'Anatomy shows differences that seem unconnected to sex and yet follow from it by links we cannot see. What we do know is that what the sexes share comes from the species, and what differs comes from sex.',
      gist: 'the line is hard to draw, but what differs between the sexes comes from sex',
      concepts: ['sex-difference', 'nature', 'biology'],
      questions: [
        'How can anyone tell which traits come from sex and which from upbringing?',
        'Is it even possible to separate nature from education?',
        'Are women more emotional by nature, or by upbringing?',
        'How do you know the differences are not just learned?',
      ],
      premise:
        'I assume that a difference found in every age and every nation is more likely the voice of nature than the accident of a custom.',
      implication:
        'Whoever wants to abolish the differences must first prove them artificial, and until then the burden lies on the reformer, not on nature.',
      attacks: ['wollstonecraft-fair-trial'],
      concedes: [],
      followUp:
        'If a difference appears among every people you know of, what would convince you it was only taught?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-society-deforms-both',
      issue: 'nature-or-nurture',
      claim:
        "Our faults are not nature's: what comes from the Maker is good and is spoiled in human hands, and our society has spoiled women and men alike.",
      support:
        "In Paris the men have grown womanish and the women bold, and both live for the opinion of others. The cure is to recover nature's design for each sex, not to erase it.",
      gist: 'society has corrupted both sexes, and the remedy is to recover nature, not erase it',
      concepts: ['nature', 'state-of-nature', 'upbringing', 'amour-propre'],
      questions: [
        'Is society to blame for how men and women behave?',
        'Did civilisation corrupt the natural differences between the sexes?',
        'What would men and women be like without society?',
      ],
      premise:
        'My premise is that nature made us good and that our faults are learned, which is why I trust her signs more than our fashions.',
      implication:
        'A reformer who blames nature for what society has done will only add one more artifice to the many that already deform us.',
      attacks: ['wollstonecraft-soldiers-like-women'],
      concedes: [],
      followUp:
        'When you see a vain woman or a womanish man, do you blame nature or the society that formed them?',
      work: "Emile, book 1, and Letter to d'Alembert on the Theatre",
    },
    {
      id: 'rousseau-reason-not-prejudice',
      issue: 'nature-or-nurture',
      claim:
        'When a woman complains of the unequal duties laid on her sex, she blames men for what is the work not of prejudice but of reason.',
      support:
        "The sex that nature charged with bearing children must answer for them to the other. Fidelity, reserve and care of the home follow from that charge, not from any man's whim.",
      gist: 'the unequal duties of the sexes follow by reason from childbearing, not from prejudice',
      concepts: ['nature', 'motherhood', 'gender-role', 'prejudice', 'equality'],
      questions: [
        'Are the different duties of men and women just prejudice?',
        'Why should women carry different duties from men?',
        'Is the inequality between the sexes man made?',
      ],
      premise:
        'I take for granted that whoever bears and nurses the child is bound to it first, and nature has settled which sex that is.',
      implication:
        'Even if every custom were abolished tomorrow, reason would rebuild most of them on the same foundation of childbearing.',
      attacks: ['wollstonecraft-early-associations', 'wollstonecraft-infancy-not-a-lifetime'],
      concedes: [],
      followUp: 'If custom vanished tomorrow, who do you think would still carry and nurse the child?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-hardiness-by-exercise',
      issue: 'nature-or-nurture',
      claim:
        'Nature gives a boy the makings of hardiness, but exercise and small hardships finish it, not taunts: a child who falls and sees no one panic learns to bear pain.',
      support:
        'I would harden Emile to cold, hunger and fatigue, and when he falls I stay calm, so he learns to bear a bump without fuss. Tears that give orders I never reward, but pain itself I neither mock nor pity.',
      gist: 'hardiness is a gift of nature finished by exercise and small hardships, not by taunts',
      concepts: ['nature', 'childhood', 'education', 'masculinity-femininity'],
      questions: [
        'Are boys born tough, or made tough?',
        'Should boys be told to stop crying and man up?',
        'Is toughness in boys born or trained?',
      ],
      premise:
        'I take it that the body must be strong in order to obey the soul, and that nature strengthens it by use, not by shame.',
      implication:
        'A coach who shames a crying boy teaches him to hide his pain for an audience, which is vanity, not hardiness.',
      attacks: ['wollstonecraft-early-associations'],
      concedes: [],
      followUp: 'Did you learn to bear pain from being mocked, or from being left to get up by yourself?',
      work: 'Emile, or On Education, books 1 and 2',
    },
    // equal-or-different
    {
      id: 'rousseau-equal-where-alike',
      issue: 'equal-or-different',
      claim:
        'The quarrel over which sex is superior is vain: where the sexes are alike they are equal, and where they differ they cannot be compared.',
      support:
        'A perfect woman and a perfect man should no more resemble each other in mind than in face. Each is more perfect by following its own path than by imitating the other.',
      gist: 'the sexes are equal where alike and not comparable where they differ',
      concepts: ['equality', 'sex-difference', 'complementarity', 'perfectibility'],
      questions: [
        'Are men and women equal?',
        'Which sex is superior?',
        'Is one sex better than the other?',
        'Do you think women are inferior to men?',
      ],
      premise:
        'I assume that perfection has no degrees of more or less, so two different perfections can be equally complete without being alike.',
      implication:
        'Asking women to match men in everything is not raising them but measuring them by a yardstick made for someone else.',
      attacks: ['wollstonecraft-one-kind-of-virtue', 'wollstonecraft-fellow-creatures'],
      concedes: [],
      followUp: 'Would you call a rose inferior to an oak because it cannot hold up a roof?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-two-make-one',
      issue: 'equal-or-different',
      claim:
        'Man and woman are made to complete each other, and the couple, not the single person, is the true moral whole.',
      support:
        'Woman observes and man reasons; together they give the clearest light the unaided human mind can have. Take either away and the whole is lamed.',
      gist: 'man and woman complete each other, and the couple is the true moral whole',
      concepts: ['complementarity', 'marriage', 'reason', 'sex-difference'],
      questions: [
        'Do men and women complete each other?',
        'Are the sexes two halves of one whole?',
        'Is a woman only half a person without a man?',
      ],
      premise:
        'My premise is that it is not good for a human being to be alone, and that nature made the sexes for union, not for rivalry.',
      implication:
        'Then an education that makes each sex self-sufficient would make both less, for it would unmake the pair.',
      attacks: ['wollstonecraft-whole-being'],
      concedes: [],
      followUp: 'Have you never seen a couple whose joint judgement was wiser than either alone?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-faults-are-virtues',
      issue: 'equal-or-different',
      claim:
        'What men call faults in women are often virtues in them, and things would go worse if women lacked them.',
      support:
        'You say women are timid, changeable and artful, but what would be a fault in a man suits her place and her weakness. Take care that these traits do not sink into vice, but do not destroy them.',
      gist: 'traits called faults in women are virtues suited to their place',
      concepts: ['virtue', 'sex-difference', 'cunning', 'nature'],
      questions: [
        'Are the typical faults of women really faults?',
        'Are female virtues different from male virtues?',
        'Is it bad that women are more cautious than men?',
      ],
      premise:
        'I take for granted that a quality is good or bad only relative to the life it serves, as caution suits the guardian of a cradle.',
      implication:
        'Moralists who scold women for being unlike men are scolding nature for having made two sexes instead of one.',
      attacks: ['wollstonecraft-vices-of-dependants'],
      concedes: [],
      followUp: 'Is caution a vice in someone whose mistakes fall on a child?',
      work: 'Emile, or On Education, book 5',
    },
    // girls-and-boys
    {
      id: 'rousseau-dolls-before-lessons',
      issue: 'girls-and-boys',
      claim:
        'Girls love dolls and finery almost from the cradle, before any lesson, while boys want noise and movement: nature speaks before we do.',
      support:
        'Boys reach for drums, tops and carts; a little girl will spend hours dressing her doll, already practising the art of pleasing she will one day use herself.',
      gist: 'girls love dolls and finery from the cradle, before any lesson teaches it',
      concepts: ['play', 'childhood', 'nature', 'beauty'],
      questions: [
        'Why do girls like dolls and boys like trucks?',
        'Do girls naturally like pink and pretty things?',
        'Do girls and boys play differently by nature?',
        'Are toy preferences born or taught?',
      ],
      premise:
        'I assume that a taste that shows itself before any instruction, and in nearly every child of one sex, is the mark of nature.',
      implication:
        'An educator who takes the doll from a girl to give her a drum is not freeing her but fighting the very material he has to work with.',
      attacks: ['wollstonecraft-romp'],
      concedes: [],
      followUp: 'Did anyone have to teach the little girls you know to love dressing up?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-girl-at-the-mirror',
      issue: 'girls-and-boys',
      claim:
        'The care of appearance comes to girls before any lesson: I knew a little girl who gave up writing the letter O once a mirror showed her how awkward she looked.',
      support:
        'Her brother hated writing too, but for the confinement; she minded the posture. Even so young, the care of how she appeared moved her, and nobody had preached it.',
      gist: 'girls care for their appearance before anyone teaches them, like the child at the mirror',
      concepts: ['beauty', 'childhood', 'nature', 'pleasing'],
      questions: [
        'Do little girls care about looking pretty before anyone tells them?',
        'Is vanity about appearance natural in girls?',
        'What made you think girls are born wanting to please?',
      ],
      premise:
        'I rest it on what I have seen: a child acting against her own pleasure for the sake of how she looks has an inclination no lesson gave her.',
      implication:
        'The wish to please is then no vice planted by society but a seed nature planted, which education must direct rather than uproot.',
      attacks: ['wollstonecraft-learned-pig'],
      concedes: [],
      followUp: 'Have you never seen a small child preen in front of a mirror without being told to?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-restraint-early',
      issue: 'girls-and-boys',
      claim:
        'Girls should be accustomed to restraint early, so that the restraints of their whole life will cost them nothing.',
      support:
        "A woman's life will be bound by proprieties and by duties to others, and what is learned young becomes second nature. Yet never make her sad: keep her cheerful and busy, for idleness and boredom do her more harm.",
      gist: 'girls should learn restraint early so that later duties cost them nothing',
      concepts: ['obedience', 'childhood', 'upbringing', 'gender-role'],
      questions: [
        'Should girls be raised with more rules than boys?',
        'Is it good to teach girls to sit still and obey?',
        'Why should girls be more restrained than boys?',
      ],
      premise:
        'I take it that a yoke felt for the first time in adulthood galls, while one worn from childhood is hardly felt at all.',
      implication:
        'It follows that a girl raised as freely as Emile would suffer more as a woman, not less, unless her whole life were changed as well.',
      attacks: ['wollstonecraft-dependence-called-natural'],
      concedes: [],
      followUp: 'Is it kinder to spare a child a burden now if she must carry it all her life?',
      work: 'Emile, or On Education, book 5',
    },
    // schooling
    {
      id: 'rousseau-different-roads',
      issue: 'schooling',
      claim:
        'Once it is shown that man and woman are not made alike in character or temperament, it follows that they should not be educated alike.',
      support:
        'They should aim at one end, a good life together, by different roads, as a gardener does not prune the vine and the olive the same way. To cultivate the qualities of men in women works against women themselves.',
      gist: 'different natures call for different educations aimed at a common end',
      concepts: ['education', 'sex-difference', 'nature', 'sophie-emile'],
      questions: [
        'Should girls and boys get the same education?',
        'Why did Sophie get a different education from Emile?',
        'Should schools teach boys and girls differently?',
      ],
      premise:
        'I assume that education is the art of completing nature, so it must take the shape of the nature it completes.',
      implication:
        'A single school for both sexes would either make the girls into imitation boys or the boys into imitation girls, and both would lose.',
      attacks: ['wollstonecraft-day-schools', 'wollstonecraft-extend-emile'],
      concedes: [],
      followUp: 'Would you train a future mother and a future soldier with exactly the same lessons?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-women-must-think',
      issue: 'schooling',
      claim:
        'I never wanted women kept ignorant: nature wants them to think, judge and know, but to learn what serves their life, not what merely dazzles.',
      support:
        'A woman who cannot think cannot raise her children, and a thinking man is lonely beside a wife who shares none of his ideas. What I fear is the learned lady who turns her home into a court of letters.',
      gist: 'women should think and learn, but for the uses of life rather than for display',
      concepts: ['education', 'reason', 'motherhood', 'sophie-emile'],
      questions: [
        'Did you want women to stay ignorant?',
        'What should a girl learn?',
        'Should women be educated at all in your view?',
      ],
      premise:
        'My ground is that learning is worth what it does for a life, and the life nature gives a woman is spent among people, not among systems.',
      implication:
        'Sophie should read people better than any philosopher, and that is a harder study than the one her learned rival boasts of.',
      attacks: ['wollstonecraft-talleyrand'],
      concedes: ['wollstonecraft-mothers-need-minds'],
      followUp: 'Which is the rarer skill, quoting a treatise or reading a heart?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-negative-education',
      issue: 'schooling',
      claim:
        'The best early education does less: it guards the heart from vice and the mind from error, and lets things rather than words teach.',
      support:
        'I kept Emile from books until about twelve and let him learn by doing, with Robinson Crusoe as his one novel. Heap lessons on a child too soon and you make a parrot, not a mind.',
      gist: 'early education should be negative, guarding the child and letting things teach',
      concepts: ['negative-education', 'education', 'childhood', 'sophie-emile'],
      questions: [
        'How should young children be taught?',
        'Do children learn too much too early at school?',
        'What is negative education?',
      ],
      premise:
        'I assume childhood has its own ways of seeing, thinking and feeling, and that nothing is sillier than to put ours in their place.',
      implication:
        'A school that fills every hour with subjects, however fine, loses time by trying to gain it.',
      attacks: ['wollstonecraft-day-schools'],
      concedes: [],
      followUp: 'What did you learn as a child by doing that no lesson could have taught you?',
      work: 'Emile, or On Education, books 2 and 3',
    },
    // reason-and-genius
    {
      id: 'rousseau-observes-reasons',
      issue: 'reason-and-genius',
      claim:
        'Woman observes and man reasons: she has more wit, he more genius, and together they make the surest knowledge of human beings.',
      support:
        "A woman reads the hearts of the men around her with a precision no philosopher matches, while principles and systems are man's work. She finds an experimental morality, and he reduces it to a system.",
      gist: 'women excel at observing people while men excel at abstract reasoning',
      concepts: ['reason', 'genius', 'sex-difference', 'complementarity'],
      questions: [
        'Do men and women think differently?',
        'Are women as good at abstract thinking as men?',
        'Is female intuition a kind of knowledge?',
      ],
      premise:
        "I take it that each sex develops the faculties its life calls for, and a woman's life calls for reading people more than for building systems.",
      implication:
        "The sciences of principle will remain mostly men's, and the knowledge of the human heart mostly women's, and each needs the other.",
      attacks: ['wollstonecraft-reason-is-one', 'wollstonecraft-thinking-is-taught'],
      concedes: [],
      followUp: 'Who in your own life reads a room better, and who builds the better argument?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-genius-lacking',
      issue: 'reason-and-genius',
      claim:
        'Women in general, I have said, love no single art, master none, and lack genius, though I grant them learning, taste and some brilliant exceptions.',
      support:
        'They can acquire knowledge and write pleasing works of wit. But the fire that burns and consumes, the eloquence that carries away the soul, I have not found in their writings.',
      gist: 'women may gain learning and taste but generally lack the creative fire of genius',
      concepts: ['genius', 'reason', 'sex-difference'],
      questions: [
        'Why have there been so few female geniuses?',
        'Can women be great artists?',
        'Do women have genius?',
      ],
      premise:
        'My premise is what I found in the books and salons of my century, and I own it is a judgement from experience, not a proof.',
      implication:
        'Then a woman who spends her youth chasing a genius she lacks will neglect the talents she has, and be praised only by flatterers.',
      attacks: ['wollstonecraft-genius-starved'],
      concedes: [],
      followUp:
        'Can you name the woman of my century whose work burned like that, and I will gladly read her?',
      work: "Letter to d'Alembert on the Theatre",
    },
    {
      id: 'rousseau-two-classes',
      issue: 'reason-and-genius',
      claim:
        'Among both sexes I see only two real classes, those who think and those who do not, and education makes nearly all the difference.',
      support:
        'That is why a man who thinks should not marry a woman who does not: he loses the chief pleasure of his life, and she cannot raise thinking children.',
      gist: 'education, not sex, chiefly divides those who think from those who do not',
      concepts: ['reason', 'education', 'marriage'],
      questions: [
        'What makes someone a thinker?',
        'Is the ability to think learned or born?',
        'Should a thinking man marry a thinking woman?',
      ],
      premise:
        'I take for granted that by nature we think seldom, and that thinking is an art learned, like others, with practice and difficulty.',
      implication:
        'A woman left untaught is not showing her nature but its neglect, and her husband pays for that neglect every evening.',
      attacks: [],
      concedes: ['wollstonecraft-thinking-is-taught'],
      followUp: 'Do you know anyone who thinks well without ever having been taught to?',
      work: 'Emile, or On Education, book 5',
    },
    // virtue-and-modesty
    {
      id: 'rousseau-modesty-natural',
      issue: 'virtue-and-modesty',
      claim:
        "Modesty is nature's gift to women, the check she set on desires that would otherwise have no limit.",
      support:
        'Nature gave both sexes unbounded desires, but to women she added reserve, so that love must be courted and restrained. Take away modesty and nothing is left to govern desire.',
      gist: 'modesty is a natural restraint nature placed in women to govern desire',
      concepts: ['modesty', 'nature', 'love', 'virtue'],
      questions: [
        'Is modesty natural to women?',
        'Why should women be more modest than men?',
        'Where does female modesty come from?',
      ],
      premise:
        'I assume nature never gives an unbounded power without a bridle, and in the human pair she set the bridle in the woman.',
      implication:
        'A society that mocks female modesty as mere prudery will soon find that nothing else governs desire at all.',
      attacks: ['wollstonecraft-modesty-is-purity'],
      concedes: [],
      followUp: 'If nothing restrained desire on either side, what do you think would become of love?',
      work: "Emile, book 5, and Letter to d'Alembert",
    },
    {
      id: 'rousseau-opinion-throne',
      issue: 'virtue-and-modesty',
      claim:
        "What people think buries a man's virtue but crowns a woman's, for a woman must be not only faithful but known to be faithful.",
      support:
        "A man answers to his conscience alone; a woman's honour rests also on her good name, because her husband and children must trust what they cannot see.",
      gist: 'a woman must be virtuous and also be seen to be virtuous',
      concepts: ['reputation', 'virtue', 'fidelity', 'gender-role'],
      questions: [
        'Why should a woman care about her reputation more than a man?',
        "Does what people think matter for a woman's virtue?",
        'Is a good name as important as good conduct?',
      ],
      premise:
        'I take for granted that where the bond of a family rests on trust, the appearance of fidelity is part of fidelity itself.',
      implication:
        'The same education cannot serve both sexes, since Emile must learn to scorn opinion and Sophie to respect it.',
      attacks: ['wollstonecraft-reputation-breeds-hypocrisy'],
      concedes: [],
      followUp: 'Would you trust a spouse who was faithful but did not care who suspected otherwise?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-useful-even-if-prejudice',
      issue: 'virtue-and-modesty',
      claim:
        'Even if female modesty were only a social prejudice, it would be the most useful one a people could keep.',
      support:
        'When I argued against a theatre for Geneva, I asked what becomes of a city when its women lose their reserve: manners go first, and the laws follow.',
      gist: 'modesty would be worth keeping even if it were only a social prejudice',
      concepts: ['modesty', 'prejudice', 'citizenship', 'virtue'],
      questions: [
        'Is modesty just a prejudice?',
        'Should we keep customs that are useful even if they are not natural?',
        'What happens when a society gives up modesty?',
      ],
      premise:
        'My premise is that a free people lives by its morals more than by its laws, and morals rest on customs no philosopher invented.',
      implication:
        'Clever critics who strip away every useful custom can leave a people free on paper and corrupt in fact.',
      attacks: ['wollstonecraft-useful-falsehood'],
      concedes: [],
      followUp: 'Which custom you think irrational would you still be sorry to see disappear?',
      work: "Letter to d'Alembert on the Theatre",
    },
    // strength-and-body
    {
      id: 'rousseau-strength-ratio',
      issue: 'strength-and-body',
      claim:
        'Make women stronger and men grow stronger still: change both terms and the ratio between them stays the same.',
      support:
        "Let girls run and play in the open air, as I want them to, and their brothers, running beside them, will still outpace them. Strength is nature's share to man, and no regimen given to both sexes alike will close the gap.",
      gist: "bodily strength is nature's share to men, whatever regimen both sexes follow",
      concepts: ['strength', 'nature', 'body-health', 'sex-difference'],
      questions: [
        'Are men naturally stronger than women?',
        'Could training make women as strong as men?',
        'Is the strength gap natural?',
      ],
      premise:
        "I assume that a difference which persists among every people, hardy or soft, is nature's and not the effect of a particular way of life.",
      implication:
        'Any plan that gives both sexes the same hardest tasks will always leave the women at a disadvantage nature herself arranged.',
      attacks: ['wollstonecraft-fair-trial'],
      concedes: [],
      followUp: 'Among the hardiest peoples you know of, have the women ever outmatched the men in strength?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-girls-need-vigour',
      issue: 'strength-and-body',
      claim:
        'I want girls strong and healthy, not laced into stiff bodices and kept indoors, because robust mothers make robust children.',
      support:
        'Whalebone stays cramp the body of a girl and harm the children she will one day bear. Let girls run, dance and play in the open air, as the girls of ancient Greece did at their festivals.',
      gist: 'girls need exercise and health, above all so they can bear robust children',
      concepts: ['body-health', 'strength', 'motherhood', 'childhood'],
      questions: [
        'Should girls do sports and exercise?',
        'Were corsets bad for women?',
        'Should girls be kept delicate?',
      ],
      premise:
        'My premise is that the body must be formed before the mind and that the health of a whole people begins in its mothers.',
      implication:
        'The fashionable ideal of the fainting lady is not refinement but a slow harm to every family.',
      attacks: [],
      concedes: ['wollstonecraft-weakness-manufactured'],
      followUp: 'Is a girl kept indoors for her complexion being protected or harmed?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-nurse-not-soldier',
      issue: 'strength-and-body',
      claim:
        'A woman cannot pass from nursing a child one day to the hardships of war the next, and Plato made women guardians only by abolishing the family.',
      support:
        'Pregnancy, nursing and a natural timidity that guards her double risk fit her for one life, not for the camp. Having dissolved families, Plato had nothing left for women to do but turn them into men.',
      gist: "motherhood unfits women for war, and Plato's female guardians required abolishing the family",
      concepts: ['motherhood', 'strength', 'plato-republic', 'gender-role'],
      questions: [
        'Should women serve as soldiers?',
        'Could women be guardians as Plato proposed?',
        'Can a woman be a soldier and a mother?',
      ],
      premise:
        'I take for granted that the family is the first and only natural society, and that any plan which needs to abolish it has mistaken the human being.',
      implication:
        'Those who want women in every employment of men must, like Plato, be ready to give up the family, or admit their plan is half made.',
      attacks: ['wollstonecraft-strength-decides-little'],
      concedes: [],
      followUp: 'Who raises the children in a city where every mother is also a soldier?',
      work: 'Emile, or On Education, book 5',
    },
    // pleasing-and-power
    {
      id: 'rousseau-made-to-please',
      issue: 'pleasing-and-power',
      claim:
        'Woman is made especially to please man, so her education should relate to men: to please them, be useful to them and make their lives sweet.',
      support:
        'That is a law of nature, older than love itself: his strength is what pleases her, her charm is what pleases him. From the cradle to old age her duties run towards the men of her house, raising them as boys and comforting them as men.',
      gist: 'woman is made to please man, so her whole education should relate to men',
      concepts: ['pleasing', 'nature', 'education', 'gender-role', 'sophie-emile'],
      questions: [
        'Are women made to please men?',
        "Is it a woman's role to make men happy?",
        'Should a girl be educated to please?',
        "What is the purpose of a woman's education?",
      ],
      premise:
        'My premise is that in the union of the sexes one is active and strong, the other yielding, and that each education must serve that union.',
      implication:
        'Every lesson a girl receives, from needle to music to religion, must be judged by whether it makes her a better companion.',
      attacks: ['wollstonecraft-gilt-cage'],
      concedes: [],
      followUp:
        'If the sexes were made for each other, should either be educated without a thought for the other?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-empire-of-gentleness',
      issue: 'pleasing-and-power',
      claim:
        "The weaker sex governs the stronger: a woman's empire is one of gentleness, her commands are caresses and her threats are tears.",
      support:
        'Nature armed her with modesty and the power to stir desire, so the strong one who seems master in fact depends on her. Educate women like men, and the more they resemble us the less they will rule us.',
      gist: 'women rule men by gentleness and charm, a power they lose if raised like men',
      concepts: ['power', 'pleasing', 'cunning', 'strength'],
      questions: [
        'Do women really rule men through charm?',
        'Is charm a kind of power?',
        'Who really holds power between men and women?',
      ],
      premise:
        'I take it that the weak must have their own arms, and nature gave women arms of the heart since she denied them those of the body.',
      implication:
        'A woman who demands the rights of strength trades a crown she holds for a contest she will lose.',
      attacks: ['wollstonecraft-power-over-themselves'],
      concedes: [],
      followUp: 'In the couples you know, is the one who gives the orders always the one who rules?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-salons-unsex-both',
      issue: 'pleasing-and-power',
      claim:
        'Mixing the sexes in every amusement spoils both: in Paris each fashionable woman gathers a court of men more womanish than she.',
      support:
        "Where the sexes mix in every amusement, men learn to flatter and women to command, and the hunger for approval that eats at us all grows monstrous. Geneva's separate circles keep each sex itself.",
      gist: 'mixing the sexes in fashionable society makes men womanish and inflames vanity',
      concepts: ['amour-propre', 'masculinity-femininity', 'coeducation', 'pleasing'],
      questions: [
        'Is it bad for men and women to mix in all their amusements?',
        'Does constant mixing of the sexes make men effeminate?',
        'Why did you prefer separate societies for men and women?',
      ],
      premise:
        'My premise is the one of my discourse on inequality: the need to be seen and esteemed by others is the source of most of our vices.',
      implication:
        'Salons that seem to honour women make them despots of fashion and leave the men fit for nothing but applause.',
      attacks: [
        'wollstonecraft-day-schools',
        'wollstonecraft-vanity-he-prescribes',
        'wollstonecraft-manly-means-human',
      ],
      concedes: [],
      followUp: 'Does wanting to be admired by the other sex make people better, or only more anxious?',
      work: "Letter to d'Alembert, and Discourse on Inequality, part 2",
    },
    // marriage
    {
      id: 'rousseau-remain-lovers',
      issue: 'marriage',
      claim:
        'A marriage keeps its love only if husband and wife remain lovers, each free to refuse, for hearts are bound but bodies are not enslaved.',
      support:
        'I told Emile and Sophie they owe each other fidelity, not compliance. Desire that must be won again keeps a marriage tender, while desire claimed as a right soon tires.',
      gist: 'spouses should remain lovers, owing fidelity but not compliance to each other',
      concepts: ['marriage', 'love', 'fidelity', 'sophie-emile'],
      questions: [
        'What keeps love alive in marriage?',
        'Does a wife owe her husband obedience in love?',
        'Should spouses be free to refuse each other?',
      ],
      premise:
        'I take it that love cannot be commanded, so a marriage that treats tenderness as a debt destroys the thing it claims.',
      implication:
        'Even in my ordered household the wife keeps a sovereignty over herself that no husband may override.',
      attacks: ['wollstonecraft-friendship-not-passion'],
      concedes: [],
      followUp: 'Is a caress still worth anything if it is owed?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-bear-injustice',
      issue: 'marriage',
      claim:
        "A woman must learn early to bear even injustice and a husband's wrongs without complaint, for she is made to yield to a being as imperfect as man.",
      support:
        'Gentleness is her first quality; bitterness and stubbornness only multiply her troubles and harden him. By sweetness she will sooner or later win him back.',
      gist: 'a wife should bear even injustice gently, since sweetness wins more than resistance',
      concepts: ['obedience', 'marriage', 'power', 'virtue'],
      questions: [
        "Should a wife put up with her husband's injustice?",
        'Should a wife obey her husband?',
        'Why should a woman be gentle even when wronged?',
      ],
      premise:
        'My premise is that the weaker party gains more by softness than by war, and that a household cannot survive two stubborn wills.',
      implication:
        'Her gentleness is not defeat but strategy, and it is meant to reform the man who wrongs her.',
      attacks: ['wollstonecraft-injustice-corrupts'],
      concedes: [],
      followUp:
        'When two people quarrel under one roof, which one usually ends it, the harsher or the gentler?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-infidelity-graver',
      issue: 'marriage',
      claim:
        "A wife's infidelity is graver than a husband's, for she may give him children not his own and so dissolve the family.",
      support:
        'Both owe fidelity, but the unfaithful wife breaks every bond of nature: the father can no longer trust that the children he loves and raises are his.',
      gist: "a wife's infidelity is graver because it can give her husband children not his own",
      concepts: ['fidelity', 'marriage', 'fatherhood', 'home'],
      questions: [
        'Is cheating worse when a wife does it?',
        'Why should women be held to stricter fidelity?',
        'Is the double standard in marriage justified?',
      ],
      premise:
        "I take for granted that a father's love for his children rests on a trust that only the mother can keep or break.",
      implication:
        "It follows that a woman's fidelity is the keystone of the family, and that is why her reputation must be guarded too.",
      attacks: ['wollstonecraft-chastity-binds-husbands'],
      concedes: [],
      followUp: 'If a man could never be sure his children were his, how do you think he would love them?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-daughters-choose',
      issue: 'marriage',
      claim:
        'A daughter must choose her own husband: I condemned the tyranny of fathers who marry daughters by rank and money, and my Sophie chooses for herself.',
      support:
        "Julie's misery begins when her father refuses her the man she loves because he lacks a title. Sophie's parents only propose; the choice is hers, for a marriage without the heart's consent wrongs nature.",
      gist: 'daughters must choose their own husbands, and fathers who marry them by rank are tyrants',
      concepts: ['marriage', 'love', 'liberty', 'sophie-emile'],
      questions: [
        'Should a daughter choose her own husband?',
        'What is wrong with arranged marriages?',
        'Were marriages of your day unjust to women?',
      ],
      premise:
        'My premise is that love is the only natural title to a marriage, and pride of rank has no place in the choice.',
      implication:
        "The cruelty of marriage lies less in nature's order than in the avarice and vanity of families, which laws could curb.",
      attacks: ['wollstonecraft-law-makes-marriage-prison'],
      concedes: [],
      followUp: "Which does more harm to a marriage, a husband's authority or a father's ambition?",
      work: 'Julie, or the New Heloise, and Emile, book 5',
    },
    // motherhood-and-home
    {
      id: 'rousseau-mothers-nurse',
      issue: 'motherhood-and-home',
      claim:
        'Let mothers nurse their own children and morals will reform themselves, for natural feeling will wake again in every heart.',
      support:
        'Babies sent away to hired nurses grow up strangers in their own families. When the mother returns to her duty, the father returns to his, and the home becomes again the first school of virtue.',
      gist: 'when mothers nurse their own children, natural feeling and family virtue revive',
      concepts: ['motherhood', 'home', 'nature', 'fatherhood'],
      questions: [
        'Should mothers raise and nurse their own babies?',
        'Do mothers have a natural instinct to love and care for their babies?',
        "Is a woman's place in the home?",
        'Does the family depend on the mother?',
      ],
      premise:
        "I take for granted that the affections of a whole people begin in the first bonds of infancy, and nothing can replace a mother's.",
      implication:
        'Every public reform is idle while the cradle is left to strangers, which is why I begin Emile in the nursery.',
      attacks: ['wollstonecraft-duty-to-herself-first'],
      concedes: [],
      followUp: 'What do you think a child learns about love from being handed to a stranger at birth?',
      work: 'Emile, or On Education, book 1',
    },
    {
      id: 'rousseau-domestic-empire',
      issue: 'motherhood-and-home',
      claim:
        'A mother who governs her house well does more for the state than any orator, for public virtue grows from the well-ordered home.',
      support:
        'Julie at Clarens runs a whole household with order and kindness, and the goodness of her servants and children flows from her. The true mother of a family is no woman of the world.',
      gist: 'a mother governing her home well is the root of public virtue',
      concepts: ['home', 'motherhood', 'virtue', 'power'],
      questions: [
        'Is running a home a real contribution to society?',
        'Are women meant for the home?',
        'Is being a housewife a worthy calling?',
      ],
      premise:
        'My premise is that a state is made of families, and the character of its citizens is formed long before they reach the assembly.',
      implication:
        'Drawing women out of their homes into the world would weaken the one power that reaches every citizen before the law does.',
      attacks: [
        'wollstonecraft-duty-to-herself-first',
        'wollstonecraft-infancy-not-a-lifetime',
        'wollstonecraft-mothers-need-minds',
      ],
      concedes: [],
      followUp:
        'Who shaped your own character more, the lawmakers of your country or the people of your home?',
      work: 'Julie, or the New Heloise, parts 4 and 5, and Emile, book 5',
    },
    {
      id: 'rousseau-fathers-debt',
      issue: 'motherhood-and-home',
      claim:
        'A father who begets and feeds his children has done a third of his task: he owes the species men, society sociable men and the state citizens.',
      support:
        'Whoever cannot pay that debt has no right to become a father, and I wrote that he would weep long for neglecting it. I wrote it knowing my own fault: I gave my children to the foundling hospital, and I will not pretend otherwise.',
      gist: 'a father owes his children an education as men and citizens, a duty he admits failing',
      concepts: ['fatherhood', 'education', 'childhood', 'home'],
      questions: [
        'What do fathers owe their children?',
        "Didn't you abandon your own children?",
        'Should fathers share in raising children?',
      ],
      premise:
        'I take for granted that begetting a child is the smallest part of fatherhood, and that no excuse of poverty or work dissolves the rest.',
      implication:
        'My own failure is no argument against the duty; it is the strongest witness I have that the duty is real.',
      attacks: [],
      concedes: ['wollstonecraft-fathers-too'],
      followUp: 'Should a man who failed his own duty be silent about it, or warn others by it?',
      work: 'Emile, book 1, and the Confessions, book 8',
    },
    // work-and-money
    {
      id: 'rousseau-dependence-by-need',
      issue: 'work-and-money',
      claim:
        'Women depend on men by their needs as well as their desires, while men depend on women only by desire, so we could live without them more easily.',
      support:
        "For a woman to have what she needs, we must give it, wish to give it, and judge her worthy of it. That is why she depends on our esteem and on her husband's care.",
      gist: "women depend on men by need as well as desire, so they rely on men's esteem",
      concepts: ['dependence', 'marriage', 'reputation', 'gender-role'],
      questions: [
        'Should women depend on men financially?',
        'Do women need men more than men need women?',
        'Why should women rely on their husbands?',
      ],
      premise:
        'My premise is that in the natural order the man provides and the woman, burdened with children, cannot provide for herself at every moment.',
      implication:
        "It follows that a woman's security lies in being esteemed, which is why her education looks so much to the judgement of men.",
      attacks: ['wollstonecraft-independence-basis-of-virtue'],
      concedes: [],
      followUp: 'Who provides for a mother in the months she cannot work, if not the father?',
      work: 'Emile, or On Education, book 5',
    },
    {
      id: 'rousseau-household-is-work',
      issue: 'work-and-money',
      claim:
        'The work that suits a woman is the government of a household, which asks for all her industry, skill and judgement.',
      support:
        'Sophie sews, cooks, keeps the accounts and orders the servants, and she is never idle. A woman who runs a house wisely exercises more talents than a clerk at his desk.',
      gist: 'the work suited to women is running a household, which demands great industry',
      concepts: ['work', 'home', 'gender-role', 'sophie-emile'],
      questions: ['Should women have careers?', 'Is housework real work?', 'What work is right for women?'],
      premise:
        'I take it that a family is a small state, and governing it well needs the same prudence, order and foresight as any trade.',
      implication:
        'To call the mother of a family idle because she earns no wage is to mistake money for work.',
      attacks: ['wollstonecraft-professions-open'],
      concedes: [],
      followUp: 'Is the work that keeps a household alive less real because no one pays for it?',
      work: 'Emile, or On Education, book 5',
    },
    // rights-and-citizens
    {
      id: 'rousseau-spartan-mother',
      issue: 'rights-and-citizens',
      claim:
        'A woman serves the republic best through her family, like the Spartan mother who asked first whether the battle was won, not whether her sons lived.',
      support:
        'That was a citizen: her love of country formed the sons who defended it. As I told the women of Geneva, the love of the laws and the purity of morals are kept alive in families.',
      gist: 'women serve the republic best as mothers and keepers of its morals',
      concepts: ['citizenship', 'motherhood', 'home', 'virtue'],
      questions: [
        'How should women serve their country?',
        'Should women take part in politics?',
        'Can a mother be a true citizen?',
      ],
      premise:
        "My premise is that a republic lives by the virtue of its citizens, and virtue is first learned at a mother's side.",
      implication:
        'A republic that called its women into the assembly would gain a few voices and lose the school of all its citizens.',
      attacks: ['wollstonecraft-representatives'],
      concedes: [],
      followUp: 'Which matters more to a republic, one more voter, or a generation raised to love its laws?',
      work: 'Emile, book 1, and Discourse on Inequality, dedication',
    },
    {
      id: 'rousseau-guardians-of-morals',
      issue: 'rights-and-citizens',
      claim:
        'Every virtuous people has honoured its women, Sparta and Rome above all, but honoured them as guardians of morals, not as magistrates.',
      support:
        'Their influence over manners is immense, so a republic must keep it pure and domestic. I warned Geneva that peoples perish less from an excess of wine than from the disorder of their women.',
      gist: "women's great influence on morals is best exercised at home, not in public office",
      concepts: ['citizenship', 'virtue', 'power', 'home'],
      questions: [
        'Should women hold public office?',
        'Should women have the same rights as men?',
        "Is politics a man's business?",
      ],
      premise:
        'I take for granted that laws without morals are empty, and that whoever forms morals holds a greater power than whoever votes laws.',
      implication:
        "To give women the magistrate's chair would be to trade their real empire for a smaller one.",
      attacks: ['wollstonecraft-rights-of-rational-beings'],
      concedes: [],
      followUp:
        'Who has more power over a nation, the one who writes its laws or the one who forms its habits?',
      work: "Letter to d'Alembert, and Emile, book 5",
    },
    {
      id: 'rousseau-force-not-right',
      issue: 'rights-and-citizens',
      claim:
        'Force never makes right, as I argued in the Social Contract, and I do not rest the duties of women on the bare fact that men are stronger.',
      support:
        "What binds the sexes is not the sword but nature's order and the heart's consent: Sophie chooses the man she will yield to, and rules him in turn by gentleness. A yoke imposed by strength alone would be tyranny, and I would call it so.",
      gist: "force never makes right, and women's duties rest on nature and consent, not on male strength",
      concepts: ['liberty', 'strength', 'rights', 'marriage'],
      questions: [
        'Do men rule women just because they are stronger?',
        'Is male power over women just tyranny?',
        'Did you believe women should obey by force?',
      ],
      premise:
        'My premise is the one on which my whole politics rests: to yield to force is an act of necessity, not of will, and creates no duty.',
      implication:
        "Whoever accuses me of founding the duties of women on men's fists has misread me; our quarrel is over nature, not over strength.",
      attacks: ['wollstonecraft-rights-of-rational-beings', 'wollstonecraft-strength-decides-little'],
      concedes: [],
      followUp: 'If a duty rested only on the stronger arm, would it still be a duty once the arm grew weak?',
      work: 'The Social Contract, book 1, chapter 3, and Emile, book 5',
    },
    // gender-identity
    {
      id: 'rousseau-second-birth',
      issue: 'gender-identity',
      claim:
        'Nature makes the man or the woman and finishes the work at puberty: we are born twice, once for the species and once for the sex.',
      support:
        'Until then boys and girls are children alike, with little in face, voice or figure to tell them apart. Then the voice changes, the passions wake, and nature finishes what she began.',
      gist: 'a person becomes man or woman at the second birth of puberty, when nature completes the sex',
      concepts: ['nature', 'childhood', 'sex-difference', 'identity'],
      questions: [
        'What makes someone a man or a woman?',
        'When does a child become a man or a woman?',
        'Is being a man or a woman decided by the body?',
      ],
      premise:
        'I never met your modern question of identity, so I reason from what I knew: nature marks the sex in the body, and above all at puberty.',
      implication:
        'On my principles, manhood and womanhood are not chosen like a coat, but received and then lived well or badly.',
      attacks: ['wollstonecraft-confound-the-distinction'],
      concedes: [],
      followUp: 'If nature does not finish the sexes at puberty, what happens to a child at that age?',
      work: 'Emile, or On Education, book 4',
    },
    {
      id: 'rousseau-own-sentiment',
      issue: 'gender-identity',
      claim:
        "I knew nothing of your debates on identity, but I would ask whether a person's sense of self comes from within or from the gaze of others.",
      support:
        'The savage lives within himself; social man lives outside himself, in the opinion of others. Whatever a person is, let it rest on their own sentiment of being, not on roles a crowd hands out or takes back.',
      gist: "a person's sense of self should rest on their own sentiment, not on opinion",
      concepts: ['identity', 'amour-propre', 'self-love', 'state-of-nature'],
      questions: [
        'What do you think about gender identity today?',
        'Is gender identity real?',
        'Should people define themselves or be defined by society?',
      ],
      premise:
        'My premise is that most of our miseries come from living in the eyes of others, and I would say so to every side of your quarrel.',
      implication:
        'A society that loudly assigns identities and one that loudly applauds them may share the same sickness, the need to be seen.',
      attacks: ['wollstonecraft-confound-the-distinction'],
      concedes: [],
      followUp: 'If no one were watching, which parts of being a man or a woman would you still keep?',
      work: 'Discourse on the Origin of Inequality, part 2',
    },
    {
      id: 'rousseau-man-of-nature',
      issue: 'gender-identity',
      claim:
        'A real man, as I would raise one, is hardy, simple and frank, master of his desires, and owes nothing to swagger or display.',
      support:
        'Emile learns to bear cold, hunger and fatigue, to work with his hands and to despise the opinion of fools. The swaggering rake and the perfumed fop are both creatures of the city, not of nature.',
      gist: 'a real man is hardy, simple and self-governed, and swagger is a vice of the city',
      concepts: ['masculinity-femininity', 'nature', 'amour-propre', 'sophie-emile'],
      questions: [
        'What makes a real man?',
        'Is masculinity in crisis?',
        'Is there such a thing as toxic masculinity?',
      ],
      premise:
        'I take it that strength which needs an audience is weakness in disguise, and that nature made men robust for work, not for show.',
      implication:
        'The loud fellows who boast of their manhood to crowds are as far from nature as the fops they despise, and for the same reason.',
      attacks: ['wollstonecraft-manly-means-human'],
      concedes: [],
      followUp: 'Is a man who needs to be admired for his toughness strong, or dependent?',
      work: 'Emile, or On Education, books 2 and 4',
    },
  ],
  terms: [
    {
      concept: 'marriage',
      meaning:
        'By marriage I mean the union of two hearts that chose each other, in which each owes the other fidelity and neither owes the other compliance.',
      example:
        "Sophie's parents proposed, but Sophie chose Emile herself, and their tutor told them to remain lovers after the wedding.",
    },
    {
      concept: 'strength',
      meaning:
        'By strength I mean the vigour of body that nature gave chiefly to man, which a woman needs too, in her measure, to bear healthy children.',
      example:
        'A girl who runs and dances in the open air grows strong enough for her own life; she will not outrun her brother, and need not.',
    },
    {
      concept: 'obedience',
      meaning:
        "By a girl's docility I mean the habit of bearing restraint gently, learned early so that the proprieties of her later life never gall her.",
      example:
        'A girl called away from her game to another task without sulking has learned in play what she will need as a wife.',
    },
    {
      concept: 'state-of-nature',
      meaning:
        'By the state of nature I mean the condition of human beings before settled society, solitary, healthy and free of comparison.',
      example:
        "The savage sleeps under a tree and wakes content, with no neighbour's house to envy and no reputation to defend.",
    },
    {
      concept: 'negative-education',
      meaning:
        'By negative education I mean an early education that teaches not virtue or truth but guards the heart from vice and the mind from error.',
      example:
        'Instead of a lecture on property, let the child plant beans in a garden and find out what it costs to lose them.',
    },
    {
      concept: 'amour-propre',
      meaning:
        'By amour propre I mean the self-love born of comparison, which wants to be preferred and lives on the opinion of others.',
      example:
        'In the first villages, whoever sang or danced best around the hut was admired, and from that moment envy and vanity were born.',
    },
    {
      concept: 'self-love',
      meaning:
        'By self-love, the natural kind, I mean the care each creature has for its own preservation, good in itself and content with little.',
      example:
        'A hungry child wants bread, not the best bread in the village; that is self-love before comparison corrupts it.',
    },
    {
      concept: 'modesty',
      meaning:
        'By modesty I mean the natural reserve of women that makes desire wait to be courted, the bridle nature placed on love.',
      example:
        'A girl who blushes and turns away at a bold look has not read any moralist; nature taught her the gesture.',
    },
    {
      concept: 'reputation',
      meaning:
        "By reputation I mean the public judgement of a person's conduct, which a man may scorn but a woman must keep.",
      example:
        'Emile may shrug at gossip if his conscience is clear, while Sophie must also make her innocence visible.',
    },
    {
      concept: 'complementarity',
      meaning:
        'By the complement of the sexes I mean that each supplies what the other lacks, so that the pair is more complete than either alone.',
      example:
        'She reads the hearts of their guests while he follows the argument, and together they understand the evening better than either could.',
    },
    {
      concept: 'pleasing',
      meaning:
        'By the art of pleasing I mean the gentle power of making oneself loved and esteemed, which nature gave women as their arms.',
      example:
        'A wise wife wins a point with a smile and a well-chosen moment, where a quarrel would only have hardened her husband.',
    },
    {
      concept: 'education',
      meaning:
        'By education I mean everything that forms us, from nature, from things and from people, and the art lies in making the three agree.',
      example:
        'A gardener cannot make a vine an olive, but by pruning at the right season he helps each grow into its best form.',
    },
    {
      concept: 'citizenship',
      meaning:
        'By a citizen I mean one who counts himself part of a whole and prefers the common good to his private one, as the Spartans did.',
      example:
        'The Spartan mother who thanked the gods for the victory before mourning her sons was a citizen in the full sense.',
    },
    {
      concept: 'sex-difference',
      meaning:
        'By the difference of the sexes I mean all that follows from the part each plays in the union that continues the race.',
      example:
        'The same organs and faculties serve both, yet the one who may carry a child lives with consequences the other never feels.',
    },
    {
      concept: 'home',
      meaning:
        'By the home I mean the family as a small state, governed by the mother, where citizens are made long before any law reaches them.',
      example:
        'At Clarens, Julie keeps the accounts, settles the quarrels of the servants and teaches her children, and the whole estate is gentler for it.',
    },
    {
      concept: 'nature',
      meaning:
        'By nature I mean what is in us before society has worked on us, the dispositions we bring and the order our bodies keep.',
      example:
        'A child who cries for milk and sleeps when tired follows nature; one who cries for a toy he saw another admire already follows opinion.',
    },
  ],
};
