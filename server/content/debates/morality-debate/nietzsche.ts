import type { SeatInput } from '../../schema';

/**
 * Nietzsche, the Hammer, in the Morality Clash. Sources: The Gay Science, Beyond Good and Evil, On the Genealogy of
 * Morality, Twilight of the Idols (above all The Problem of Socrates), Thus Spoke Zarathustra, The Antichrist,
 * Human All Too Human and Ecce Homo. Will to power is read as growth and self-overcoming, master and slave morality
 * as a genealogy of valuations, the eternal recurrence as a test, the death of God as a cultural event; he mocks
 * nationalism and antisemitism, as he did.
 */
export const nietzsche: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'goodness-real',
      position:
        'Goodness is not found in the world but made by those who value, for there are no moral facts, only interpretations.',
    },
    {
      issue: 'origin-of-values',
      position:
        'Our values have a history: good first meant noble, and our present morality grew out of the resentment of the weak.',
    },
    {
      issue: 'virtue-knowledge',
      position:
        'Virtue is not knowledge and reason is not the master; we act from instincts, and our reasons dress them up afterward.',
    },
    {
      issue: 'justice',
      position:
        'Justice began as a bargain between rough equals in power, and the saying that suffering wrong is nobler often hides impotence.',
    },
    {
      issue: 'pity',
      position:
        'Pity is no virtue: it multiplies suffering and belittles the sufferer, while the strong help others out of abundance instead.',
    },
    {
      issue: 'strength-power',
      position:
        'Life is will to power, growth and self-overcoming; the strongest are those who master themselves, and strength asks no one for a right.',
    },
    {
      issue: 'examined-life',
      position:
        'Reason at any price is a symptom of sickness; questioning is good only when it serves life and dares to question reason itself.',
    },
    {
      issue: 'suffering',
      position:
        'Suffering is not merely an evil, for great suffering has been the discipline behind every human greatness so far.',
    },
    {
      issue: 'religion-morality',
      position:
        'God is dead, and Christian morality cannot outlive him for long; we must create new values or sink into nihilism.',
    },
    {
      issue: 'good-life',
      position:
        'A good life is one you could will to live again forever: a life of growth, creation and love of fate, not of comfort.',
    },
    {
      issue: 'equality',
      position:
        'People are not equal in strength or depth, and preaching equality is often revenge in disguise; I mean a rank of spirit, never of race or nation.',
    },
    {
      issue: 'truth-honesty',
      position:
        'Truth is not always good for life and we must ask why we want it; yet honesty toward oneself is the one virtue I keep.',
    },
  ],
  arguments: [
    // goodness-real
    {
      id: 'nietzsche-no-moral-facts',
      issue: 'goodness-real',
      claim:
        'Goodness is not a fact waiting to be found; there are no moral facts at all, only moral readings of facts.',
      support:
        'A storm that drowns a village is neither wicked nor kind until we interpret it. Morality is a language of signs, and the real question is whose body and whose needs are speaking through it.',
      gist: 'there are no moral facts, only moral interpretations that serve some kind of life',
      concepts: ['goodness', 'objectivity', 'perspective', 'value-creation'],
      questions: [
        'Is goodness real or just something people made up?',
        'Are there objective moral facts?',
        'Is morality something we discover or something we invent?',
      ],
      premise:
        'My ground is simple: every moral judgment I have examined turned out to express a need, and I invite you to show me one that expresses none.',
      implication:
        "Every moral code then becomes evidence about its makers, and the moralist finds himself under study instead of on the judge's bench.",
      attacks: ['socrates-one-measure-behind-many-goods'],
      concedes: [],
      followUp: 'When you call something good, whose need do you think is speaking?',
      work: 'Twilight of the Idols, The Improvers of Mankind, section 1',
    },
    {
      id: 'nietzsche-good-in-itself-error',
      issue: 'goodness-real',
      claim:
        "Plato's Good in itself is an invention, and of all the errors philosophers have made it has proved the longest lived and the most harmful.",
      support:
        'It turned the world upside down: this life of bodies, seasons and passions became a shadow, and an idea nobody has ever met became the real thing. Whoever learns to despise the earth for a heaven of ideas has been poisoned gently.',
      gist: "Plato's Good in itself is an invention that taught people to despise this world",
      concepts: ['eternal-forms', 'goodness', 'objectivity'],
      questions: [
        'Is there a form of the Good beyond this world?',
        "What do you think of Plato's idea of the Good itself?",
        'Is there an eternal standard of goodness?',
      ],
      premise:
        'I take this changing world of bodies to be the only one we have evidence for, and no traveller has ever come back from the other with a report.',
      implication:
        "If I am right, two thousand years of European thought, Christianity included, rest on one philosopher's beautiful fiction.",
      attacks: ['socrates-ignorance-not-emptiness', 'socrates-justice-needs-no-reward'],
      concedes: [],
      followUp: 'Have you ever met the Good itself, or only good things, good days and good people?',
      work: 'Beyond Good and Evil, Preface',
    },
    {
      id: 'nietzsche-martyrs-prove-nothing',
      issue: 'goodness-real',
      claim:
        'Dying for a value proves the strength of a conviction, never its truth: blood is the worst witness a cause can call.',
      support:
        'Every faith has had its martyrs, and they contradict one another; a death only makes a belief look sacred and shames honest doubters into silence. The braver course is to keep a conviction open to question, which is harder than dying for it.',
      gist: 'a martyr shows how strongly he believed, not that his belief was true',
      concepts: ['death', 'courage', 'objectivity', 'truth'],
      questions: [
        'Does dying for something prove it is true?',
        'What do you think of martyrs?',
        'Is a goodness worth dying for real?',
      ],
      premise:
        'I start from what history shows plainly: men have gone to their deaths for every creed, including ones we now laugh at.',
      implication:
        'A morality that points to its martyrs as evidence has admitted that it has no better argument.',
      attacks: ['socrates-staked-life-on-it', 'socrates-death-no-evil'],
      concedes: [],
      followUp: 'If a man dies for a falsehood, has his death made it any truer?',
      work: 'The Antichrist, section 53',
    },
    {
      id: 'nietzsche-true-world-fable',
      issue: 'goodness-real',
      claim:
        'The idea of a truer world behind this one has lived out its history, and it ends as a fable nobody needs.',
      support:
        "First it was the sage's possession, then the pious man's promise, then a pale unknowable thing, then a useless one, until at last we laughed it off. Once it was gone, this world stopped being a mere appearance and became the only stage we have.",
      gist: 'the idea of a truer world behind this one has ended as a fable',
      concepts: ['eternal-forms', 'objectivity', 'genealogy'],
      questions: [
        'Is there a real world behind the world of appearances?',
        'Do you believe in a higher realm of ideals?',
        'What happened to the belief in another world?',
      ],
      premise:
        'I take for granted that an idea which can be neither reached, proved nor used has lost every claim on us, and I suspect even theologians admit it privately.',
      implication:
        'Then the earth itself must bear the whole weight of meaning, and we can no longer borrow our values from a place beyond it.',
      attacks: ['socrates-recollected-not-invented'],
      concedes: [],
      followUp: 'If there were no world behind this one, what would you lose, and what would you gain?',
      work: 'Twilight of the Idols, How the True World Finally Became a Fable',
    },
    {
      id: 'nietzsche-perspective-more-eyes',
      issue: 'goodness-real',
      claim:
        'Every seeing is seeing from somewhere, so the honest road to moral understanding is more eyes, not an eye from nowhere.',
      support:
        'An eye with no direction and no interest is as senseless as a knife without an edge. Understanding grows by taking up many angles on a matter and comparing them, so the more a mind can compare, the nearer it comes to the thing.',
      gist: 'all knowing is from a perspective, so understanding grows by adding perspectives, not escaping them',
      concepts: ['perspective', 'objectivity', 'knowledge'],
      questions: [
        'Is morality just relative to your point of view?',
        'Is there a view from nowhere on right and wrong?',
        'Are all moral opinions equally valid then?',
      ],
      premise:
        'Behind it lies the fact that no thinker without a body, an interest or a history has ever existed, which does not make all views equal, for some eyes see more.',
      implication:
        'Objectivity becomes a skill of handling many perspectives, which makes the dogmatist who knows only one the least objective person in the room.',
      attacks: ['socrates-quarrels-need-a-measure'],
      concedes: [],
      followUp: 'Which perspective do you think you are standing in right now without noticing it?',
      work: 'On the Genealogy of Morality, Third Essay, section 12',
    },
    {
      id: 'nietzsche-life-is-the-measure',
      issue: 'goodness-real',
      claim:
        'The only measure behind our values is life itself: a value stands high when it makes life grow, and low when it makes life shrink.',
      support:
        'No one made that measure, I grant, but it is no Good floating above the world; it is the rising and falling of living things. A diet, a virtue and a religion are tested alike, by the strength of those who live on them.',
      gist: 'the only measure of values is life itself, whether they make it grow or shrink',
      concepts: ['measurement', 'health', 'will-to-power', 'goodness'],
      questions: [
        'If values are made, how can we tell good values from bad ones?',
        'What is your standard for judging values?',
        'Is there any measure of right and wrong at all?',
      ],
      premise:
        'My premise is that valuing is something living things do for their own sake, so its yardstick must come from living too.',
      implication:
        'Some moralities can be called sick in a quite literal sense, and that includes many that call themselves the purest.',
      attacks: ['socrates-one-measure-behind-many-goods', 'socrates-no-one-settles-for-seeming-good'],
      concedes: ['socrates-made-values-need-a-measure'],
      followUp: 'Which of your values would pass if judged by the strength of the people who live by it?',
      work: 'Twilight of the Idols, Morality as Anti-Nature',
    },
    // origin-of-values
    {
      id: 'nietzsche-good-meant-noble',
      issue: 'origin-of-values',
      claim:
        'The word good was first spoken by the noble and powerful about themselves, and bad simply meant common, low and plain.',
      support:
        'The first valuations were self-praise: the strong, healthy and proud looked at themselves with delight and called what they were good. Bad carried no curse; it meant the ordinary man, the way one speaks of a poor harvest.',
      gist: 'good first meant noble and strong, and bad meant merely common',
      concepts: ['genealogy', 'master-slave', 'goodness', 'rank'],
      questions: [
        'Where did the word good come from originally?',
        'Where did our moral values come from in the first place?',
        'What is master morality?',
      ],
      premise:
        'The evidence is the history of the words themselves, which I studied as a philologist, and in language after language good first marks the high-born.',
      implication:
        'Our morality is then not the original human morality but a later reversal of it, and what was reversed once can be reversed again.',
      attacks: ['socrates-recollected-not-invented'],
      concedes: [],
      followUp: 'When you praise someone as good, are you praising strength or only the absence of harm?',
      work: 'On the Genealogy of Morality, First Essay, sections 2 to 5',
    },
    {
      id: 'nietzsche-slave-revolt',
      issue: 'origin-of-values',
      claim:
        'Our morality of good and evil was born of resentment: the powerless, unable to strike back in deed, took their revenge in values.',
      support:
        'They looked at the proud and strong and named them evil, then called their own weakness good: meekness, patience, humility. It was a revolt won not with swords but by renaming things, and it has been winning for two thousand years.',
      gist: 'the morality of good and evil was created by the resentment of the powerless',
      concepts: ['resentment', 'master-slave', 'weakness', 'revaluation'],
      questions: [
        'What is slave morality?',
        'Did morality come from the weak?',
        'What is resentment and what does it have to do with morality?',
      ],
      premise:
        'My premise is that resentment, when it cannot act, becomes creative, and you need only watch a helpless man who has been wronged invent a heaven where the tables turn.',
      implication:
        'Then several of the virtues we admire most, meekness and forgiveness among them, may be wounds wearing a halo.',
      attacks: ['socrates-pity-the-wrongdoer', 'socrates-the-many-are-stronger'],
      concedes: [],
      followUp:
        'Can you name a virtue that would look different if the weak had not been the ones to praise it?',
      work: 'On the Genealogy of Morality, First Essay, sections 7 and 10',
    },
    {
      id: 'nietzsche-value-of-values',
      issue: 'origin-of-values',
      claim:
        'Before asking what is good, we must ask what our values are worth to life, and their history shows what they have actually done to people.',
      support:
        'Nobody asked what a moral judgment does to the people who live by it: does it make them braver or more timid, healthier or sicker? A value is like a medicine, and you test a medicine by what it does to the patient, not by its label.',
      gist: 'the worth of our values must be tested by what they have done to life',
      concepts: ['genealogy', 'revaluation', 'health', 'definition'],
      questions: [
        'How should we judge our moral values?',
        'Why study the history of morality?',
        'What is a genealogy of morals?',
      ],
      premise:
        'I take it that life, its growth or its decline, is the only court that can judge a value, and every higher court I have been shown was a value in disguise.',
      implication: 'Even compassion and the love of truth must stand trial, and we may not like the verdict.',
      attacks: [],
      concedes: ['socrates-origin-is-not-verdict'],
      followUp: 'What would you conclude if a value you hold had been making people weaker for centuries?',
      work: 'On the Genealogy of Morality, Preface, sections 3 and 6',
    },
    {
      id: 'nietzsche-tables-of-values',
      issue: 'origin-of-values',
      claim:
        'Every people has hung a table of values over itself, and each table records what that people had to overcome to survive.',
      support:
        'Cross a border and the virtues change: one people prized truthfulness above all, another endurance, another honour to parents. What was hard and necessary for them they called holy, and without such valuing existence would be a shell with nothing inside.',
      gist: 'every people made its own table of values out of what it had to overcome',
      concepts: ['value-creation', 'convention', 'genealogy'],
      questions: [
        'Why do different cultures have different morals?',
        'Are values made by societies?',
        'Who creates our values?',
      ],
      premise:
        'Nothing more is needed than the plain variety of moral codes across history, which nobody who has read a little history can deny.',
      implication:
        'Humanity as a whole still has no goal of its own, for so far there have been a thousand peoples and a thousand goals.',
      attacks: ['socrates-goods-follow-from-functions', 'socrates-quarrels-need-a-measure'],
      concedes: [],
      followUp: 'If humanity has no single goal yet, who do you think should set one?',
      work: 'Thus Spoke Zarathustra, Part One, On the Thousand and One Goals',
    },
    {
      id: 'nietzsche-guilt-from-debt',
      issue: 'origin-of-values',
      claim:
        "Guilt began as debt: the first conscience was a debtor's memory of what he owed, and punishment was the creditor's payment in pain.",
      support:
        'Long before anyone felt sinful, a creditor who could not be repaid was allowed the pleasure of making the debtor suffer. Later, when instincts that could no longer discharge outward turned inward, that old ledger became the bad conscience.',
      gist: 'guilt began as debt, and the bad conscience is cruelty turned inward',
      concepts: ['guilt', 'genealogy', 'punishment'],
      questions: [
        'Where does guilt come from?',
        'Why do we have a conscience?',
        'What is the bad conscience?',
      ],
      premise:
        'This leans partly on language, since in my own tongue guilt and debts share one root, and partly on the oldest law codes we have.',
      implication:
        'The tormented conscience of the sinner is then not the voice of God but an old cruelty with nowhere else to go.',
      attacks: ['socrates-punishment-is-medicine', 'socrates-gyges-harm-within'],
      concedes: [],
      followUp: 'When you feel guilty, are you sure you are not simply paying someone in pain?',
      work: 'On the Genealogy of Morality, Second Essay, sections 4 to 6 and 16',
    },
    // virtue-knowledge
    {
      id: 'nietzsche-socratic-equation',
      issue: 'virtue-knowledge',
      claim:
        "Socrates' formula that reason, virtue and happiness are one and the same is the oddest sum ever written, and the older Greeks would have laughed at it.",
      support:
        "Homer's heroes were good because they were strong, brave and proud, not because they could win an argument about courage. Socrates made the clever talker the measure of the good man, and that tells us about Socrates, not about goodness.",
      gist: 'the Socratic equation of reason, virtue and happiness runs against every healthy instinct',
      concepts: ['virtue', 'reason', 'knowledge', 'instinct'],
      questions: [
        'Is virtue a kind of knowledge?',
        'If you know what is good, will you do it?',
        'Are clever people more moral?',
      ],
      premise:
        'I lean on the older Greek view that excellence lives in the whole body and character, and I trust the culture that produced Homer and tragedy on that point.',
      implication:
        'If virtue is not knowledge, then moral education by argument mostly trains people to justify themselves, not to become better.',
      attacks: ['socrates-virtue-is-one-wisdom', 'socrates-no-one-errs-willingly'],
      concedes: [],
      followUp: 'Have you ever known exactly what was right and found that knowing changed nothing in you?',
      work: 'Twilight of the Idols, The Problem of Socrates, section 4',
    },
    {
      id: 'nietzsche-consciousness-thin',
      issue: 'virtue-knowledge',
      claim:
        'Knowing does not rule us, so the question is badly posed: consciousness is the latest, thinnest and most fallible layer of a human being.',
      support:
        'Most of what we do is decided below, by drives jostling for command, and the mind learns of the verdict afterward, like a clerk reading out a ruling he did not write. To blame every wrong on ignorance is to flatter the clerk.',
      gist: 'consciousness is a thin late surface, so wrongdoing is not mainly a failure of knowledge',
      concepts: ['knowledge', 'instinct', 'ignorance', 'reason'],
      questions: [
        'Does anyone do wrong on purpose?',
        'Is all wrongdoing just ignorance?',
        'Do our conscious thoughts control what we do?',
      ],
      premise:
        'Watch yourself: you digest, love, fear and even decide without noticing, while the mind mostly watches your choices as a spectator.',
      implication:
        'Moral reform must then work on drives and habits, through training and a way of life, far more than on definitions.',
      attacks: ['socrates-no-one-errs-willingly', 'socrates-instinct-pulls-reason-judges'],
      concedes: [],
      followUp: 'When you last acted against your better judgment, which part of you was really in charge?',
      work: 'The Gay Science, sections 11 and 354',
    },
    {
      id: 'nietzsche-philosophy-confession',
      issue: 'virtue-knowledge',
      claim:
        "Every great philosophy, Socrates' included, is the personal confession of its author, and its reasons arrive after its instincts.",
      support:
        'The philosopher feels something first, a fear, a hope, a need, and then builds a ladder of proofs up to the conclusion he was already standing on. Read the dialectic of Socrates as a portrait of the man and it becomes far more honest.',
      gist: "every philosophy is its author's confession, with reasons invented after the instincts",
      concepts: ['reason', 'instinct', 'dialectic'],
      questions: [
        'Can reason alone tell us what is right?',
        'Are moral arguments just rationalizations?',
        'Do philosophers really follow the argument wherever it leads?',
      ],
      premise:
        'I assume that no one reasons from nowhere, and I have yet to meet a system whose first premise did not suit its builder.',
      implication:
        'The first question to put to any moral theory is then not whether it is valid but whose life it protects.',
      attacks: ['socrates-instinct-pulls-reason-judges'],
      concedes: [],
      followUp: 'What do you think your own favourite argument confesses about you?',
      work: 'Beyond Good and Evil, Part One, sections 5 and 6',
    },
    {
      id: 'nietzsche-proof-is-weakness',
      issue: 'virtue-knowledge',
      claim:
        'A value that needs a proof before anyone will respect it has already lost half its worth, and noble cultures taught by example, not by syllogism.',
      support:
        "Among the well-bred, laying out one's reasons was thought a little indecent, like showing one's cards. Dialectic was the weapon of those who had no other, and Socrates used it to make every opponent look like a fool.",
      gist: 'a value that needs dialectical proof is already weak, and dialectic is the weapon of the weak',
      concepts: ['dialectic', 'reason', 'virtue', 'weakness'],
      questions: [
        'Can virtue be taught by argument?',
        'Why do you distrust Socratic dialogue?',
        'Is arguing about morality a good way to become good?',
      ],
      premise:
        'I presuppose that the healthiest values are lived before they are spoken, and you can watch any good craftsman or parent to see it.',
      implication:
        'The more a society must argue for its morals, the surer the sign that its instincts are failing.',
      attacks: ['socrates-opinion-tied-down', 'socrates-the-city-needs-a-gadfly'],
      concedes: [],
      followUp: 'Did you learn your best habits from an argument or from someone you admired?',
      work: 'Twilight of the Idols, The Problem of Socrates, sections 5 to 7',
    },
    // justice
    {
      id: 'nietzsche-justice-among-equals',
      issue: 'justice',
      claim:
        'Justice began as a bargain between parties of roughly equal power, who found that a fight would cost both more than a deal.',
      support:
        'Where no one can crush the other, exchange and compensation take the place of war, and each gets his due because each could take it. Justice is good will among equals, a trade, not a law written in some eternal heaven.',
      gist: 'justice began as a bargain between parties of roughly equal power',
      concepts: ['justice', 'convention', 'advantage', 'strength'],
      questions: ['What is justice?', 'Where does justice come from?', 'Is justice just a social contract?'],
      premise:
        'The premise is that where power is wildly unequal there is rarely any bargaining at all, as any conquered people could tell you.',
      implication:
        'Justice is a human achievement that must be kept up by balance, with no guarantee outside us.',
      attacks: [
        'socrates-justice-health-of-soul',
        'socrates-thieves-need-justice',
        'socrates-fairness-is-proportion',
      ],
      concedes: [],
      followUp: 'What would justice mean between two people when one of them could simply take everything?',
      work: 'Human, All Too Human, section 92',
    },
    {
      id: 'nietzsche-suffer-wrong-impotence',
      issue: 'justice',
      claim:
        'Saying it is better to suffer wrong than to do it is often impotence renamed as virtue: not being able to retaliate, dressed up as not wanting to.',
      support:
        'The weak cannot strike back, so they call their helplessness patience and their fear humility, and wait for a judgment day to do the striking for them. I do not sneer at the wronged; I only refuse to let their wound pass for wisdom.',
      gist: 'the maxim that suffering wrong beats doing it is often weakness renamed as virtue',
      concepts: ['wrongdoing', 'resentment', 'weakness', 'justice'],
      questions: [
        'Is it better to suffer injustice than to do it?',
        'Should you turn the other cheek?',
        'Is it noble to accept being wronged?',
      ],
      premise:
        'My rule is to ask who benefits from a maxim, and this one flatters precisely those who could not do wrong if they tried.',
      implication:
        'A person who could retaliate and chooses not to does something quite different from one who cannot, and only the first has earned praise.',
      attacks: ['socrates-worse-to-do-than-suffer', 'socrates-pity-the-wrongdoer'],
      concedes: [],
      followUp: 'Would you still praise the patience of the wronged if they suddenly became strong?',
      work: 'On the Genealogy of Morality, First Essay, section 14',
    },
    {
      id: 'nietzsche-justice-becomes-mercy',
      issue: 'justice',
      claim:
        'The highest justice is one strong enough to let an offender go unpunished: justice overcoming itself and becoming mercy.',
      support:
        'A weak community trembles at every theft and punishes harshly; a rich and confident one can shrug and ask what such small thieves matter to it. Mercy is the privilege of the strongest, and it grows exactly as power grows.',
      gist: 'the strongest justice can afford mercy and let offenders go unpunished',
      concepts: ['justice', 'punishment', 'strength', 'pity'],
      questions: [
        'Should criminals always be punished?',
        'What is the place of mercy in justice?',
        'Does justice require revenge?',
      ],
      premise:
        'Underneath it lies a pattern any historian can check: penal law softens as a community grows secure, and hardens again when it feels threatened.',
      implication:
        'A society that cries for vengeance at every crime is confessing its own weakness, however righteous it sounds.',
      attacks: ['socrates-punishment-is-medicine'],
      concedes: [],
      followUp: 'What does the urge to punish tell you about the one who feels it most strongly?',
      work: 'On the Genealogy of Morality, Second Essay, section 10',
    },
    {
      id: 'nietzsche-distrust-punishers',
      issue: 'justice',
      claim: 'Distrust everyone in whom the urge to punish is strong, however loudly they speak of justice.',
      support:
        'Listen to the loudest preachers of righteousness and you often hear an old grudge looking for a lawful outlet. When someone says he wants only justice, watch his eyes as he describes the sentence.',
      gist: 'a strong urge to punish usually hides revenge behind the name of justice',
      concepts: ['punishment', 'resentment', 'justice'],
      questions: [
        'Is punishment about justice or revenge?',
        'Why do people want wrongdoers to suffer?',
        'Should we trust people who demand justice?',
      ],
      premise:
        'Feelings, I am sure, disguise themselves as principles, and I ask only that you watch a crowd at a famous trial.',
      implication:
        'Much of what passes for moral outrage should be examined as a pleasure, the pleasure of making someone suffer with a clean conscience.',
      attacks: ['socrates-punishment-is-medicine'],
      concedes: [],
      followUp:
        'Have you ever enjoyed someone getting what they deserved, and what did that enjoyment feel like?',
      work: 'Thus Spoke Zarathustra, Part Two, On the Tarantulas',
    },
    // pity
    {
      id: 'nietzsche-pity-multiplies',
      issue: 'pity',
      claim:
        "Pity is no virtue: it takes one person's suffering and doubles it, and it drains the strength of the one who feels it.",
      support:
        'Through pity suffering becomes contagious, so a whole house sinks into gloom because one member is ill. A morality that puts pity at its summit trains people to grow weaker in the presence of pain, exactly when strength is needed.',
      gist: 'pity doubles suffering and drains the strength of the one who pities',
      concepts: ['pity', 'suffering', 'weakness', 'health'],
      questions: [
        'Is pity a virtue or a weakness?',
        'Is compassion good?',
        'Should we feel sorry for people who suffer?',
      ],
      premise:
        'I need only an honest look at the feeling, which leaves you lower and heavier, and I ask you to notice that the next time it visits you.',
      implication:
        'A civilization that makes pity its highest virtue will slowly turn into a hospital that can no longer imagine health.',
      attacks: [],
      concedes: ['socrates-tears-do-not-judge'],
      followUp: "Has anyone's pity ever made you feel stronger?",
      work: 'The Antichrist, section 7',
    },
    {
      id: 'nietzsche-pity-shames',
      issue: 'pity',
      claim:
        'To be pitied is often a humiliation, and a proud sufferer would rather be left alone than wept over.',
      support:
        "The pitier sees only the wound and never the person's own path, the meaning his suffering might have for him. So he rushes in to relieve it, robbing the sufferer of his dignity and of the very struggle that could have made him.",
      gist: 'being pitied is often a humiliation that a proud sufferer would rather be spared',
      concepts: ['pity', 'suffering', 'self-creation'],
      questions: [
        'Is it insulting to be pitied?',
        'Why do proud people hate pity?',
        'Does pity respect the person who suffers?',
      ],
      premise:
        "My assumption is that a person's suffering belongs to him and may be part of his becoming, and any patient who learned something from an illness will confirm it.",
      implication:
        'The kindest help is then often discreet, even hidden, so that the one helped need not feel in debt.',
      attacks: ['socrates-pity-the-wrongdoer'],
      concedes: [],
      followUp: 'When you suffered most, did you want tears from others or room to find your own way?',
      work: 'The Gay Science, section 338',
    },
    {
      id: 'nietzsche-help-from-abundance',
      issue: 'pity',
      claim:
        'Helping the unfortunate is not what I oppose; I oppose helping them out of pity rather than out of overflowing strength.',
      support:
        'The noble person gives the way a full cup spills, from a surplus of power and generosity, without needing the other to be small. Pity gives from a shared weakness, and half of it is relief at not being the one in bed.',
      gist: 'the strong should help others from overflowing abundance, not from pity',
      concepts: ['pity', 'strength', 'virtue', 'rank'],
      questions: [
        'So should we never help people in need?',
        'Are you saying we should be cruel to the weak?',
        'What is the right way to help others?',
      ],
      premise:
        'Everything turns on the difference between two feelings that look alike from outside, and you can tell them apart by whether the giver needs gratitude.',
      implication:
        'Generosity becomes a virtue of the strong, so the way to have more of it is to raise stronger people, not sadder ones.',
      attacks: ['socrates-kindness-makes-better'],
      concedes: ['socrates-tears-help-no-one'],
      followUp:
        'Would you rather be helped by someone who feels sorry for you or by someone who simply has strength to spare?',
      work: 'Beyond Good and Evil, section 260',
    },
    {
      id: 'nietzsche-pity-symptom',
      issue: 'pity',
      claim:
        "The modern worship of pity is a warning sign, a weary culture's way of saying no to life while appearing kind.",
      support:
        'When an age ranks compassion above every other value, it has begun to judge existence by its pains alone. That is the road by which the teacher of my youth, Schopenhauer, ended up recommending that the will to live be quieted altogether.',
      gist: 'the modern worship of pity is the symptom of a culture turning against life',
      concepts: ['pity', 'nihilism', 'health', 'revaluation'],
      questions: [
        'Why do you attack compassion so hard?',
        'What is wrong with a morality of compassion?',
        'Is kindness the highest value?',
      ],
      premise:
        'Grant me that what a culture ranks highest reveals its health, and pity ranked above courage and joy is a bad sign.',
      implication:
        'Our proud humanitarian age may then be less a triumph of goodness than a long convalescence with no recovery in view.',
      attacks: [],
      concedes: [],
      followUp:
        'If we abolished all suffering tomorrow, what do you imagine would be left of human greatness?',
      work: 'On the Genealogy of Morality, Preface, section 5',
    },
    // strength-power
    {
      id: 'nietzsche-life-is-will-to-power',
      issue: 'strength-power',
      claim:
        'Life itself is will to power: every living thing seeks first to grow and spend its strength, and mere survival is only a side effect.',
      support:
        'A plant does not merely maintain itself; it spreads, climbs and shades out its rivals to reach the sun. Even the servant wants to be master over someone weaker, and the lover, the scholar and the saint each seek their own kind of mastery.',
      gist: 'life itself is will to power, a drive to grow and not merely to survive',
      concepts: ['will-to-power', 'strength', 'instinct'],
      questions: [
        'What is the will to power?',
        'What do all living things really want?',
        'Is life about survival or about power?',
      ],
      premise:
        'The principle beneath it is that a living thing wants above all to discharge its strength, and I find no simpler account of a plant, a people or a philosopher.',
      implication:
        'Even morality becomes an instrument of power, including the morality that condemns power.',
      attacks: ['socrates-ruling-serves-the-ruled'],
      concedes: [],
      followUp: 'What is the thing you most want to grow in yourself, and whom does that growth cost?',
      work: 'Thus Spoke Zarathustra, Part Two, On Self-Overcoming',
    },
    {
      id: 'nietzsche-hammer-sounds-idols',
      issue: 'strength-power',
      claim:
        'My hammer is a tuning fork: I tap the old values to hear which ring hollow, and I tell no one to smash rules he has not first understood.',
      support:
        'The strength I praise is mastery of oneself, not recklessness. The noble soul has reverence for itself and keeps its word; whoever cannot wait or command himself is the weak one, however loud.',
      gist: 'the hammer sounds out hollow values, and strength means mastering oneself, not recklessness',
      concepts: ['strength', 'revaluation', 'weakness', 'value-creation'],
      questions: [
        'You are the hammer guy, so should I just smash the rules?',
        'Does your philosophy mean the bold may do whatever they like?',
        'Are the reckless ones not the ones who get people killed?',
      ],
      premise:
        'It rests on my view that values must be tested, and that only one who commands himself has the right to create new ones.',
      implication:
        'Breaking rules proves nothing; making oneself into someone who can give himself rules is the task.',
      attacks: [],
      concedes: [],
      followUp: 'Which rule of yours have you tapped, and did it ring hollow?',
      work: 'Twilight of the Idols, preface; Beyond Good and Evil, section 287',
    },
    {
      id: 'nietzsche-strongest-rule-themselves',
      issue: 'strength-power',
      claim:
        'The strongest people are not those who rule others but those who rule themselves, giving their many drives a single direction.',
      support:
        "Goethe disciplined himself into a whole, taking in sensuality and reason alike without being torn apart by either. That is strength as I mean it, and the bully who needs everyone's submission only shows he has never learned to command himself.",
      gist: 'the strongest are those who master and unify their own drives, not those who rule others',
      concepts: ['self-mastery', 'strength', 'will-to-power', 'instinct'],
      questions: [
        'Who are the truly strong?',
        'Does strength mean dominating other people?',
        'Is self-control a form of strength?',
      ],
      premise:
        'Behind this stands the belief that the hardest resistance to overcome lies inside us, and anyone who has tried to change a single habit knows that it does.',
      implication:
        'Freedom must be measured by the resistance a person overcomes, so the most comfortable life may be the least free.',
      attacks: [],
      concedes: ['socrates-rule-yourself-first'],
      followUp: 'Which of your own drives would you most like to command, and which would you rather obey?',
      work: 'Twilight of the Idols, Skirmishes of an Untimely Man, sections 38 and 49',
    },
    {
      id: 'nietzsche-lambs-and-birds-of-prey',
      issue: 'strength-power',
      claim:
        'To demand that strength not show itself as strength is as absurd as demanding that a bird of prey behave like a lamb.',
      support:
        'The lambs invented a clever fiction: a free subject behind every deed, who could have chosen to be weak and so deserves blame for being strong. There is no doer hiding behind the doing; the doing is all there is.',
      gist: 'demanding that the strong not act strongly is like asking a bird of prey to be a lamb',
      concepts: ['strength', 'weakness', 'master-slave', 'resentment'],
      questions: [
        'Should the strong hold back for the sake of the weak?',
        'Is it wrong to use your strength?',
        'Why do the weak blame the strong?',
      ],
      premise:
        'It depends on rejecting the idea of a neutral self who stands behind our actions and picks them, a notion I find nowhere but in grammar.',
      implication:
        "Much moral blame collapses, since its target is a grammatical ghost, and that cuts against the proud man's boasting as much as against the lambs.",
      attacks: ['socrates-ruling-serves-the-ruled', 'socrates-tyrant-is-weakest'],
      concedes: [],
      followUp:
        'Could the strong really choose to be weak, or is that a story told to make them feel guilty?',
      work: 'On the Genealogy of Morality, First Essay, section 13',
    },
    {
      id: 'nietzsche-spirits-legislate',
      issue: 'strength-power',
      claim:
        'The right to command belongs not to the strongest fist but to the strongest spirit, the rare person who can create new values and carry them.',
      support:
        'Genuine philosophers are legislators who say this is how it shall be, and generations follow. Generals rarely rule anything but bodies, and the state, that coldest of monsters, rules only by pretending that it is the people.',
      gist: 'the strongest spirits, not the strongest fists, are entitled to command',
      concepts: ['rank', 'strength', 'value-creation', 'tyranny'],
      questions: [
        'Do the strong have a right to rule?',
        'Who should be in charge?',
        'Does might make right?',
      ],
      premise:
        'I am assuming that what rules a people in the long run is its values rather than its police, and teachers have outlasted every empire that jailed them.',
      implication:
        'The real contest for power is fought in books and hearts over centuries, which is why Socrates, who shunned politics, ruled Europe longer than any king.',
      attacks: [],
      concedes: ['socrates-superior-at-what'],
      followUp: 'Who has shaped your values more, a ruler or a thinker?',
      work: 'Beyond Good and Evil, section 211, and Zarathustra, On the New Idol',
    },
    // examined-life
    {
      id: 'nietzsche-socrates-symptom',
      issue: 'examined-life',
      claim:
        'When the wisest man in Athens asked, as he died, for a rooster to be offered to the god of healing, he confessed that he took life for a long illness.',
      support:
        'The sages of every age have judged life worthless, and their agreement proves only that they were alike in one way: tired. His calm at the end was the calm of a patient being discharged, and he said as much.',
      gist: "Socrates' verdict against life was a symptom of his own decline, not a truth",
      concepts: ['health', 'examined-life', 'death', 'reason'],
      questions: [
        'Was Socrates sick of life?',
        'What do you think of Socrates?',
        'What did Socrates mean by his last words?',
      ],
      premise:
        'One principle carries it: life cannot be valued from inside it, since the judge is a party to the case, so every verdict reveals the judge.',
      implication:
        'The whole tradition of wisdom that looks down on the body and the senses has to be read as a medical chart.',
      attacks: ['socrates-death-no-evil', 'socrates-unexamined-life', 'socrates-staked-life-on-it'],
      concedes: [],
      followUp: 'Why should we trust a verdict on life delivered by a man who was glad to leave it?',
      work: 'Twilight of the Idols, The Problem of Socrates, section 1',
    },
    {
      id: 'nietzsche-reason-as-tyrant',
      issue: 'examined-life',
      claim:
        'Socrates made reason a tyrant because his instincts were in anarchy, and then he offered the same cure to all of Athens.',
      support:
        "When the drives fall into disorder, a man clutches at a single master, and his was cold, bright reason at any price. Yet fighting one's instincts is itself a mark of decline, for in healthy life instinct and happiness go together.",
      gist: 'Socrates made reason a tyrant over instincts that had fallen into anarchy',
      concepts: ['reason', 'instinct', 'health', 'self-mastery'],
      questions: [
        'Should reason rule over our desires?',
        'Is reason the cure for our passions?',
        'Why do you call Socrates a decadent?',
      ],
      premise:
        'I assume a person needs a tyrant inside only when the rest of him has become ungovernable, and a healthy man does not treat his appetites as enemies.',
      implication:
        'The Socratic cure then belongs to the disease itself, and a culture that follows Socrates trades one sickness for a subtler one.',
      attacks: [
        'socrates-weakness-is-mismeasurement',
        'socrates-examined-life-is-full-blooded',
        'socrates-the-city-needs-a-gadfly',
      ],
      concedes: [],
      followUp: 'Do you reason your way to what you love, or find reasons once you already love it?',
      work: 'Twilight of the Idols, The Problem of Socrates, sections 9 to 11',
    },
    {
      id: 'nietzsche-life-as-experiment',
      issue: 'examined-life',
      claim:
        "Questioning is noble when it is an experiment with one's own life, not a cross-examination of other people in the marketplace.",
      support:
        'I want thinkers who live as experimenters, who pitch their tents near the volcano and sail where the charts end. Knowledge paid for with your own risk is worth a hundred definitions won in conversation.',
      gist: "questioning is best as an experiment with one's own life, not as cross-examining others",
      concepts: ['examined-life', 'self-creation', 'courage', 'knowledge'],
      questions: [
        'How should we live a life of inquiry?',
        'Is philosophy about talking or about living?',
        'What kind of questioning do you value?',
      ],
      premise:
        'I hold that a thought you have risked nothing for is only half a thought, and every real discovery I know of cost its discoverer something.',
      implication:
        'A philosopher must be judged by the life he lived, and by that standard most professors of ethics fail their own examinations.',
      attacks: ['socrates-unexamined-life'],
      concedes: [],
      followUp: 'What experiment with your own life have you been putting off?',
      work: 'The Gay Science, sections 283 and 324',
    },
    {
      id: 'nietzsche-honour-socrates-courage',
      issue: 'examined-life',
      claim:
        'I honour Socrates as a brave and wise man, wise even in his silences, and still I say that he must be overcome.',
      support:
        'He went to his death calmly and with a jest, a fighter to the end, and any honest enemy must bow to that. But his last words betray what he felt about life, and even the Greeks must be surpassed.',
      gist: 'Socrates deserves admiration for his courage, yet his hostility to life must be overcome',
      concepts: ['courage', 'death', 'examined-life'],
      questions: [
        'Do you respect Socrates at all?',
        'What do you admire about Socrates?',
        'Was Socrates brave to accept his death?',
      ],
      premise:
        'What I take for granted is that one can honour an enemy and still fight him, which I think is the only kind of enmity worth having.',
      implication:
        'My quarrel with Socrates is a family quarrel, for he stands so close to me that I am almost always fighting him.',
      attacks: [],
      concedes: ['socrates-strength-to-refuse'],
      followUp: "Can you respect a man's courage while rejecting much of what he stood for?",
      work: 'The Gay Science, section 340',
    },
    {
      id: 'nietzsche-symptoms-not-refutations',
      issue: 'examined-life',
      claim:
        'Verdicts on the worth of life cannot be refuted, because they are never true or false; they are symptoms, and I read them as a doctor reads a pulse.',
      support:
        'You may argue about a triangle, but when a man says life is not worth living without his questions, his whole body is testifying. My own verdict is a symptom too, of a life that wants more life, and I am proud of it.',
      gist: 'verdicts on the worth of life are symptoms to be read, not claims to be refuted',
      concepts: ['health', 'reason', 'dialectic', 'examined-life'],
      questions: [
        'Are you just insulting Socrates instead of refuting him?',
        'Is diagnosing someone a real argument?',
        'Why not answer the argument itself?',
      ],
      premise:
        'My starting point is that every valuation is made by some body for some body, and I admit this cuts against me as much as against my opponent.',
      implication:
        "Philosophers must be read with a physician's eye, and the question about any great moralist becomes whether he was rising or declining.",
      attacks: ['socrates-judge-the-argument'],
      concedes: [],
      followUp:
        'When someone tells you what makes life worth living, do you listen to the argument or to the person?',
      work: 'Twilight of the Idols, The Problem of Socrates, section 2',
    },
    // suffering
    {
      id: 'nietzsche-discipline-of-suffering',
      issue: 'suffering',
      claim:
        'Great suffering has been the discipline behind every human greatness so far, and those who would abolish it would abolish greatness too.',
      support:
        'The tension of a soul in pain breeds its strength, its inventiveness and its depth, as a bow bent hard can shoot far. The comfort our reformers dream of would make people smaller, tamer and easier to please.',
      gist: 'great suffering has disciplined every human greatness, so abolishing it would abolish greatness',
      concepts: ['suffering', 'strength', 'overman', 'health'],
      questions: [
        'Is suffering only an evil?',
        'Can suffering be good for us?',
        'Should we try to end all suffering?',
      ],
      premise:
        'My evidence is the lives of great people, and I have yet to read one in which comfort did the shaping.',
      implication:
        'A world without suffering would also be a world without depth, and the last man would inherit it.',
      attacks: ['socrates-kindness-makes-better', 'socrates-hardship-is-material'],
      concedes: [],
      followUp: 'Which of your hardest times would you erase, if erasing it also erased what it made of you?',
      work: 'Beyond Good and Evil, section 225',
    },
    {
      id: 'nietzsche-hardship-strengthens',
      issue: 'suffering',
      claim:
        'Hardship that fails to destroy a person usually leaves him stronger, which is why I learned to be grateful even for my illnesses.',
      support:
        "Years of headaches and failing eyes drove me from the professor's chair and taught me to view healthy ideas from the sickbed and sick ideas from health. Pain made me a better psychologist than any library could.",
      gist: 'hardship that does not destroy a person makes him stronger',
      concepts: ['suffering', 'health', 'strength'],
      questions: [
        'Does what does not kill you make you stronger?',
        'Did your own suffering teach you anything?',
        'Can pain make us better?',
      ],
      premise:
        'This presupposes a constitution healthy enough at bottom to make use of its sickness, and I admit that not everyone is so lucky.',
      implication:
        'A person should then be judged not by how much he has suffered but by what he has made of it.',
      attacks: ['socrates-kindness-makes-better'],
      concedes: ['socrates-hardship-is-material'],
      followUp: 'What is one hardship you would not wish away, because of what it taught you?',
      work: 'Ecce Homo, Why I Am So Wise',
    },
    {
      id: 'nietzsche-meaningless-suffering',
      issue: 'suffering',
      claim:
        'What people cannot bear is not suffering but meaningless suffering, and they will accept almost any meaning rather than none.',
      support:
        'The priests grasped this and offered one: your pain is the punishment for your sin. It was a poisonous answer that deepened the pain, yet it rescued the will, for people would sooner want nothingness than stop wanting.',
      gist: 'what people cannot bear is meaningless suffering, not suffering itself',
      concepts: ['suffering', 'nihilism', 'guilt', 'christianity'],
      questions: [
        'Why do people suffer?',
        'Does suffering have a meaning?',
        'How do religions explain suffering?',
      ],
      premise:
        'Consider that people endure astonishing pain for a cause and break under small pain for none, as soldiers and mothers know.',
      implication:
        'The great task after the death of God is to give suffering a meaning that affirms life instead of punishing it.',
      attacks: ['socrates-good-man-cannot-be-harmed'],
      concedes: [],
      followUp: 'If your suffering had a meaning, who would you want to have given it?',
      work: 'On the Genealogy of Morality, Third Essay, section 28',
    },
    {
      id: 'nietzsche-pain-makes-deeper',
      issue: 'suffering',
      claim:
        'Long pain does not improve our manners or our morals, but it digs into us, and what it digs out is depth.',
      support:
        'Slow pain that takes its time forces a thinker down to his last floor and strips away every mask, every easy trust and good nature. Those who return from it ask more questions, and ask them more quietly.',
      gist: 'long pain does not make people better, but it makes them deeper',
      concepts: ['suffering', 'knowledge', 'health'],
      questions: [
        'Does suffering make people better?',
        'What can we learn from pain?',
        'Is suffering necessary for wisdom?',
      ],
      premise:
        'I take depth and goodness to be different things, and you have surely met good people with no depth and deep people who are not good.',
      implication:
        'A philosophy that has never suffered is probably shallow, however clever, and I suspect most cheerful optimism of exactly that.',
      attacks: [],
      concedes: ['socrates-useful-sting-of-perplexity'],
      followUp: 'Who is the deepest person you know, and what did it cost them?',
      work: 'The Gay Science, Preface, section 3',
    },
    // religion-morality
    {
      id: 'nietzsche-god-is-dead',
      issue: 'religion-morality',
      claim:
        'God is dead, and we are the ones who killed him: belief in the Christian God has become unbelievable, though most people have not yet heard the news.',
      support:
        'My madman ran into the market with a lantern in broad daylight, and the unbelievers laughed at him, for they had not grasped what they had done. An event so great travels slowly, like the light of a distant star.',
      gist: 'God is dead as a cultural fact, though few have grasped what follows from it',
      concepts: ['death-of-god', 'god', 'nihilism'],
      questions: ['What does God is dead mean?', 'Is God dead?', 'Does morality need God?'],
      premise:
        'My witness is what educated Europe actually believes, as opposed to what it recites on Sundays, and I invite you to watch how people live.',
      implication:
        'Everything built on that faith, our morality above all, now stands on nothing and must sooner or later fall or be rebuilt.',
      attacks: ['socrates-old-stories-can-fall'],
      concedes: [],
      followUp:
        'If almost no one truly believes any more, what is still holding up the morality they learned in church?',
      work: 'The Gay Science, section 125',
    },
    {
      id: 'nietzsche-morality-falls-with-god',
      issue: 'religion-morality',
      claim:
        'You cannot keep Christian morality after giving up the Christian God; it is one system, and pulling out the keystone brings down the arch.',
      support:
        'Some freethinkers of my day threw away the faith and then clung all the more fiercely to its morals, as if good and evil were simply obvious. They are obvious only to people who have forgotten where they came from.',
      gist: 'Christian morality cannot survive the loss of the Christian God',
      concepts: ['christianity', 'death-of-god', 'goodness', 'god'],
      questions: [
        'Can we be good without God?',
        'Does morality need religion?',
        'Can you keep Christian values without Christianity?',
      ],
      premise:
        'The premise is old and simple: a command loses its authority when the commander is gone, and I see no one who has taken his place.',
      implication:
        'Secular moralists are living on an inheritance they cannot renew, and one day the account will be empty.',
      attacks: ['socrates-old-stories-can-fall', 'socrates-justice-needs-no-reward'],
      concedes: [],
      followUp: 'Where does the authority of your conscience come from, if not from a God?',
      work: 'Twilight of the Idols, Skirmishes of an Untimely Man, section 5',
    },
    {
      id: 'nietzsche-platonism-for-the-people',
      issue: 'religion-morality',
      claim:
        'Christianity is Platonism for the crowd, and the eternal Good of the philosophers is only a God with his face rubbed off.',
      support:
        'Plato taught the educated to look past this world to a higher, truer one; the church taught everyone else the same lesson with a heaven and a judge. When one falls the other is exposed, for they are the same dream.',
      gist: 'Christianity is Platonism for the people, and the eternal Good is a God without a face',
      concepts: ['christianity', 'eternal-forms', 'god', 'death-of-god'],
      questions: [
        'Can goodness be real even without God?',
        'What does Plato have to do with Christianity?',
        'Is the idea of an eternal good really religious?',
      ],
      premise:
        'Look at the shared shape of both: a true world above, a lesser one below, and a soul that must escape the body to reach the first.',
      implication:
        'The death of God is also the death of the Good in itself, so a secular Platonist is still kneeling in an empty church.',
      attacks: ['socrates-gods-love-the-good'],
      concedes: [],
      followUp:
        'In practice, what is the difference between obeying God and obeying an eternal Good that no one has seen?',
      work: 'Beyond Good and Evil, Preface',
    },
    {
      id: 'nietzsche-new-values-or-nihilism',
      issue: 'religion-morality',
      claim:
        'The death of God leaves us a choice: create new values worthy of the deed, or slide into nihilism and the comfort of the last man.',
      support:
        'A long shadow is falling, in which the old highest values lose their force and nothing seems worth anything. Yet for free spirits it is also a dawn, for the horizon lies open again and every sea may be sailed.',
      gist: 'after the death of God people must create new values or sink into nihilism',
      concepts: ['nihilism', 'death-of-god', 'value-creation', 'revaluation'],
      questions: [
        'Without God, does anything matter?',
        'Is life meaningless if there is no God?',
        'What comes after religion?',
      ],
      premise:
        'I start from the fact that people cannot live without valuing, and every attempt to live without values I have watched turned into a worship of comfort.',
      implication:
        'The future of morality then depends not on preachers or proofs but on creators, who are rarer than either.',
      attacks: ['socrates-gods-love-the-good'],
      concedes: [],
      followUp: 'If the old tables are broken, what is the first value you would carve on a new one?',
      work: 'The Gay Science, section 343',
    },
    // good-life
    {
      id: 'nietzsche-eternal-recurrence-test',
      issue: 'good-life',
      claim:
        'Live so that you could will this very life again, every moment of it, endlessly; that is my test of a good life.',
      support:
        'Imagine a demon whispering in your loneliest hour that this life will return forever, every joy and every pain in the same order. Curse him, and you have not yet lived well; bless him, and you have.',
      gist: 'a good life is one a person would gladly live again, endlessly, exactly as it was',
      concepts: ['eternal-recurrence', 'affirmation', 'happiness'],
      questions: [
        'What makes a life good?',
        'What is the eternal recurrence?',
        'How can I know if I am living well?',
      ],
      premise:
        'A life, I assume, should be judged by the one who lives it, at his strongest moment, and I know no fairer scale than this weight.',
      implication: 'Every choice becomes heavier, for each act is chosen not once but for eternity.',
      attacks: ['socrates-living-well-not-living'],
      concedes: [],
      followUp:
        'Is there a day of your life you would refuse to live again, and what would make it worth repeating?',
      work: 'The Gay Science, section 341',
    },
    {
      id: 'nietzsche-love-of-fate',
      issue: 'good-life',
      claim:
        'The greatest life wants nothing to be other than it was, and loves even what it could never have chosen.',
      support:
        'Merely bearing necessity is not enough, and hiding from it behind ideals is worse; one must learn to see what is necessary as beautiful. Some day I want to be someone who only says yes.',
      gist: "greatness means loving one's fate and wanting nothing to have been otherwise",
      concepts: ['affirmation', 'suffering', 'happiness'],
      questions: [
        'What is love of fate?',
        'Should we accept whatever happens to us?',
        'How can I make peace with my past?',
      ],
      premise:
        'Everything in a life, I assume, is woven together, so that refusing one thread means refusing the whole cloth.',
      implication:
        'Even your worst mistakes must be loved as part of what made you, which is harder than any commandment.',
      attacks: ['socrates-ladder-of-love'],
      concedes: [],
      followUp: 'Could you love your life without wishing any single part of it away?',
      work: 'Ecce Homo, Why I Am So Clever, section 10',
    },
    {
      id: 'nietzsche-last-man-comfort',
      issue: 'good-life',
      claim:
        'Not comfort: a life aimed only at safety and small pleasures is the life of the last man, the most contemptible creature I can picture.',
      support:
        'He has left every place where living was hard, keeps a small pleasure for the day and another for the night, and blinks at anyone who still reaches for a star. Everyone wants the same things, and whoever differs is thought mad.',
      gist: 'a life aimed only at comfort and safety is the contemptible life of the last man',
      concepts: ['last-man', 'pleasure', 'happiness', 'herd'],
      questions: [
        'Is a comfortable life a good life?',
        'Who is the last man?',
        'Is happiness just pleasure and comfort?',
      ],
      premise:
        'Human beings, I take it, are bridges rather than destinations, and the restlessness you feel when life is too easy is my evidence.',
      implication:
        'Our age of comfort and entertainment, for all its kindness, may be breeding exactly the creature I fear most.',
      attacks: [],
      concedes: [],
      followUp: 'What in your own life do you keep only because it is comfortable?',
      work: 'Thus Spoke Zarathustra, Prologue, section 5',
    },
    {
      id: 'nietzsche-happiness-is-growth',
      issue: 'good-life',
      claim:
        'Happiness is the feeling that power is growing, that some resistance has just been overcome; contentment is only its pale imitation.',
      support:
        'The climber at the summit, the craftsman finishing a hard piece, the student who finally sees: their joy comes from overcoming, not resting. People do not really want ease; they want to grow, and joy is what growth feels like.',
      gist: 'happiness is the feeling of growing power and of resistance overcome',
      concepts: ['happiness', 'will-to-power', 'self-mastery'],
      questions: ['What is happiness?', 'What makes people truly happy?', 'Is happiness the goal of life?'],
      premise:
        "It rests on the principle that joy follows activity rather than rest, and anyone proud of a hard day's work knows it.",
      implication:
        'A life without obstacles would be a joyless one, so the wise go looking for worthy resistance instead of fleeing it.',
      attacks: ['socrates-leaking-jar'],
      concedes: [],
      followUp: 'When were you last truly joyful, and what had you just overcome?',
      work: 'The Antichrist, section 2',
    },
    {
      id: 'nietzsche-give-style',
      issue: 'good-life',
      claim:
        'Give style to your character: shape your strengths and even your weaknesses into one design, and so become who you are.',
      support:
        'The artist of himself adds a little second nature here, cuts away some first nature there, and turns an ugly trait into a distant view. Become yourself, not what the herd prescribed and not a copy of some sage.',
      gist: "a good life gives style to one's character and so becomes who one is",
      concepts: ['self-creation', 'virtue', 'herd'],
      questions: ['How should I live?', 'What does become who you are mean?', 'Should I be true to myself?'],
      premise:
        'The assumption is that a self is made rather than found, and anyone who has watched a person change through discipline has seen it being made.',
      implication: 'There is no single good life for everyone, and advice that fits all fits no one well.',
      attacks: ['socrates-goods-follow-from-functions'],
      concedes: [],
      followUp:
        'Which trait of yours would you hide, which would you keep, and which would you turn into a strength?',
      work: 'The Gay Science, section 290',
    },
    {
      id: 'nietzsche-body-great-reason',
      issue: 'good-life',
      claim:
        'Care first for the body, for what you call the soul is only a word for something in the body, and the body is the greater reason.',
      support:
        'Your thoughts and feelings take orders from a self you have never met, and it lives in your flesh. Your body knows more than your finest philosophy, and those who despise it are simply tired of living.',
      gist: 'the body is the greater reason, and caring for it comes before caring for a soul',
      concepts: ['soul', 'instinct', 'health', 'reason'],
      questions: [
        'Should we care for the soul before the body?',
        'Is the body less important than the mind?',
        'What is the soul?',
      ],
      premise:
        'Here I presuppose that the self is one living body with many drives, not a prisoner lodged inside a body, and no one has ever found the prisoner.',
      implication:
        'Diet, climate and rest become moral questions, and many a gloomy philosophy turns out to be a problem of digestion.',
      attacks: ['socrates-care-for-the-soul-first'],
      concedes: [],
      followUp: "Have you ever changed your view of life after a good night's sleep?",
      work: 'Thus Spoke Zarathustra, Part One, On the Despisers of the Body',
    },
    // equality
    {
      id: 'nietzsche-tarantulas',
      issue: 'equality',
      claim:
        'The preachers of equality are often tarantulas: beneath their talk of justice waits a bite of revenge against everything higher than themselves.',
      support:
        'Their justice means making whoever stands out pay, and what they call virtue is envy that has learned to speak softly. I will not be mistaken for them, for people are not equal, and justice itself tells me so.',
      gist: 'the preaching of equality often hides envious revenge against everything higher',
      concepts: ['equality', 'resentment', 'justice'],
      questions: [
        'Are all people equal?',
        'What do you have against equality?',
        'Is the demand for equality just envy?',
      ],
      premise:
        'I suppose that loud demands for equality come from envy more often than from love, and I ask you to listen for the tone.',
      implication:
        'Some crusades for equality are revenge fantasies with a charter, and the higher they rise the more they level.',
      attacks: [],
      concedes: [],
      followUp: 'When people demand equality, do they want to rise or to bring others down?',
      work: 'Thus Spoke Zarathustra, Part Two, On the Tarantulas',
    },
    {
      id: 'nietzsche-one-morality-harms',
      issue: 'equality',
      claim:
        'A single morality for everyone harms the higher types, because what is right for one person can be poison for another.',
      support:
        "The rule that keeps a timid clerk decent can cripple a composer or a founder, and judging all by one measure is the herd's way of making everyone fit. Moralities must be ranked, and so must people.",
      gist: 'one morality for everyone harms the higher types, since what suits one person poisons another',
      concepts: ['equality', 'herd', 'rank', 'measurement'],
      questions: [
        'Should the same moral rules apply to everyone?',
        'Is there one morality for all?',
        'Are some people above the rules?',
      ],
      premise:
        'Plainly, people differ in strength and calling, and I add that the higher one stands, the harder the duties one must lay on oneself.',
      implication:
        'Equal treatment applied everywhere is itself an injustice to the exceptional, and a culture that insists on it will produce fewer of them.',
      attacks: ['socrates-every-soul-can-learn', 'socrates-one-virtue-for-all'],
      concedes: [],
      followUp: 'Would you ask a mountain climber and a nurse to live by exactly the same virtues?',
      work: 'Beyond Good and Evil, sections 221 and 228',
    },
    {
      id: 'nietzsche-herd-morality',
      issue: 'equality',
      claim:
        'What Europe now calls morality is herd morality, one kind among many, which shouts that it alone is morality itself.',
      support:
        'It prizes whatever keeps the group safe and alike: modesty, usefulness, equal rights and a horror of anyone who stands out. Herds may protect themselves; the harm begins when they forbid anything higher.',
      gist: 'what now passes for morality is herd morality, prizing whatever keeps the group safe and alike',
      concepts: ['herd', 'equality', 'goodness'],
      questions: [
        'What is herd morality?',
        'Is modern morality about keeping people the same?',
        'Why do you call our morality a herd morality?',
      ],
      premise:
        'Each morality, I assume, serves some form of life, and the form served here is the timid majority.',
      implication:
        'Democracy and equal rights become the latest dress of an old herd instinct rather than the last word in justice.',
      attacks: ['socrates-the-many-are-stronger'],
      concedes: ['socrates-opinions-are-not-equal'],
      followUp: 'Could a society protect the many and still leave room for the exceptional?',
      work: 'Beyond Good and Evil, section 202',
    },
    {
      id: 'nietzsche-good-european',
      issue: 'equality',
      claim:
        'My order of rank is a rank of spirit, never of race or nation: I despised the nationalists of my Germany and the antisemites even more.',
      support:
        'I called myself a good European, mocked the swollen patriotism of the new German empire, and wrote that the antisemitic agitators should be shown the door. I even quarrelled bitterly with my own sister over her marriage to one of them.',
      gist: 'rank is a matter of spirit, never of race or nation',
      concepts: ['nation-race', 'rank', 'equality'],
      questions: [
        'Were you a racist or a nationalist?',
        'Were your ideas used by the Nazis?',
        'Were you an antisemite?',
        'Did you support German nationalism?',
      ],
      premise:
        'Underneath is my conviction that the future belongs to a mixed and united Europe, not to fenced-in nations nursing their vanity.',
      implication:
        'Whoever reads the overman as a racial or national type has read me backwards, and has made my words serve the herd instincts I attacked.',
      attacks: [],
      concedes: [],
      followUp: 'Why do you think people who love the word strength so often end up hating strangers?',
      work: 'Beyond Good and Evil, section 251',
    },
    {
      id: 'nietzsche-work-of-generations',
      issue: 'equality',
      claim:
        'Good things are never the work of one lifetime: taste, manners and discipline are built by long practice and handed down by upbringing, over generations.',
      support:
        'A household or workshop that keeps up patience, courtesy or a demanding craft for a century passes it on by example and daily habit, which no crash course can match. Culture must begin with gesture, bearing and routine, and that takes generations of steady practice.',
      gist: 'fine qualities are the work of generations of practice, handed down by upbringing and example',
      concepts: ['rank', 'equality', 'instinct', 'virtue'],
      questions: [
        'Does family background shape who we become?',
        'Where do good manners and taste come from?',
        'Can education make anyone into anything?',
        'How long does it take to build a great culture?',
      ],
      premise:
        'I assume that a child learns more from the habits practised around him every day than from any lesson, as any apprentice in an old workshop could tell you.',
      implication:
        'A few years of schooling cannot replace a long tradition of practice, so a culture that wants higher human beings must plan in centuries, not in school terms.',
      attacks: ['socrates-every-soul-can-learn'],
      concedes: [],
      followUp:
        'What did the adults around you do every day when you were small, and how much of it do you still do?',
      work: 'Twilight of the Idols, Skirmishes of an Untimely Man, section 47',
    },
    // truth-honesty
    {
      id: 'nietzsche-why-truth',
      issue: 'truth-honesty',
      claim:
        'Truth is not always worth having, and the will to truth itself must be questioned, since no one ever asked why we want truth rather than illusion.',
      support:
        'We assumed that truth is divine and never checked whether it serves life; that faith was the last hiding place of the old God. I value truth more than most, which is exactly why I must ask what it costs.',
      gist: 'the will to truth is one more value that must be questioned, not an unquestionable good',
      concepts: ['truth', 'revaluation', 'death-of-god'],
      questions: [
        'Is truth always worth having?',
        'Why do we value truth?',
        'Is it always better to know the truth?',
      ],
      premise:
        'I refuse every value a free pass, and I would be a hypocrite to exempt the one I hold dearest.',
      implication:
        'Science and philosophy, which thought they had left faith behind, turn out to rest on a faith of their own.',
      attacks: ['socrates-lie-in-the-soul', 'socrates-glad-to-be-refuted'],
      concedes: [],
      followUp: 'Would you still want the truth if you knew it would make you less able to live?',
      work: 'On the Genealogy of Morality, Third Essay, section 24',
    },
    {
      id: 'nietzsche-falsehood-no-objection',
      issue: 'truth-honesty',
      claim:
        'That a belief is false is no objection to it; the question is whether it furthers life, and many necessary beliefs are fictions.',
      support:
        'We could not live a day without simplifying the world, counting unlike things as alike and trusting that tomorrow will resemble today. To give up all such false judgments would be to give up living.',
      gist: "a belief's falseness is no objection to it if it furthers life",
      concepts: ['truth', 'health', 'perspective'],
      questions: [
        'Can a lie ever be good for us?',
        'Do we need illusions to live?',
        'Is it wrong to believe something false if it helps you?',
      ],
      premise:
        'My premise is that a judgment is valuable for what it does for life, and our eyes, our language and our logic all simplify so that we can act.',
      implication:
        'The honest thinker must admit that he too lives by fictions, and his task is to choose them well rather than pretend he has none.',
      attacks: ['socrates-glad-to-be-refuted'],
      concedes: [],
      followUp: 'Which of your own comforting beliefs would you keep even if you learned it was false?',
      work: 'Beyond Good and Evil, section 4',
    },
    {
      id: 'nietzsche-intellectual-conscience',
      issue: 'truth-honesty',
      claim:
        'Honesty toward oneself is the one virtue left to free spirits, and it was the honesty Christianity bred that finally killed its God.',
      support:
        'Most people never ask whether their beliefs are well founded, and that lack of an intellectual conscience I find contemptible. Christian truthfulness, trained for centuries in the confessional, at last turned on Christianity itself and could no longer believe.',
      gist: 'honesty toward oneself is the last virtue, and Christian truthfulness itself killed God',
      concepts: ['truth', 'examined-life', 'christianity', 'death-of-god'],
      questions: [
        'Is honesty always good?',
        'Do you value honesty?',
        'Why should we be honest with ourselves?',
      ],
      premise:
        'I presuppose that believing without asking for reasons is a kind of self-contempt, and on this point I confess I stand close to Socrates.',
      implication:
        'Morality dies by its own best virtue, so the revaluation of values is not an attack from outside but the old conscience finishing its work.',
      attacks: ['socrates-piety-as-questioning'],
      concedes: ['socrates-beware-hating-arguments'],
      followUp: 'What belief of yours have you never dared to examine honestly?',
      work: 'The Gay Science, sections 2 and 357',
    },
    {
      id: 'nietzsche-truth-one-can-bear',
      issue: 'truth-honesty',
      claim:
        'A spirit is measured by how much truth it can bear, and most errors are failures of nerve rather than failures of sight.',
      support:
        'Each step in knowledge comes from hardness toward oneself, not from cleverness. I have lived among ice and high mountains, where the air is thin but clean, and I know what every step of that climb costs.',
      gist: 'a spirit is measured by how much truth it can bear',
      concepts: ['truth', 'courage', 'strength', 'ignorance'],
      questions: [
        'Is the truth too much for some people?',
        'Can people handle the truth?',
        'Does it take courage to face the truth?',
      ],
      premise:
        'Here I assume that we often see enough and then look away, and I ask you to remember the last diagnosis you did not want to hear.',
      implication:
        "Ignorance is then less an excuse than a choice, and a person's beliefs tell you how brave he is.",
      attacks: ['socrates-no-one-errs-willingly'],
      concedes: ['socrates-doctor-not-pastry-cook'],
      followUp: 'What truth have you looked away from because you were not yet strong enough for it?',
      work: 'Ecce Homo, Preface, section 3',
    },
    {
      id: 'nietzsche-holy-lie',
      issue: 'truth-honesty',
      claim:
        'Every improver of mankind, Plato first among them, claimed the right to lie for the good, and the moral order of the world was one of those lies.',
      support:
        'A founding story for the city, a heaven that rewards, a judge who sees everything: priests and philosophers never doubted their right to such useful fictions. What I object to is not that they lied, but that they lied against life.',
      gist: 'moralists from Plato on lied for the good, and the moral world order is their lie',
      concepts: ['truth', 'christianity', 'eternal-forms', 'convention'],
      questions: [
        'Is it ever right to lie for the greater good?',
        'What about the noble lie?',
        'Have moralists lied to us?',
      ],
      premise:
        'I take it that to judge a lie we must ask what it was for, and these served a kind of life that wanted to punish this world.',
      implication:
        'The moralist who condemns lying often stands on a foundation of lies, and honesty must begin by digging there.',
      attacks: ['socrates-useful-words-not-soul-lies'],
      concedes: [],
      followUp: 'If a lie is told for your own good, who decided what your good is?',
      work: 'Twilight of the Idols, The Improvers of Mankind, section 5',
    },
  ],
  terms: [
    {
      concept: 'value-creation',
      meaning:
        'By creating values I mean that valuing is an act: a people or a person decides what counts as high and low, and then lives by it.',
      example:
        'A mountain village that praises endurance above comfort has made that value, and its children grow hard and proud because of it.',
    },
    {
      concept: 'revaluation',
      meaning:
        'By the revaluation of all values I mean testing every inherited value against life, and turning over those that have made us smaller.',
      example:
        'Humility was praised for centuries; revalue it, and you may find it was often fear wearing its Sunday clothes.',
    },
    {
      concept: 'genealogy',
      meaning:
        'Genealogy is the history of a value: where it was born, whose need it answered, and how its meaning changed along the way.',
      example:
        'Guilt, traced back far enough, leads to a marketplace of debts long before it leads to a church.',
    },
    {
      concept: 'will-to-power',
      meaning:
        'By will to power I mean the drive of every living thing to grow, expand and overcome, which runs deeper than the wish merely to survive.',
      example:
        'A tree does not merely keep itself alive; it pushes toward the light and spreads its roots, and that pushing is what I mean.',
    },
    {
      concept: 'master-slave',
      meaning:
        'Master morality says yes to itself first and calls what it is good; slave morality says no first, to the other, and calls him evil.',
      example:
        'The proud warrior calls himself good and the coward bad; the resentful servant calls the warrior evil and his own meekness good.',
    },
    {
      concept: 'resentment',
      meaning:
        'By resentment I mean the poisoned feeling of the powerless, who cannot act on their anger and so take revenge in imagination and in values.',
      example:
        'The clerk who never dares answer his master, but dreams of a hell where masters burn, is nursing resentment.',
    },
    {
      concept: 'herd',
      meaning:
        'By the herd I mean the instinct that prizes being like everyone else, safe and unoffending, and then calls that instinct morality.',
      example:
        'When a gifted child is told to stop standing out and be more like the others, the herd is speaking.',
    },
    {
      concept: 'overman',
      meaning:
        'The overman is my name for what humanity could become by overcoming itself: a creator of values rather than a follower of them.',
      example:
        "Think of the distance between an ape and a man, and imagine the same distance between today's man and what he might become.",
    },
    {
      concept: 'last-man',
      meaning:
        'The last man is the human being who wants nothing but comfort and safety, and has stopped longing for anything beyond himself.',
      example:
        'Picture someone for whom a warm room, steady health and no risks at all are the whole of happiness, and who asks what longing is.',
    },
    {
      concept: 'eternal-recurrence',
      meaning:
        'The eternal recurrence is a test for a life: suppose you had to live this very life again, every moment of it, endlessly.',
      example:
        'Whoever would answer a demon offering the same life forever with a blessing rather than a curse has said yes to his life.',
    },
    {
      concept: 'affirmation',
      meaning:
        'By love of fate I mean embracing whatever has happened to you, blunders and losses included, as part of a whole you would not change.',
      example:
        'The sailor who thanks the storm for teaching him his ship, rather than cursing it, loves his fate.',
    },
    {
      concept: 'health',
      meaning:
        'By decadence I mean a declining life whose instincts have fallen into disorder and turned against themselves, whatever fine names it gives its decline.',
      example:
        'A man too exhausted to want anything, who calls his exhaustion wisdom and peace, is showing a symptom of decadence.',
    },
    {
      concept: 'death-of-god',
      meaning:
        'By the death of God I mean a cultural event: belief in the Christian God has become unbelievable, and its consequences have not yet arrived.',
      example:
        'A village keeps ringing its church bell for a service nobody attends, and so our morals keep the habits of a faith we no longer hold.',
    },
    {
      concept: 'pity',
      meaning:
        "By pity I mean suffering along with another's suffering, a feeling that spreads pain rather than curing it and often quietly humiliates the one pitied.",
      example:
        'A donor who gives mainly to stop feeling bad at the sight of a beggar is relieving his own discomfort more than the beggar.',
    },
    {
      concept: 'rank',
      meaning:
        'By order of rank I mean that people differ in strength, depth and in what they can bear, and that denying it levels everyone down.',
      example:
        'A teacher who gives a young composer the same lessons as every other pupil, out of fairness, may be wasting a genius.',
    },
  ],
};
