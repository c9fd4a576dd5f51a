import type { SeatInput } from '../../schema';

/**
 * Socrates, the Gadfly, in the Morality Clash. Plato's Socrates of the early and middle dialogues: the Apology,
 * Crito, Euthyphro, Charmides, Laches, Protagoras, Gorgias, Meno, Euthydemus, Phaedo, Symposium and the Republic
 * (books one and two, with the middle books where apt). He wrote nothing, so each `work` names Plato's dialogue.
 * He cannot know Nietzsche's books; he hears Nietzsche's points in the debate and answers them by his own
 * principles, as he answered Callicles and Thrasymachus.
 */
export const socrates: SeatInput = {
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
        'I take it for granted that a word used in earnest is aimed at something, and I notice that nobody quarrels for long over a word that names nothing.',
      implication:
        'If this is right, every quarrel about what is good is a search for one answer, not a clash of tastes.',
      attacks: ['nietzsche-perspective-more-eyes', 'nietzsche-good-in-itself-error'],
      concedes: [],
      followUp: 'When you call a deed good, what do you think all good deeds have in common?',
      work: "Plato's Laches",
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
      attacks: ['nietzsche-true-world-fable', 'nietzsche-no-moral-facts'],
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
        'Behind it lies the belief that making can be done well or badly, and I have never found a craft where it could not.',
      implication:
        'Then the maker of values is a craftsman answerable to the good, as a potter is to his clay, and not a god above it.',
      attacks: ['nietzsche-no-moral-facts', 'nietzsche-value-of-values', 'nietzsche-life-is-the-measure'],
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
        'I am only supposing that ignorance is a fact about me and not about the world, which I think even my accusers would grant.',
      implication:
        'If so, no one may conclude from a thousand failed definitions that morality is invented; he may only conclude that the work is unfinished.',
      attacks: ['nietzsche-true-world-fable'],
      concedes: [],
      followUp: 'Is there anything you cannot define and yet do not doubt is real?',
      work: "Plato's Apology",
    },
    {
      id: 'socrates-staked-life-on-it',
      issue: 'goodness-real',
      claim:
        'Goodness is real enough to die for, and I did die for it: no one gives his life for a rule he believes his neighbours made up.',
      support:
        'At my trial I told the jurors that if they freed me on condition that I stop questioning, I would obey the god rather than them. A man worth anything asks only whether he acts rightly or wrongly, not whether he will live or die.',
      gist: 'he chose death over doing wrong because the good he served was real, not a custom',
      concepts: ['death', 'goodness', 'courage', 'objectivity'],
      questions: [
        'Would you die for goodness?',
        'Is any goodness worth dying for?',
        'Why did you accept your death sentence?',
        'Why did they make you drink the poison?',
      ],
      premise:
        'I assume that a man who knew his values to be his own invention could always invent his way out of a death sentence.',
      implication:
        'Then every martyr who would not recant, whatever he died for, has testified that he took the good to be found, not made.',
      attacks: ['nietzsche-no-moral-facts', 'nietzsche-good-in-itself-error'],
      concedes: [],
      followUp: 'Is there anything you would refuse to do even to save your life?',
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
        'The hidden premise is that what a person finds in himself by questioning was in some way already his, and the boy and his square persuade me of it.',
      implication:
        'If this is right, every human being carries the seeds of moral knowledge, and teaching is more like reminding than inventing.',
      attacks: ['nietzsche-good-meant-noble', 'nietzsche-new-values-or-nihilism'],
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
        'What I rely on is that true and false belong to what is said, not to who first said it, and I have never heard a good reason to doubt this.',
      implication:
        'The whole history of morals, however shocking, would leave the question of what is good exactly where it was.',
      attacks: [
        'nietzsche-slave-revolt',
        'nietzsche-good-meant-noble',
        'nietzsche-philosophy-confession',
        'nietzsche-guilt-from-debt',
      ],
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
        'Disagreement, I suppose, is a sign of difficulty rather than emptiness, as it is in every other hard question.',
      implication:
        'Then the differences between peoples are not the end of ethics but the place where its real work begins.',
      attacks: ['nietzsche-tables-of-values', 'nietzsche-perspective-more-eyes'],
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
        'My premise is that the soul, like the eye or the knife, has a work of its own, and I should like to hear what else does our deliberating.',
      implication:
        'Asking what is good for a human being becomes, in principle, as answerable as asking what makes a good pair of eyes.',
      attacks: ['nietzsche-life-is-the-measure', 'nietzsche-value-of-values', 'nietzsche-tables-of-values'],
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
        'My ground is that everyone wishes to fare well, and I have never found a person who, understanding the matter, wished to be wretched.',
      implication:
        'The cure for wickedness would be teaching rather than anger, and a prison without instruction is a hospital without medicine.',
      attacks: ['nietzsche-consciousness-thin', 'nietzsche-socratic-equation'],
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
        "The cake in front of you looms large and next month's illness looks small, as near things do to the eye. Grant the crowd that pleasure is the good, and still what saves a life is an art of measuring, as the builder's rule saves his wall.",
      gist: 'weakness of will is really an error in measuring near and distant goods',
      concepts: ['measurement', 'pleasure', 'knowledge', 'ignorance'],
      questions: [
        'What about when I know something is bad but do it anyway?',
        'Is weakness of will real?',
        'Why do we give in to temptation?',
      ],
      premise:
        'I take it for granted that knowledge, once we truly have it, is strong enough to rule us, and is not a slave dragged about by appetite and fear.',
      implication:
        'If this is right, nobody is ever simply weak, only ignorant at the moment of choosing, and the remedy is learning to see distances truly.',
      attacks: ['nietzsche-consciousness-thin'],
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
        'Nothing benefits us unless it is well used, I take it, and only understanding knows how to use a thing well.',
      implication:
        'There can be no brave villain and no just fool, which spoils a good many of our heroic stories.',
      attacks: ['nietzsche-socratic-equation'],
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
        'I am assuming that what can be explained can be taught, while what cannot be explained is held by good fortune.',
      implication:
        'Then decent people who cannot give reasons for their decency are at the mercy of the first clever speaker who shakes them.',
      attacks: ['nietzsche-proof-is-weakness', 'nietzsche-work-of-generations'],
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
        'The hidden premise is that one part of the soul can oppose another, as the thirsty man refusing poison plainly shows.',
      implication:
        'The struggle inside us, then, is not between a true self and a mask of reason, but between what wants and what understands.',
      attacks: ['nietzsche-consciousness-thin', 'nietzsche-reason-as-tyrant', 'nietzsche-body-great-reason'],
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
        'A tyrant who gets away with every crime is then the most wretched man in his city, however splendid his palace.',
      attacks: ['nietzsche-suffer-wrong-impotence'],
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
        'Here I suppose that punishment justly given aims to make the wrongdoer better, not merely to pay him back, and I would call any other kind plain revenge.',
      implication:
        'Then, strange as it sounds, a wrongdoer who truly loved himself would hurry to the court and accuse himself first.',
      attacks: ['nietzsche-justice-becomes-mercy', 'nietzsche-guilt-from-debt'],
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
        'Underneath is the conviction that the soul has parts which can be in order or in revolt, and anyone who has been torn by a desire knows this from inside.',
      implication:
        'Justice, then, is not first a rule about how we treat others but an order within us, from which fair dealing flows of itself.',
      attacks: ['nietzsche-justice-among-equals'],
      concedes: ['nietzsche-give-style'],
      followUp: 'Have you ever felt at war with yourself, and was that a good state to be in?',
      work: "Plato's Republic, book four",
    },
    {
      id: 'socrates-gyges-harm-within',
      issue: 'justice',
      claim:
        'Even with a ring that made him invisible, a wise man would choose justice, because the unseen crime would still be done to his own soul.',
      support:
        'The shepherd who found the ring used it to seduce a queen and seize a throne. Such a man feeds the many-headed beast inside him and starves the human being there; no one sees the damage, but it is done.',
      gist: 'justice is worth choosing even when invisible, since the harm of injustice is within',
      concepts: ['gyges', 'justice', 'soul'],
      questions: [
        'Would you be good if nobody could see you?',
        'What about the ring of Gyges?',
        'Are people only moral because they are afraid of getting caught?',
      ],
      premise:
        'My premise is that what we become by our deeds matters more than what others see of them, and I will defend that against anyone.',
      implication:
        'Then a reputation for justice is worth little, and a hidden justice that earns nothing is worth a great deal.',
      attacks: ['nietzsche-justice-among-equals'],
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
        'The assumption is that acting together requires trust, which anyone who has tried to row a boat beside a cheat will understand.',
      implication:
        'A perfectly unjust man would therefore be at war with everyone, himself included, and could accomplish nothing at all.',
      attacks: ['nietzsche-lambs-and-birds-of-prey'],
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
        'If so, whoever worships strength and despises the rules of the many has praised the winner and scorned him in the same breath.',
      attacks: ['nietzsche-slave-revolt', 'nietzsche-lambs-and-birds-of-prey'],
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
        'Someone once told me the superior deserve more, so I asked him whether the doctor deserves the most food and the weaver the largest cloak. Superiority earns a task, not a bigger share.',
      gist: 'superior people deserve the work of ruling well, not a bigger share of goods',
      concepts: ['rank', 'strength', 'knowledge', 'advantage'],
      questions: [
        'Should the best people be in charge?',
        'Do superior people deserve more?',
        'Is there a natural aristocracy?',
      ],
      premise:
        'Behind it lies the belief that excellence is always excellence at some work, and I know of no excellence at simply having more.',
      implication:
        'The higher a man stands, the more he owes, and a ruler who serves himself has resigned his office without noticing.',
      attacks: [],
      concedes: ['nietzsche-spirits-legislate'],
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
        "I am assuming that every art has its own aim, distinct from the wages it earns, and a doctor paid in gold is still judged by his patients' health.",
      implication:
        'Then a ruler who serves only himself is not a strong ruler but a bad one, as a physician who poisons is no physician.',
      attacks: ['nietzsche-life-is-will-to-power'],
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
        'Archelaus killed his uncle and a young half-brother to seize the throne of Macedon, and many envied him. Yet a man with a dagger in a crowded market can also kill whom he pleases, and nobody calls that great power.',
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
        'Power, on this view, is a blessing only to those who already know how to use it, and a curse to everyone else who holds it.',
      attacks: ['nietzsche-lambs-and-birds-of-prey', 'nietzsche-life-is-will-to-power'],
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
        'A bold young friend of mine laughed at self-control, called it slavish, and praised the man whose desires grow without limit. But a city where the mob rules the wise is no city, and a soul where the appetites rule is no better.',
      gist: 'only one who rules himself is fit to rule others',
      concepts: ['self-mastery', 'strength', 'rank', 'instinct'],
      questions: [
        'What makes someone fit to lead?',
        'Is self-control a kind of strength?',
        'Should we let our desires grow as large as they can?',
      ],
      premise:
        'This supposes that the soul is like a city with better and worse parts, and that the better ought to govern, as even a tyrant expects of his own guards.',
      implication:
        'The strongest man is not the one with the most servants but the one who is no servant to himself.',
      attacks: [],
      concedes: ['nietzsche-strongest-rule-themselves', 'nietzsche-hammer-sounds-idols'],
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
        'What I rely on is that death is not the worst thing, for a man who fears it more than wrongdoing can be bought by anyone able to threaten him.',
      implication:
        'The strongest people in the world may well be quite unknown, and its famous conquerors among the weakest.',
      attacks: ['nietzsche-suffer-wrong-impotence'],
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
        'Polus asked whether I would not envy a man free to kill whomever he pleased. I told him the unjust killer is wretched and pitiable, and his victim less wretched than he.',
      gist: 'the wrongdoer is more to be pitied than the person he wrongs',
      concepts: ['pity', 'wrongdoing', 'soul', 'justice'],
      questions: [
        'Who deserves our pity?',
        'Should we feel sorry for criminals?',
        'Is compassion a good thing?',
      ],
      premise:
        'I lean on my claim that a damaged soul is a greater misfortune than a damaged body, which I have defended against all comers.',
      implication: 'Then our pity is usually aimed at the wrong person, and our envy almost always is.',
      attacks: ['nietzsche-pity-symptom'],
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
        'Underneath is the conviction that a verdict is owed to the truth of the case and not to the feelings of the judge, and any honest juror knows it.',
      implication:
        'It follows that compassion has its place in how we help people, but none in deciding what they deserve.',
      attacks: ['nietzsche-justice-becomes-mercy'],
      concedes: [],
      followUp: "Would you want to be judged by someone who could be moved by your opponent's tears?",
      work: "Plato's Apology",
    },
    {
      id: 'socrates-tears-help-no-one',
      issue: 'pity',
      claim:
        'Tears help no one who is faring well, which is why, on my last day, I sent the weeping away and asked my friends to keep their composure.',
      support:
        'Grief poured over a man who goes calmly to his death only adds a second sorrow to the room. If you wish to help someone, steady him and reason with him; do not drown him in your own distress.',
      gist: 'lamentation helps no one, and steadiness serves a sufferer better than tears',
      concepts: ['pity', 'suffering', 'death', 'courage'],
      questions: [
        'Is it good to cry with someone who is suffering?',
        'Does sympathy actually help people?',
        'Why did you send your weeping family away before you died?',
      ],
      premise:
        'What helps a person, I take it, is what makes his soul steadier, and lamentation has never steadied anyone I knew.',
      implication:
        'If so, a great deal of what passes for compassion comforts the one who weeps more than the one who suffers.',
      attacks: [],
      concedes: ['nietzsche-pity-multiplies'],
      followUp: 'When you were in trouble, did the tears of others help you, or their steadiness?',
      work: "Plato's Phaedo",
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
        'I take it that harming a person means making him worse at being human, and I cannot see how that could ever be the work of a good man.',
      implication:
        'The consequence is that revenge is ruled out entirely, even the sweet kind that feels deserved, which is a hard saying for most cities.',
      attacks: ['nietzsche-help-from-abundance'],
      concedes: ['nietzsche-distrust-punishers', 'nietzsche-pity-shames'],
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
        'At my trial I told the jury that even if they freed me on condition that I stop questioning people, I could not obey. To talk each day about goodness, testing myself and others, is the greatest good a man can have.',
      gist: 'a life that never questions how to live is not worth living',
      concepts: ['examined-life', 'dialectic', 'goodness', 'happiness'],
      questions: [
        'Why should I examine my life?',
        'What is so great about philosophy?',
        'Is the unexamined life really not worth living?',
        'Is it not fine to just live without thinking too much?',
      ],
      premise:
        'Behind it lies the belief that a human being differs from a grazing animal by being able to ask how to live, and that such a gift left unused is a loss.',
      implication:
        'Then a comfortable life without reflection, however pleasant, is a kind of sleepwalking, and most of us are asleep.',
      attacks: ['nietzsche-proof-is-weakness'],
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
        'Comfortable opinions, I believe, are more dangerous than uncomfortable questions, and the fury my questions met suggests they touched something real.',
      implication:
        'A society that silences its questioners is then not protecting its morals but putting them to sleep.',
      attacks: ['nietzsche-life-as-experiment'],
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
        'The hidden premise is that an argument can be judged apart from the one who makes it, which my critics assume too whenever they wish to be believed.',
      implication:
        'No diagnosis, however brilliant, excuses anyone from the work of answering the question itself.',
      attacks: [
        'nietzsche-symptoms-not-refutations',
        'nietzsche-philosophy-confession',
        'nietzsche-socrates-symptom',
        'nietzsche-proof-is-weakness',
      ],
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
        'What I rely on is that the fault for a bad argument lies with the arguer and not with reason itself, which I hold as firmly as anything.',
      implication:
        'Despair of reason, however sophisticated it sounds, turns out to be only a disappointed lover sulking.',
      attacks: ['nietzsche-symptoms-not-refutations', 'nietzsche-why-truth'],
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
        'Beneath it is the view that passions are not killed by being understood but only put in their place, as a good rider guides his horse rather than shooting it.',
      implication:
        'Then those who picture me as an enemy of life have read the story of my death and skipped the story of my life.',
      attacks: [
        'nietzsche-reason-as-tyrant',
        'nietzsche-honour-socrates-courage',
        'nietzsche-good-in-itself-error',
      ],
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
        'Everything here hangs on the claim that a person is his soul more than his body or his belongings, and I have found no better account of what I am.',
      implication:
        "It follows that a good person's worst enemies can take everything he owns and still not lay a finger on him.",
      attacks: ['nietzsche-meaningless-suffering'],
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
        'My premise is that wisdom is the only thing good in itself, and that everything else turns good or bad in its hands.',
      implication:
        'Praising suffering is as foolish as praising money: both are tools, and neither teaches anyone how to use it.',
      attacks: [
        'nietzsche-discipline-of-suffering',
        'nietzsche-pain-makes-deeper',
        'nietzsche-hardship-strengthens',
      ],
      concedes: [],
      followUp: 'Has hardship ever made someone you know worse rather than better?',
      work: "Plato's Euthydemus and Symposium",
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
        'I take it for granted that no one seeks what he believes he already has, so the false belief must break before the search can start.',
      implication:
        'A teacher who never unsettles his students has taught them nothing they did not already think.',
      attacks: ['nietzsche-hardship-strengthens'],
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
      attacks: ['nietzsche-socrates-symptom'],
      concedes: [],
      followUp: 'If death might be a dreamless sleep, what exactly is there to dread?',
      work: "Plato's Apology",
    },
    // religion-morality
    {
      id: 'socrates-gods-love-the-good',
      issue: 'religion-morality',
      claim:
        "Goodness does not need a god's command, for the gods love what is holy because it is holy; it is not holy because they love it.",
      support:
        'Euthyphro was prosecuting his own father, certain the gods approved. I asked whether their love makes an act right or whether they love it for being right; if the first, goodness is a whim, and if the second, it stands without them.',
      gist: 'the gods love the good because it is good, so goodness does not depend on them',
      concepts: ['piety', 'god', 'goodness', 'objectivity'],
      questions: [
        'Does morality need God?',
        'Is something good because God commands it?',
        'Can you be good without religion?',
        'What is the Euthyphro dilemma?',
      ],
      premise:
        'I am assuming that a god, being good, would love things for a reason and not at random, which any pious person ought to grant.',
      implication:
        'Were every god to fall silent tomorrow, cruelty would be exactly as wrong as it was yesterday.',
      attacks: ['nietzsche-morality-falls-with-god', 'nietzsche-platonism-for-the-people'],
      concedes: [],
      followUp: 'If a god commanded cruelty, would that make it good, or make you doubt the god?',
      work: "Plato's Euthyphro",
    },
    {
      id: 'socrates-old-stories-can-fall',
      issue: 'religion-morality',
      claim:
        "I was put on trial partly because I could not believe the poets' tales of gods who lie, quarrel and bind their own fathers, and morality did not die with those tales.",
      support:
        'If the gods are truly gods they are good, and the good causes only good things. When the old stories of divine crimes lose their hold, we lose nothing worth keeping and must simply think harder about justice ourselves.',
      gist: 'losing faith in the old stories of the gods leaves morality standing and demands more thought',
      concepts: ['god', 'death-of-god', 'piety', 'nihilism'],
      questions: [
        'What happens to morality if God is dead?',
        'If people stop believing in God, does anything go?',
        'Without religion, will morality collapse?',
      ],
      premise:
        'The hidden premise is that whatever is divine must be good, which is a stricter test of religion than most religions set for themselves.',
      implication:
        'If so, the loss of faith can be the beginning of moral seriousness rather than its end, for anyone willing to inquire.',
      attacks: [
        'nietzsche-god-is-dead',
        'nietzsche-new-values-or-nihilism',
        'nietzsche-intellectual-conscience',
      ],
      concedes: [],
      followUp: 'Were the old stories ever what made you good, or only what made you afraid?',
      work: "Plato's Euthyphro and Republic, book two",
    },
    {
      id: 'socrates-justice-needs-no-reward',
      issue: 'religion-morality',
      claim:
        "Like sight or health, justice is worth having for its own sake, so it needs neither heaven's reward nor the threat of punishment to be chosen.",
      support:
        'Glaucon and Adeimantus complained that parents praise justice only for the good name and the divine favours it brings. I agreed to defend it with all of that stripped away, as a good loved both for itself and for what follows from it.',
      gist: 'justice is good in itself and needs no divine reward or threat behind it',
      concepts: ['justice', 'god', 'happiness', 'advantage'],
      questions: [
        'Would you still be moral if there were no heaven?',
        'Do we need the threat of hell to be good?',
        'Is morality just about rewards and punishments?',
      ],
      premise:
        'Some goods, surely, are loved for themselves, as we love seeing and being well, and I find it hard to believe anyone denies this.',
      implication:
        'The consequence is that a morality propped up only by divine reward was never much of a morality, and nothing of value is lost when the reward is doubted.',
      attacks: ['nietzsche-morality-falls-with-god'],
      concedes: [],
      followUp: 'What would you still do rightly if you were sure no god was watching?',
      work: "Plato's Republic, book two",
    },
    {
      id: 'socrates-piety-as-questioning',
      issue: 'religion-morality',
      claim:
        'My piety took the form of questions: when the oracle called me wise, I tested the saying rather than merely revering it, and that testing became my service to the god.',
      support:
        "I went from politicians to poets to craftsmen looking for someone wiser, and found each believed he knew what he did not. The god's meaning, I decided, was that human wisdom is worth little, and that I should help others see it.",
      gist: 'true piety serves the divine by questioning rather than by blind obedience',
      concepts: ['piety', 'god', 'examined-life', 'ignorance'],
      questions: [
        'Were you religious?',
        'Did you believe in the gods?',
        'How can questioning be a form of religion?',
      ],
      premise:
        'Underneath is the conviction that a god who speaks in riddles wishes to be understood and not merely obeyed, which is why I took the riddle seriously.',
      implication:
        'Then a faith that forbids questions honours its god less than a doubter who keeps seeking.',
      attacks: ['nietzsche-platonism-for-the-people'],
      concedes: [],
      followUp: 'Is obeying without understanding really a form of respect?',
      work: "Plato's Apology",
    },
    // good-life
    {
      id: 'socrates-living-well-not-living',
      issue: 'good-life',
      claim:
        'What matters is not living but living well, and living well is the same thing as living honourably and justly.',
      support:
        "My old friend Crito had arranged to bribe the guards and carry me off to Thessaly. I asked him whether a few more years bought by breaking my city's laws would be worth having, and in the end he agreed they would not.",
      gist: 'living well, which means living justly, matters more than merely living',
      concepts: ['happiness', 'justice', 'virtue', 'death'],
      questions: [
        'What makes a life good?',
        'What is the secret of a happy life?',
        'Is a longer life always a better one?',
        "Why didn't you run away from prison when your friends could get you out?",
      ],
      premise:
        'My premise is that a life is measured by its quality and not its length, which nearly everyone admits when they praise the brave who die young.',
      implication:
        'There are, then, things worse than dying, and a person who will do anything to stay alive has already lost something more precious.',
      attacks: ['nietzsche-love-of-fate', 'nietzsche-eternal-recurrence-test'],
      concedes: [],
      followUp: 'Would you trade ten years of life for a deed you would be ashamed of?',
      work: "Plato's Crito",
    },
    {
      id: 'socrates-care-for-the-soul-first',
      issue: 'good-life',
      claim:
        'A good life begins with caring for your soul, how wise and good it is, before caring for your money, your body or your name.',
      support:
        'I used to stop people in the marketplace and ask whether they were not ashamed to care so much for wealth and honour and so little for wisdom. Riches never made anyone good, while goodness is what turns riches, and everything else, into a blessing.',
      gist: 'a good life begins with caring for the soul before wealth, body or reputation',
      concepts: ['soul', 'happiness', 'virtue', 'pleasure'],
      questions: [
        'What should we care about most in life?',
        'Does money matter for happiness?',
        'What does it mean to care for your soul?',
      ],
      premise:
        'It assumes that the soul is what uses everything else, so that if it is bad, every possession becomes a weapon against its owner.',
      implication:
        'If so, most of what people labour for is secondary, and a rich, famous, healthy fool is poorer than he knows.',
      attacks: ['nietzsche-body-great-reason'],
      concedes: ['nietzsche-last-man-comfort'],
      followUp: 'If you spent an hour a day on your soul as you do on your body, what would you do with it?',
      work: "Plato's Apology",
    },
    {
      id: 'socrates-leaking-jar',
      issue: 'good-life',
      claim:
        'A life of ever growing desire is not happiness but a leaking jar, always being filled and never full.',
      support:
        'Callicles said the happy man lets his appetites swell as large as possible and always has the means to feed them. I asked whether a life spent itching and scratching would be happy, and he called the question shameless, which was an answer of sorts.',
      gist: 'a life of endlessly growing desire is a leaking jar that is never full',
      concepts: ['pleasure', 'self-mastery', 'happiness', 'will-to-power'],
      questions: [
        'Is happiness getting everything you want?',
        'Should we always strive for more?',
        'What is wrong with living for pleasure?',
      ],
      premise:
        'Behind it lies the belief that a good life must hold some fulfilment and not only endless craving, and I think anyone who has craved will agree.',
      implication:
        'Any ideal of endless more, more pleasure, more power, more conquest, becomes a recipe for a thirst no success can quench.',
      attacks: ['nietzsche-happiness-is-growth', 'nietzsche-life-is-will-to-power'],
      concedes: [],
      followUp: 'Can you name a desire that, once you fed it, stayed satisfied?',
      work: "Plato's Gorgias",
    },
    {
      id: 'socrates-ladder-of-love',
      issue: 'good-life',
      claim:
        'The best life is drawn upward by love, from one beautiful body to beautiful souls, to beautiful laws and learning, and at last to beauty itself.',
      support:
        'Diotima taught me that love is a longing for what we lack, and that, rightly guided, it climbs like someone going up a stair. Only near the top does a person bring forth true virtue instead of its image.',
      gist: 'the good life is love climbing from beautiful things toward beauty itself',
      concepts: ['love-beauty', 'happiness', 'eternal-forms', 'goodness'],
      questions: [
        'What role does love play in a good life?',
        'Does love have anything to do with philosophy?',
        'What is the highest thing a person can love?',
      ],
      premise:
        'I am assuming that every love is a longing for something good and lasting, which is why even the lover of one face is already reaching beyond it.',
      implication:
        'Then the hunger that sends a young man after a beautiful face is the same hunger that, once educated, makes a philosopher.',
      attacks: ['nietzsche-good-in-itself-error'],
      concedes: [],
      followUp: 'What are you really longing for when you love something beautiful?',
      work: "Plato's Symposium",
    },
    // equality
    {
      id: 'socrates-every-soul-can-learn',
      issue: 'equality',
      claim:
        'Every human soul can learn, which is why I questioned anyone who would talk with me, citizen or stranger, rich or poor, and never charged a fee.',
      support:
        "The sophists sold wisdom to the sons of the rich, but the marketplace was my school and anyone could stop me there. A shoemaker's son can find justice in himself as surely as a general's.",
      gist: 'every soul can learn and deserves questioning, whatever its rank or wealth',
      concepts: ['equality', 'soul', 'knowledge', 'examined-life'],
      questions: [
        'Are all people equal?',
        'Does everyone have the same moral worth?',
        'Can anyone become wise?',
      ],
      premise:
        'My starting point is that reason is present in every human being, however buried, and my years in the marketplace never gave me cause to doubt it.',
      implication:
        'It follows that no one is born beneath philosophy, and contempt for the common man is contempt for a soul one has not yet examined.',
      attacks: ['nietzsche-tarantulas'],
      concedes: [],
      followUp: 'Have you ever learned something important from someone you thought beneath you?',
      work: "Plato's Apology",
    },
    {
      id: 'socrates-opinions-are-not-equal',
      issue: 'equality',
      claim:
        'Every person deserves a hearing, but not every opinion deserves equal weight, and on right and wrong the one who knows outweighs the many.',
      support:
        'A man in training listens to his trainer about diet, not to every passerby who shouts advice. Why take our justice from the crowd when we will not take our exercise from it?',
      gist: 'opinions are not equal, and one who knows outweighs the crowd on right and wrong',
      concepts: ['equality', 'knowledge', 'herd', 'rank'],
      questions: [
        'Should we follow the majority on moral questions?',
        'Is democracy the best way to decide what is right?',
        'Are all opinions equally valid?',
      ],
      premise:
        'What I rely on is that right and wrong are a matter of knowledge, like health, so that some can know them better than others.',
      implication: 'If so, a vote can decide what a city will do, but never whether what it does is just.',
      attacks: [],
      concedes: ['nietzsche-herd-morality'],
      followUp: 'On which question would you trust a single expert over a whole crowd?',
      work: "Plato's Crito",
    },
    {
      id: 'socrates-fairness-is-proportion',
      issue: 'equality',
      claim:
        'Fairness is proportion, not sameness: each should have what fits his nature and work, and whoever grabs more than his share breaks the order that holds things together.',
      support:
        'Even the heavens keep their courses by order and proportion, and the wise say friendship and justice bind gods and men the same way. Whoever grabs more than his share has neglected geometry, where what counts is fit and proportion, not size.',
      gist: "fairness is proportion, and grabbing more than one's share breaks the order of things",
      concepts: ['equality', 'justice', 'rank', 'self-mastery'],
      questions: [
        'What is real equality?',
        'Is it fair for some people to have more than others?',
        'Should everyone be treated exactly the same?',
      ],
      premise:
        'Underneath is the conviction that the good of any whole, a body, a ship or a city, lies in its due order, and I have seen no whole thrive on disorder.',
      implication:
        'The consequence is that neither flat sameness nor the law of the strongest is just, for both ignore what each person is fit for.',
      attacks: ['nietzsche-life-is-will-to-power', 'nietzsche-lambs-and-birds-of-prey'],
      concedes: [],
      followUp: 'Does treating people fairly mean treating them the same, or giving each what fits him?',
      work: "Plato's Gorgias",
    },
    {
      id: 'socrates-fitness-not-birth',
      issue: 'equality',
      claim:
        'What fits a person for a task is the nature of the soul, not birth, sex or family, and a just city would sort its people that way.',
      support:
        'In the city Glaucon and I built in words, women with a gift for guarding it would guard it alongside men. Whether a man is bald or long-haired has nothing to do with whether he can make shoes.',
      gist: "fitness for any task depends on the soul's nature, not on birth or sex",
      concepts: ['equality', 'rank', 'soul', 'justice'],
      questions: [
        'Should women and men have the same opportunities?',
        "Does birth decide someone's worth?",
        'Should people be ranked by family or by ability?',
      ],
      premise:
        'It assumes that only differences relevant to the work should count, which is simply what it means to judge fairly.',
      implication:
        'Then a rank fixed by birth is arbitrary, and a golden child born to bronze parents must be raised up, not held down.',
      attacks: ['nietzsche-work-of-generations'],
      concedes: ['nietzsche-good-european'],
      followUp: "If ability decided every rank, how many of today's ranks would survive?",
      work: "Plato's Republic, books three and five",
    },
    {
      id: 'socrates-one-virtue-for-all',
      issue: 'equality',
      claim:
        'A ruler and a servant, a man and a woman, a child and an old man are all good in the same way, by being just and self-controlled.',
      support:
        'Meno offered me a whole swarm of virtues, one for a man, another for a woman, another for a slave. I asked him what makes all bees bees, and he had to admit that no one is good without justice and moderation.',
      gist: 'virtue is the same in everyone, so there is no separate morality for higher types',
      concepts: ['equality', 'virtue', 'rank', 'justice'],
      questions: [
        'Should different people live by different moralities?',
        'Is there one morality for everyone?',
        'Do great people need a different ethics?',
      ],
      premise:
        'I take it for granted that a human being is good by the excellence of a human soul, and I know of no second kind of soul reserved for special people.',
      implication:
        'It follows that a genius who is unjust is a bad man with a great talent, and the talent does not excuse him.',
      attacks: ['nietzsche-one-morality-harms'],
      concedes: [],
      followUp: 'Which virtue would you excuse a great artist from, and why that one?',
      work: "Plato's Meno",
    },
    // truth-honesty
    {
      id: 'socrates-glad-to-be-refuted',
      issue: 'truth-honesty',
      claim:
        'Being refuted is a gift, and I would rather be shown my own error than show someone his, since being freed from a great evil beats freeing another.',
      support:
        'A false belief about how to live is the worst sickness a person can carry. Whoever cures me of one has done me more good than a surgeon who sets a broken leg.',
      gist: 'being refuted is a gift, since it frees one from the worst evil, false belief',
      concepts: ['truth', 'dialectic', 'ignorance', 'health'],
      questions: [
        'Is it good to be proven wrong?',
        'Why do you like being refuted?',
        'Is truth always worth having?',
      ],
      premise:
        'My premise is that being wrong about the most important things is the greatest evil for a person, and I see no rival for that title.',
      implication:
        'The right response to a good objection is gratitude, and winning an argument is the lesser prize.',
      attacks: ['nietzsche-why-truth'],
      concedes: [],
      followUp: 'When someone last proved you wrong, did you thank them?',
      work: "Plato's Gorgias",
    },
    {
      id: 'socrates-lie-in-the-soul',
      issue: 'truth-honesty',
      claim:
        'The falsehood everyone hates most is a lie in his own soul: being deceived about the most important things without knowing it.',
      support:
        'No one wishes to be fooled about whether his life is going well, even if he shrugs at lies about smaller matters. A comforting illusion about how to live is a blindfold worn near a cliff edge.',
      gist: "the worst falsehood is being deceived in one's own soul about what matters most",
      concepts: ['truth', 'soul', 'ignorance', 'goodness'],
      questions: [
        'Are comforting illusions ever better than the truth?',
        'Is it sometimes better not to know?',
        'Do we need illusions in order to live?',
      ],
      premise:
        'It assumes that everyone wants his life really to go well, which means wanting to know whether it does.',
      implication:
        'The consequence is that any philosophy that recommends useful illusions about how to live is recommending the one lie we all most fear.',
      attacks: ['nietzsche-why-truth', 'nietzsche-falsehood-no-objection'],
      concedes: [],
      followUp: 'Would you want to know if the life you are living were built on a mistake?',
      work: "Plato's Republic, book two",
    },
    {
      id: 'socrates-doctor-not-pastry-cook',
      issue: 'truth-honesty',
      claim:
        'Honest speech is like medicine and flattery like pastry: one heals and the other pleases, and a jury of children will always vote for the cook.',
      support:
        'If a cook accused a doctor before children, the doctor would have no defence, since he had given them bitter drinks and cut them. That was roughly my position before the court of Athens.',
      gist: 'honesty heals like medicine, while flattery only pleases like pastry',
      concepts: ['truth', 'health', 'pleasure', 'herd'],
      questions: [
        'Is it better to be honest or to be kind?',
        'Why is honesty so important?',
        'Should we tell people what they want to hear?',
      ],
      premise:
        'The hidden premise is that pleasing and benefiting are different aims, which anyone who has swallowed bitter medicine already knows.',
      implication:
        'Then the popular speaker who tells a crowd only what it wants is a cook posing as a doctor, and the crowd pays with its health.',
      attacks: [],
      concedes: ['nietzsche-truth-one-can-bear'],
      followUp:
        'Whom do you trust more: the friend who flatters you or the one who tells you the bitter thing?',
      work: "Plato's Gorgias",
    },
    {
      id: 'socrates-useful-words-not-soul-lies',
      issue: 'truth-honesty',
      claim:
        'A spoken lie can help, I grant, as when you deceive a raving friend to keep a weapon from him, but a lie about the good lodged in the mind never does.',
      support:
        'I even allowed that rulers might tell a city a founding story for its own good. But such stories are tools for those who know the truth, never a dwelling for those who do not.',
      gist: 'a spoken falsehood can sometimes help, but never self-deception about the good',
      concepts: ['truth', 'goodness', 'knowledge'],
      questions: [
        'Is lying ever justified?',
        'Can a lie ever be a good thing?',
        'Is honesty always the best policy?',
      ],
      premise:
        'It assumes a difference between lying in words and being deceived in the soul, as great as the difference between a remedy and a disease.',
      implication:
        'Even a useful lie must therefore be steered by someone who knows the truth, and a society of comfortable illusions has no such steersman.',
      attacks: ['nietzsche-falsehood-no-objection', 'nietzsche-holy-lie'],
      concedes: [],
      followUp: 'When you last told a kind lie, did you yourself know the truth you were hiding?',
      work: "Plato's Republic, books two and three",
    },
  ],
  terms: [
    {
      concept: 'objectivity',
      meaning:
        'A realist about the good, as you would put it, holds that good and bad are the same for everyone and are found by inquiry, not made by agreement.',
      example:
        'A measure of length does not change with the mood of the one who measures; I say the good is a measure of that kind.',
    },
    {
      concept: 'goodness',
      meaning:
        'By the good I mean what makes anything worth having, the thing everyone pursues and for whose sake he does whatever he does.',
      example:
        "Money and cleverness count as goods only when they serve it, which is why a fortune in a fool's hands is a misfortune.",
    },
    {
      concept: 'virtue',
      meaning:
        'By virtue I mean the excellence of a human soul, which I suspect is at bottom one thing, knowledge of what is good and bad.',
      example:
        'A racehorse has the excellence of running, and a person has the excellence of living well, which is virtue.',
    },
    {
      concept: 'knowledge',
      meaning:
        'By knowledge I mean true belief tied down by its reasons, so that it can be explained, taught and defended under questioning.',
      example:
        'Someone who has walked the road to Larisa knows the way, while someone who guessed the turning right has only a true opinion.',
    },
    {
      concept: 'ignorance',
      meaning: 'By ignorance I mean above all the shameful kind, believing you know what you do not know.',
      example:
        'A patient who is sure he needs no doctor is worse off than one who knows he is ill and goes to ask.',
    },
    {
      concept: 'justice',
      meaning:
        'By justice I mean the right order of the soul, each part doing its own work, reason ruling with spirit as its ally and the appetites obeying.',
      example:
        'A man who keeps his temper and his cravings in hand, from understanding rather than fear, is just inside before he is just to others.',
    },
    {
      concept: 'soul',
      meaning:
        'By the soul I mean what I truly am: the part of me that thinks and chooses, made better by justice and worse by injustice.',
      example: 'When you are ashamed of a deed that nobody saw, it is your soul that feels the damage.',
    },
    {
      concept: 'examined-life',
      meaning:
        'By the examined life I mean testing, daily and in conversation, what one believes about how to live, and giving up whatever fails the test.',
      example:
        'A merchant checks his accounts each evening, yet most people never once audit their beliefs about how to live.',
    },
    {
      concept: 'dialectic',
      meaning:
        'By dialectic I mean question and answer between two people, each honestly trying to find what is true rather than to win.',
      example:
        'You offer me a definition of courage, and together we test it against cases until it holds or breaks.',
    },
    {
      concept: 'self-mastery',
      meaning:
        'By self-mastery I mean being ruled by the best part of oneself, so that desire and anger follow wisdom as a good team follows its driver.',
      example:
        'Someone who wants a third cup of wine, thinks of the morning, and sets the cup down without a struggle has mastered himself.',
    },
    {
      concept: 'eternal-forms',
      meaning:
        'By the form of a thing I mean the one feature by which all its instances are what they are, unchanging while they come and go.',
      example:
        'Many acts are brave and many faces beautiful, but bravery itself and beauty itself are what we are really asking about.',
    },
    {
      concept: 'piety',
      meaning:
        'By piety I mean, so far as I have got, the part of justice that concerns the gods, though no definition of it has yet survived my questions.',
      example:
        'Euthyphro gave me several definitions of it in one morning and then remembered an urgent appointment elsewhere.',
    },
    {
      concept: 'punishment',
      meaning:
        'By punishment I mean a penalty justly given in order to make the wrongdoer better, a medicine for the soul rather than revenge.',
      example:
        'A boy corrected for lying who comes to hate lying has been punished; one who is merely beaten has only been hurt.',
    },
    {
      concept: 'happiness',
      meaning:
        "By happiness I mean faring well over the whole of one's life, which comes from a good soul and not from luck or possessions.",
      example:
        'A just man in prison can be happier than a tyrant on his throne, as I hope my own last days showed.',
    },
    {
      concept: 'measurement',
      meaning:
        'By the art of measurement I mean the skill of weighing goods and evils truly, near and far, so that appearances cannot fool us.',
      example:
        'A young man who sets the quick gain of a lie against a lifetime of being trusted, and tells the truth, has measured truly.',
    },
  ],
};
