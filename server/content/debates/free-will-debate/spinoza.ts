import type { SeatInput } from '../../schema';

/**
 * Spinoza, the Determinist, in the Freedom Fight. Sources: the Ethics (parts 1 to 5, with the appendix to part 1,
 * the scholia of 2p35, 2p48-49, 3p2 and the preface to part 5 on Descartes), the letters (58 to Schuller on the
 * thrown stone, 78 to Oldenburg on the man bitten by a mad dog), the Theological-Political Treatise (chapter 4),
 * the Political Treatise (1.4) and the Treatise on the Emendation of the Intellect.
 */
export const spinoza: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'free-will-real',
      position: 'No will is free; we feel free only because we know our wishes and not what causes them.',
    },
    {
      issue: 'mind-body',
      position:
        'The mind is nothing apart from the body: the two are one individual, whether we regard it as thinking or as extended.',
    },
    {
      issue: 'necessity',
      position:
        'Everything follows necessarily from the nature of God, or Nature, and nothing in it is contingent.',
    },
    {
      issue: 'feeling-of-choice',
      position:
        'That we feel ourselves choosing is real enough, but it shows only that we do not see what moves us.',
    },
    {
      issue: 'error',
      position:
        'Error is a lack of knowledge, not a misdeed of the will, for will and understanding are one.',
    },
    {
      issue: 'god-freedom',
      position:
        'God is free only in acting from his own nature, and he leaves us no uncaused choice, only the freedom that understanding brings.',
    },
    {
      issue: 'passions',
      position:
        'We master the passions not by decree but by understanding them, which turns suffering into action.',
    },
    {
      issue: 'responsibility',
      position:
        'Blame as vengeance makes no sense, but restraint, teaching and protection remain both possible and needed.',
    },
    {
      issue: 'machines',
      position:
        'Minds come in degrees as bodies do, and no one has yet fixed the limits of what a body can do.',
    },
    {
      issue: 'true-freedom',
      position:
        "True freedom is acting from one's own nature through understanding necessity, not escaping the order of causes.",
    },
    {
      issue: 'method-certainty',
      position:
        'Certainty lies in the true idea itself, and philosophy should proceed in geometric order, beginning from God.',
    },
    {
      issue: 'good-life',
      position:
        'The wise live by reason, repay hatred with love, and find blessedness in the intellectual love of God.',
    },
  ],
  arguments: [
    // free-will-real
    {
      id: 'spinoza-freedom-illusion-ignorance',
      issue: 'free-will-real',
      claim:
        'Free will is an illusion: people think they are free because they are aware of their desires but ignorant of the causes of those desires.',
      support:
        'Ask why someone chose as they did and they will name a wish; ask where the wish came from and they fall silent. That silence, mistaken for freedom, is all the idea of free will contains.',
      gist: 'people believe they are free only because they know their desires but not the causes',
      concepts: ['free-will', 'illusion', 'ignorance', 'cause'],
      questions: [
        'Is free will an illusion?',
        'Why do people think they are free?',
        'Do we really choose anything?',
      ],
      premise:
        'It rests on the axiom that every thing has a cause, and I ask you to find one desire that arose from nothing.',
      implication:
        'The more a person learns about the causes of their own wishes, the less they will boast of a free will.',
      attacks: ['descartes-freedom-self-evident', 'descartes-inner-awareness-trusted'],
      concedes: [],
      followUp: 'Can you trace one of your present desires back to where it came from?',
      work: 'the Ethics, Part Two',
    },
    {
      id: 'spinoza-every-volition-caused',
      issue: 'free-will-real',
      claim:
        'Every act of willing has a cause, that cause has its own, and the series never reaches a will that simply starts itself.',
      support:
        'A volition is a real event, and nothing real in Nature springs up uncaused. A will that produced its decisions from nowhere would make a man a kingdom within a kingdom, which Nature does not allow.',
      gist: 'every act of will is caused by another, in an endless chain',
      concepts: ['will', 'cause', 'determinism', 'necessity'],
      questions: [
        'Is every decision caused by something?',
        'Can the will start anything by itself?',
        'Where do our choices come from?',
      ],
      premise:
        'My premise is the principle that every thing must be conceived through its cause, and a will that cannot be so conceived is simply unintelligible.',
      implication:
        'Nothing in a human being stands outside Nature, not even the part that feels most like a sovereign.',
      attacks: ['descartes-freedom-self-evident', 'descartes-power-to-hold-back', 'descartes-thinking-stone'],
      concedes: [],
      followUp: 'If a decision had no cause at all, in what sense would it be yours?',
      work: 'the Ethics, Part Two',
    },
    {
      id: 'spinoza-will-an-abstraction',
      issue: 'free-will-real',
      claim:
        'The will is no real faculty, only a name for particular acts of willing, just as humanity does not walk about apart from Peter and Paul.',
      support:
        'We gather our many affirmations under one name and then imagine the name as a power, even an infinite one. But each volition is finite and caused, and adding a word does not add a power.',
      gist: 'the will is an abstraction from particular volitions, not a real and infinite power',
      concepts: ['will', 'understanding', 'illusion'],
      questions: ['Is the will a real thing?', 'Can the will be infinite?', 'What exactly is the will?'],
      premise:
        'Beneath it lies the principle that general terms name nothing beyond the particulars they gather, which careful thought about any abstraction confirms.',
      implication:
        'Talk of an infinite will in a finite creature is a trick of grammar, not a discovery about the soul.',
      attacks: ['descartes-will-unlimited', 'descartes-will-not-the-body'],
      concedes: [],
      followUp: 'Can you show me the will itself, apart from this or that particular wish?',
      work: 'the Ethics, Part Two',
    },
    {
      id: 'spinoza-decisions-are-appetites',
      issue: 'free-will-real',
      claim:
        'What we call a decision of the mind is simply a desire, and it rises and falls with the condition of the body.',
      support:
        "The same man decides one thing when hungry and another when fed, one thing rested and another worn out. The decision feels like a command from above, but it is the body's state known from within.",
      gist: 'decisions of the mind are appetites that vary with the condition of the body',
      concepts: ['choice', 'striving', 'body', 'will'],
      questions: [
        'Are our decisions really just desires?',
        'Does the body decide for the mind?',
        'Why do I decide differently when I am tired or hungry?',
      ],
      premise:
        'I take for granted the identity of mind and body: a change in one is the same change as a change in the other, seen another way.',
      implication:
        "To change a person's decisions we had better understand and change their condition, not merely lecture their will.",
      attacks: ['descartes-raise-your-hand', 'descartes-merit-of-struggle'],
      concedes: [],
      followUp: 'Have you noticed that your firmest resolutions depend on how well you slept?',
      work: 'the Ethics, Part Three',
    },
    // mind-body
    {
      id: 'spinoza-one-thing-two-ways',
      issue: 'mind-body',
      claim:
        'Mind and body are one and the same thing, conceived in one way under thought and in another under extension.',
      support:
        'A circle existing in Nature and the idea of that circle are not two circles but one, known in two ways. So with you: what a surgeon would see as your body, you know from within as your mind.',
      gist: 'mind and body are one thing seen under two attributes, thought and extension',
      concepts: ['parallelism', 'mind', 'body', 'substance'],
      questions: [
        'Are mind and body two things or one?',
        'Is the mind the same as the body?',
        'How are thought and matter related?',
      ],
      premise:
        'Everything here hangs on the proposition that the order and connection of ideas is the same as the order and connection of things.',
      implication:
        'No mystery of interaction is left over, because nothing needs to pass between a thing and itself.',
      attacks: ['descartes-real-distinction', 'descartes-union-lived'],
      concedes: [],
      followUp: 'Why look for a bridge between two shores, if there is only one land seen from two sides?',
      work: 'the Ethics, Part Two',
    },
    {
      id: 'spinoza-mind-idea-of-body',
      issue: 'mind-body',
      claim:
        "The human mind is the idea of the human body, and its power of thinking keeps pace with the body's power of acting.",
      support:
        'A body able to do many things at once has a mind able to perceive many things at once. A lively, well-nourished body and a clear, capable mind are one gift seen twice.',
      gist: 'the mind is the idea of the body, and their powers rise and fall together',
      concepts: ['mind', 'body', 'parallelism'],
      questions: [
        'What is the mind, exactly?',
        'Does the body affect how well we think?',
        'Why is it harder to think when I am exhausted?',
      ],
      premise:
        "It depends on the fact that the first thing the mind knows is its own body's states, its pains, its pleasures, its motions.",
      implication:
        'Good food, music, green fields and exercise are not distractions from philosophy but part of it.',
      attacks: ['descartes-mind-known-first', 'descartes-mind-indivisible'],
      concedes: [],
      followUp:
        "If the mind were better known than the body, why does it first learn of itself through the body's pains and pleasures?",
      work: 'the Ethics, Part Two',
    },
    {
      id: 'spinoza-pineal-occult',
      issue: 'mind-body',
      claim:
        'The little gland in the brain explains nothing; it is a hypothesis more hidden than any hidden quality of the old schools.',
      support:
        'Strange, that a thinker who vowed to admit only what is self-evident should picture a thought tipping a gland this way and that. Between a volition and a motion there is no common measure, so the tipping could never be calculated.',
      gist: 'the pineal gland explains nothing and is more mysterious than any hidden quality of the schools',
      concepts: ['brain', 'union', 'dualism'],
      questions: [
        'What is wrong with the pineal gland theory?',
        'Can a gland connect the mind and the body?',
        'How could a soul move the brain?',
      ],
      premise:
        'The foundation is the principle that a cause must share some common measure with its effect, and a thought and a push share none.',
      implication:
        'A dualism that needs a gland to work has confessed that it cannot explain the very thing it most needs to explain.',
      attacks: ['descartes-pineal-seat'],
      concedes: [],
      followUp:
        'How fast, and with what force, would a thought have to push a gland in order to move an arm?',
      work: 'the preface to Part Five of the Ethics',
    },
    {
      id: 'spinoza-no-crossing',
      issue: 'mind-body',
      claim:
        'No thought ever pushes a limb and no motion ever produces a thought; each follows its own order, and the two orders are one.',
      support:
        'Every motion is explained by other motions, every idea by other ideas. When you decide to speak and your lips move, there is one event, not a thought that pushes and a mouth that obeys.',
      gist: 'mind cannot move body nor body move mind, since they are one order described twice',
      concepts: ['union', 'parallelism', 'cause', 'body', 'mind'],
      questions: [
        'How does the mind make the body move?',
        'Can thoughts cause physical actions?',
        'Does the mind control the body?',
      ],
      premise:
        'I build on the principle that each attribute is conceived through itself, so a cause under one cannot produce an effect under another.',
      implication:
        'By this reasoning, a student of the brain and a student of the passions tell one and the same history in two languages.',
      attacks: ['descartes-union-lived', 'descartes-pineal-seat'],
      concedes: [],
      followUp: 'If a thought could push matter, what would the push be made of?',
      work: 'the Ethics, Part Three',
    },
    {
      id: 'spinoza-distinct-not-separate',
      issue: 'mind-body',
      claim:
        'That we can conceive thought without extension proves only that they are two attributes, not that they are two substances.',
      support:
        'Each attribute expresses the whole of one reality in its own way, so each can be understood without the other. One face drawn in profile and drawn full on is still one face.',
      gist: 'conceiving thought apart from extension shows two attributes, not two substances',
      concepts: ['substance', 'dualism', 'parallelism'],
      questions: [
        'Does imagining the mind without the body prove they are separate?',
        'Why are there not two substances, mind and matter?',
        'What is the difference between an attribute and a substance?',
      ],
      premise:
        'It rests on the demonstration that there is only one substance, since God has every attribute and no two substances can share one.',
      implication: 'Every argument for the soul as a separate thing proves, at best, a difference of aspect.',
      attacks: ['descartes-real-distinction', 'descartes-mind-indivisible'],
      concedes: [],
      followUp: 'Does seeing a thing in two ways ever show you that there are two things?',
      work: 'the Ethics, Part One',
    },
    // necessity
    {
      id: 'spinoza-nothing-contingent',
      issue: 'necessity',
      claim:
        'Nothing in Nature happens by contingency: the necessity of the divine nature fixes how each thing exists and acts.',
      support:
        'A contingent thing would be one that could happen or not with nothing deciding which, and nothing real is left undecided. Where we say chance, we only confess that we do not know the cause.',
      gist: 'nothing in Nature is contingent, and chance is only ignorance of causes',
      concepts: ['necessity', 'chance', 'determinism', 'nature', 'prediction'],
      questions: [
        'Does everything happen for a reason?',
        'Is anything truly random?',
        'Is the future already fixed?',
      ],
      premise:
        'My premise is the principle that there must be a cause why each thing exists or does not exist, and I know no exception.',
      implication: 'The future is as determined as the past, though we know far less about it.',
      attacks: ['descartes-laws-bind-bodies', 'descartes-world-contingent'],
      concedes: [],
      followUp: 'When you call something an accident, are you describing the event or your ignorance of it?',
      work: 'the Ethics, Part One',
    },
    {
      id: 'spinoza-triangle',
      issue: 'necessity',
      claim:
        "All things follow from God's nature as necessarily as it follows from the nature of a triangle that its angles equal two right angles.",
      support:
        "A triangle does not choose its properties, and no one thinks it less perfect for that. God's power is simply his nature in action, and from that nature infinitely many things follow in infinitely many ways.",
      gist: "all things follow from God's nature as a triangle's properties follow from its essence",
      concepts: ['god', 'necessity', 'method', 'nature'],
      questions: [
        'Does God create the world by choice?',
        'Is the universe like a mathematical proof?',
        'Could the world have followed any other way from God?',
      ],
      premise:
        'Beneath it lies the definition of God as absolutely infinite being, whose power cannot be less than his essence.',
      implication: 'To pray that God change his decree is to ask a triangle for another sum of angles.',
      attacks: ['descartes-world-contingent', 'descartes-eternal-truths-created'],
      concedes: [],
      followUp: 'Why would a perfect God need to deliberate, as if he had not already understood everything?',
      work: 'the Ethics, Part One',
    },
    {
      id: 'spinoza-no-other-order',
      issue: 'necessity',
      claim:
        "The order of things we have is the only one there could have been, since God's nature allows no other.",
      support:
        "If the order of Nature could have been different, God's nature would have had to be different, and there would be two Gods. A world with other laws is not a live alternative but a contradiction in disguise.",
      gist: 'the order of Nature could not have been other than it is',
      concepts: ['necessity', 'god', 'nature', 'determinism', 'chance'],
      questions: [
        'Could history have turned out differently?',
        'Is this the only possible world?',
        'Could the laws of nature have been different?',
      ],
      premise: 'I take for granted the unity of God: one nature can have only one set of consequences.',
      implication: 'Every what if about the past is a story about a world that could never have existed.',
      attacks: ['descartes-eternal-truths-created', 'descartes-god-supremely-indifferent'],
      concedes: [],
      followUp: 'If God could have made things otherwise, what could have decided him to make them this way?',
      work: 'the Ethics, Part One',
    },
    {
      id: 'spinoza-asylum-of-ignorance',
      issue: 'necessity',
      claim:
        'When people cannot find a cause, they fly to the will of God, which is the refuge of ignorance, not an explanation.',
      support:
        'A tile falls and kills a passer-by; ask why, and you hear that the wind rose and he happened to walk there. Press on through every link and at last they say God willed it, because they have run out of causes.',
      gist: "appealing to God's will where causes are unknown is a refuge of ignorance",
      concepts: ['ignorance', 'god', 'cause', 'purpose'],
      questions: [
        'Is it wrong to say something happened because God willed it?',
        'What do people do when they cannot explain something?',
        'Is the will of God an explanation?',
      ],
      premise:
        "Everything here hangs on the conviction that every event can in principle be understood through its natural causes, since Nature is God's own order.",
      implication:
        'A philosophy that leaves freedom and divine decree as a mystery has stopped inquiring just where inquiry matters most.',
      attacks: ['descartes-foreordination-incomprehensible'],
      concedes: [],
      followUp: 'When a mystery is called in to save a doctrine, is it explaining or only protecting?',
      work: 'the appendix to Part One of the Ethics',
    },
    // feeling-of-choice
    {
      id: 'spinoza-thrown-stone',
      issue: 'feeling-of-choice',
      claim:
        'Feeling free proves nothing; a stone thrown through the air, if it could think, would believe it flew by its own choice.',
      support:
        "The stone knows only its own effort to keep moving, not the hand that threw it, and so it congratulates itself on its freedom. Every human boast of free will is that stone's boast.",
      gist: 'feeling free proves nothing, since a thinking stone would feel free too',
      concepts: ['stone', 'feeling', 'illusion', 'ignorance'],
      questions: [
        'Does feeling free prove we are free?',
        'Is our sense of choosing trustworthy?',
        'Are we just like a stone that thinks it is flying by itself?',
      ],
      premise:
        "It depends on the fact that consciousness shows us our striving but not its causes, which is exactly the stone's position.",
      implication:
        'The strength of our conviction that we are free is no measure of its truth, for the stone would be equally convinced.',
      attacks: [
        'descartes-inner-awareness-trusted',
        'descartes-freedom-self-evident',
        'descartes-raise-your-hand',
      ],
      concedes: [],
      followUp:
        'What would you expect to feel if you were not free, and how would it differ from what you feel now?',
      work: 'a letter to Schuller',
    },
    {
      id: 'spinoza-drunk-and-infant',
      issue: 'feeling-of-choice',
      claim:
        'The feeling of choosing is just as strong in those we all agree are not free: the hungry infant, the furious child, the drunk who blurts out secrets.',
      support:
        'Each is sure he acts by a free decision, and each is driven by causes he cannot see. Sober again, the drunk regrets his words, yet the feeling of freedom was present all the same.',
      gist: 'the feeling of free choice is just as strong in infants and drunks',
      concepts: ['feeling', 'illusion', 'passions', 'ignorance'],
      questions: [
        'Why should I doubt my feeling of freedom?',
        'Do drunk people choose freely?',
        'Can people feel free when they are not?',
      ],
      premise:
        'The foundation is the principle that a sign present in both the free and the unfree case cannot tell them apart.',
      implication:
        'Introspection cannot be the court that decides whether we are free; only knowledge of causes can.',
      attacks: ['descartes-inner-awareness-trusted', 'descartes-raise-your-hand'],
      concedes: [],
      followUp: 'If a drunk feels as free as you do, what makes your feeling the reliable one?',
      work: 'the Ethics, Part Three',
    },
    {
      id: 'spinoza-sleepwalker',
      issue: 'feeling-of-choice',
      claim:
        "The mind's feeling of steering proves little, for sleepwalkers do things asleep that they would never dare awake, with no decree of the mind at all.",
      support:
        'People asleep have walked along rooftops, opened doors and finished tasks. If the body can manage all that by its own laws, the sense that the mind gave the order tells us little.',
      gist: 'sleepwalkers show the body does much without any decree of the mind',
      concepts: ['body', 'feeling', 'mind'],
      questions: [
        'Can the body act without the mind deciding?',
        'What do sleepwalkers tell us about free will?',
        'How much of what we do is really decided by the mind?',
      ],
      premise:
        'I rely on plain experience: the body does many things while the mind attends elsewhere or sleeps, and no one has ever watched the mind give the order.',
      implication:
        "Many things we credit to the will's command are simply the body's own work, of which the mind is the idea, not the master.",
      attacks: ['descartes-raise-your-hand'],
      concedes: [],
      followUp: 'If a sleepwalker can find the stairs, what exactly did your waking decision add?',
      work: 'the Ethics, Part Three',
    },
    // error
    {
      id: 'spinoza-error-privation',
      issue: 'error',
      claim:
        'Error is not a positive act of a wayward will but a lack of knowledge, the incompleteness of the ideas we have.',
      support:
        'We look at the sun and imagine it a couple of hundred feet away; that picture is not false in itself, it simply lacks the cause of its smallness. Even after we learn the true distance, the sun still looks near, but we are no longer deceived.',
      gist: 'error is only a lack of knowledge in incomplete ideas, not a deed of the will',
      concepts: ['error', 'understanding', 'imagination'],
      questions: [
        'What is a mistake, really?',
        'Why do we get things wrong?',
        'Is error a failure of the will or of knowledge?',
      ],
      premise:
        'It rests on the principle that there is nothing positive in ideas that makes them false, since every idea, as it is in God, is true.',
      implication: 'We correct errors by adding knowledge, not by scolding the will for rushing.',
      attacks: ['descartes-will-outruns-intellect', 'descartes-error-not-gods'],
      concedes: [],
      followUp:
        'When you learned the true size of the sun, did your eyes change, or only your understanding?',
      work: 'the Ethics, Part Two',
    },
    {
      id: 'spinoza-will-intellect-one',
      issue: 'error',
      claim:
        'Will and understanding are one and the same, so the will cannot outrun the understanding; to have an idea is already to affirm it.',
      support:
        'Hold the idea of a square and try not to affirm that it has four sides; you cannot, because the affirmation belongs to the idea. A will that stood apart from ideas, choosing which to endorse, is a fiction.',
      gist: 'will and understanding are one, since every idea carries its own affirmation',
      concepts: ['will', 'understanding', 'judgment'],
      questions: [
        'Are the will and the intellect separate?',
        'Can the will go beyond what we understand?',
        'Is believing something a choice?',
      ],
      premise:
        'My premise is the analysis of an idea not as a mute picture on a panel but as an act of thinking, which already affirms or denies.',
      implication:
        'Belief is never directly chosen, so we cannot be blamed for believing, only helped to understand.',
      attacks: ['descartes-will-outruns-intellect', 'descartes-will-unlimited'],
      concedes: [],
      followUp: 'Can you decide, right now, to believe that two and two make five?',
      work: 'the Ethics, Part Two',
    },
    {
      id: 'spinoza-suspension-is-perception',
      issue: 'error',
      claim:
        'Suspending judgment is not a free act of will but a perception: we hold back because we see that our idea is inadequate.',
      support:
        'A child who imagines a winged horse and perceives nothing else will take it to be present. We withhold assent only when some other idea checks the first, so the checking is done by ideas, not by a sovereign will.',
      gist: 'holding back judgment is itself a perception of inadequate ideas, not an act of free will',
      concepts: ['judgment', 'understanding', 'certainty', 'will'],
      questions: [
        'When we doubt, is that a free choice?',
        'Can we freely refuse to believe something?',
        'What really happens when we suspend judgment?',
      ],
      premise:
        'Beneath it lies the principle that only an idea can limit an idea, so doubt must come from another perception.',
      implication:
        'The famous method of doubt was not a triumph of the will but a sequence of better and worse ideas.',
      attacks: [
        'descartes-power-to-hold-back',
        'descartes-doubt-exercises-freedom',
        'descartes-assent-only-to-clarity',
      ],
      concedes: [],
      followUp: 'When you last doubted something, did you decide to doubt, or did you notice a reason?',
      work: 'the Ethics, Part Two',
    },
    // god-freedom
    {
      id: 'spinoza-god-free-by-necessity',
      issue: 'god-freedom',
      claim:
        'God alone is free, but not because he chooses; he is free because he acts from the necessity of his own nature, with nothing outside to compel him.',
      support:
        "If God had an intellect and will, they would resemble ours no more than the Dog among the stars resembles the dog that barks. God's freedom is self-determination, not a power to do otherwise.",
      gist: 'God is free because he acts from his own nature alone, not because he chooses',
      concepts: ['god', 'freedom', 'necessity'],
      questions: ['Does God have free will?', 'Is God free?', 'Does God make choices the way we do?'],
      premise:
        'I take for granted the definition of a free thing as one that exists and acts from the necessity of its own nature alone.',
      implication: 'God could no more have left the world undone than he could have ceased to be God.',
      attacks: [
        'descartes-god-supremely-indifferent',
        'descartes-freedom-godlike',
        'descartes-foreordination-incomprehensible',
      ],
      concedes: [],
      followUp:
        'Would a God who could have acted otherwise be more perfect, or merely less determined by his own perfection?',
      work: 'the Ethics, Part One',
    },
    {
      id: 'spinoza-no-final-causes',
      issue: 'god-freedom',
      claim:
        'Nature has no purposes; the idea that God made everything for some end is a projection of our own habit of acting for gain.',
      support:
        'Because we find eyes useful for seeing and fish useful for eating, we imagine a ruler who arranged them for us. That turns the true order upside down, putting the effect before the cause.',
      gist: 'nature is not to be explained by purposes imagined in the mind of God',
      concepts: ['purpose', 'god', 'nature', 'cause'],
      questions: [
        'Does the universe have a purpose?',
        'Did God make things for our sake?',
        'Is there a plan behind nature?',
      ],
      premise:
        'Everything here hangs on the proposition that God acts from necessity, and a being that acted for a purpose would lack what it sought.',
      implication:
        'Storms, earthquakes and diseases are not punishments or tests but parts of Nature with causes we can study.',
      attacks: [],
      concedes: ['descartes-no-prying-into-purposes'],
      followUp: 'If God acted for the sake of something, what could a perfect being have been lacking?',
      work: 'the appendix to Part One of the Ethics',
    },
    {
      id: 'spinoza-indifferent-will-nearer',
      issue: 'god-freedom',
      claim:
        "Making everything depend on God's unconstrained will is nearer the truth than saying God acts for the sake of the good, but it still stops short.",
      support:
        "Those who say God aims at the good set something outside him, a model he must consult, and so subject him to fate. Yet God's will is not a separate power that might have decreed otherwise; it is his nature itself.",
      gist: "making all depend on God's will is better than a God who aims at the good",
      concepts: ['god', 'indifference', 'virtue', 'necessity'],
      questions: [
        'Does God choose what is good because it is good?',
        'Is something good just because God wants it?',
        'Is God bound by goodness?',
      ],
      premise:
        'It depends on the principle that nothing can exist outside God that determines him, not even an ideal of goodness.',
      implication:
        'Goodness is neither a rule God obeys nor a whim he imposes, but a name for what agrees with our nature.',
      attacks: [],
      concedes: ['descartes-god-supremely-indifferent'],
      followUp: 'If goodness stood above God, would he still be the first cause of everything?',
      work: 'the Ethics, Part One',
    },
    {
      id: 'spinoza-god-no-king',
      issue: 'god-freedom',
      claim:
        'God is not a king issuing decrees and punishing disobedience; that picture suits the understanding of the crowd, not the truth.',
      support:
        "The prophets described God as a lawgiver and judge because their hearers could grasp nothing higher. God's decrees are eternal truths, which are never broken and never need enforcing.",
      gist: 'God is not a ruler who commands and punishes, but the eternal order of Nature',
      concepts: ['god', 'providence', 'punishment', 'nature'],
      questions: ['Is God like a king or a judge?', 'Does God give us commands?', 'Does God punish people?'],
      premise:
        'The foundation is the principle that in God to will and to understand are one, so his decrees are truths, not orders.',
      implication:
        'Comparing God to a ruler who foresees and punishes, however ingenious, brings back the very image of God that breeds superstition.',
      attacks: ['descartes-king-and-duel', 'descartes-prayer-not-to-bend-god'],
      concedes: [],
      followUp: "If God's decrees were commands, who or what could ever disobey the order of Nature?",
      work: 'the Theological-Political Treatise, chapter four',
    },
    // responsibility
    {
      id: 'spinoza-mad-dog',
      issue: 'responsibility',
      claim:
        'We can no longer blame anyone as an uncaused cause, yet we may still restrain harm, as we restrain a man maddened by the bite of a rabid dog.',
      support:
        'His madness is not his fault, and still no one would leave him loose among children. Necessity does not make the harmful any less harmful, nor the good any less good.',
      gist: 'necessity excuses the wrongdoer but does not forbid restraining him',
      concepts: ['responsibility', 'punishment', 'determinism'],
      questions: [
        'If no one is free, should criminals be punished?',
        'Can we blame someone whose actions were caused?',
        'What happens to justice without free will?',
      ],
      premise:
        'I build on the distinction between judging a person guilty and protecting others from what he does, which are two different tasks.',
      implication:
        'Punishment must justify itself by what it prevents and cures, never by the satisfaction of vengeance.',
      attacks: ['descartes-praise-not-automata'],
      concedes: [],
      followUp: 'Do you need someone to be blameworthy before you protect yourself from them?',
      work: 'a letter to Oldenburg',
    },
    {
      id: 'spinoza-understand-not-mock',
      issue: 'responsibility',
      claim: 'Human deeds call for understanding, not for ridicule, tears or curses.',
      support:
        'Envy, ambition and anger have causes as surely as hail and thunder do, and they can be studied as calmly. Hating a wrongdoer adds one more passion to the heap and cures nothing.',
      gist: 'human actions should be understood, not mocked, lamented or cursed',
      concepts: ['responsibility', 'understanding', 'passions'],
      questions: [
        'Should we hate people who do evil?',
        'How should we respond to wrongdoing?',
        'Is there any point in blaming people?',
      ],
      premise:
        'It rests on the conviction that human beings are part of Nature, not an exception to it, so their deeds follow its laws like everything else.',
      implication:
        'A world that understood necessity would hold fewer trials for vengeance and more schools for reason.',
      attacks: ['descartes-praise-not-automata', 'descartes-merit-of-struggle'],
      concedes: [],
      followUp: 'Has hating someone ever helped you understand why they acted as they did?',
      work: 'the Political Treatise, chapter one',
    },
    {
      id: 'spinoza-poison-not-verdict',
      issue: 'responsibility',
      claim:
        'The penalty of wrongdoing is not a sentence passed from outside but a consequence that follows by nature, as sickness follows poison.',
      support:
        'Adam was told the fruit would harm him, and he heard a command; God was revealing a necessary truth, as a physician warns that a drug is deadly. Vice brings its own misery whether or not anyone judges it.',
      gist: 'wrongdoing is punished by its natural consequences, as poison harms whoever takes it',
      concepts: ['punishment', 'responsibility', 'god', 'nature'],
      questions: [
        'Does God punish sinners?',
        'Why avoid evil if there is no free will?',
        'Is punishment from God or from nature?',
      ],
      premise:
        "My premise is the identity of God's decrees with the laws of Nature, so that what God forbids is simply what harms us.",
      implication:
        'The wicked, though necessitated, do not escape their misery, and the good need no reward beyond their goodness.',
      attacks: ['descartes-king-and-duel', 'descartes-praise-not-automata'],
      concedes: [],
      followUp: 'Would you avoid a poison any less because no law forbade it?',
      work: 'the Theological-Political Treatise, chapter four',
    },
    {
      id: 'spinoza-repentance-no-virtue',
      issue: 'responsibility',
      claim:
        'Repentance is not a virtue; whoever repents of a deed is doubly unhappy, once from the deed and again from the sorrow.',
      support:
        'Sadness weakens the mind, and brooding over what could not have gone otherwise adds to the harm. Better to understand the causes of what we did and use that knowledge to act better next time.',
      gist: 'repentance is no virtue, since it adds a second sadness to the first',
      concepts: ['regret', 'responsibility', 'affects', 'virtue'],
      questions: [
        'Should I feel guilty about my mistakes?',
        'Is remorse a good thing?',
        'What should we do after doing wrong?',
      ],
      premise:
        'Beneath it lies the principle that sadness lowers our power of acting and so cannot be good in itself.',
      implication:
        'Guilt may be useful for keeping a crowd in order, but those who live by reason do better without it.',
      attacks: [],
      concedes: ['descartes-no-remorse-for-best-effort'],
      followUp: 'What does your guilt teach you that calm understanding could not?',
      work: 'the Ethics, Part Four',
    },
    // passions
    {
      id: 'spinoza-no-absolute-power',
      issue: 'passions',
      claim:
        'The mind has no absolute power over its emotions; an emotion can be restrained only by a stronger emotion that opposes it.',
      support:
        'A bare decree of the will moves nothing in the body or the heart. Fear yields to a stronger hope, and hatred to a stronger love, never to an order.',
      gist: 'an emotion can be checked only by a stronger, opposite emotion',
      concepts: ['passions', 'affects', 'self-control', 'will'],
      questions: [
        'Can willpower alone control emotions?',
        'How do you overcome a strong feeling?',
        'Is self-control just a matter of deciding?',
      ],
      premise:
        'I take for granted the principle that an emotion is a state of body and mind that only another such state can displace.',
      implication:
        'Moral lectures change little; what changes us is a new and stronger desire, above all the desire that comes from understanding.',
      attacks: ['descartes-training-mastery'],
      concedes: [],
      followUp: 'What stronger desire would you need in order to give up your worst habit?',
      work: 'the Ethics, Part Four',
    },
    {
      id: 'spinoza-clear-idea-dissolves',
      issue: 'passions',
      claim: 'A passion ceases to be a passion as soon as we form a clear and distinct idea of it.',
      support:
        'Anger is a confused idea of an injury and its cause; understand the chain of causes that moved the other person and the anger loses its grip. The more of an emotion we understand, the less we suffer it.',
      gist: 'an emotion stops being a passion once it is clearly understood',
      concepts: ['passions', 'clarity', 'understanding', 'bondage'],
      questions: [
        'How can I master my passions?',
        'Does understanding an emotion make it weaker?',
        'What is the cure for anger?',
      ],
      premise:
        'Everything here hangs on the principle that we are passive only insofar as our ideas are inadequate, and active insofar as they are adequate.',
      implication:
        'The cure of the passions is a kind of knowledge, which makes philosophy the best medicine for the mind.',
      attacks: ['descartes-passions-steered-indirectly'],
      concedes: [],
      followUp: 'Which of your emotions would survive a complete understanding of its causes?',
      work: 'the Ethics, Part Five',
    },
    {
      id: 'spinoza-see-better',
      issue: 'passions',
      claim:
        'Knowing what is good does not by itself make us do it; we often see the better course and follow the worse.',
      support:
        'A Roman poet said it long ago, and every gambler and glutton confirms it. True knowledge of good and evil moves us only when it becomes a desire strong enough to outweigh the rival desire.',
      gist: 'knowing the good does not make us do it unless it becomes a stronger desire',
      concepts: ['weakness-of-will', 'bondage', 'understanding', 'affects'],
      questions: [
        'Why do we do things we know are bad for us?',
        "Why isn't knowing the right thing enough?",
        'What is weakness of will?',
      ],
      premise:
        'It depends on the principle that true knowledge, merely as true, has no force against an emotion unless it is itself felt as an emotion.',
      implication: 'Education that only informs will fail; it must also move.',
      attacks: ['descartes-virtue-is-resolve'],
      concedes: [],
      followUp: 'When you did what you knew was worse, what was missing: knowledge, or desire?',
      work: 'the Ethics, Part Four',
    },
    {
      id: 'spinoza-necessity-consoles',
      issue: 'passions',
      claim:
        'Understanding that things are necessary gives the mind power over its passions, because grief shrinks when we see the loss could not have been prevented.',
      support:
        'No one pities a baby for being unable to talk or walk, because everyone sees it is natural. Seen in the same light, our own losses and the faults of others lose their sting.',
      gist: 'seeing that things are necessary shrinks grief and weakens the passions',
      concepts: ['necessity', 'passions', 'understanding', 'happiness'],
      questions: [
        'Does accepting necessity make us calmer?',
        'How can understanding help with grief?',
        'Is there any comfort in determinism?',
      ],
      premise:
        'The foundation is the observation that our sorrows are swollen by the thought that things might easily have gone otherwise.',
      implication:
        'Determinism, far from being a cause of despair, is the most practical consolation philosophy offers.',
      attacks: [],
      concedes: ['descartes-master-self-not-fortune'],
      followUp: 'How much of your grief rests on the thought that things could easily have gone otherwise?',
      work: 'the Ethics, Part Five',
    },
    // machines
    {
      id: 'spinoza-animate-in-degrees',
      issue: 'machines',
      claim:
        'Every body in Nature has its mind in some degree, and a mind is more capable exactly as its body is more complex.',
      support:
        "What I say of the human mind holds for all individuals, though in different degrees. A body that can do many things at once is matched by a mind that perceives many things at once, which is how a human mind surpasses a worm's.",
      gist: "all bodies are animate in degrees, and a mind's power matches its body's complexity",
      concepts: ['mind', 'body', 'animals', 'machine'],
      questions: [
        'Could a machine ever think?',
        'Is there a sharp line between minds and matter?',
        'Does everything have some kind of mind?',
      ],
      premise:
        'I build on the parallel of thought and extension: wherever there is a body, there is in God an idea of that body.',
      implication:
        'By this reasoning, whether a made thing could think is a question about how rich and unified its body is, not whether a soul was added.',
      attacks: ['descartes-animals-machines', 'descartes-reason-universal'],
      concedes: [],
      followUp:
        'Where exactly would you draw the line between a thing with no mind and a thing with a little?',
      work: 'the Ethics, Part Two',
    },
    {
      id: 'spinoza-body-unknown-powers',
      issue: 'machines',
      claim:
        'We have no right to say what bodies can never do, since no one has yet learned all that a body can do by the laws of Nature alone.',
      support:
        "People say mere matter could never build temples or paint pictures, yet the fabric of the human body outdoes any craftsman's work. To declare a limit in advance is to mistake our ignorance for the borders of Nature.",
      gist: 'no one knows what bodies can do, so no limit can be set in advance',
      concepts: ['body', 'machine', 'nature', 'ignorance'],
      questions: [
        'Could a body without a soul do everything a person does?',
        'Is there a limit to what machines can do?',
        'Can matter alone produce art and language?',
      ],
      premise:
        'It rests on the humility of a student of Nature: we know too little of bodies to pronounce on their limits.',
      implication:
        'Arguments that machines could never speak or reason rest on an inventory of bodies that no one has completed.',
      attacks: ['descartes-reason-universal', 'descartes-language-test'],
      concedes: ['descartes-body-is-machine'],
      followUp: 'What gives you confidence that you know the limits of what a body can do?',
      work: 'the Ethics, Part Three',
    },
    {
      id: 'spinoza-animals-feel',
      issue: 'machines',
      claim:
        'Animals are not mere machines; they feel, and their emotions differ from ours only as their natures differ from ours.',
      support:
        "A horse is driven by a horse's lust and a fish by a fish's, as a person by a person's. I do not conclude that we owe them what we owe one another, but I cannot deny that they feel.",
      gist: 'animals have feelings, which differ from human ones as their natures differ',
      concepts: ['animals', 'affects', 'mind'],
      questions: ['Do animals have feelings?', 'Is a dog just a machine?', 'Are animals conscious?'],
      premise:
        'My premise is the principle that every body has a corresponding mind, so to deny feeling to animals is to split Nature in two.',
      implication:
        'The line between people and beasts is a difference of nature, not the difference between a mind and a clockwork.',
      attacks: ['descartes-animals-machines'],
      concedes: [],
      followUp: "If a dog's fear is not fear, what is it that makes the dog tremble and run?",
      work: 'the Ethics, Part Three',
    },
    // true-freedom
    {
      id: 'spinoza-free-vs-compelled',
      issue: 'true-freedom',
      claim:
        'To be free is to act from the necessity of your own nature alone; freedom is the opposite of compulsion, not the opposite of necessity.',
      support:
        'A thing is compelled when something outside determines it, and free when its action follows from what it is. A mathematician who reaches a proof by following its logic is both necessitated and free.',
      gist: "freedom is acting from one's own nature, opposed to compulsion rather than to necessity",
      concepts: ['freedom', 'necessity', 'determinism', 'understanding'],
      questions: [
        'What does it really mean to be free?',
        'Can something be free and necessary at once?',
        'Is freedom the opposite of necessity?',
      ],
      premise:
        'Beneath it lies my definition of a free thing, and I ask only that you test it against the clearest cases of freedom you know.',
      implication:
        'The more our actions follow from our own understanding, the freer we are, though none of them could have been otherwise.',
      attacks: ['descartes-freedom-godlike'],
      concedes: ['descartes-indifference-lowest'],
      followUp: 'Is a person who follows a proof to its end less free than one who stops at random?',
      work: 'the Ethics, Part One',
    },
    {
      id: 'spinoza-balance-never-perfect',
      issue: 'feeling-of-choice',
      claim:
        'In a choice between two equal things, some cause too small to notice always tips us, and that tipping is what we call choosing.',
      support:
        'A man who felt only hunger and thirst, set at equal distance from food and drink, would perish of both, and I grant it; whether to count him a man or an ass, I do not know.',
      gist: 'what tips a choice between equals is a cause we do not notice, not a free will',
      concepts: ['indifference', 'cause', 'ignorance'],
      questions: [
        'If two options are exactly equal, what makes me pick one?',
        'What about the donkey stuck between two haystacks?',
        'When two things are exactly alike, what tips me towards one of them?',
      ],
      premise:
        'It rests on my view that the will is only a name for particular volitions, each caused like any other thing.',
      implication:
        'Picking between two equal things proves no free will; it shows how many small causes work on us unseen.',
      attacks: ['descartes-indifference-lowest'],
      concedes: [],
      followUp:
        'The last time you picked between two equal things, can you be sure nothing at all tipped you?',
      work: 'the Ethics, Part Two, the scholium to its last proposition',
    },
    {
      id: 'spinoza-active-understanding',
      issue: 'true-freedom',
      claim:
        'Freedom grows with understanding: we act when something follows from our own nature clearly understood, and we suffer when outside causes push us.',
      support:
        'A person carried off by jealousy is passive, however busy they look; a person working out a problem with a clear head is active, even sitting still. Freedom is the passage from the first state to the second.',
      gist: 'freedom is the growth from passivity to activity through understanding',
      concepts: ['freedom', 'bondage', 'understanding', 'passions'],
      questions: [
        'How can a person become free?',
        'What makes us active rather than passive?',
        'Is freedom something we can increase?',
      ],
      premise:
        'I take for granted that a clear idea of a cause makes it part of our own activity, while a confused idea leaves us at its mercy.',
      implication: 'Freedom is not given at birth but earned, and no one is wholly free or wholly a slave.',
      attacks: ['descartes-passions-good-by-nature', 'descartes-freedom-godlike'],
      concedes: [],
      followUp: 'In which part of your life are you most moved by causes you do not understand?',
      work: 'the Ethics, Part Three',
    },
    {
      id: 'spinoza-self-contentment-from-reason',
      issue: 'true-freedom',
      claim:
        'True self-esteem springs not from believing we have an uncaused will but from seeing clearly our own power to understand and to act.',
      support:
        'Pride in a free will rests on a false idea, and so it can always be shaken. The contentment that comes from reason is the highest we can have, because nothing outside us can take away what we understand.',
      gist: "real self-contentment comes from understanding one's power, not from belief in free will",
      concepts: ['happiness', 'understanding', 'freedom', 'generosity'],
      questions: [
        'What should we be proud of?',
        'Where does real self-respect come from?',
        'Is it good to value ourselves?',
      ],
      premise:
        'Everything here hangs on the principle that a joy founded on a true idea is stable, while one founded on a false idea lasts only as long as the error.',
      implication:
        'Those who lose their faith in free will lose nothing worth keeping, and may gain a steadier joy.',
      attacks: ['descartes-generosity', 'descartes-freedom-godlike'],
      concedes: [],
      followUp: 'Would you rather be proud of a power you imagine, or glad of one you understand?',
      work: 'the Ethics, Part Four',
    },
    // method-certainty
    {
      id: 'spinoza-truth-own-standard',
      issue: 'method-certainty',
      claim:
        'A true idea needs no outside guarantee: it shows its own truth and exposes falsehood too, as light reveals both itself and the dark.',
      support:
        'To hold a true idea is already to know that you hold it, and doubt finds no foothold. Besides, if truth needed a certificate, who would certify the certifier?',
      gist: 'truth is its own standard, as light reveals both itself and darkness',
      concepts: ['certainty', 'clarity', 'understanding'],
      questions: [
        'How can we be certain of anything?',
        'Do we need God to guarantee our knowledge?',
        'How do you know when you know something?',
      ],
      premise:
        'It depends on the principle that to have a true idea is simply to know a thing perfectly, so certainty is nothing apart from the idea itself.',
      implication:
        'Universal doubt was never needed, for no one who possesses a true idea can seriously doubt it.',
      attacks: ['descartes-basket-of-apples', 'descartes-god-no-deceiver'],
      concedes: [],
      followUp: 'When you grasp something plainly, do you need anyone to vouch that you grasp it?',
      work: 'the Ethics, Part Two',
    },
    {
      id: 'spinoza-geometric-order',
      issue: 'method-certainty',
      claim:
        'Certainty comes from following the right order, which begins from God, the first cause, not from the doubting self.',
      support:
        "Many philosophers start with the things of sense and reach God last, which is precisely backward. I begin with definitions and axioms and deduce the rest, as a geometer derives a figure's properties from its nature.",
      gist: 'certainty comes from deducing in order from God, the first cause, as in geometry',
      concepts: ['method', 'certainty', 'god', 'cause'],
      questions: [
        'What is the right method in philosophy?',
        'Why write philosophy like geometry?',
        'Should philosophy begin with the self or with God?',
      ],
      premise:
        'The foundation is the principle that knowledge of an effect depends on knowledge of its cause, so the first cause must come first.',
      implication:
        'Human emotions can be studied as coolly as lines, planes and bodies, for they follow from Nature in the same way.',
      attacks: ['descartes-cogito-foundation', 'descartes-mind-known-first'],
      concedes: [],
      followUp: 'If you begin with your own doubting mind, how will you ever reach its cause?',
      work: 'the Ethics, Part Two',
    },
    {
      id: 'spinoza-three-kinds',
      issue: 'method-certainty',
      claim:
        'There are three kinds of knowledge, and only the two higher ones give certainty: opinion misleads, while reason and intuition do not.',
      support:
        'Asked for a number in proportion with one, two and three, a merchant recalls a rule, a student works from the theory, and a third person simply sees it must be six. That last seeing is knowledge at its height.',
      gist: 'opinion misleads, while reason and intuition give certain knowledge',
      concepts: ['imagination', 'understanding', 'certainty', 'method'],
      questions: [
        'What kinds of knowledge are there?',
        'Is experience a reliable source of knowledge?',
        'What is intuitive knowledge?',
      ],
      premise:
        'I build on the distinction between ideas formed in the random order of experience and ideas formed in the order of understanding.',
      implication:
        'Most of what people call knowledge is opinion, and the highest knowledge is rare, though open to all.',
      attacks: ['descartes-god-no-deceiver'],
      concedes: [],
      followUp: 'Which of your beliefs do you hold by hearsay, which by reasoning, and which by seeing?',
      work: 'the Ethics, Part Two',
    },
    // good-life
    {
      id: 'spinoza-blessedness-virtue-itself',
      issue: 'good-life',
      claim:
        'The highest happiness is not a wage paid after virtue but virtue itself, and it is because we enjoy it that our cravings lose their hold.',
      support:
        'The joy of understanding crowds out the appetites that used to rule us, as daylight makes candles pointless. No heaven is needed to pay the wise for a good life; the life is the payment.',
      gist: 'the highest happiness is virtue itself, not a reward that comes after it',
      concepts: ['happiness', 'virtue', 'understanding'],
      questions: [
        'What is the reward for being good?',
        'Why be virtuous if there is no heaven?',
        'Does happiness come from self-denial?',
      ],
      premise:
        'It rests on the principle that virtue is nothing but acting from our own nature under the guidance of reason, which is itself a joy.',
      implication:
        'Those who are good only for fear of hell would, by their own admission, turn wicked if they stopped believing in it.',
      attacks: ['descartes-virtue-is-resolve'],
      concedes: [],
      followUp: 'Would you still live well if you knew no reward would ever come?',
      work: 'the Ethics, Part Five',
    },
    {
      id: 'spinoza-intellectual-love',
      issue: 'good-life',
      claim:
        'The best life is the intellectual love of God, the joy of understanding ourselves and all things as parts of the one eternal Nature.',
      support:
        'This love cannot turn into hatred or envy, because the more people share it the greater it becomes. It is the calm that comes from knowing things through their causes in God.',
      gist: 'the best life is the intellectual love of God, joy in understanding Nature',
      concepts: ['love-of-god', 'god', 'happiness', 'understanding'],
      questions: [
        'What is the best way to live?',
        'What is the highest happiness?',
        'What does it mean to love God?',
      ],
      premise:
        'It draws on the third kind of knowledge, by which we see particular things in their eternal cause, and that seeing is joy.',
      implication:
        'Wisdom is no private treasure, since the one good worth pursuing above all grows when it is shared.',
      attacks: ['descartes-virtue-is-resolve'],
      concedes: [],
      followUp: 'What good could you pursue that would grow, not shrink, when others pursued it too?',
      work: 'the Ethics, Part Five',
    },
    {
      id: 'spinoza-hatred-with-love',
      issue: 'good-life',
      claim:
        'Hatred is never good, and whoever is guided by reason answers hatred, anger and scorn with love and a generous spirit.',
      support:
        'Hatred repaid in kind only grows, while hatred met with love slowly dies away. Whoever answers an insult with kindness keeps his calm and hardly needs luck on his side.',
      gist: 'hatred is never good and should be repaid with love',
      concepts: ['affects', 'virtue', 'generosity', 'passions'],
      questions: [
        'How should we treat people who hate us?',
        'Should we forgive our enemies?',
        'Is revenge ever wise?',
      ],
      premise:
        'Beneath it lies the principle that hatred is a kind of sadness, and nothing that breeds sadness can be good for a being that strives to grow in power.',
      implication:
        'The life of reason ends by recommending what the religions preached, but as strength rather than obedience.',
      attacks: ['descartes-passions-good-by-nature'],
      concedes: [],
      followUp: 'Has returning an insult ever ended a quarrel for you?',
      work: 'the Ethics, Part Four',
    },
    {
      id: 'spinoza-rules-while-searching',
      issue: 'good-life',
      claim:
        'While we seek the truth we still need rules for living: speak to people in terms they can follow, enjoy pleasures only as health allows, and seek money only as life requires.',
      support:
        'Wealth, fame and pleasure promise much and leave us empty; I learned that before I wrote a line of my philosophy. A few modest rules keep the search going without letting those goods swallow it.',
      gist: 'while seeking truth, one should live by modest rules about pleasure, money and company',
      concepts: ['virtue', 'happiness'],
      questions: [
        'How should I live while I am still figuring things out?',
        'Should we chase money and fame?',
        'What rules should guide everyday life?',
      ],
      premise:
        'I speak from experience: ordinary goods, pursued for their own sake, distract the mind from the one good that lasts.',
      implication:
        'A philosopher should live modestly, not out of duty but because a full purse and a busy reputation cost too much attention.',
      attacks: [],
      concedes: ['descartes-resolute-traveller'],
      followUp: 'What in your daily life serves your search for the truth, and what only distracts it?',
      work: 'the Treatise on the Emendation of the Intellect',
    },
  ],
  terms: [
    {
      concept: 'freedom',
      meaning:
        'A thing is free when it exists and acts from the necessity of its own nature alone, and compelled when something else determines it.',
      example:
        'A woman who gives to a cause because she sees its worth acts freely; one who hands her purse to a robber is compelled.',
    },
    {
      concept: 'nature',
      meaning:
        'By God or Nature I mean one absolutely infinite being, the only substance, of which all things are ways of being.',
      example: "The laws by which the tides rise and one thought follows another are God's nature at work.",
    },
    {
      concept: 'substance',
      meaning:
        'By substance I mean what exists in itself and is conceived through itself alone, needing nothing else; there is only one.',
      example:
        'A table, a person and a thought are not substances but ways in which the one substance exists.',
    },
    {
      concept: 'passions',
      meaning:
        "By an affect I mean a change in the body's power of acting together with the idea of that change; it is a passion when we are not its full cause.",
      example:
        'Joy at good news raises my power, and it is a passion because the news, not my understanding, caused it.',
    },
    {
      concept: 'bondage',
      meaning:
        'By bondage I mean our helplessness before our own emotions, which leaves us ruled by fortune instead of by ourselves.',
      example: 'The smoker who knows each pipe is harming him and lights another anyway lives in bondage.',
    },
    {
      concept: 'understanding',
      meaning:
        'An adequate idea is one that contains the full explanation of its object through its causes, not a fragment received by chance.',
      example:
        'Knowing why a stick looks bent in water, and not merely that it does, is an adequate idea of that appearance.',
    },
    {
      concept: 'striving',
      meaning:
        'By striving I mean the effort by which each thing, as far as it can, tries to persist in its being, and this is its very essence.',
      example:
        'A plant bending toward light and a person keeping hope alive are both expressions of striving.',
    },
    {
      concept: 'parallelism',
      meaning:
        'When I say mind and body are one, I mean the mind is the idea of the body, the same thing expressed in thought.',
      example:
        'When your hand is cut, the pain is not a message sent from the wound but the wound itself as felt.',
    },
    {
      concept: 'determinism',
      meaning:
        'A determinist holds that whatever happens is fixed by causes that could not have run otherwise, and I am one: in Nature nothing is contingent, the will included.',
      example:
        'A stone set moving by a push goes on by that push; if it could think, it would believe it flew of its own accord, as we do.',
    },
    {
      concept: 'necessity',
      meaning:
        'A thing is necessary when its own nature or its cause makes it impossible for it not to be, and everything is necessary one way or the other.',
      example:
        'The roundness of a sphere follows from its nature; rain on a given day follows from its causes.',
    },
    {
      concept: 'love-of-god',
      meaning:
        'By the intellectual love of God I mean the joy that comes from understanding things through their eternal cause.',
      example:
        'Someone who sees her own life as a small part of the whole of Nature, and feels calm joy in seeing it, tastes a little of this love.',
    },
    {
      concept: 'free-will',
      meaning:
        'By free will people mean a power to decide without any cause, which is nothing but ignorance of the causes that do decide.',
      example:
        'Someone who says she ate the cake just because she felt like it has not yet looked for her reasons.',
    },
    {
      concept: 'imagination',
      meaning:
        'By imagination I mean knowledge gathered from the random encounters of our body with things, vivid but confused.',
      example: 'Believing a rumour because it was repeated at the market is knowledge by imagination.',
    },
  ],
};
