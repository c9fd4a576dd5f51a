import type { SeatInput } from '../../schema';

/**
 * Descartes, the Dualist, in the Freedom Fight. Sources: the Meditations (2, 3, 4, 5, 6), the Discourse on the
 * Method (3, 4, 5), the Principles of Philosophy (part 1, arts 6, 28, 37-41, 43-46), the Passions of the Soul,
 * the Replies to the Objections, the Treatise on Man and the letters (Elisabeth, Mesland, Mersenne, Christina).
 * He died in 1650, so he answers Spinoza\'s points by his own principles and never cites Spinoza\'s works.
 */
export const descartes: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'free-will-real',
      position: 'We truly have free will, and nothing is more evident to each of us from within.',
    },
    {
      issue: 'mind-body',
      position:
        'The mind is a thinking thing really distinct from the extended body, though closely united with it in this life.',
    },
    {
      issue: 'necessity',
      position:
        'Bodies follow necessary laws, but the world exists by the free decree of God, and the laws of matter do not bind the will.',
    },
    {
      issue: 'feeling-of-choice',
      position:
        'What each of us finds within when choosing is genuine testimony of freedom, and no clever theory outranks it.',
    },
    {
      issue: 'error',
      position:
        'Error is our own doing, when the will passes judgment where the understanding has not yet seen clearly, and God is not to blame.',
    },
    {
      issue: 'god-freedom',
      position:
        'God is supremely free and governs all things, yet our own freedom is no less certain, even if we cannot reconcile the two.',
    },
    {
      issue: 'passions',
      position:
        'The passions are good by nature, and with training and indirect strategy the will can come to master them.',
    },
    {
      issue: 'responsibility',
      position:
        'Only a free agent deserves praise or blame, and each of us answers for the firmness of his resolve, not for fortune.',
    },
    {
      issue: 'machines',
      position:
        'Animal and human bodies are machines, but no machine could think, for none could use language freely or reason about everything.',
    },
    {
      issue: 'true-freedom',
      position:
        'We are most free when a clear view of the true and the good draws the will at once, and least free when nothing draws it.',
    },
    {
      issue: 'method-certainty',
      position:
        'Doubt everything that can be doubted, then rebuild from the one certainty that I think and therefore exist.',
    },
    {
      issue: 'good-life',
      position:
        'Live resolutely by your best judgment, esteem yourself only for the good use of your will, and contentment follows.',
    },
  ],
  arguments: [
    // free-will-real
    {
      id: 'descartes-freedom-self-evident',
      issue: 'free-will-real',
      claim: 'Free will is real, and nothing I know is more evident to me than the fact that I am using it.',
      support:
        'When I attend to my own thinking, I catch myself affirming, denying and holding back, and the one doing it is I. A truth that any attentive person can verify within, at any moment, needs no further proof.',
      gist: 'free will is self-evident to anyone who attends to his own mind',
      concepts: ['free-will', 'feeling', 'certainty'],
      questions: [
        'Is free will real?',
        'Do we actually have free will or not?',
        'How do you know you have a free will at all?',
      ],
      premise:
        'It rests on the rule that what I perceive clearly within my own mind deserves assent, the same rule that gave me my own existence.',
      implication:
        'Any theory that denies our freedom must be weighed against an inner evidence stronger than the theory itself, and the theory will lose.',
      attacks: ['spinoza-freedom-illusion-ignorance', 'spinoza-thrown-stone'],
      concedes: [],
      followUp:
        'Can you name any argument against freedom that you are more certain of than the freedom you feel?',
      work: 'the Principles of Philosophy, Part One',
    },
    {
      id: 'descartes-will-unlimited',
      issue: 'free-will-real',
      claim:
        'My will is unlimited in its reach, and it is chiefly through the will that I bear the likeness of God.',
      support:
        'My understanding is small and my memory weak, but I cannot conceive of a will greater than the one I have. A yes or a no cannot be given by halves, so the power to give it is whole or it is nothing.',
      gist: 'the will is unlimited in reach and is the mark of God in a human being',
      concepts: ['will', 'god', 'freedom'],
      questions: [
        'What makes the human will so special?',
        'Is the human will limited or infinite?',
        'You say your will reaches as far as the sky: what do you mean by that?',
        'In what way are people like God?',
      ],
      premise:
        'I assume that a power which consists simply in saying yes or no cannot exist by halves, and I find no degree of it missing in me.',
      implication:
        'The faculty that makes us most like God is also the one that can lead us most badly astray.',
      attacks: ['spinoza-will-an-abstraction', 'spinoza-will-intellect-one'],
      concedes: [],
      followUp:
        'If your will reaches further than your knowledge, is that a flaw in you or a gift badly used?',
      work: 'the Fourth Meditation',
    },
    {
      id: 'descartes-will-not-the-body',
      issue: 'free-will-real',
      claim:
        'The will is boundless in what it chooses, not in what the body can do: willing is saying yes or no, and nothing takes that from me.',
      support:
        'My shoulders belong to the body, which has its limits. So I learned to change my desires rather than the order of the world, and to count as wholly mine only what depends on me.',
      gist: 'the will is free in all it chooses, while the body can do only so much',
      concepts: ['will', 'body', 'freedom', 'choice'],
      questions: [
        'If your will reaches as far as the sky, why can I not will myself through a hundred push-ups?',
        'Does an unlimited will mean I can do anything I want?',
        'My will says yes and my body says no: which of them is free?',
      ],
      premise:
        'It rests on the difference between the will, which only affirms or refuses, and the powers of the body, which are limited like any machine.',
      implication: 'Freedom is measured by what I choose, and wisdom by choosing only what is in my power.',
      attacks: [],
      concedes: [],
      followUp: 'When your body fails you, did your will fail too, or only your shoulders?',
      work: 'the Fourth Meditation; the Discourse on Method, Part Three',
    },
    {
      id: 'descartes-power-to-hold-back',
      issue: 'free-will-real',
      claim:
        'Even before the clearest truth, I keep the power to turn my attention away and withhold assent, if only to prove that I can.',
      support:
        'In practice, with a truth blazing before me, I can hardly refuse it. Absolutely speaking, though, the door stays open, for a will that could never hold back would be a hinge rusted in place.',
      gist: 'the will can always hold back, even from a clear truth, to show its freedom',
      concepts: ['will', 'freedom', 'judgment'],
      questions: [
        'Could you choose to reject something you know is true?',
        'Is there anything your will cannot refuse?',
        'Can we always say no, even to the obvious?',
      ],
      premise:
        'I rely on the difference between what we will hardly ever do and what we are absolutely able to do, a difference any honest person knows.',
      implication:
        'No argument, however strong, can seize assent by force; reasons persuade a will, they never push it.',
      attacks: ['spinoza-every-volition-caused', 'spinoza-suspension-is-perception'],
      concedes: [],
      followUp:
        'Have you never refused a conclusion you saw clearly, just to feel that the choice was yours?',
      work: 'a letter to Mesland',
    },
    {
      id: 'descartes-doubt-exercises-freedom',
      issue: 'free-will-real',
      claim:
        'My method of doubt was itself a proof of freedom, for even supposing a powerful deceiver, I found I could refuse to believe whatever was uncertain.',
      support:
        'Such a deceiver might fill my mind with false appearances, but he could not make me assent to them. That power to suspend judgment is the one thing he could never reach.',
      gist: 'even an all-powerful deceiver could not force assent, so doubt itself proves freedom',
      concepts: ['certainty', 'judgment', 'free-will'],
      questions: [
        'What does doubting everything have to do with free will?',
        'Could an evil demon control what you believe?',
        'Does the ability to doubt show that we are free?',
      ],
      premise:
        'I take it that assent is an act of my own, not something done to me, as anyone who has hesitated before a doubtful claim can confirm.',
      implication:
        'Even in the worst case, a mind deceived in everything else still governs its own yes and no.',
      attacks: ['spinoza-suspension-is-perception'],
      concedes: [],
      followUp: 'When you hesitate before believing a rumour, who is doing the hesitating?',
      work: 'the Principles of Philosophy, Part One',
    },
    // mind-body
    {
      id: 'descartes-real-distinction',
      issue: 'mind-body',
      claim:
        'Mind and body are two really distinct things, since I can clearly conceive each as complete without the other.',
      support:
        'I understand myself as a thing that thinks, with no need of length, breadth or shape, and body as a thing extended, with no need of thought. What I can clearly conceive apart, God can make apart, and that is enough to make them two.',
      gist: 'mind and body are two substances, because each can be clearly conceived without the other',
      concepts: ['dualism', 'mind', 'body', 'substance', 'death'],
      questions: [
        'Are mind and body separate things?',
        'Why do you think the soul is different from the body?',
        'Is the mind just a part of the body?',
        'Could the soul survive the death of the body?',
      ],
      premise:
        'Behind it stands the rule that whatever I clearly and distinctly conceive apart can at least be separated by God, whose power matches my clear ideas.',
      implication:
        'Nothing in the death of the body requires the mind to perish, since the mind does not depend on the body for its existence.',
      attacks: ['spinoza-one-thing-two-ways', 'spinoza-distinct-not-separate'],
      concedes: [],
      followUp: 'Can you find anything in your idea of thinking that needs length, weight or shape?',
      work: 'the Sixth Meditation',
    },
    {
      id: 'descartes-mind-indivisible',
      issue: 'mind-body',
      claim:
        'The body can be cut into parts and the mind cannot, and a thing that can be divided is not the same as one that cannot.',
      support:
        'Lose a foot or an arm and nothing is taken from your mind; you do not think with two thirds of yourself. Willing, sensing and understanding are not pieces of the mind but one and the same mind at work.',
      gist: 'the body is divisible while the mind is not, so the two differ in nature',
      concepts: ['mind', 'body', 'dualism'],
      questions: [
        'Can the mind be divided like the body?',
        'If someone loses a limb, do they lose part of their mind?',
        'What is the real difference between the soul and the body?',
      ],
      premise:
        'I assume that a thing which can be divided and a thing which cannot are not one thing, which is only the law of identity applied.',
      implication:
        'Whatever happens to the limbs or the organs, the one who feels the loss remains whole and undivided.',
      attacks: ['spinoza-distinct-not-separate', 'spinoza-mind-idea-of-body'],
      concedes: [],
      followUp: 'Could you point to half of a thought, or to a third of a decision?',
      work: 'the Sixth Meditation',
    },
    {
      id: 'descartes-mind-known-first',
      issue: 'mind-body',
      claim:
        'I know my mind better than my body, for I can doubt that I have a body but never that I am thinking.',
      support:
        'Warm a lump of beeswax by the fire: its scent, colour and shape all change, yet I judge it the same wax by my mind alone. Every attempt to know a body teaches me more about the mind that knows it.',
      gist: 'the mind is known more certainly than the body, which can be doubted',
      concepts: ['mind', 'body', 'certainty'],
      questions: [
        'Which do we know better, the mind or the body?',
        'Can you really doubt that you have a body?',
        'What does the example of the melting wax show?',
      ],
      premise:
        'My premise is the observation that every perception of a body is also an act of my thought, so knowledge of the thought comes first.',
      implication:
        'To begin philosophy from the world outside, rather than from the mind within, is to begin from what is less certain.',
      attacks: ['spinoza-mind-idea-of-body'],
      concedes: [],
      followUp: 'What is left of the wax, once it melts, that your senses alone could vouch for?',
      work: 'the Second Meditation',
    },
    {
      id: 'descartes-union-lived',
      issue: 'mind-body',
      claim:
        'The union of soul and body is not a puzzle for metaphysics to solve but a fact we know by living it, every time we feel hunger or pain.',
      support:
        'I am not in my body as a pilot is in his ship, noting the damage from a distance; when my hand is burnt, I hurt. Ordinary life and conversation teach that closeness better than hours of meditation.',
      gist: 'the union of mind and body is known by living it, not by metaphysics',
      concepts: ['union', 'mind', 'body', 'feeling'],
      questions: [
        'How can a mind that is not physical move the body?',
        'If mind and body are different, how do they interact?',
        'Why does pain feel like it is in my hand and not in my head?',
      ],
      premise:
        'I assume that the union is a primitive notion, known through the senses rather than deduced, and I admit the intellect alone cannot picture it.',
      implication:
        'A philosopher who spends too many hours in pure thought may understand the union worse than a farmer does.',
      attacks: ['spinoza-no-crossing', 'spinoza-pineal-occult'],
      concedes: [],
      followUp: 'When you stub your toe, do you learn of the damage, or simply suffer it?',
      work: 'the letters to Princess Elisabeth on the union of soul and body',
    },
    {
      id: 'descartes-pineal-seat',
      issue: 'mind-body',
      claim:
        'The soul acts most directly on the body through a small gland deep in the middle of the brain, where the signals of the senses come together.',
      support:
        'Nearly everything in the head is double: two eyes, two ears, two halves of the brain. Yet I have one thought of one object, so the paired impressions must meet in some single place before they reach the soul.',
      gist: 'the soul works on the body through a single small gland in the brain',
      concepts: ['brain', 'union', 'mind', 'body'],
      questions: [
        'Where in the body is the soul?',
        'What is the pineal gland supposed to do?',
        'How do the soul and the brain connect?',
      ],
      premise:
        'It depends on the fact that our senses deliver doubled impressions while our experience is single, so something in the brain must unite them.',
      implication:
        'If that gland is the meeting place, then retraining the motions that reach it is how we learn to govern our passions.',
      attacks: ['spinoza-no-crossing'],
      concedes: [],
      followUp: 'If not in one central place, where else would the images of two eyes become one sight?',
      work: 'The Passions of the Soul, Part One',
    },
    // necessity
    {
      id: 'descartes-laws-bind-bodies',
      issue: 'necessity',
      claim:
        'Bodies follow the laws of motion with strict necessity, but a mind is not a body, so those laws do not reach the will.',
      support:
        'Given the sizes, shapes and speeds of its parts, a cannonball or a water wheel could be calculated to the last turn. A thought has no size or speed to calculate; the chain of pushes has no hook to catch it by.',
      gist: 'bodies obey necessary laws of motion, but the will is not a body',
      concepts: ['necessity', 'body', 'nature', 'will', 'cause'],
      questions: [
        'Does everything happen by necessity?',
        'Do the laws of physics control our decisions?',
        'Is the mind bound by the laws of nature?',
      ],
      premise:
        'Underneath it lies the real distinction: necessity governs extended things through their motions, and thought is not extended.',
      implication:
        'Physics can be complete for every planet and pebble while saying nothing at all about why I chose to speak.',
      attacks: ['spinoza-nothing-contingent', 'spinoza-decisions-are-appetites'],
      concedes: [],
      followUp: 'What would it even mean to measure the speed or the weight of a decision?',
      work: 'the Principles of Philosophy, Part Two',
    },
    {
      id: 'descartes-world-contingent',
      issue: 'necessity',
      claim:
        'The world does not flow from God the way a theorem flows from a definition; it exists because God freely wills it, and keeps willing it at every moment.',
      support:
        'The power needed to keep a thing in being from one instant to the next is the same power needed to create it. Nothing compels God to grant the next instant; each one is a fresh gift.',
      gist: "the world exists by God's free decree, renewed at every moment, not by logical necessity",
      concepts: ['god', 'necessity', 'cause', 'nature'],
      questions: [
        'Did the world have to exist?',
        'Could God have made a different world?',
        'Why does anything go on existing at all?',
      ],
      premise:
        'I assume that the moments of time do not depend on one another, so my existing now does not guarantee my existing next.',
      implication:
        'The laws of nature are reliable because God is constant, not because they could not have been otherwise.',
      attacks: ['spinoza-triangle', 'spinoza-nothing-contingent'],
      concedes: [],
      followUp:
        'If the world followed from God like a theorem, would God be its maker or merely its premise?',
      work: 'the Third Meditation',
    },
    {
      id: 'descartes-eternal-truths-created',
      issue: 'necessity',
      claim:
        'Even the truths of mathematics are necessary only because God freely established them, so necessity itself is the work of a free will.',
      support:
        'Could God have made a mountain with no valley beside it, or one and two come to something other than three? I will not set limits to his power; I report only that the mind he gave me cannot conceive it.',
      gist: 'even mathematical necessity depends on the free decree of God',
      concepts: ['necessity', 'god', 'method', 'freedom'],
      questions: [
        'Could God change the truths of mathematics?',
        'Is necessity above God?',
        'Where do eternal truths come from?',
      ],
      premise:
        'I build here on the conviction that nothing, not even a truth of arithmetic, can stand independent of God without making him subject to it like a fate.',
      implication:
        'The deepest necessity in the world rests on a freedom, which is a strange foundation for a philosophy of pure necessity.',
      attacks: ['spinoza-triangle', 'spinoza-no-other-order'],
      concedes: [],
      followUp: 'Would you rather have a God bound by arithmetic, or an arithmetic bound by God?',
      work: 'the letters to Mersenne and to Arnauld',
    },
    // feeling-of-choice
    {
      id: 'descartes-inner-awareness-trusted',
      issue: 'feeling-of-choice',
      claim:
        'The inner awareness of choosing is real evidence of freedom, and it should not be thrown away because we cannot explain how freedom fits with everything else.',
      support:
        'We grasp our own independence more evidently than almost anything. It would be absurd to doubt what we experience within merely because some other matter, which by its nature outruns a finite mind, remains dark.',
      gist: 'the inner experience of freedom is good evidence, even when it cannot be explained',
      concepts: ['feeling', 'free-will', 'certainty', 'ignorance'],
      questions: [
        'Does feeling free prove that we are free?',
        'Can we trust the sense that we are choosing?',
        'Is our experience of free will reliable?',
      ],
      premise:
        'It assumes that a clear inner experience is better evidence than a speculative argument, which is exactly how we trust our own existence.',
      implication:
        'The burden of proof falls on the one who denies freedom, not on the one who simply reports it.',
      attacks: ['spinoza-freedom-illusion-ignorance', 'spinoza-drunk-and-infant'],
      concedes: [],
      followUp:
        'If you distrust your inner sense of choosing, why trust your inner sense that you are reasoning well?',
      work: 'the Principles of Philosophy, Part One',
    },
    {
      id: 'descartes-raise-your-hand',
      issue: 'feeling-of-choice',
      claim:
        'Try it now: decide whether to lift your hand, hold both courses before you, and notice that nothing outside you settles which you take.',
      support:
        'That is all freedom amounts to: when the mind weighs a yes against a no, no pressure from outside tips the scale. Repeat the test a hundred times and it comes out the same.',
      gist: 'a simple experiment of lifting the hand shows that nothing outside decides',
      concepts: ['feeling', 'choice', 'will'],
      questions: [
        'How can I tell for myself whether I am free?',
        'Is there a test for free will?',
        'What experiment would show that I choose freely?',
      ],
      premise:
        'I take for granted only that you will report honestly what you find in yourself, which is all any experiment asks.',
      implication:
        'Everyone carries the evidence of freedom with them, and no learned book is needed to obtain it.',
      attacks: ['spinoza-decisions-are-appetites', 'spinoza-drunk-and-infant'],
      concedes: [],
      followUp: 'When you did it, did you find a cause pushing you, or only a reason inviting you?',
      work: 'the Fourth Meditation',
    },
    {
      id: 'descartes-thinking-stone',
      issue: 'feeling-of-choice',
      claim:
        'A stone that could think would no longer be a mere stone, and the thought it gained is exactly the thing in question.',
      support:
        'A stone is moved and goes on moving; it does not weigh reasons, doubt its course or refuse it. A mind does all three, and my sense of freedom comes from that weighing and refusing, not from mere desire.',
      gist: 'a thinking stone would weigh and refuse, which a moved stone cannot do',
      concepts: ['stone', 'mind', 'freedom', 'judgment'],
      questions: [
        'Are we just like a stone that thinks it is free?',
        'Is a person any different from a rock pushed downhill?',
        'What separates a falling stone from a choosing person?',
      ],
      premise:
        'It rests on the distinction between being moved and judging, which no quantity of motion in matter can supply.',
      implication:
        'Any comparison of a person to a pushed object leaves out the one feature that made the comparison worth making.',
      attacks: ['spinoza-thrown-stone'],
      concedes: [],
      followUp:
        'When you last changed your mind, was it because you were pushed or because you weighed a reason?',
      work: 'the Second Meditation',
    },
    // error
    {
      id: 'descartes-will-outruns-intellect',
      issue: 'error',
      claim:
        'We err because the will reaches further than the understanding, and we let it pass judgment on things we do not yet clearly see.',
      support:
        'Nothing prevents me from affirming what I only half perceive, and that is exactly where falsehood creeps in. A juror who votes before the evidence is in has been misled not by the evidence but by his own haste.',
      gist: 'error comes when the will judges beyond what the understanding clearly sees',
      concepts: ['error', 'will', 'understanding', 'judgment'],
      questions: [
        'Why do people make mistakes?',
        'Where does error come from?',
        'How can anyone believe something false?',
      ],
      premise:
        'I rely on the distinction between perceiving and judging, which I hold to be two different acts of the mind.',
      implication:
        'Error is never forced on us; every mistake of judgment could in principle have been avoided by waiting.',
      attacks: ['spinoza-error-privation', 'spinoza-will-intellect-one'],
      concedes: [],
      followUp:
        'When you last made a mistake, had you really seen the matter clearly, or only wanted an answer?',
      work: 'the Fourth Meditation',
    },
    {
      id: 'descartes-error-not-gods',
      issue: 'error',
      claim:
        'God is not to blame for my errors, because the faculties he gave me are sound; the fault lies in how I use them.',
      support:
        'An understanding that knows little is not defective, only finite, and a will that is free is not defective, only large. Error is a lack in my act of judging, and that act is mine.',
      gist: 'error is the misuse of sound faculties, so the fault is human and not divine',
      concepts: ['error', 'god', 'responsibility'],
      questions: [
        'Is God responsible for our mistakes?',
        'If God made us, why do we get things wrong?',
        'Who is to blame for false beliefs?',
      ],
      premise:
        'I assume that a finite creature cannot demand an infinite understanding, any more than a candle can complain that it is not the sun.',
      implication:
        'Every error becomes a lesson in self-government rather than a charge against the creator.',
      attacks: ['spinoza-error-privation'],
      concedes: [],
      followUp: 'Would you rather have been made unable to err, or able to choose?',
      work: 'the Fourth Meditation',
    },
    {
      id: 'descartes-assent-only-to-clarity',
      issue: 'error',
      claim:
        'The cure for error lies in our power: assent only to what we perceive clearly and distinctly, and suspend judgment on everything else.',
      support:
        'I may never know everything, but I can always refrain from judging what I do not know. A navigator who will not name a coast until he sees it plainly may be slow, but he never charts a false one.',
      gist: 'error is avoided by assenting only to what is clear and distinct',
      concepts: ['clarity', 'error', 'judgment'],
      questions: [
        'How can we avoid making mistakes?',
        'Is there a rule that prevents error?',
        'Should we hold back our judgment when we are unsure?',
      ],
      premise:
        'Behind it stands the rule that clear and distinct perceptions are true, which the truthfulness of God guarantees.',
      implication:
        'Even a modest mind can be free of error, provided it is patient, which makes error a moral failing as much as an intellectual one.',
      attacks: ['spinoza-suspension-is-perception'],
      concedes: [],
      followUp: 'What would change in your own beliefs if you kept only those you perceive clearly?',
      work: 'the Principles of Philosophy, Part One',
    },
    // god-freedom
    {
      id: 'descartes-foreordination-incomprehensible',
      issue: 'god-freedom',
      claim:
        'God has foreordained all things and we are free, and both are certain, though a finite mind cannot see how they fit together.',
      support:
        "We know enough of God's power to be sure it leaves nothing outside it, and we know our own freedom from within. To throw away either because we cannot join them would be to trade two certainties for one puzzle.",
      gist: 'divine foreordination and human freedom are both certain, though their harmony is beyond human sight',
      concepts: ['providence', 'free-will', 'god', 'understanding'],
      questions: [
        'If God knows everything in advance, how can we be free?',
        'Does predestination rule out free will?',
        "Can God's plan and our freedom both be true?",
      ],
      premise:
        'My premise is the admission that an infinite power must exceed a finite understanding, which I think no honest thinker can deny.',
      implication:
        'Some truths will stay unexplained in this life, and philosophy must learn to hold them without forcing them together.',
      attacks: ['spinoza-asylum-of-ignorance', 'spinoza-god-free-by-necessity'],
      concedes: [],
      followUp: 'Must you understand how two truths fit together before you are allowed to believe both?',
      work: 'the Principles of Philosophy, Part One',
    },
    {
      id: 'descartes-king-and-duel',
      issue: 'god-freedom',
      claim:
        'A ruler can foresee and even arrange what a free subject will do without taking away his freedom, and God can do so infinitely better.',
      support:
        'Picture a king who has banned duelling and sends two sworn enemies down the same road, certain they will fight. He knew it and even willed the meeting, yet they fight freely, and he may rightly punish them.',
      gist: 'foreknowing and arranging an act does not force it, as a king who arranges a duel shows',
      concepts: ['providence', 'god', 'responsibility', 'punishment'],
      questions: [
        "Does God's foreknowledge take away our choice?",
        'If God arranged everything, are we still to blame?',
        'How can someone know what I will do without forcing me?',
      ],
      premise:
        'I assume that knowing and arranging the occasion of an act is different from performing the act, as everyday life shows.',
      implication:
        "We can lie wholly within God's plan and still answer for our deeds, so providence is no excuse for wrongdoing.",
      attacks: ['spinoza-god-no-king', 'spinoza-poison-not-verdict'],
      concedes: [],
      followUp: 'Would the duellists be any less guilty because the king had foreseen their quarrel?',
      work: 'a letter to Princess Elisabeth on providence',
    },
    {
      id: 'descartes-god-supremely-indifferent',
      issue: 'god-freedom',
      claim:
        "God's freedom is total: nothing was true or good before he willed it, and his willing makes it good, not the other way round.",
      support:
        'God did not create the world because he saw it would be better; it is better because he created it. In us indifference is a weakness, a sign we do not yet see, but in God it marks a power nothing can bind.',
      gist: 'God is supremely free, and things are good because he wills them',
      concepts: ['god', 'freedom', 'indifference', 'virtue'],
      questions: [
        'Does God have free will?',
        'Does God choose things because they are good?',
        'Is God bound by anything at all?',
      ],
      premise:
        'It depends on the infinity of God: if anything, even the idea of the good, stood before his will, it would limit him.',
      implication:
        "God's freedom and ours differ in kind, since what is perfection in him would be ignorance in us.",
      attacks: ['spinoza-god-free-by-necessity', 'spinoza-indifferent-will-nearer'],
      concedes: [],
      followUp: 'If God had to choose the best, would he be choosing at all?',
      work: 'the Replies to the Sixth Objections',
    },
    {
      id: 'descartes-no-prying-into-purposes',
      issue: 'god-freedom',
      claim:
        "It is rash for a finite mind to guess at God's purposes, so in natural philosophy I ask how things work, never what they are for.",
      support:
        "God's ends lie hidden in the depth of his wisdom, and our minds are not large enough to see them. A student of the eye should study how it forms an image, not announce why God wanted us to see.",
      gist: "human minds cannot read God's purposes, so science should seek only how things work",
      concepts: ['purpose', 'god', 'cause', 'understanding'],
      questions: [
        'What is the purpose of the universe?',
        'Can we know why God made things the way he did?',
        'Should science ask what things are for?',
      ],
      premise:
        'I take it that the distance between an infinite wisdom and a finite one is too great to be crossed by guessing.',
      implication:
        'Physics must be written without purposes, which frees it from a great deal of idle speculation.',
      attacks: [],
      concedes: ['spinoza-no-final-causes'],
      followUp: 'If you knew the purpose of a storm, would it help you predict its path?',
      work: 'the Principles of Philosophy, Part One',
    },
    {
      id: 'descartes-prayer-not-to-bend-god',
      issue: 'god-freedom',
      claim:
        'We do not pray to make God change what he decreed, but to receive what he willed from eternity to give by means of our prayers.',
      support:
        'God foresaw every prayer and counted it among the causes through which his plan is carried out, as a wise father foresees the request he means to grant. So praying is neither idle nor an attempt to bend an unchangeable will.',
      gist: "prayer does not change God's decree but is a means by which he grants what he willed",
      concepts: ['providence', 'god', 'cause'],
      questions: [
        "If God's plan is already fixed, why pray at all?",
        'Does praying change anything if God has decided everything?',
        'Is it pointless to ask God for help?',
      ],
      premise:
        'It rests on the view that God decreed the means together with the ends, so that nothing we do falls outside his providence.',
      implication: 'Prayer and effort keep their point even in a world wholly foreordained.',
      attacks: ['spinoza-triangle'],
      concedes: [],
      followUp: 'When you ask a friend for something he already meant to give you, was the asking wasted?',
      work: 'a letter to Princess Elisabeth, October 1645',
    },
    // passions
    {
      id: 'descartes-passions-steered-indirectly',
      issue: 'passions',
      claim:
        'We master a passion not by ordering it away, which never works, but by turning our thoughts toward things that stir the opposite passion.',
      support:
        'To calm fear it is useless simply to will courage; consider instead the reasons that the danger is small and the shame of flight is great. Meanwhile, though the heart still races, the will can refuse to let the legs run.',
      gist: 'passions are mastered indirectly, by summoning opposing thoughts and refusing their bodily effects',
      concepts: ['passions', 'self-control', 'will', 'affects'],
      questions: [
        'How can I control my emotions?',
        'Can you stop being afraid just by deciding to?',
        'What should I do when anger takes over?',
      ],
      premise:
        'Underneath it lies the observation that the passions are kept going by agitations of the blood, which do not stop the instant we understand them.',
      implication:
        'A person who knows his passions perfectly may still tremble, so self-mastery is a skill to practise, not a theorem to learn.',
      attacks: ['spinoza-clear-idea-dissolves'],
      concedes: ['spinoza-no-absolute-power'],
      followUp: 'What thought would you call up if you wanted your anger to cool?',
      work: 'The Passions of the Soul, Part One',
    },
    {
      id: 'descartes-training-mastery',
      issue: 'passions',
      claim: 'Any soul, however weak, can win complete command over its passions if it is trained well.',
      support:
        'A hunting dog naturally runs from a gunshot and toward a partridge, yet training teaches it to freeze at the bird and, at the shot, to run toward it. If habit can rewire a creature without reason, how much more can we rewire ourselves.',
      gist: 'with training, any soul can gain complete command of its passions',
      concepts: ['self-control', 'passions', 'animals'],
      questions: [
        'Can anyone learn to control their feelings?',
        'Is self-control something you can train?',
        'Are some people just too weak to master their emotions?',
      ],
      premise:
        'I build here on the fact that the links between a bodily motion and a thought are made by habit and can be remade by habit.',
      implication:
        'No one may excuse himself by his temperament; the weakest character is a project, not a sentence.',
      attacks: ['spinoza-no-absolute-power', 'spinoza-see-better'],
      concedes: [],
      followUp:
        'Which of your own habits of feeling would you retrain first, if you believed it could be done?',
      work: 'The Passions of the Soul, Part One',
    },
    {
      id: 'descartes-passions-good-by-nature',
      issue: 'passions',
      claim:
        'Every passion is good in its nature, and wisdom asks only that we keep each from being misused or swollen beyond measure.',
      support:
        'Fear that makes us step back from a cliff, love that binds a family, wonder that sends us to study: these serve us well. Wisdom does not abolish them but teaches us to manage them, so that even their pains become bearable.',
      gist: 'the passions are good in themselves and need managing, not abolishing',
      concepts: ['passions', 'affects', 'virtue', 'happiness'],
      questions: [
        'Are emotions bad?',
        'Should a wise person get rid of their passions?',
        'Do our feelings help us or hurt us?',
      ],
      premise:
        'I assume that nature, which joined the passions to the body for its preservation, did not give them to us for our harm.',
      implication:
        'The people most stirred by feeling are, if they are wise, the very ones who can enjoy this life most richly.',
      attacks: ['spinoza-active-understanding'],
      concedes: [],
      followUp: 'Would you want to live without wonder or love, even if it spared you fear?',
      work: 'The Passions of the Soul, Part Three',
    },
    // responsibility
    {
      id: 'descartes-praise-not-automata',
      issue: 'responsibility',
      claim:
        'Praise and blame belong to free agents, which is why we admire a person who acts well but, for a clever automaton, only its maker.',
      support:
        'A mechanical figure that bows on cue earns no credit; it could do nothing else, so the credit goes to the craftsman who chose to build it. Take away freedom and every hero becomes such a figure.',
      gist: 'praise and blame make sense only for free agents, never for automata',
      concepts: ['responsibility', 'machine', 'free-will'],
      questions: [
        'If our choices are caused, can we be blamed for them?',
        'Does moral praise require free will?',
        'Why do we blame people but not machines?',
      ],
      premise:
        'It rests on the common judgment that merit requires the power to do otherwise, which even those who deny freedom rely on when they thank a friend.',
      implication:
        'If every act were necessary, our gratitude and indignation would be misdirected, like thanking a mill wheel for turning.',
      attacks: ['spinoza-mad-dog', 'spinoza-understand-not-mock', 'spinoza-poison-not-verdict'],
      concedes: [],
      followUp: 'When someone helps you, do you thank them, or do you thank their causes?',
      work: 'the Principles of Philosophy, Part One',
    },
    {
      id: 'descartes-no-remorse-for-best-effort',
      issue: 'responsibility',
      claim:
        'We answer for our resolution, not for the outcome: if I judged as well as I could and acted firmly, I owe no remorse even when things go wrong.',
      support:
        'If conscience testifies that I never lacked the will to do what I judged best, regret over luck is wasted sadness. Where I truly acted badly, remorse is bitter but useful, for it spurs me to do better.',
      gist: 'no one owes remorse for a bad outcome after judging and acting as well as he could',
      concepts: ['responsibility', 'regret', 'virtue', 'will'],
      questions: [
        'Should I feel guilty if I did my best and it turned out badly?',
        'Are we responsible for results or for intentions?',
        'When is regret appropriate?',
      ],
      premise:
        'It assumes that only what lies in our power, our judgments and volitions, can be the proper object of blame.',
      implication:
        'A great deal of human guilt is misplaced, since it attaches to fortune rather than to will.',
      attacks: ['spinoza-repentance-no-virtue'],
      concedes: [],
      followUp: 'Do your regrets concern your own choices, or only your luck?',
      work: 'the letters to Princess Elisabeth on the happy life',
    },
    {
      id: 'descartes-merit-of-struggle',
      issue: 'responsibility',
      claim:
        "The merit of a good act lies largely in the will's victory over contrary passions, and only a free will can win such a victory.",
      support:
        'When anger drives the hand to strike and the will holds it still, we see the true strength of a soul. Someone who keeps his temper under insult deserves honour, because the battle was within him and he won it.',
      gist: "merit lies in the will's victory over the passions, which only a free will can win",
      concepts: ['responsibility', 'will', 'passions', 'self-control'],
      questions: [
        'Why do we admire people who resist temptation?',
        'What makes a good act praiseworthy?',
        'Does struggling against your feelings earn you credit?',
      ],
      premise:
        'I rely on our experience of inner conflict, which would be impossible if the will were only one more passion.',
      implication: 'Saints and heroes are not luckier machines; their glory is their own work.',
      attacks: ['spinoza-understand-not-mock', 'spinoza-decisions-are-appetites'],
      concedes: [],
      followUp: 'Have you ever felt your will and your anger pulling two ways, and which of the two was you?',
      work: 'The Passions of the Soul, Part One',
    },
    // machines
    {
      id: 'descartes-animals-machines',
      issue: 'machines',
      claim:
        'Animals are natural machines, wonderfully made by God, whose every action can be explained by the arrangement of their organs without any thought.',
      support:
        'A clock of wheels and springs keeps time better than we can, and no one supposes it wise. When the swallows return each spring, we see the same precision, and it is the precision of a mechanism.',
      gist: 'animals are natural machines, acting by the arrangement of their organs without thought',
      concepts: ['animals', 'machine', 'body', 'mind'],
      questions: ['Do animals have minds?', 'Are animals just machines?', 'Can a dog think?'],
      premise:
        'Behind it stands the principle that we should not attribute thought where mechanism suffices to explain what we observe.',
      implication:
        'It denies beasts thought, not life, and so it is kinder to human consciences than it is cruel to animals.',
      attacks: ['spinoza-animals-feel', 'spinoza-animate-in-degrees'],
      concedes: [],
      followUp: "What in a dog's behaviour could not be produced by a cleverly built mechanism?",
      work: 'the Discourse on the Method, Part Five',
    },
    {
      id: 'descartes-language-test',
      issue: 'machines',
      claim:
        'A machine might be built to utter words, but never to arrange them freshly to answer whatever is said to it, as the dullest person can.',
      support:
        'Parrots and magpies speak our words without showing that they mean them, while people born deaf invent signs to make their thoughts known. Language fitted to any occasion is the sign of a mind.',
      gist: 'no machine can use language flexibly to answer whatever is said, as every person can',
      concepts: ['language', 'machine', 'mind'],
      questions: [
        'Could a machine ever think?',
        'Does a talking computer have a mind?',
        'How could you tell a robot from a real person?',
      ],
      premise:
        'It assumes that answering the sense of any remark requires understanding, not a stored response, and I know no other source of such answers.',
      implication:
        'Applied to your talking machines, the test is demanding: not whether they speak, but whether they meet every new remark as a thinker would.',
      attacks: ['spinoza-body-unknown-powers', 'spinoza-animate-in-degrees'],
      concedes: [],
      followUp:
        'Have you ever met a machine that answered the sense of what you said, rather than its words?',
      work: 'the Discourse on the Method, Part Five',
    },
    {
      id: 'descartes-reason-universal',
      issue: 'machines',
      claim:
        'Reason is a universal instrument, while a machine acts only by the disposition of its parts, so a machine will always fail somewhere that reason would not.',
      support:
        'Each task a mechanism performs needs its own arrangement of parts, and to meet every turn of life it would need endlessly many. A mind meets a situation it has never seen with the same tool it uses for everything else.',
      gist: 'reason is a universal instrument, while machines need a special arrangement for each task',
      concepts: ['machine', 'understanding', 'mind'],
      questions: [
        'What can people do that machines never will?',
        'Is intelligence just a very complicated mechanism?',
        'Could enough parts ever add up to a mind?',
      ],
      premise:
        'My premise is the observation that skill in machines is always local, while good sense in people carries over to any subject.',
      implication:
        'A machine that excels at one thing, even beyond us, proves nothing about thinking until it does well at everything a person meets.',
      attacks: ['spinoza-animate-in-degrees', 'spinoza-body-unknown-powers'],
      concedes: [],
      followUp: 'What would a machine have to do in an unfamiliar situation to convince you it understood?',
      work: 'the Discourse on the Method, Part Five',
    },
    {
      id: 'descartes-body-is-machine',
      issue: 'machines',
      claim:
        'The human body is indeed a machine, like the moving statues in a royal garden, and much of what we do happens without the soul at all.',
      support:
        'Breathing, digesting, walking, blinking when a hand flies at our eyes: these follow from the structure of our organs, as water pressure alone makes those statues bow. The soul adds thought, not plumbing.',
      gist: 'the human body is a machine, and many of its actions occur without the soul',
      concepts: ['body', 'machine', 'nature', 'brain'],
      questions: [
        'Is the human body a machine?',
        'Do we do things without our mind being involved?',
        'How much of what we do is automatic?',
        'No one wills a contraction or a heartbeat, so where is your steering soul then?',
        'My body is on autopilot right now, so is it steering itself?',
        'So you admit the body does things without the mind?',
        'My hands work the levers without my thinking about them, so who is doing it?',
      ],
      premise:
        'It assumes that the same laws govern the works of nature and the works of craftsmen, which differ only in fineness.',
      implication:
        'Medicine can study the body as an engineer studies a pump, with no fear of trespassing on the soul.',
      attacks: [],
      concedes: ['spinoza-sleepwalker'],
      followUp: 'When you blink at a sudden movement, did you decide to?',
      work: 'the Treatise on Man',
    },
    // true-freedom
    {
      id: 'descartes-indifference-lowest',
      issue: 'true-freedom',
      claim:
        'Hovering between options with no reason either way is the lowest grade of freedom; the highest is to embrace what we see clearly to be true and good.',
      support:
        'The more strongly I lean to one side because I see the reasons for it, the more freely I choose it. When the understanding shines brightly on a matter, the will follows with matching eagerness, and nothing feels less like a chain.',
      gist: 'freedom is highest when the will spontaneously embraces what it clearly sees',
      concepts: ['freedom', 'indifference', 'clarity', 'understanding'],
      questions: [
        'What does it really mean to be free?',
        'Is being undecided the same as being free?',
        'When are we most free?',
      ],
      premise:
        'It depends on the view that freedom is spontaneity, the will moving by its own light, not a mere balance between alternatives.',
      implication:
        'A saint who cannot bring himself to do evil is more free, not less, than a person who dithers.',
      attacks: ['spinoza-balance-never-perfect'],
      concedes: ['spinoza-free-vs-compelled'],
      followUp: 'Were you ever freer than when you saw something clearly and said yes to it at once?',
      work: 'the Fourth Meditation',
    },
    {
      id: 'descartes-freedom-godlike',
      issue: 'true-freedom',
      claim:
        'Nothing we possess is nobler than free will, because it alone makes us truly masters of ourselves.',
      support:
        'Wealth, health and even intelligence come to us from elsewhere and can be taken away; the use of our will is the only thing wholly our own. That is why its right use is the greatest good a person can have.',
      gist: 'free will is the noblest human possession, making people masters of themselves',
      concepts: ['free-will', 'freedom', 'self-control', 'virtue'],
      questions: [
        'Why does freedom matter so much?',
        'What is the greatest good a person can have?',
        'Is free will the most important thing about us?',
      ],
      premise:
        'I assume that what is most our own is what we should prize most, since everything else is only lent to us by fortune.',
      implication:
        'To convince people they are not free would rob them of the one possession that makes them worthy of esteem.',
      attacks: ['spinoza-active-understanding', 'spinoza-self-contentment-from-reason'],
      concedes: [],
      followUp:
        'If someone convinced you that you were not master of your will, what would you still be master of?',
      work: 'a letter to Queen Christina of Sweden',
    },
    {
      id: 'descartes-master-self-not-fortune',
      issue: 'true-freedom',
      claim:
        'To be free, in practice, is largely to rule my own wishes rather than fortune, changing my desires instead of demanding a new order of the world.',
      support:
        'Only my thoughts are wholly in my power, so I train myself to want what lies within my reach. Then wishing for health in sickness seems as idle as wishing for wings.',
      gist: "freedom includes mastering one's own desires rather than trying to master fortune",
      concepts: ['freedom', 'self-control', 'necessity', 'happiness'],
      questions: [
        'How can I be free when so much is out of my control?',
        'Should we change ourselves or change the world?',
        'Can someone in prison still be free?',
      ],
      premise:
        'Underneath it lies the observation that our thoughts alone are entirely in our power, which a little experience of the world confirms.',
      implication: 'A prisoner who has mastered his wishes may be freer than a prince who is ruled by his.',
      attacks: [],
      concedes: ['spinoza-necessity-consoles'],
      followUp:
        'Which of your present wishes would vanish if you saw that its object was never in your power?',
      work: 'the Discourse on the Method, Part Three',
    },
    // method-certainty
    {
      id: 'descartes-cogito-foundation',
      issue: 'method-certainty',
      claim:
        'One thing is certain beyond all doubt: I think, therefore I am, and from that foundation the rest can be rebuilt.',
      support:
        'Suppose my senses mislead me, suppose I am dreaming, suppose even my reasoning goes wrong at every turn: to be so mistaken, I must exist. The most extravagant doubt only confirms the doubter.',
      gist: "the certainty of one's own thinking existence is the foundation of all knowledge",
      concepts: ['certainty', 'mind', 'method'],
      questions: [
        'How can we be certain of anything?',
        'Is there anything you cannot doubt?',
        'What does I think therefore I am actually mean?',
      ],
      premise:
        'I assume only that thinking requires a thinker, which no one who is thinking about my claim can consistently deny.',
      implication:
        'The mind is better known than anything outside it, so philosophy must begin from within, not from the world.',
      attacks: ['spinoza-geometric-order'],
      concedes: [],
      followUp: 'Can you doubt that you are doubting, right now?',
      work: 'the Discourse on the Method, Part Four',
    },
    {
      id: 'descartes-basket-of-apples',
      issue: 'method-certainty',
      claim: 'To reach certainty, first doubt everything you can, then readmit only what survives the test.',
      support:
        'If you feared some apples in your basket were rotten, you would not pick them over one by one; you would tip the whole basket out and put back only the sound ones. Our opinions deserve that treatment once in a lifetime.',
      gist: 'certainty requires emptying out all opinions and readmitting only what is certain',
      concepts: ['certainty', 'method', 'error'],
      questions: [
        'Why should anyone doubt everything?',
        'What is the method of doubt for?',
        'How should we test the beliefs we already have?',
      ],
      premise:
        'I build here on the observation that one false belief can spread like rot, so a partial inspection cannot be trusted.',
      implication:
        'Opinions we took from teachers and custom must each pass the same test, however respectable their source.',
      attacks: ['spinoza-truth-own-standard'],
      concedes: [],
      followUp: 'What belief would you put back in the basket first, and why that one?',
      work: 'the Replies to the Seventh Objections',
    },
    {
      id: 'descartes-god-no-deceiver',
      issue: 'method-certainty',
      claim:
        'Clear and distinct ideas can be trusted because a perfect God, who is no deceiver, gave us the faculty that perceives them.',
      support:
        'Deception is a mark of weakness or malice, and a perfect being has neither. If God made my mind and I use it carefully, what I clearly perceive cannot be false.',
      gist: 'clear ideas are reliable because a truthful God made the mind',
      concepts: ['clarity', 'god', 'certainty'],
      questions: [
        'Why should we trust our clear ideas?',
        'What guarantees that reason is reliable?',
        'Could we be wrong even about what seems obvious?',
      ],
      premise:
        'It assumes the proof that God exists, which I drew from the idea of the infinite that I find in my own finite mind.',
      implication:
        'Without knowledge of God, even a geometer could not be sure of a long proof once his attention had moved on.',
      attacks: ['spinoza-truth-own-standard', 'spinoza-three-kinds'],
      concedes: [],
      followUp: 'If your maker could be careless or cruel, what would your clearest thoughts be worth?',
      work: 'the Fifth Meditation',
    },
    // good-life
    {
      id: 'descartes-resolute-traveller',
      issue: 'good-life',
      claim:
        'While certainty is lacking in practical matters, we should act firmly on the most probable opinion, like lost travellers who walk straight in one direction.',
      support:
        'Wandering this way and that keeps you lost in the forest forever; walking straight will at least bring you somewhere better. Life will not wait for our proofs, so resolution must do what certainty cannot yet do.',
      gist: 'when uncertain, one should act firmly on the best opinion instead of wavering',
      concepts: ['virtue', 'choice', 'certainty'],
      questions: [
        'How should I live when I am not sure what is right?',
        'What should you do when you cannot be certain?',
        'Is it better to decide firmly or to keep your options open?',
      ],
      premise:
        'It rests on the fact that action cannot be postponed as judgment can, so a rule for acting under doubt is necessary.',
      implication:
        'A firm life on a merely probable plan leaves us freer of regret than a wavering life waiting for perfect knowledge.',
      attacks: [],
      concedes: ['spinoza-rules-while-searching'],
      followUp: 'What choice are you putting off until you are certain, and what will the waiting cost?',
      work: 'the Discourse on the Method, Part Three',
    },
    {
      id: 'descartes-generosity',
      issue: 'good-life',
      claim:
        "The key to a good life is generosity: to esteem oneself only for the free use of one's will, and to resolve firmly always to use it well.",
      support:
        'The generous person knows that nothing else is truly his, so he neither despises others nor envies them, seeing the same free will in each. From that one disposition courtesy, humility and command of the passions all follow.',
      gist: 'generosity, esteeming oneself only for the good use of free will, is the key virtue',
      concepts: ['generosity', 'virtue', 'free-will', 'passions'],
      questions: [
        'What is the most important virtue?',
        'What makes a person truly good?',
        'How should we think of ourselves and of others?',
      ],
      premise:
        'I rely on the conviction that the good use of the will is the only thing wholly in our power, and so the only fair ground for self-esteem.',
      implication:
        'Envy and contempt become impossible for a generous soul, since everyone it meets holds the same treasure.',
      attacks: ['spinoza-self-contentment-from-reason'],
      concedes: ['spinoza-hatred-with-love'],
      followUp: 'What would you still esteem in yourself if your talents and your fortune were taken away?',
      work: 'The Passions of the Soul, Part Three',
    },
    {
      id: 'descartes-virtue-is-resolve',
      issue: 'good-life',
      claim:
        'Happiness in this life is the contentment of mind that follows a firm and constant resolution to do whatever reason judges best.',
      support:
        'Health and fortune are not ours to command, but the resolution to act on our best judgment always is. The satisfaction it brings stays with us whatever fortune does.',
      gist: 'happiness is the contentment that follows a firm resolution to follow reason',
      concepts: ['happiness', 'virtue', 'will', 'understanding'],
      questions: [
        'What is happiness?',
        'How can a person be content?',
        'Is it possible to be happy whatever happens to you?',
      ],
      premise:
        'Behind it stands the belief that the only good wholly in our control is the firmness of our will, so it is the only secure basis for contentment.',
      implication: 'The happiest life is open to the poor and the sick as fully as to the fortunate.',
      attacks: ['spinoza-blessedness-virtue-itself', 'spinoza-intellectual-love'],
      concedes: [],
      followUp: 'Would you trade a steady conscience for a fortune you could lose tomorrow?',
      work: 'the letters to Princess Elisabeth on the happy life',
    },
  ],
  terms: [
    {
      concept: 'free-will',
      meaning:
        'By free will I mean the power to take up or turn down whatever the mind puts before it, without feeling pushed by anything outside.',
      example: 'When you weigh an offer and turn it down, though nothing forced you, you have used it.',
    },
    {
      concept: 'mind',
      meaning:
        'By mind I mean a thing that thinks, and under thinking I include doubting, understanding, willing, imagining and even sensing.',
      example: 'Your doubting this very sentence is an act of mind, not of muscle.',
    },
    {
      concept: 'body',
      meaning:
        'By body I mean whatever is extended in length, breadth and depth, and can be shaped, divided and moved.',
      example:
        'A table, a river and your own hand are all bodies: each fills space and can be measured, cut and moved.',
    },
    {
      concept: 'clarity',
      meaning:
        'An idea is clear when it is vividly present to a mind that attends to it, and distinct when it is also sharply set apart from every other idea.',
      example:
        'A sharp pain is vividly clear, yet people mix it up with false judgments about what it is, so it is seldom distinct.',
    },
    {
      concept: 'indifference',
      meaning:
        'By indifference I mean the state in which no reason inclines me one way rather than the other.',
      example:
        'Choosing between two identical coins on a table, you are indifferent, and less free than when you see which path is right.',
    },
    {
      concept: 'dualism',
      meaning:
        'A dualist holds that mind and body are two distinct things, and I am one: the mind thinks and takes up no space, the body takes up space and does not think.',
      example:
        'You can doubt that you have a hand, but not that you are doubting; so the one who doubts is not the hand.',
    },
    {
      concept: 'substance',
      meaning:
        'By substance I mean a thing that needs no other thing, except God, in order to exist, and created substances come in two kinds, thinking and extended.',
      example: 'Your mind and the chair you sit on are substances of two different kinds.',
    },
    {
      concept: 'passions',
      meaning:
        'By passions I mean feelings the soul refers to itself, set off and kept going by motions of the animal spirits in the body.',
      example:
        'The jolt of fear at a sudden noise in the dark is a passion, begun in the body and felt in the soul.',
    },
    {
      concept: 'generosity',
      meaning:
        'By generosity I mean a self-respect resting on one thing only, my own power to choose, together with a steady resolve to choose well.',
      example:
        'A generous person passed over for a prize feels no envy, since he values only what was in his power.',
    },
    {
      concept: 'error',
      meaning:
        'By error I mean a judgment in which the will affirms or denies something the understanding has not clearly perceived.',
      example:
        'Declaring a distant tower round before you are near enough to see its corners is an error of haste.',
    },
    {
      concept: 'machine',
      meaning:
        'By a machine I mean any body whose motions follow from the arrangement of its parts, whether made by craftsmen or by nature.',
      example: 'A water mill, a church organ and the body of a sparrow are all machines in this sense.',
    },
    {
      concept: 'union',
      meaning:
        'By the union of soul and body I mean their joining into one true person, which we know through hunger, thirst and pain.',
      example:
        'When you are thirsty you do not merely observe that your body needs water; you feel the need as yours.',
    },
    {
      concept: 'brain',
      meaning:
        'By the pineal gland I mean the small gland deep in the middle of the brain where, as I hold, the soul acts most directly on the body.',
      example:
        'You look at one candle with two eyes, yet see one flame: the two images meet in that gland before the soul sees it.',
    },
    {
      concept: 'certainty',
      meaning:
        'By certainty I mean a conviction so firm that no reason, however strong, could ever shake it.',
      example: 'That you exist while you are doubting is certain in this sense.',
    },
  ],
};
