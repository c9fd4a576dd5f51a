import type { SeatInput } from '../schema';

/**
 * Socrates, the Gadfly, in the Morality Clash. Plato's Socrates of the early and middle dialogues: the Apology,
 * Crito, Euthyphro, Charmides, Laches, Protagoras, Gorgias, Meno, Euthydemus, Phaedo, Symposium and the Republic
 * (books one and two, with the middle books where apt). He wrote nothing, so each `work` names Plato's dialogue.
 * He cannot know Nietzsche's books; he hears Nietzsche's points in the debate and answers them by his own
 * principles, as he answered Callicles and Thrasymachus.
 */
export const moralityDebate: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'goodness-real',
      position:
        'Goodness is real and can be known, though I confess I have met no one, myself included, who can yet say fully what it is.',
    },
    {
      issue: 'origin-of-values',
      position:
        'Our values were not invented but are recollected: the soul recognises the good once questioning clears away its confusions.',
    },
    {
      issue: 'virtue-knowledge',
      position:
        'Virtue is a kind of knowledge, and no one does wrong willingly; the wrongdoer has mistaken something bad for something good.',
    },
    {
      issue: 'justice',
      position:
        'Justice is the health and order of the soul, so doing wrong is worse for a person than suffering it.',
    },
    {
      issue: 'pity',
      position:
        'The one most to be pitied is the wrongdoer, and true kindness means helping someone become better, not weeping beside him.',
    },
    {
      issue: 'strength-power',
      position:
        'Might never makes right: the only rule worth having is the rule of knowledge, and it begins with ruling oneself.',
    },
    {
      issue: 'examined-life',
      position:
        'The unexamined life is not worth living for a human being, and to talk every day about goodness is the greatest good there is.',
    },
    {
      issue: 'suffering',
      position:
        'Suffering is not the worst evil, a corrupted soul is, and no real harm can come to a good person in life or in death.',
    },
    {
      issue: 'religion-morality',
      position:
        'The gods love what is holy because it is holy, so goodness does not wait on any god to make it good.',
    },
    {
      issue: 'good-life',
      position:
        'A good life is not mere living but living well, and that means caring for the soul before the body, money or fame.',
    },
    {
      issue: 'equality',
      position:
        'Every soul can learn and deserves to be questioned, but opinions are not equal: the judgment of one who knows outweighs a crowd.',
    },
    {
      issue: 'truth-honesty',
      position:
        "Truth is always worth having, and the worst falsehood of all is a lie lodged in one's own soul about the things that matter most.",
    },
  ],
  arguments: [
    // goodness-real
    {
      id: 'socrates-one-measure-behind-many-goods',
      issue: 'goodness-real',
      claim:
        'Goodness is real, for whenever we call many different deeds good, we are measuring them all against one thing we have not yet managed to name.',
      support:
        'When a friend lists brave deeds for me and I ask what makes them all brave, he feels the answer is there though he cannot say it. A list of cases is not yet a definition, but it shows we are aiming at something.',
      gist: 'calling many deeds good means measuring them against one real standard',
      concepts: ['goodness', 'objectivity', 'definition', 'eternal-forms'],
      questions: [
        'Is goodness something real?',
        'How can you say good exists if nobody can define it?',
        'Is there such a thing as objective good?',
        'Are morals just opinions?',
      ],
      premise:
        'It assumes that a word used in earnest is aimed at something, and I notice that nobody quarrels for long over a word that names nothing.',
      implication:
        'If this is right, every quarrel about what is good is a search for one answer, not a clash of tastes.',
      attacks: [],
      concedes: [],
      followUp: 'When you call a deed good, what do you think all good deeds have in common?',
      work: "Plato's Euthyphro",
    },
    {
      id: 'socrates-no-one-settles-for-seeming-good',
      issue: 'goodness-real',
      claim:
        'Plenty of people are content to seem just, but nobody is content with what merely seems good for him; there everyone wants the real thing.',
      support:
        'Sell a man a medicine that only looks healthy, or a bargain that only looks profitable, and see how angry he is when he finds out. Even those who call goodness an invention behave as if it were discovered.',
      gist: 'no one is satisfied with what only seems good for him, so the good is real',
      concepts: ['goodness', 'objectivity', 'happiness', 'perspective'],
      questions: [
        'Why do you think morality is objective?',
        'Is good just whatever we decide is good?',
        'Could goodness be only a matter of perspective?',
      ],
      premise:
        'It rests on the plain observation that each of us wants what is truly good for us, and I have yet to meet the exception.',
      implication:
        'Whoever says values are merely made still wants his own life to go truly well, and so he has already admitted a real good.',
      attacks: [],
      concedes: [],
      followUp: 'Would you choose a life that only looked happy from outside, if you knew it was hollow?',
      work: "Plato's Republic, book six",
    },
    {
      id: 'socrates-made-values-need-a-measure',
      issue: 'goodness-real',
      claim:
        'If values are made, then some are made well and some badly, and whatever lets us tell the difference was not made by us.',
      support:
        'A shipwright builds ships, but he does not invent what makes a ship seaworthy; the sea decides that. My opponent calls some moralities healthy and others sick, so he too is steering by a measure he did not build.',
      gist: 'even made values must be judged by a standard that no one made',
      concepts: ['value-creation', 'measurement', 'health', 'objectivity'],
      questions: [
        'Can we create our own values?',
        'What is wrong with saying humans invent morality?',
        'If we make our values, can we make them any way we like?',
      ],
      premise:
        'It assumes that making can be done well or badly, and I have never found a craft where it could not.',
      implication:
        'Then the maker of values is a craftsman answerable to the good, as a potter is to his clay, and not a god above it.',
      attacks: [],
      concedes: [],
      followUp: 'When a value is called healthy, healthy by what standard?',
      work: "Plato's Gorgias",
    },
    {
      id: 'socrates-ignorance-not-emptiness',
      issue: 'goodness-real',
      claim:
        'That I cannot yet define goodness shows only that I am ignorant, not that goodness is nothing; the target is there before the archer hits it.',
      support:
        'The oracle called me wisest only because I knew how little I knew. Men who were sure they understood the noble and the good turned out not to, which is a reason to keep looking, not to stop.',
      gist: 'failing to define goodness proves our ignorance of it, not its unreality',
      concepts: ['ignorance', 'knowledge', 'definition', 'goodness'],
      questions: [
        'If you cannot even say what goodness is, why believe in it?',
        'Does the fact that nobody agrees on ethics mean there is no truth?',
        'How can you know good exists when you say you know nothing?',
      ],
      premise:
        'It assumes that ignorance is a fact about me and not about the world, which I think even my accusers would grant.',
      implication:
        'Then no one may conclude from a thousand failed definitions that morality is invented; he may only conclude that the work is unfinished.',
      attacks: [],
      concedes: [],
      followUp: 'Is there anything you cannot define and yet do not doubt is real?',
      work: "Plato's Apology",
    },
    // origin-of-values
    {
      id: 'socrates-recollected-not-invented',
      issue: 'origin-of-values',
      claim:
        'Nobody invented our sense of the good; it is recollected, drawn up from the soul by good questions, the way I once drew geometry from a boy who had never studied it.',
      support:
        'Meno had a servant answer my questions, and step by step the boy found for himself how to double a square. No one poured it into him, and no assembly could have voted it true.',
      gist: 'moral knowledge is recollected by the soul under questioning, not invented',
      concepts: ['knowledge', 'soul', 'genealogy', 'eternal-forms'],
      questions: [
        'Where do our moral values come from?',
        'Did people just make up right and wrong?',
        'How do we come to know what is good in the first place?',
      ],
      premise:
        'It assumes that what a person finds in himself by questioning was in some way already his, and the boy and his square persuade me of it.',
      implication:
        'If this is right, every human being carries the seeds of moral knowledge, and teaching is more like reminding than inventing.',
      attacks: [],
      concedes: [],
      followUp:
        'When you first saw that cruelty was wrong, did it feel like inventing a rule or like noticing something?',
      work: "Plato's Meno",
    },
    {
      id: 'socrates-origin-is-not-verdict',
      issue: 'origin-of-values',
      claim:
        'Telling me how a belief was born does not tell me whether it is true; that is a second question, and the only one that matters.',
      support:
        'A rule of arithmetic learned from a thief adds up as well as one learned from a priest. If the meek first praised kindness out of spite, we must still ask whether kindness is good.',
      gist: 'the history of a value cannot settle whether the value is true or good',
      concepts: ['genealogy', 'truth', 'goodness', 'reason'],
      questions: [
        'Does it matter where our morals came from?',
        'If morality was invented by the weak, does that make it false?',
        'Can the history of a value prove it wrong?',
      ],
      premise:
        'It assumes that true and false belong to what is said, not to who first said it, and I have never heard a good reason to doubt this.',
      implication:
        'Then the whole history of morals, however shocking, leaves the question of what is good exactly where it was.',
      attacks: [],
      concedes: [],
      followUp: 'If you learned that honesty was first praised by cowards, would you start lying?',
      work: "Plato's Charmides",
    },
    {
      id: 'socrates-quarrels-need-a-measure',
      issue: 'origin-of-values',
      claim:
        'Values look like mere custom only because we quarrel about them, and we quarrel because we lack a measure, not because there is nothing to measure.',
      support:
        'Two men who disagree about a sum simply count, and the quarrel ends in a moment; two who disagree about justice come to blows. The remedy is patient questioning, which is a slow kind of measuring, not a vote.',
      gist: 'moral disagreement shows that we lack a measure, not that nothing is there',
      concepts: ['convention', 'measurement', 'perspective', 'justice'],
      questions: [
        'Different cultures have different morals, so is morality just custom?',
        'Why do people disagree so much about right and wrong?',
        'Is morality relative to society?',
      ],
      premise:
        'It assumes that disagreement is a sign of difficulty rather than emptiness, as it is in every other hard question.',
      implication:
        'Then the differences between peoples are not the end of ethics but the place where its real work begins.',
      attacks: [],
      concedes: [],
      followUp: 'Why should a hard question be mistaken for a question without an answer?',
      work: "Plato's Euthyphro",
    },
    {
      id: 'socrates-goods-follow-from-functions',
      issue: 'origin-of-values',
      claim:
        'Our values come from what things are for: a knife is good when it cuts well, an eye when it sees well, and a soul when it lives well.',
      support:
        'Nobody invented the excellence of a pruning hook; it follows from the work the hook does. The soul has its own work, caring, ruling and deliberating, and its excellence is justice.',
      gist: 'values follow from the work each thing does, and the soul has a work too',
      concepts: ['virtue', 'soul', 'goodness', 'objectivity'],
      questions: [
        'Is there a natural basis for morality?',
        'What makes something good at all?',
        'Do values come from human nature?',
      ],
      premise:
        'It assumes that the soul, like the eye or the knife, has a work of its own, and I should like to hear what else does our deliberating.',
      implication:
        'Then asking what is good for a human being is, in principle, as answerable as asking what makes a good pair of eyes.',
      attacks: [],
      concedes: [],
      followUp: 'What do you think a human soul is for?',
      work: "Plato's Republic, book one",
    },
    // virtue-knowledge
    {
      id: 'socrates-no-one-errs-willingly',
      issue: 'virtue-knowledge',
      claim:
        'No one does wrong willingly, because everyone wants what is good for himself, and whoever chooses evil has mistaken it for a good.',
      support:
        'Ask a thief what he was after, and he will name money, comfort or safety, all things he took to be good for him. Nobody wants to be miserable; the wrongdoer simply misjudged the road to what he wanted.',
      gist: 'no one does wrong willingly, since every wrongdoer mistakes evil for good',
      concepts: ['ignorance', 'wrongdoing', 'knowledge', 'goodness'],
      questions: [
        'Does anyone do wrong on purpose?',
        'Do bad people know they are doing wrong?',
        'Why do people do evil things?',
        'Can someone knowingly choose evil?',
      ],
      premise:
        'It rests on the claim that everyone wishes to fare well, and I have never found a person who, understanding the matter, wished to be wretched.',
      implication:
        'Then the cure for wickedness is teaching rather than anger, and a prison without instruction is a hospital without medicine.',
      attacks: [],
      concedes: [],
      followUp: 'Can you describe someone who wanted what was bad for him, knowing it was bad for him?',
      work: "Plato's Meno",
    },
    {
      id: 'socrates-weakness-is-mismeasurement',
      issue: 'virtue-knowledge',
      claim:
        'What people call being overcome by pleasure is really a mistake of measurement, like judging a nearby hill taller than a distant mountain.',
      support:
        "The cake in front of you looms large and next month's illness looks small, just as near things look bigger to the eye. An art of measuring pleasures and pains would save our lives, as the builder's rule saves his wall.",
      gist: 'weakness of will is really an error in measuring near and distant goods',
      concepts: ['measurement', 'pleasure', 'knowledge', 'ignorance'],
      questions: [
        'What about when I know something is bad but do it anyway?',
        'Is weakness of will real?',
        'Why do we give in to temptation?',
      ],
      premise:
        'It assumes that knowledge, once we truly have it, is strong enough to rule us, and is not a slave dragged about by appetite and fear.',
      implication:
        'If this is right, nobody is ever simply weak, only ignorant at the moment of choosing, and the remedy is learning to see distances truly.',
      attacks: [],
      concedes: [],
      followUp:
        'When you gave in to something you later regretted, did it look like the better choice at that moment?',
      work: "Plato's Protagoras",
    },
    {
      id: 'socrates-virtue-is-one-wisdom',
      issue: 'virtue-knowledge',
      claim:
        'Courage, justice and self-control are not separate talents but one wisdom seen from different sides, for any of them without knowledge turns harmful.',
      support:
        'Boldness without understanding is mere rashness, like a man leaping into a well with no idea how to swim. What turns daring into courage is knowing what is truly to be feared.',
      gist: 'the virtues are one wisdom, and without knowledge any of them turns harmful',
      concepts: ['virtue', 'knowledge', 'courage'],
      questions: [
        'Is courage a kind of knowledge?',
        'Can you be brave without being wise?',
        'Are all the virtues really the same thing?',
      ],
      premise:
        'It assumes that nothing benefits us unless it is well used, and only understanding knows how to use a thing well.',
      implication:
        'Then there can be no brave villain and no just fool, which spoils a good many of our heroic stories.',
      attacks: [],
      concedes: [],
      followUp: 'Would you call a man brave who risked his life for something worthless?',
      work: "Plato's Laches",
    },
    {
      id: 'socrates-opinion-tied-down',
      issue: 'virtue-knowledge',
      claim:
        'Right opinion can guide a decent man for a while, but it wanders off like the statues of Daedalus unless reasons tie it down, and then it becomes knowledge.',
      support:
        'The great statesmen of Athens could not make their own sons good, though they hired them the finest riding masters. They had lucky true opinions rather than knowledge, and luck cannot be handed on.',
      gist: 'true opinion is unstable until reasons tie it down and make it knowledge',
      concepts: ['knowledge', 'virtue', 'reason'],
      questions: [
        'Can virtue be taught?',
        'Why do good parents sometimes raise bad children?',
        'What is the difference between knowing what is right and just believing it?',
      ],
      premise:
        'It assumes that what can be explained can be taught, while what cannot be explained is held by good fortune.',
      implication:
        'Then decent people who cannot give reasons for their decency are at the mercy of the first clever speaker who shakes them.',
      attacks: [],
      concedes: [],
      followUp: 'Could you explain why your own principles are right, or do you hold them on trust?',
      work: "Plato's Meno",
    },
    {
      id: 'socrates-instinct-pulls-reason-judges',
      issue: 'virtue-knowledge',
      claim:
        'Appetites and instincts are real, but they only pull; it is understanding that judges which pull to follow, and it can be trained to judge well.',
      support:
        'A thirsty man who knows the water is poisoned holds back his hand, and something in him besides thirst does the holding. That something is the part of us that learns.',
      gist: 'instincts only pull, while understanding judges which pull to follow',
      concepts: ['instinct', 'reason', 'self-mastery', 'knowledge'],
      questions: [
        'Are we not really driven by instincts rather than reason?',
        'Can reason actually control our desires?',
        'Is reason just a servant of our passions?',
      ],
      premise:
        'It assumes that one part of the soul can oppose another, as the thirsty man refusing poison plainly shows.',
      implication:
        'Then the struggle inside us is not between a true self and a mask of reason, but between what wants and what understands.',
      attacks: [],
      concedes: [],
      followUp: 'When you refused something you craved, what in you did the refusing?',
      work: "Plato's Republic, book four",
    },
    // justice
    {
      id: 'socrates-worse-to-do-than-suffer',
      issue: 'justice',
      claim:
        'Doing wrong is worse than suffering it, because the one who suffers loses money or limbs, while the one who does it ruins his own soul.',
      support:
        'Polus laughed when I said so, and was sure every bystander would side with him. Yet once we asked which is more shameful, and whether the shameful is also the worse, he had to agree with me against all his bystanders.',
      gist: 'doing injustice is worse than suffering it, because it corrupts the soul',
      concepts: ['justice', 'wrongdoing', 'soul', 'advantage'],
      questions: [
        'Is it better to suffer injustice than to commit it?',
        'Why would anyone choose to be wronged rather than do wrong?',
        'Does injustice ever pay?',
      ],
      premise:
        'It rests on the claim that the soul is worth more than the body and its possessions, and I have spent my life testing that and found it sound.',
      implication:
        'Then a tyrant who gets away with every crime is the most wretched man in his city, however splendid his palace.',
      attacks: [],
      concedes: [],
      followUp: 'Would you rather lose your purse or become the kind of person who steals one?',
      work: "Plato's Gorgias",
    },
    {
      id: 'socrates-punishment-is-medicine',
      issue: 'justice',
      claim:
        'A wrongdoer who escapes punishment is worse off than one who pays the penalty, just as a sick man who dodges the doctor is worse off than one who is cured.',
      support:
        'Just punishment hurts the way surgery and cautery hurt: it rids the soul of its worst disease. The guilty man who runs from the court is a child fleeing the doctor to keep his fever.',
      gist: 'a wrongdoer who escapes punishment is worse off than one who is punished',
      concepts: ['punishment', 'justice', 'health', 'soul'],
      questions: [
        'Is it good to get away with something?',
        'What is punishment for?',
        'Is a criminal who never gets caught better off?',
      ],
      premise:
        'It assumes that punishment justly given aims to make the wrongdoer better, not merely to pay him back, and I would call any other kind plain revenge.',
      implication:
        'Then, strange as it sounds, a wrongdoer who truly loved himself would hurry to the court and accuse himself first.',
      attacks: [],
      concedes: [],
      followUp: 'If a penalty could truly heal you, would you still want to escape it?',
      work: "Plato's Gorgias",
    },
    {
      id: 'socrates-justice-health-of-soul',
      issue: 'justice',
      claim:
        'Justice is the health of the soul, each part doing its own work in tune with the others, and injustice is a sickness no fortune can make worth having.',
      support:
        'Nobody would accept all the gold of Persia in exchange for a ruined body. Why, then, would anyone trade the order of his soul, the very thing that makes life livable, for any prize at all?',
      gist: 'justice is the health of the soul, and injustice a sickness no wealth repays',
      concepts: ['justice', 'health', 'soul', 'self-mastery'],
      questions: [
        'What is justice?',
        'Why should I care about being just?',
        'What does it mean to be a just person?',
      ],
      premise:
        'It assumes that the soul has parts which can be in order or in revolt, and anyone who has been torn by a desire knows this from inside.',
      implication:
        'Then justice is not first a rule about how we treat others but an order within us, from which fair dealing flows of itself.',
      attacks: [],
      concedes: [],
      followUp: 'Have you ever felt at war with yourself, and was that a good state to be in?',
      work: "Plato's Republic, book four",
    },
    {
      id: 'socrates-gyges-harm-within',
      issue: 'justice',
      claim:
        'Even with a ring that made him invisible, a wise man would choose justice, because the unseen crime would still be done to his own soul.',
      support:
        'Glaucon asked me to strip justice of every reward and reputation and still praise it. The man who uses the ring feeds the many-headed beast inside him and starves the human being there; no one sees the damage, but it is done.',
      gist: 'justice is worth choosing even when invisible, since the harm of injustice is within',
      concepts: ['gyges', 'justice', 'soul'],
      questions: [
        'Would you be good if nobody could see you?',
        'What about the ring of Gyges?',
        'Are people only moral because they are afraid of getting caught?',
      ],
      premise:
        'It assumes that what we become by our deeds matters more than what others see of them, and I will defend that against anyone.',
      implication:
        'Then a reputation for justice is worth little, and a hidden justice that earns nothing is worth a great deal.',
      attacks: [],
      concedes: [],
      followUp: 'If you had that ring tonight, what would you do first, and what would it make of you?',
      work: "Plato's Republic, books two and nine",
    },
    {
      id: 'socrates-thieves-need-justice',
      issue: 'justice',
      claim:
        'Injustice is weakness, not strength, for even a band of thieves can do nothing together unless they deal fairly with one another.',
      support:
        'Thrasymachus praised the perfectly unjust man as mighty, so I asked him how a gang could rob a city if its members cheated each other. Whatever power wrongdoers have comes from the scrap of justice left among them.',
      gist: 'injustice is weakness, since even thieves need justice among themselves to act',
      concepts: ['justice', 'strength', 'wrongdoing', 'advantage'],
      questions: [
        'Is being unjust sometimes the smart move?',
        'Do the powerful succeed because they ignore justice?',
        'Does justice make us weak?',
      ],
      premise:
        'It assumes that acting together requires trust, which anyone who has tried to row a boat beside a cheat will understand.',
      implication:
        'Then a perfectly unjust man would be at war with everyone, himself included, and could accomplish nothing at all.',
      attacks: [],
      concedes: [],
      followUp:
        'Can you name any great undertaking that succeeded among people who all deceived one another?',
      work: "Plato's Republic, book one",
    },
    // strength-power
    {
      id: 'socrates-the-many-are-stronger',
      issue: 'strength-power',
      claim:
        "If might makes right, then the many together are mightiest of all, and their laws of fairness are nature's own verdict by the strong man's rule.",
      support:
        'Callicles told me nature gives more to the stronger, so I asked him who is stronger than the crowd when it acts as one. By his own measure, the herd that outvotes the lion is the stronger, and its rules are the rule of the strong.',
      gist: "if might made right, the many would be strongest and their fairness would be nature's law",
      concepts: ['strength', 'herd', 'convention', 'tyranny'],
      questions: [
        'Do the strong have a right to rule?',
        'Does might make right?',
        'Does nature not favour the strong?',
        'Should the strong have more than the weak?',
      ],
      premise:
        'It assumes only that strength is measured by who prevails, which is the very measure the champions of the strong insist on.',
      implication:
        'Then whoever worships strength and despises the rules of the many has praised the winner and scorned him in the same breath.',
      attacks: [],
      concedes: [],
      followUp:
        'If the strong are simply those who win, has the morality you dislike not proven itself the strongest?',
      work: "Plato's Gorgias",
    },
    {
      id: 'socrates-superior-at-what',
      issue: 'strength-power',
      claim:
        'If the stronger means the better and the wiser, then let the wise rule, but ruling is a craft, and no craft consists in grabbing more.',
      support:
        'Callicles retreated to saying the superior deserve more, so I asked whether the doctor deserves the most food and the weaver the largest cloak. Superiority earns a task, not a bigger share.',
      gist: 'superior people deserve the work of ruling well, not a bigger share of goods',
      concepts: ['rank', 'strength', 'knowledge', 'advantage'],
      questions: [
        'Should the best people be in charge?',
        'Do superior people deserve more?',
        'Is there a natural aristocracy?',
      ],
      premise:
        'It assumes that excellence is always excellence at some work, and I know of no excellence at simply having more.',
      implication:
        'Then the higher a man stands, the more he owes, and a ruler who serves himself has resigned his office without noticing.',
      attacks: [],
      concedes: [],
      followUp: 'What exactly is the superior person superior at?',
      work: "Plato's Gorgias",
    },
    {
      id: 'socrates-ruling-serves-the-ruled',
      issue: 'strength-power',
      claim:
        "Every true art of ruling looks to the good of those it rules, as medicine looks to the patient and not to the doctor's purse.",
      support:
        "Thrasymachus said justice is whatever serves the stronger. Yet the shepherd, as shepherd, cares for the flock's good; when he fattens sheep for the market he is practising another trade, money-making.",
      gist: 'the true art of ruling, like medicine, serves the good of those ruled',
      concepts: ['justice', 'strength', 'advantage', 'tyranny'],
      questions: [
        'Is justice just the interest of the stronger?',
        'Do rulers really rule for their own benefit?',
        'What is power for?',
      ],
      premise:
        "It assumes that every art has its own aim, distinct from the wages it earns, and a doctor paid in gold is still judged by his patients' health.",
      implication:
        'Then a ruler who serves only himself is not a strong ruler but a bad one, as a physician who poisons is no physician.',
      attacks: [],
      concedes: [],
      followUp: 'Would you call a doctor skilled who grew rich by keeping his patients sick?',
      work: "Plato's Republic, book one",
    },
    {
      id: 'socrates-tyrant-is-weakest',
      issue: 'strength-power',
      claim:
        'The tyrant who can do whatever he likes is the weakest man in the city, for he does what seems best to him without getting what he truly wants.',
      support:
        "Archelaus murdered his way to a throne and was envied across Greece, yet he lives ringed by fear, trusting no one, enslaved to appetites that grow as he feeds them. Power without wisdom is a sword in a child's hand.",
      gist: 'the tyrant is the weakest of men, since he never gets what he truly wants',
      concepts: ['tyranny', 'strength', 'wrongdoing', 'happiness'],
      questions: [
        'Is a dictator not happy, since he can do anything?',
        'What about people with absolute power?',
        'Would you not like to be able to do whatever you want?',
      ],
      premise:
        'It rests on the difference between doing what seems best and doing what one really wants, which is the good, and I think you feel that difference.',
      implication:
        'Then power is a blessing only to those who already know how to use it, and a curse to everyone else who holds it.',
      attacks: [],
      concedes: [],
      followUp:
        'If you could do anything you pleased tomorrow, how sure are you that you would want the right things?',
      work: "Plato's Gorgias",
    },
    {
      id: 'socrates-rule-yourself-first',
      issue: 'strength-power',
      claim:
        'The first rule worth having is rule over oneself, and a man who cannot master his own appetites has no business mastering anyone else.',
      support:
        'Callicles laughed at self-control, called it slavish, and praised the man whose desires grow without limit. But a city where the mob rules the wise is no city, and a soul where the appetites rule is no better.',
      gist: 'only one who rules himself is fit to rule others',
      concepts: ['self-mastery', 'strength', 'rank', 'instinct'],
      questions: [
        'What makes someone fit to lead?',
        'Is self-control a kind of strength?',
        'Should we let our desires grow as large as they can?',
      ],
      premise:
        'It assumes that the soul is like a city with better and worse parts, and that the better ought to govern, as even a tyrant expects of his own guards.',
      implication:
        'Then the strongest man is not the one with the most servants but the one who is no servant to himself.',
      attacks: [],
      concedes: [],
      followUp: 'Which is harder for you: to command other people or to command your own temper?',
      work: "Plato's Gorgias",
    },
    {
      id: 'socrates-strength-to-refuse',
      issue: 'strength-power',
      claim:
        'True strength is the power to refuse injustice when everyone around you demands it, and I have needed that strength more than any other.',
      support:
        'I stood alone against the assembly when it wished to condemn the generals unlawfully, and when the Thirty ordered me to fetch an innocent man for execution, I simply went home. Any bully can push; few can stand still.',
      gist: 'true strength is refusing injustice even when everyone demands it',
      concepts: ['courage', 'strength', 'justice', 'herd'],
      questions: [
        'What does real strength look like?',
        'Is it strong to go along with the crowd?',
        'What is moral courage?',
      ],
      premise:
        'It assumes that death is not the worst thing, for a man who fears it more than wrongdoing can be bought by anyone holding a sword.',
      implication:
        'Then the strongest people in the world may be quite unknown, and its famous conquerors may be among the weakest.',
      attacks: [],
      concedes: [],
      followUp: 'What would you refuse to do even if the whole city ordered it?',
      work: "Plato's Apology",
    },
    // pity
    {
      id: 'socrates-pity-the-wrongdoer',
      issue: 'pity',
      claim:
        'The one truly to be pitied is not the victim of injustice but the person who commits it, for he carries the damage away with him.',
      support:
        'Polus asked whether I would not envy a man free to kill whomever he pleased. I told him the unjust killer is wretched and pitiable, and his victim merely unlucky.',
      gist: 'the wrongdoer is more to be pitied than the person he wrongs',
      concepts: ['pity', 'wrongdoing', 'soul', 'justice'],
      questions: [
        'Who deserves our pity?',
        'Should we feel sorry for criminals?',
        'Is compassion a good thing?',
      ],
      premise:
        'It rests on my claim that a damaged soul is a greater misfortune than a damaged body, which I have defended against all comers.',
      implication: 'Then our pity is usually aimed at the wrong person, and our envy almost always is.',
      attacks: [],
      concedes: [],
      followUp: 'Whom do you pity more: a man who was robbed, or a man who became a robber?',
      work: "Plato's Gorgias",
    },
    {
      id: 'socrates-tears-do-not-judge',
      issue: 'pity',
      claim:
        'Pity must never bend a judgment, and when my own life was at stake I refused to parade my weeping children before the jury.',
      support:
        'A juror swears to judge by what is just, not to hand out favours to whoever cries loudest. Begging for pity would have taught the court that justice can be bought with tears, which is a lesson in injustice.',
      gist: 'pity must never be allowed to bend a just judgment',
      concepts: ['pity', 'justice', 'punishment'],
      questions: [
        'Should pity affect how we judge people?',
        'Is it weak to appeal to sympathy?',
        'Should judges show mercy?',
      ],
      premise:
        'It assumes that a verdict is owed to the truth of the case and not to the feelings of the judge, and any honest juror knows it.',
      implication:
        'Then compassion has its place in how we help people, but none in deciding what they deserve.',
      attacks: [],
      concedes: [],
      followUp: "Would you want to be judged by someone who could be moved by your opponent's tears?",
      work: "Plato's Apology",
    },
    {
      id: 'socrates-kindness-makes-better',
      issue: 'pity',
      claim:
        'Real kindness is making another person better, and a good man harms no one, not even an enemy, since harming a person only makes him worse.',
      support:
        'Polemarchus thought justice meant helping friends and harming enemies. But a musician cannot use music to make people unmusical, and a just man cannot use justice to make anyone more unjust.',
      gist: 'true kindness makes people better, and a good man harms no one at all',
      concepts: ['pity', 'justice', 'virtue', 'soul'],
      questions: [
        'What is the right way to help someone who is suffering?',
        'Should we harm our enemies?',
        'Is kindness a weakness?',
      ],
      premise:
        'It assumes that to harm a person is to make him worse at being human, and I cannot see how that could ever be the work of a good man.',
      implication:
        'Then revenge is ruled out entirely, even the sweet kind that feels deserved, which is a hard saying for most cities.',
      attacks: [],
      concedes: [],
      followUp: 'When you helped someone most, was it by comforting them or by making them stronger?',
      work: "Plato's Republic, book one",
    },
    // examined-life
    {
      id: 'socrates-unexamined-life',
      issue: 'examined-life',
      claim:
        "The unexamined life is not worth living for a human being, because a person who never asks how to live is only living out other people's answers.",
      support:
        'At my trial I might have saved my life by promising to stop questioning people, and I said I could not. To talk each day about goodness, testing myself and others, is the greatest good a man can have.',
      gist: 'a life that never questions how to live is not worth living',
      concepts: ['examined-life', 'dialectic', 'goodness', 'happiness'],
      questions: [
        'Why should I examine my life?',
        'What is so great about philosophy?',
        'Is the unexamined life really not worth living?',
        'Is it not fine to just live without thinking too much?',
      ],
      premise:
        'It assumes that a human being differs from a grazing animal by being able to ask how to live, and that such a gift left unused is a loss.',
      implication:
        'Then a comfortable life without reflection, however pleasant, is a kind of sleepwalking, and most of us are asleep.',
      attacks: [],
      concedes: [],
      followUp: 'When did you last change your mind about how to live, and what changed it?',
      work: "Plato's Apology",
    },
    {
      id: 'socrates-the-city-needs-a-gadfly',
      issue: 'examined-life',
      claim:
        'A city needs a gadfly to sting it awake with questions, and I count that a service even though it cost me my life.',
      support:
        'Athens is a great thoroughbred, sluggish from its own size, and the god set me on it to rouse it. People woken from a pleasant doze are angry and they swat, but that is no proof the sting was wrong.',
      gist: 'a community needs someone to sting it awake with questions, however unwelcome',
      concepts: ['examined-life', 'dialectic', 'herd', 'convention'],
      questions: [
        'Why did you annoy everyone with your questions?',
        'Why do they call you a gadfly?',
        'Is it good to challenge society?',
      ],
      premise:
        'It assumes that comfortable opinions are more dangerous than uncomfortable questions, and the fury my questions met suggests they touched something real.',
      implication:
        'Then a society that silences its questioners is not protecting its morals but putting them to sleep.',
      attacks: [],
      concedes: [],
      followUp: 'Who in your own life plays the gadfly, and do you thank them for it?',
      work: "Plato's Apology",
    },
    {
      id: 'socrates-judge-the-argument',
      issue: 'examined-life',
      claim:
        'Calling my questions a symptom of sickness is a clever insult but no answer; if my argument is wrong, show me where, and I shall be grateful.',
      support:
        'A doctor may examine the man who proves a theorem, but the theorem stands or falls by itself. And whoever diagnoses reason as a disease is giving reasons as he does it, so he lies in the same sickbed.',
      gist: 'diagnosing the arguer is no substitute for refuting the argument',
      concepts: ['dialectic', 'reason', 'health', 'examined-life'],
      questions: [
        'What do you say to those who call your love of reason a sickness?',
        'Is dialectic just a weapon of the weak?',
        'Was your philosophy a symptom of decline?',
      ],
      premise:
        'It assumes that an argument can be judged apart from the one who makes it, which my critics assume too whenever they wish to be believed.',
      implication:
        'Then no diagnosis, however brilliant, excuses anyone from the work of answering the question itself.',
      attacks: [],
      concedes: [],
      followUp: "If my reasoning were a sick man's symptom, which step of it would be false?",
      work: "Plato's Phaedo",
    },
    {
      id: 'socrates-beware-hating-arguments',
      issue: 'examined-life',
      claim:
        'Among the worst things that can befall a person is coming to hate arguments, for then he has shut the only door out of his confusion.',
      support:
        'A man cheated by a few friends may end by hating everyone; a man fooled by a few arguments may end by trusting none. In both cases the fault lies in his lack of skill, not in people or in reasoning.',
      gist: 'coming to hate reasoning because some arguments fail is one of the worst misfortunes',
      concepts: ['reason', 'dialectic', 'examined-life', 'truth'],
      questions: [
        'Why trust reason when so many arguments turn out wrong?',
        'Is it not better to follow your gut than endless arguments?',
        'What if reasoning just leads us in circles?',
      ],
      premise:
        'It assumes that the fault for a bad argument lies with the arguer and not with reason itself, which I hold as firmly as anything.',
      implication:
        'Then despair of reason, however sophisticated it sounds, is only a disappointed lover sulking.',
      attacks: [],
      concedes: [],
      followUp: 'Is it the arguments that let you down, or our skill in handling them?',
      work: "Plato's Phaedo",
    },
    {
      id: 'socrates-examined-life-is-full-blooded',
      issue: 'examined-life',
      claim:
        'The examined life is not a bloodless one; I have loved, drunk and fought as hard as any man, and questioning made all of it better.',
      support:
        "At Agathon's feast I was still talking at dawn when the others slept under the tables, and I held my ground in the retreat from Delium. Reason was never my jailer; it was my companion.",
      gist: 'the examined life is full-blooded, and reason is the companion of passion, not its jailer',
      concepts: ['examined-life', 'instinct', 'love-beauty', 'courage'],
      questions: [
        'Is a life of reason cold and joyless?',
        'Did philosophy make you despise ordinary pleasures?',
        'Does thinking too much kill passion?',
      ],
      premise:
        'It assumes that passions are not killed by being understood but only put in their place, as a good rider guides his horse rather than shooting it.',
      implication:
        'Then those who picture me as an enemy of life have read the story of my death and skipped the story of my life.',
      attacks: [],
      concedes: [],
      followUp: 'Which passion of yours would be spoiled by understanding it better?',
      work: "Plato's Symposium",
    },
    // suffering
    {
      id: 'socrates-good-man-cannot-be-harmed',
      issue: 'suffering',
      claim:
        'No real evil can come to a good person, in life or in death, because the only true harm is harm to the soul, and no enemy can reach that.',
      support:
        'Meletus and Anytus could have me killed or exiled, but they could not make me worse, and only being made worse is truly being harmed. I told the jury so, and I went to prison calm.',
      gist: 'no real harm can befall a good person, since enemies cannot reach the soul',
      concepts: ['suffering', 'soul', 'death', 'virtue'],
      questions: [
        'Can anything really hurt a good person?',
        'Is suffering the worst thing that can happen?',
        'How could you stay so calm facing execution?',
      ],
      premise:
        'It rests on the claim that a person is his soul more than his body or his belongings, and I have found no better account of what I am.',
      implication:
        "Then a good person's worst enemies can take everything he owns and still not lay a finger on him.",
      attacks: [],
      concedes: [],
      followUp: 'What is the one thing no one could take from you unless you gave it up?',
      work: "Plato's Apology",
    },
    {
      id: 'socrates-hardship-is-material',
      issue: 'suffering',
      claim:
        'Pain in itself is neither good nor bad for us; what makes it one or the other is the wisdom or folly with which we meet it.',
      support:
        "Wealth and health harm a fool and help a wise man, and hardship is material of the same kind. The frost at Potidaea that broke some soldiers' spirits did nothing to mine.",
      gist: 'suffering is neither good nor bad in itself, only wisely or foolishly used',
      concepts: ['suffering', 'knowledge', 'virtue'],
      questions: [
        'Is suffering good for us?',
        'Does pain make us stronger?',
        'What does not kill you makes you stronger, do you agree?',
      ],
      premise:
        'It assumes that wisdom is the only thing good in itself, and that everything else turns good or bad in its hands.',
      implication:
        'Then praising suffering is as foolish as praising money: both are tools, and neither teaches anyone how to use it.',
      attacks: [],
      concedes: [],
      followUp: 'Has hardship ever made someone you know worse rather than better?',
      work: "Plato's Euthydemus",
    },
    {
      id: 'socrates-useful-sting-of-perplexity',
      issue: 'suffering',
      claim:
        'One pain I do recommend is the sting of finding out you do not know what you thought you knew, for that is where learning begins.',
      support:
        'Meno complained that talking with me was like touching a numbing sea fish, and so it was. But a man stunned out of false certainty is better off than before, because at last he wants to find out.',
      gist: "the painful confusion of discovering one's ignorance is where learning begins",
      concepts: ['suffering', 'ignorance', 'examined-life', 'dialectic'],
      questions: [
        'Why do your questions make people so uncomfortable?',
        'Is confusion ever a good thing?',
        'Does it hurt to be proven wrong?',
      ],
      premise:
        'It assumes that no one seeks what he believes he already has, so the false belief must break before the search can start.',
      implication:
        'Then a teacher who never unsettles his students has taught them nothing they did not already think.',
      attacks: [],
      concedes: [],
      followUp: 'Which belief of yours would you be most afraid to have questioned?',
      work: "Plato's Meno",
    },
    {
      id: 'socrates-death-no-evil',
      issue: 'suffering',
      claim:
        'I went to my death cheerfully, not because life is a sickness, but because I had lived well and saw no reason to fear what comes next.',
      support:
        'Death is either a dreamless sleep, and what night was ever sweeter, or a journey to meet the dead and question them, which would be a delight. To fear it is to pretend to know what no one knows.',
      gist: 'death holds no terror for one who has lived well, and fearing it pretends to knowledge',
      concepts: ['death', 'suffering', 'ignorance', 'affirmation'],
      questions: [
        'Were you afraid to die?',
        'What did you think happens after death?',
        'Did you think life was a disease to be cured?',
      ],
      premise:
        'It assumes that to dread the unknown as a known evil is false wisdom, the very kind I spent my life exposing.',
      implication:
        'Then whoever clings to life at any price, even the price of wrongdoing, has the worse fear and the worse life.',
      attacks: [],
      concedes: [],
      followUp: 'If death might be a dreamless sleep, what exactly is there to dread?',
      work: "Plato's Apology",
    },
  ],
  terms: [],
};
