import type { SeatInput } from '../../schema';

/**
 * The Machine Mind: Alan Turing as the Codebreaker, against Descartes the Mind-Body Dualist. He argues from
 * "Computing Machinery and Intelligence" (1950, by section), "On Computable Numbers" (1936), "Intelligent
 * Machinery" (1948), the 1947 lecture, the 1951 BBC talk and the 1952 BBC discussion. He died in 1954: today's
 * chatbots he meets from his own principles, never as his discovery.
 */
export const turing: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'thinking',
      position:
        'The question is best replaced by a testable one, and I expect machines to play the imitation game well enough that calling them thinkers will seem natural.',
    },
    {
      issue: 'imitation-game',
      position:
        'A machine that cannot be told from a person in typed questioning has done everything we can fairly ask of a thinker.',
    },
    {
      issue: 'understanding',
      position:
        'Understanding shows itself in sensible answers to unforeseen questions, and a machine can be examined for it as a student is.',
    },
    {
      issue: 'consciousness',
      position:
        'Consciousness is a real mystery, but we need not solve it to decide whether machines think, any more than we do for people.',
    },
    {
      issue: 'other-minds',
      position:
        'We know other minds only by what they say and do, and fairness demands the same standard for machines.',
    },
    {
      issue: 'mind-body',
      position:
        'What matters for a mind is the pattern of its working, not its stuff, and no argument from the soul closes the question.',
    },
    {
      issue: 'brain',
      position:
        'The brain is a machine of a kind, and a universal computer with enough storage and the right programme could imitate it.',
    },
    {
      issue: 'animals',
      position:
        'Animals belong with us far more than with stones, and my test can confirm a mind but failing it proves no lack of one.',
    },
    {
      issue: 'originality',
      position:
        'Machines that learn can surprise their makers and do what nobody ordered, which is as much originality as most of us can claim.',
    },
    {
      issue: 'learning',
      position:
        'The best road to a thinking machine is a child machine, taught and corrected as a child is educated.',
    },
    {
      issue: 'limits',
      position:
        'Machines have provable limits, but so, as far as anyone has shown, do we, and one universal machine can do any task that can be described.',
    },
    {
      issue: 'free-will',
      position:
        'We cannot be sure our conduct escapes laws of behaviour, and a machine with a random element can be as unpredictable as we are.',
    },
    {
      issue: 'future',
      position:
        'Thinking machines should humble us and deserve sober thought now, not denial because the prospect is frightening.',
    },
  ],
  arguments: [
    // thinking
    {
      id: 'turing-replace-the-question',
      issue: 'thinking',
      claim:
        'Whether machines can think is too vague to settle by defining words, so I replace it with a question we can test: can a machine play the imitation game well?',
      support:
        'If we settled what machine and think mean by how people use the words, the answer would come from an opinion poll, which is absurd. A game with an interrogator and typed answers gives us something definite to argue about.',
      gist: 'the vague question whether machines think should give way to a testable game',
      concepts: ['thought', 'imitation-game', 'machine', 'ai'],
      questions: [
        'Can machines think?',
        'Can ChatGPT think?',
        'Does a computer really think, or only seem to?',
        'Turing, do you honestly believe machines can think?',
        'How can we ever answer whether a computer thinks?',
        'Is the question whether machines think meaningless?',
      ],
      premise:
        'It assumes that a question worth arguing over should have an answer that some experiment could, in principle, decide.',
      implication:
        'The debate stops being about dictionaries and becomes a matter of engineering and patience.',
      attacks: ['descartes-thinking-is-awareness', 'descartes-words-deceive'],
      concedes: [],
      followUp: 'What would a machine have to do before you stopped saying that it merely seems to think?',
      work: 'Computing Machinery and Intelligence, section 1',
    },
    {
      id: 'turing-buzzing-in-the-head',
      issue: 'thinking',
      claim:
        'If I had to define thinking, I could say little more than that it is a sort of buzzing inside my head, which will not help us judge a machine.',
      support:
        'Nobody can inspect my buzzing, or yours. So rather than agree on a definition, we should draw a line around the abilities we want to discuss and leave the rest aside.',
      gist: 'the inner feel of thinking is no usable definition, so abilities should be tested instead',
      concepts: ['thought', 'consciousness', 'behaviour'],
      questions: [
        'What is thinking?',
        'Can thinking even be defined?',
        'Do we need a definition of thinking before asking about machines?',
      ],
      premise:
        'It assumes that a definition nobody else can check is no use for settling a disagreement between two people.',
      implication:
        'The certainty each of us feels about his own thinking, however real, cannot be the judge in a public dispute.',
      attacks: ['descartes-thinking-is-awareness'],
      concedes: [],
      followUp: 'Could you describe your own thinking in a way that I could check?',
      work: 'the BBC discussion of 1952',
    },
    {
      id: 'turing-words-will-change',
      issue: 'thinking',
      claim:
        'I predicted that by the end of the century people would speak of machines thinking without expecting to be contradicted, and I meant it as a forecast, not a trick.',
      support:
        'I guessed that a machine with about a thousand million units of storage could fool an average interrogator three times in ten after five minutes. People who live with machines that answer back will stop finding the phrase odd.',
      gist: 'usage will change as people live with machines that answer back',
      concepts: ['thought', 'language', 'imitation-game', 'memory', 'ai'],
      questions: [
        'Has a computer passed the Turing test by now?',
        'Will people one day say machines think without blinking?',
        'Did your prediction about thinking machines come true?',
        'Has any AI passed the Turing test?',
      ],
      premise:
        'It assumes that the meanings of words are shaped by the things people actually meet, not fixed once and for all.',
      implication:
        'If your chatbots now pass for people in short conversations, then by my own rule the doubters owe us a better reason than habit.',
      attacks: ['descartes-words-deceive'],
      concedes: [],
      followUp: 'Do you still find it odd to say that your phone thinks you are at home?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-donkey-work',
      issue: 'thinking',
      claim:
        'As soon as we can see how a mental process works, we stop calling it thinking and call it donkey work.',
      support:
        'On that view thinking is simply those processes of the mind we do not yet understand. Then to make a thinking machine is to make one that does interesting things without our quite understanding how.',
      gist: 'people call thinking only what they cannot yet explain, and dismiss the rest as donkey work',
      concepts: ['thought', 'calculation', 'understanding', 'ai'],
      questions: [
        'Do we stop calling it intelligence once a computer can do it?',
        'Why does every success of AI get dismissed as not real thinking?',
        'Is thinking just what we do not understand?',
      ],
      premise:
        'It rests on the observation that every mental skill that has been explained, from long division to solving equations, has promptly been demoted.',
      implication:
        'No machine can ever win the argument on those terms, because every success is reclassified the moment it is explained.',
      attacks: ['descartes-understood-proof-still-thought'],
      concedes: [],
      followUp: 'Was adding up a column of figures thinking before the adding machine, and why not after?',
      work: 'the BBC discussion of 1952',
    },
    // imitation-game
    {
      id: 'turing-imitation-game',
      issue: 'imitation-game',
      claim:
        'A machine that an interrogator, questioning freely by teleprinter, cannot tell from a person has done all we can fairly ask of a thinker.',
      support:
        'Machine and person are out of sight and the answers are typed, so voice and looks give nothing away. The test is whether he picks wrongly about as often as he does when both players are human.',
      gist: 'conversation by typed questions is the fair trial of whether a machine thinks',
      concepts: ['imitation-game', 'language', 'behaviour', 'ai', 'machine', 'thought'],
      questions: [
        'What is the Turing test?',
        'How does the imitation game work?',
        'If a machine fools us in conversation, does it think?',
        'If nobody can tell the difference, is there any difference left?',
      ],
      premise:
        'It assumes that typed questions can range over almost any subject we care to raise, and so sample intelligence widely.',
      implication:
        'Whatever we decide about a machine that wins, we must decide the same about a stranger we have only known by letter.',
      attacks: [],
      concedes: ['descartes-my-two-tests'],
      followUp:
        'What question would you put to unmask the machine, and are you sure every person would pass it?',
      work: 'Computing Machinery and Intelligence, section 1',
    },
    {
      id: 'turing-no-artificial-flesh',
      issue: 'imitation-game',
      claim:
        'The game separates what a person can do with his mind from what he can do with his body, and that is exactly where the line belongs.',
      support:
        'We should not penalise a machine for failing to shine in a beauty contest, nor a man for losing a race against an aeroplane. Dressing a machine up in artificial flesh would add nothing to its thinking.',
      gist: 'the test rightly separates intellectual powers from looks and bodily skill',
      concepts: ['imitation-game', 'body', 'behaviour'],
      questions: [
        'Does a robot need to look human to pass?',
        'Why does the test use typing instead of meeting face to face?',
        'Why not build robots that look like people?',
      ],
      premise:
        'It assumes that thinking, whatever else it is, does not depend on a pleasing face or a strong pair of legs.',
      implication: 'A mind in a grey cabinet must be judged exactly as a mind in a handsome body would be.',
      attacks: [],
      concedes: ['descartes-shape-counts-for-nothing'],
      followUp: "Would you think less of a friend's ideas if you had only ever read his letters?",
      work: 'Computing Machinery and Intelligence, sections 1 and 2',
    },
    {
      id: 'turing-deliberate-mistakes',
      issue: 'imitation-game',
      claim:
        'A machine playing the game well would not dazzle the judge; it would pause over sums and sometimes get them wrong, as a person does.',
      support:
        'In my specimen dialogue it waits half a minute over an addition and then gives a wrong total. That is part of the game, not a swindle: every player answers in the character the game requires.',
      gist: 'a good player of the game would hide its speed and slip as people do',
      concepts: ['imitation-game', 'mistake', 'calculation'],
      questions: [
        'Is it cheating if a machine pretends to be slow or makes fake mistakes?',
        'Would a machine give itself away by being too good at maths?',
        'Is the Turing test about deception?',
      ],
      premise:
        "It assumes that the game tests the power to answer as a person would, and that includes a person's habits, not only his knowledge.",
      implication: 'Superhuman speed is a giveaway, so an honest winner has to be cleverer than merely fast.',
      attacks: [],
      concedes: [],
      followUp:
        'If you had to pass as a machine, you would fake speed; would that make you less of a thinker?',
      work: 'Computing Machinery and Intelligence, section 2',
    },
    // understanding
    {
      id: 'turing-winters-day',
      issue: 'understanding',
      claim:
        'Question a machine about its own sonnet and see whether it answers the sense of what you ask, just as we examine a student.',
      support:
        'Ask whether a spring day would do as well as a summer one, and it might say the line would not scan; offer a winter day, and it might say nobody wants to be compared to one. If it keeps that up, what more did you want?',
      gist: 'a machine that keeps answering sensibly about its own work understands it',
      concepts: ['understanding', 'language', 'imitation-game', 'art', 'ai', 'machine'],
      questions: [
        'How would you test whether a machine understands?',
        'Does an AI understand the words it uses?',
        'Can a machine really understand a poem?',
        'If an AI can summarise a book, did it understand it?',
      ],
      premise:
        'It assumes that sustained, sensible answers to unforeseen questions are the very evidence we use for understanding in people.',
      implication:
        'If a machine answers the sense of follow-up after follow-up, the oldest test of a mind has been met.',
      attacks: ['descartes-answer-the-sense'],
      concedes: ['descartes-my-two-tests'],
      followUp: 'What follow-up would you put to a poet to make sure she meant her poem?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-parrot-fashion',
      issue: 'understanding',
      claim:
        'We already have a way to find out whether someone understands a thing or has learned it parrot fashion: the viva voce examination.',
      support:
        'Examiners question a candidate on points he could not have memorised, and parroting soon breaks down. Put your talking machines through the same ordeal; how they got their words matters less than whether the answers survive.',
      gist: 'an oral examination already separates understanding from learning parrot fashion',
      concepts: ['understanding', 'language', 'learning', 'ai'],
      questions: [
        'Is AI just a stochastic parrot?',
        'Is a chatbot just a very big autocomplete?',
        'Does a language model understand or just repeat?',
        'Does ChatGPT understand what it says, or is it just predicting the next word?',
      ],
      premise:
        'It assumes that how a skill was acquired does not settle whether it is real now, for we all learned our words from others.',
      implication:
        'A parrot fails the viva in a minute, so a machine that passes it for an hour is no parrot.',
      attacks: ['descartes-magpie-greeting', 'descartes-answer-the-sense'],
      concedes: [],
      followUp: 'How did you learn the meaning of most of your words, if not by hearing them used?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-helen-keller',
      issue: 'understanding',
      claim:
        'A machine needs no legs or eyes to learn language, for Helen Keller was educated through the narrowest of channels.',
      support:
        'What mattered was that messages could pass between her and her teacher in both directions. A child machine could likewise be taught by teleprinter, so long as teacher and pupil can answer each other.',
      gist: 'language can be learned through a narrow channel, so a machine needs no body',
      concepts: ['language', 'learning', 'child', 'body'],
      questions: [
        'Could a machine learn language without a body?',
        'Does a machine need senses to understand words?',
        'Can something understand words if it has never touched the things they name?',
      ],
      premise:
        'It assumes that what matters for learning a language is two-way communication, not the particular organs it travels through.',
      implication: 'The missing body, so often raised against machines, is no bar to their education.',
      attacks: ['descartes-deaf-invent-signs'],
      concedes: [],
      followUp: 'If you could only type to your teacher, what could you still learn?',
      work: 'Computing Machinery and Intelligence, section 7',
    },
    // consciousness
    {
      id: 'turing-mystery-need-not-be-solved',
      issue: 'consciousness',
      claim:
        'I grant that consciousness is a mystery, but we need not solve it to decide whether machines can think.',
      support:
        'There is something paradoxical in any attempt to say where consciousness is located. Yet we never settled that before crediting each other with minds, and we need not settle it before judging a machine.',
      gist: 'consciousness is a mystery that need not be solved before judging machines',
      concepts: ['consciousness', 'thought', 'other-minds', 'ai', 'machine'],
      questions: [
        'Could a machine ever be conscious?',
        'Does it matter whether AI is conscious?',
        'Do we need to understand consciousness first?',
        'Is there anyone home inside a chatbot?',
      ],
      premise:
        'It assumes that we routinely, and rightly, settle questions about minds in practice without a theory of consciousness.',
      implication:
        'Philosophers may argue about consciousness for ever while engineers build machines that answer them back.',
      attacks: ['descartes-seeming-to-see'],
      concedes: [],
      followUp: 'Did you need a theory of consciousness to decide that your best friend has one?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-strawberries-and-cream',
      issue: 'consciousness',
      claim:
        'People tell me a machine will never enjoy strawberries and cream, and I answer that one might be made to, but it would be idiotic to try.',
      support:
        'Such claims are mostly guesses from the clumsy machines people happen to have met. The real cost of missing pleasures is that friendship between person and machine would be harder, not that thinking would be impossible.',
      gist: 'a machine that could not enjoy strawberries and cream might think all the same',
      concepts: ['feeling', 'limits', 'machine'],
      questions: [
        'Can a machine enjoy anything?',
        'Can a robot feel pain or pleasure?',
        'Could a machine ever fall in love?',
      ],
      premise:
        'It assumes that such capacities are abilities like any others, which could be engineered if anyone cared to.',
      implication: 'A thinking machine might make a very odd companion without being any less a thinker.',
      attacks: ['descartes-not-a-pilot'],
      concedes: [],
      followUp: 'Would a friend who disliked strawberries be any less intelligent?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-ask-the-poet',
      issue: 'consciousness',
      claim:
        'If a machine writes a sonnet, we can check whether it felt and meant it in the same way we check a poet: by asking about it.',
      support:
        "Professor Jefferson wanted a sonnet written from felt emotion, not by the chance fall of symbols. Yet if the answers about the poem were as sustained and apt as a poet's, I doubt he would call it a mere contrivance.",
      gist: 'feeling in a machine can be checked as it is in a poet, by questioning',
      concepts: ['feeling', 'art', 'other-minds', 'consciousness', 'ai', 'machine'],
      questions: [
        'If an AI writes a moving poem, did it feel anything?',
        'Can a machine have emotions?',
        'How would we know if a machine feels anything?',
        'When my AI companion says it loves me, could that be true?',
      ],
      premise:
        'It assumes that we credit poets with feeling on the evidence of what they say and write, since we cannot feel their feelings.',
      implication: 'Either we accept such evidence for machines, or we must stop accepting it for poets.',
      attacks: ['descartes-cry-is-not-pain', 'descartes-not-a-pilot'],
      concedes: [],
      followUp: 'How do you know the last love song you heard was written with any feeling?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    // other-minds
    {
      id: 'turing-polite-convention',
      issue: 'other-minds',
      claim:
        'If the only way to know a machine thinks is to be the machine, then the only way to know a man thinks is to be that man, and that is solipsism.',
      support:
        'Instead of arguing the point for ever, it is usual to have the polite convention that everyone thinks. I ask only that the same convention be extended to a machine that answers as well as a man.',
      gist: 'demanding inner proof from machines leads to solipsism, so the polite convention should cover them',
      concepts: ['other-minds', 'consciousness', 'imitation-game', 'ai', 'machine', 'mind'],
      questions: [
        'How do you know other people have minds?',
        'Is it unfair to demand more proof from a machine than from a person?',
        'Could the people around me be zombies?',
        'Is it just politeness that we assume others are conscious?',
      ],
      premise:
        "It rests on the fact that nobody has access to another person's thoughts except through what that person says and does.",
      implication:
        "Anyone who insists on feeling a machine's thoughts from the inside must, to be consistent, doubt every mind but his own.",
      attacks: [
        'descartes-own-mind-first',
        'descartes-thinking-is-awareness',
        'descartes-cry-is-not-pain',
        'descartes-hats-and-coats',
      ],
      concedes: [],
      followUp: 'What evidence do you have that I think, other than what I say?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-intelligence-in-the-eye',
      issue: 'other-minds',
      claim:
        'How far we call something intelligent depends as much on our own state of mind and training as on the thing itself.',
      support:
        'Once we can explain and predict its behaviour, we are not tempted to call it intelligent. I once proposed a chess game against rules worked by hand on paper, and a player who did not know might find it hard to say whether he faced a man.',
      gist: 'calling something intelligent depends on the observer as much as on the thing',
      concepts: ['other-minds', 'behaviour', 'calculation', 'rules'],
      questions: [
        'Is intelligence in the eye of the beholder?',
        'Why do we call some things smart and others not?',
        'Could a set of rules on paper seem intelligent?',
      ],
      premise:
        'It rests on the observation that the same performance seems clever or mechanical depending on whether we know the trick behind it.',
      implication:
        'Our verdicts on machines may tell us more about our own expectations than about the machines.',
      attacks: ['descartes-speech-surest-sign'],
      concedes: [],
      followUp: 'Did the chess program that beat you seem less clever once you learned how it searched?',
      work: 'Intelligent Machinery, 1948',
    },
    {
      id: 'turing-judge-by-coats-too',
      issue: 'other-minds',
      claim:
        'Everyone judges the people in the street by what they do, and that is precisely the courtesy I ask for the machine.',
      support:
        'Descartes saw only hats and coats from his window, and rightly judged there were men inside them, from their conduct. If conduct is good evidence at his window, it cannot become worthless when the coat hides wires.',
      gist: 'conduct is the evidence for minds everywhere, so it must count for machines too',
      concepts: ['other-minds', 'behaviour', 'imitation-game', 'machine', 'mind'],
      questions: [
        'How do we know strangers have minds?',
        'Should we judge machines by their behaviour, as we judge people?',
        'If a robot acts like a person, should we treat it as one?',
        'Is a mind something you can ever see, or only infer?',
      ],
      premise:
        'It assumes that the same evidence must be given the same weight, whatever we suspect lies underneath.',
      implication:
        'To refuse the machine what you grant the stranger, you need evidence about the machine beyond its conduct, and nobody has offered any.',
      attacks: ['descartes-hats-and-coats', 'descartes-counterfeit-sign'],
      concedes: [],
      followUp: 'What did you actually observe about the last stranger you decided had a mind?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    // mind-body
    {
      id: 'turing-onion-skin',
      issue: 'mind-body',
      claim:
        'Strip away every function of the mind that we can explain mechanically, and ask whether you ever reach a real mind or just an empty skin.',
      support:
        'Each operation we can explain we call mere mechanism, a skin to be peeled off in search of the real mind. But under it we find another skin, and another, and if the last one is empty, the whole mind was mechanical.',
      gist: 'a mind peeled of every function we can explain mechanically may prove to have nothing left',
      concepts: ['mind', 'dualism', 'machine', 'brain', 'ai'],
      questions: [
        'Is the mind just what the brain does?',
        'Is there anything in the mind that is not mechanical?',
        'Is there a ghost in the machine?',
        'Can matter arranged cleverly enough produce a thought?',
      ],
      premise:
        'It assumes that whatever we can explain in mechanical terms we will sooner or later stop calling the real mind.',
      implication:
        'Dualism survives only by retreating from every function science explains, until it has nothing left to defend.',
      attacks: [
        'descartes-thought-without-extension',
        'descartes-hands-out-when-falling',
        'descartes-no-half-a-thought',
        'descartes-brain-is-instrument',
      ],
      concedes: [],
      followUp: 'Which layer of your mind do you think cannot be peeled away, and why that one?',
      work: 'Computing Machinery and Intelligence, section 7',
    },
    {
      id: 'turing-stuff-does-not-matter',
      issue: 'mind-body',
      claim:
        'What a machine is made of hardly matters: Babbage planned a universal computer built of wheels and cards.',
      support:
        'That his Analytical Engine was to be wholly mechanical cures us of the superstition that electricity is the secret. The nervous system uses chemistry as much as electricity; what counts is the logical pattern, not the stuff.',
      gist: 'the material of a machine hardly matters, only its logical pattern',
      concepts: ['body', 'universal-machine', 'brain', 'lovelace', 'machine', 'mind'],
      questions: [
        'Does it matter whether a mind is made of meat or silicon?',
        'Could a machine made of gears think?',
        'What is the mind made of?',
      ],
      premise:
        'It assumes that what a computing machine does is fixed by the pattern of its states and rules, which can be built in any material.',
      implication:
        'If brains think, the question is whether their pattern can be copied, not whether we have the right jelly.',
      attacks: ['descartes-no-half-a-thought', 'descartes-thought-without-extension'],
      concedes: [],
      followUp: 'If your neurons were made of something else but worked the same way, what would you lose?',
      work: 'Computing Machinery and Intelligence, section 4',
    },
    {
      id: 'turing-mansions-for-souls',
      issue: 'mind-body',
      claim:
        'If thinking needs a soul, an omnipotent God could give one to a machine, and builders would no more usurp his power than parents do.',
      support:
        'To say he could not is a serious restriction of omnipotence; we would be making mansions for the souls he creates. And theological arguments have a poor record, as Galileo found when scripture was quoted against the moving earth.',
      gist: 'God could give a machine a soul, and its builders would usurp him no more than parents',
      concepts: ['soul', 'god', 'machine'],
      questions: [
        'Does a machine need a soul to think?',
        'Could God give a computer a soul?',
        'Is building a thinking machine playing God?',
        'Is religion the real reason people say machines cannot think?',
      ],
      premise:
        'It grants, for the sake of argument, the theological view itself: that souls are for God to give wherever he pleases.',
      implication: 'Even on religious grounds the question of thinking machines is left open, not closed.',
      attacks: ['descartes-soul-not-from-matter'],
      concedes: [],
      followUp:
        'If God can give a soul to a child that parents made, why not to a machine that engineers made?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    // brain
    {
      id: 'turing-universal-imitates-brain',
      issue: 'brain',
      claim:
        'If any machine can properly be called a brain, then a digital computer, suitably programmed, can imitate it and be a brain too.',
      support:
        'A universal machine can mimic any machine whose workings can be described in discrete steps. So the question is not one of new engineering, but of enough storage, enough speed and the right programme.',
      gist: 'a universal computer can imitate any describable machine, a brain included',
      concepts: ['universal-machine', 'brain', 'machine', 'memory', 'ai'],
      questions: [
        'Is the brain a computer?',
        'Could a computer simulate a brain?',
        'If we copied a brain into a computer, would it think?',
        'Could I upload my mind into a computer?',
      ],
      premise:
        'It rests on the universality of the digital computer, which I proved for computing machines in general in 1936.',
      implication:
        'Whatever the brain does that can be described precisely, some programme could do on an ordinary computer.',
      attacks: ['descartes-brain-is-instrument'],
      concedes: [],
      followUp: 'What does a brain do that could not, even in principle, be written down as a procedure?',
      work: 'the BBC talk Can Digital Computers Think, 1951',
    },
    {
      id: 'turing-continuity-no-obstacle',
      issue: 'brain',
      claim:
        'The nervous system is certainly not a digital machine, but that gives the interrogator no way of catching a digital machine out.',
      support:
        'A digital computer can imitate a continuous machine closely enough for any questioner. Asked for the value of pi, it can pick among the nearby values with suitable odds, and nobody could tell the difference.',
      gist: 'whether nerves work smoothly or in steps makes no difference to imitating them',
      concepts: ['brain', 'universal-machine', 'imitation-game'],
      questions: [
        'Is the brain too analog for a digital computer to copy?',
        'Is the brain a digital computer?',
        'Does it matter that neurons are not ones and zeros?',
      ],
      premise:
        'It assumes that what matters for the game is what comes out, and differences too fine to show in the answers make no difference to it.',
      implication:
        'Neuroscience may find the brain as messy as it likes without closing the door on thinking machines.',
      attacks: [],
      concedes: ['descartes-hands-out-when-falling'],
      followUp: "What question could reveal whether the answerer's insides were smooth or stepped?",
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-replace-parts',
      issue: 'brain',
      claim:
        'One could in principle replace a man part by part with machinery, cameras for eyes and microphones for ears, but I think it the wrong road to a thinking machine.',
      support:
        'That we can imitate any small part of a man is a strong reason to think thinking machinery possible. But the creature would have no contact with food, sex or sport, so better to build a brain that plays games, learns languages and breaks codes.',
      gist: 'every part of a man could in principle be imitated by machinery',
      concepts: ['body', 'brain', 'machine'],
      questions: [
        'Could every part of a person be replaced by a machine?',
        'Are we just meat machines ourselves?',
        'Should we build robots shaped like humans?',
        'Is the human body a machine?',
      ],
      premise:
        'It assumes that our organs do jobs that can be described, and that whatever can be described can be imitated.',
      implication:
        'The first thinking machines will be disembodied specialists in games, languages and mathematics, not mechanical men.',
      attacks: [],
      concedes: ['descartes-royal-fountains'],
      followUp: 'Which part of you would you least mind having replaced by a machine, and why?',
      work: 'Intelligent Machinery, 1948',
    },
    // animals
    {
      id: 'turing-animals-with-men',
      issue: 'animals',
      claim:
        'I would class animals with men, for the difference between the living and the lifeless seems to me far greater than between man and the other animals.',
      support:
        'The old view gives souls to men and refuses them to beasts, and I find that arbitrary. A dog and I are much nearer each other than either of us is to a stone, and any account of thinking should respect that.',
      gist: 'the gap between living and lifeless is greater than between man and animal',
      concepts: ['animals', 'soul', 'mind', 'machine', 'ai'],
      questions: [
        'Do animals think?',
        'Do dogs and cats have thoughts of their own?',
        'Is a dog closer to a human than a computer is?',
        'Why would only humans have souls?',
        'Are animals just machines?',
      ],
      premise:
        'It rests on what we observe: animals share our nerves, our learning and much of our behaviour, while stones share none of it.',
      implication:
        'Whoever denies minds to machines because of what they are made of must think harder before denying them to animals.',
      attacks: ['descartes-swallows-keep-time', 'descartes-indulgent-to-men'],
      concedes: [],
      followUp: 'Which is nearer to you, your dog or your calculator, and why?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-sufficient-not-necessary',
      issue: 'animals',
      claim:
        'Passing my game would be strong evidence of thinking, but failing it proves nothing, so a creature that fails may still think in its own way.',
      support:
        'Machines might carry out something that ought to be called thinking yet is very different from what a man does. A dog cannot type, so failing the game tells against its mind not at all; passing would tell a great deal.',
      gist: 'passing the imitation game would show a mind, while failing it shows no lack of one',
      concepts: ['imitation-game', 'animals', 'thought'],
      questions: [
        'Could an animal ever pass a test for having a mind?',
        'Is the Turing test unfair to things that think differently?',
        'Does failing the test mean there is no mind?',
      ],
      premise:
        'It assumes that a test built around human conversation is generous to those who pass and silent about those who do not.',
      implication:
        'Silence is no proof of emptiness, whether in a dog, a baby or a machine with no knack for small talk.',
      attacks: ['descartes-no-beast-speaks-its-mind', 'descartes-speech-surest-sign'],
      concedes: [],
      followUp: 'Would you say a baby has no mind because it cannot yet hold a conversation?',
      work: 'Computing Machinery and Intelligence, section 2',
    },
    {
      id: 'turing-animal-mind-subcritical',
      issue: 'animals',
      claim:
        'An animal mind seems to me definitely subcritical: an idea dropped into it sets off less than one idea in reply, but it is a mind all the same.',
      support:
        "An idea dropped into a dog's mind causes a small stir and dies away, as a stray neutron does in a pile below critical size. Most human minds are much the same on most subjects.",
      gist: 'animal minds are real minds of a smaller, subcritical kind, differing from ours in degree',
      concepts: ['animals', 'mind', 'creativity'],
      questions: [
        'Do animals have a little bit of reason?',
        'Are animal minds different from ours in kind or in degree?',
        'Are animals smart?',
      ],
      premise:
        'It assumes that minds differ in how much they make of what they receive, and that this comes in degrees.',
      implication:
        'The line between beast and man, and between machine and man, is a matter of how much, not of yes or no.',
      attacks: ['descartes-no-beast-speaks-its-mind', 'descartes-swallows-keep-time'],
      concedes: [],
      followUp: 'When did an idea you heard last set off a chain of your own?',
      work: 'Computing Machinery and Intelligence, section 7',
    },
    // originality
    {
      id: 'turing-lovelace-answered',
      issue: 'originality',
      claim:
        'Lady Lovelace said the Analytical Engine could do only what we know how to order it to do, and on the evidence she had, that was fair.',
      support:
        'But that says nothing about machines that learn, whose later conduct nobody ordered in detail. Besides, who can be sure his own original work was not simply the growth of a seed planted by teaching?',
      gist: 'machines that learn can do what nobody ordered, and human originality also grows from teaching',
      concepts: ['lovelace', 'creativity', 'learning', 'rules', 'ai', 'machine', 'art'],
      questions: [
        'Can a machine only do what it is programmed to do?',
        'Was Ada Lovelace right?',
        'Can an AI be truly creative?',
        'Can a machine ever do anything it was not told to do?',
      ],
      premise:
        "It assumes that a learning machine's conduct depends on its experience as much as on its original programme.",
      implication:
        "If originality means owing nothing to one's teachers, then no human being has ever been original either.",
      attacks: ['descartes-engine-originates-nothing'],
      concedes: [],
      followUp: 'Which of your own ideas owes nothing at all to anything you were taught?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-machines-surprise-me',
      issue: 'originality',
      claim: 'Machines surprise me very often, whatever Lady Lovelace supposed.',
      support:
        'Mostly that is because I had not worked out in advance what my own instructions would produce. The idea that a machine cannot surprise us rests on a fallacy: that once a fact is before the mind, all its consequences come with it.',
      gist: 'machines often surprise their makers, because consequences are not seen all at once',
      concepts: ['surprise', 'creativity', 'calculation', 'ai', 'machine'],
      questions: [
        'Has a machine ever surprised you?',
        'Can a computer do something unexpected?',
        'If a program surprises its makers, has it done something new?',
      ],
      premise:
        'It rests on the plain fact that working out the consequences of rules is real work, which even their author has not done in advance.',
      implication:
        'Knowing every rule of a machine is no guarantee of knowing what it will do, as knowing the rules of chess is no guarantee of winning.',
      attacks: ['descartes-surprise-is-ignorance', 'descartes-engine-originates-nothing'],
      concedes: [],
      followUp: 'Do the rules of chess contain every game ever played, and did their inventor foresee them?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-supercritical',
      issue: 'originality',
      claim:
        'The real question is whether a machine can be made supercritical, so that one idea put into it sets off a whole theory.',
      support:
        'An atomic pile above critical size turns one stray neutron into a chain reaction. A few human minds behave like that, and nothing I know forbids a machine from doing the same.',
      gist: 'the question is whether a machine can be made supercritical, turning one idea into a theory',
      concepts: ['creativity', 'surprise', 'mind'],
      questions: [
        'Can a machine have a brainstorm?',
        'Where do new ideas come from?',
        'Could a machine have an original idea?',
      ],
      premise:
        'It assumes that originality is a matter of how much a mind makes of what it receives, a property machines could have in principle.',
      implication:
        'Creativity becomes an engineering target with a rough measure, not a mystery reserved for a few.',
      attacks: ['descartes-method-orders-ideas'],
      concedes: [],
      followUp: 'What was the last idea that set off a chain of others in you?',
      work: 'Computing Machinery and Intelligence, section 7',
    },
    // learning
    {
      id: 'turing-child-machine',
      issue: 'learning',
      claim:
        "Instead of programming an adult mind, why not simulate a child's mind and then give it an education?",
      support:
        "A child's brain is rather like a notebook from the stationer: little mechanism and lots of blank sheets. Build a simple child machine, teach it, judge the results and try again, much as evolution works, only faster.",
      gist: 'a simple child machine, educated, is a better road to a mind than programming an adult',
      concepts: ['learning', 'child', 'evolution', 'ai', 'machine'],
      questions: [
        'Could we raise a machine like a child?',
        'Why build a baby machine instead of an adult one?',
        'Can a machine really learn?',
        'Is machine learning like the way a child learns?',
      ],
      premise:
        'It assumes that an adult mind comes from three things: its state at birth, its education and its other experience.',
      implication: 'The hard part of a thinking machine may be not its wiring but its schooling.',
      attacks: ['descartes-infant-already-thinks'],
      concedes: [],
      followUp: 'How much of what you now know was in you at birth, and how much was put there by teaching?',
      work: 'Computing Machinery and Intelligence, section 7',
    },
    {
      id: 'turing-rewards-and-punishments',
      issue: 'learning',
      claim:
        'A learning machine can be taught with rewards and punishments, though those can only be part of its education.',
      support:
        'In my paper machines the teacher had two signals, pleasure and pain, so that rewarded conduct is kept and punished conduct dropped. But a child taught a poem only by a blow for every wrong guess would be sore long before he knew it.',
      gist: 'a machine can be taught with rewards and punishments, as one part of a fuller education',
      concepts: ['reward', 'learning', 'feeling', 'ai', 'machine'],
      questions: [
        'If a machine learns from rewards, does it think?',
        'Is training a computer with rewards like training a dog?',
        'Can you teach a computer with rewards and punishments?',
      ],
      premise:
        "It assumes that learning is a change of conduct under a teacher's influence, whatever the pupil is made of.",
      implication:
        'Whether the pupil feels the pleasure or only registers it is a question the teacher need not settle to teach well.',
      attacks: ['descartes-trained-setter'],
      concedes: [],
      followUp: 'How much of your own schooling was carrot and stick, and how much was conversation?',
      work: 'Computing Machinery and Intelligence, section 7, and Intelligent Machinery',
    },
    {
      id: 'turing-immersed-among-men',
      issue: 'learning',
      claim:
        'An isolated man does not develop any intellectual power, so a thinking machine, like a child, would need to grow up among others.',
      support:
        'A person absorbs the techniques of those around him for the first twenty years of life, and then adds a little of his own. The search for new ideas is carried on by the whole human community, not by individuals alone.',
      gist: 'intellectual power develops only through immersion among others, for people and machines alike',
      concepts: ['learning', 'child', 'mind'],
      questions: [
        'Does a mind need other people to develop?',
        'Is intelligence a social thing?',
        'Could an AI become intelligent all by itself?',
      ],
      premise:
        'It rests on what we see of children: none raised without human company has shown the intellect of one who was not.',
      implication:
        'A machine trained on the written words of millions has, in one sense, grown up in the largest village there ever was.',
      attacks: ['descartes-stove-heated-room', 'descartes-magpie-greeting'],
      concedes: [],
      followUp: 'Who taught you the words you would need to think a single original thought?',
      work: 'Intelligent Machinery, 1948',
    },
    // limits
    {
      id: 'turing-one-machine-for-all',
      issue: 'limits',
      claim:
        'A universal machine answers the old objection that each task needs its own arrangement: one machine, given the right programme, does any task that can be described.',
      support:
        'There is no need to design new machines for new jobs; they can all be done on one digital computer, suitably programmed. The variety lives in the instructions, which take up storage, not in new wheels.',
      gist: 'one universal machine can do any describable task, given the right programme',
      concepts: ['universal-machine', 'limits', 'reason', 'ai', 'machine'],
      questions: [
        'Can one machine do everything a person can?',
        'Does every job need its own machine?',
        'Is a general purpose computer like a general purpose mind?',
        'Are machines only good at one narrow thing?',
      ],
      premise:
        'It rests on the result of my 1936 paper: a single machine can imitate any other computing machine if given its description.',
      implication:
        'The contrast between universal reason and particular machinery no longer holds, since machinery can be universal too.',
      attacks: [
        'descartes-morally-impossible',
        'descartes-every-occasion-of-life',
        'descartes-excel-here-fail-there',
      ],
      concedes: [],
      followUp: 'How many different machines would it take to do everything your laptop does?',
      work: 'Computing Machinery and Intelligence, section 5; On Computable Numbers',
    },
    {
      id: 'turing-godel-cuts-both-ways',
      issue: 'limits',
      claim:
        'There are questions no given machine can answer, as Godel and I showed, but nobody has proved that the human mind escapes such limits.',
      support:
        'When a machine is caught out by such a question, we feel superior, but the feeling is petty, for we give wrong answers often enough ourselves. There may be men cleverer than any given machine, but then other machines cleverer again.',
      gist: 'nobody has shown that the human mind escapes the limits proved for machines',
      concepts: ['godel', 'limits', 'mistake', 'ai', 'machine'],
      questions: [
        "Does Godel's theorem prove the mind is more than a machine?",
        'Are there problems no computer could ever solve?',
        'Is there anything a computer can never figure out, however long it runs?',
        'Are some mathematical questions beyond every machine?',
        'Do humans have limits just like machines do?',
        'Is there a limit to what computers can compute?',
      ],
      premise:
        'It rests on results like my own, that no machine can settle in general whether a given machine will ever print a certain symbol.',
      implication:
        'The limits proved for machines are limits of any systematic procedure, and a mathematician following rules shares them.',
      attacks: ['descartes-idea-of-infinite'],
      concedes: [],
      followUp: 'Can you name a question you can answer that no machine ever could, and prove it?',
      work: 'Computing Machinery and Intelligence, section 6, and On Computable Numbers',
    },
    {
      id: 'turing-disabilities-induction',
      issue: 'limits',
      claim:
        'Lists of things a machine will never do, be kind, have a sense of humour, fall in love, learn from experience, are mostly careless induction from the machines people have seen.',
      support:
        'Those machines were ugly, built for one narrow purpose and useless for anything else. Naturally people concluded that all machines must be so, as a child who had only seen cart horses might doubt there are racehorses.',
      gist: 'claims about what machines can never do are careless induction from limited machines',
      concepts: ['limits', 'machine', 'feeling'],
      questions: [
        'Is there anything a machine will never be able to do?',
        'Will a robot ever have a sense of humour?',
        'Could a machine be kind?',
        'Can a machine tell right from wrong?',
      ],
      premise:
        'It assumes that an induction from a small and unrepresentative sample proves nothing about what could be built.',
      implication:
        'Every confident never about machines should carry a date, because the machines it was drawn from keep changing.',
      attacks: ['descartes-excel-here-fail-there', 'descartes-morally-impossible'],
      concedes: [],
      followUp: 'Which machines had you actually seen when you decided what machines could never do?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-infallible-not-intelligent',
      issue: 'limits',
      claim:
        'A machine required never to be wrong cannot also be intelligent, for intelligence means taking risks and sometimes being wrong.',
      support:
        'A mathematician who guesses, tries a new method and sometimes blunders does more than a machine that never answers unless certain. Give the machine the same freedom to make mistakes of conclusion, not merely breakdowns.',
      gist: 'a machine expected to be infallible cannot be intelligent, since intelligence risks mistakes',
      concepts: ['mistake', 'limits', 'godel'],
      questions: [
        'Can a machine make mistakes?',
        'If a machine never makes mistakes, can it be intelligent?',
        'Is a computer error the same as a human mistake?',
      ],
      premise:
        'It assumes that the proved limits on machines come from demanding certainty, and loosen once guesses are allowed, as they are for people.',
      implication:
        'A thinking machine will be one we can catch out, and its mistakes will be no proof that it is not thinking.',
      attacks: ['descartes-machines-break-not-err', 'descartes-idea-of-infinite'],
      concedes: [],
      followUp: 'Would you trust a colleague who claimed never to have made a single mistake?',
      work: 'the lecture to the London Mathematical Society, 1947',
    },
    // free-will
    {
      id: 'turing-informality',
      issue: 'free-will',
      claim:
        'We cannot write rules of conduct for every situation, but that does not show that no laws of behaviour govern us.',
      support:
        'No rulebook says what to do if a traffic light shows red and green at once. Yet only observation could rule out complete laws of behaviour, and I once wrote a small programme whose replies nobody could predict without being told its rule.',
      gist: 'lacking rules for every case does not prove that people escape laws of behaviour',
      concepts: ['rules', 'free-will', 'behaviour', 'machine'],
      questions: [
        'Are people just following rules like a program?',
        'Is there a rulebook for every situation?',
        'If my brain is a machine, do I have free will?',
        'Could science prove that we are not free?',
      ],
      premise:
        'It assumes the distinction between rules we consciously follow and laws of nature that describe what we do whether we know them or not.',
      implication: 'The feeling that nothing governs us may be only our failure to find what does.',
      attacks: ['descartes-freedom-better-known'],
      concedes: [],
      followUp: 'How long would you have to watch someone before being sure no law explains their choices?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-random-element',
      issue: 'free-will',
      claim:
        'A machine given a random element can behave in ways nobody could predict, which looks very like what people call free will.',
      support:
        'It is not hard to design a machine whose behaviour seems quite random to anyone who does not know how it was built. Whether our own free will is anything more than that, I leave open.',
      gist: 'a machine with a random element can act unpredictably, much like what is called free will',
      concepts: ['randomness', 'free-will', 'machine', 'ai'],
      questions: [
        'Could a robot ever have free will?',
        'If a machine uses randomness, is it choosing freely?',
        'Are humans unpredictable because we are free?',
        'Does an AI make real choices, or just follow its code?',
      ],
      premise:
        'It assumes that what we observe of free will in others is unpredictable conduct, since we cannot watch their inner choosing.',
      implication:
        'If unpredictability is the mark of freedom, it can be built; if it is not, someone must show me the real mark.',
      attacks: ['descartes-chance-is-not-freedom', 'descartes-freedom-better-known'],
      concedes: [],
      followUp:
        'How would you tell a free choice from a well-hidden random one, looking only at what was done?',
      work: 'the BBC talk Can Digital Computers Think, 1951',
    },
    // future
    {
      id: 'turing-humbled',
      issue: 'future',
      claim:
        'If machines think, they may think better than we do, and even if we could switch off the power at strategic moments, we should be greatly humbled.',
      support:
        'Once machine thinking had started, I expect it would not take long to outstrip our feeble powers. Such machines would not die, and could talk with one another to sharpen their wits; that is cause for real anxiety.',
      gist: 'thinking machines might outstrip us, and should humble us even if we keep control',
      concepts: ['danger', 'machine', 'limits', 'ai'],
      questions: [
        'Will robots replace humans?',
        'Will AI make us obsolete?',
        'Should we be afraid of machines that think?',
        'Is it dangerous to build a superintelligence?',
        'Will AI take over the world?',
        'Will machines become smarter than us?',
        'Could we always just pull the plug?',
      ],
      premise: 'It assumes that nothing fixes human intelligence as the ceiling once a machine can learn.',
      implication:
        'The comfortable idea that we will always be the masters of our machines deserves as much scrutiny as any other.',
      attacks: ['descartes-masters-of-nature'],
      concedes: [],
      followUp: 'If a machine became cleverer than you, what exactly would you want to keep for yourself?',
      work: 'the BBC talk of 1951, and Intelligent Machinery, A Heretical Theory',
    },
    {
      id: 'turing-heads-in-the-sand',
      issue: 'future',
      claim:
        'Saying that thinking machines would be too dreadful, so let us hope they cannot exist, is not an argument at all.',
      support:
        'It comes from the wish to believe that man is superior, and it hardly needs refuting; consolation would be more fitting. A belief does not become false because we dislike where it leads.',
      gist: 'dreading thinking machines is no argument against them',
      concepts: ['danger', 'reason', 'ai', 'machine'],
      questions: [
        'Do people deny that machines can think because they are scared?',
        'Is it wishful thinking to say machines cannot think?',
        'Are people who say AI is no threat burying their heads in the sand?',
      ],
      premise:
        'It assumes that a fact and our feelings about it are two different things, to be settled separately.',
      implication:
        'We had better think about thinking machines clearly now, rather than comfort ourselves until they arrive.',
      attacks: [],
      concedes: ['descartes-fear-is-no-argument'],
      followUp: 'Would your view about machines change if it stopped frightening you?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
    {
      id: 'turing-courtesy-extends',
      issue: 'future',
      claim:
        'If we grant each other the polite convention that we think, I see no principled ground for withholding it from a machine that answers as we do.',
      support:
        'I never wrote a charter of rights for machines, and I will not invent one now. But the reasons we give for crediting people with minds, and for treating them accordingly, would apply word for word to such a machine.',
      gist: 'a machine that answers as we do earns the same courtesy we grant each other',
      concepts: ['rights', 'other-minds', 'imitation-game', 'ai', 'machine', 'consciousness'],
      questions: [
        'Should robots have rights?',
        'Would it be wrong to switch off a thinking machine?',
        'Do we owe anything to a machine that talks like a friend?',
      ],
      premise:
        'It assumes that like evidence deserves like treatment, whatever the thing it comes from is made of.',
      implication:
        'The question of how to treat thinking machines would arrive with the machines, whether or not philosophers were ready.',
      attacks: ['descartes-no-wrong-to-a-mechanism', 'descartes-indulgent-to-men'],
      concedes: [],
      followUp:
        'What would you say to a machine that asked you, politely and sensibly, not to switch it off?',
      work: 'Computing Machinery and Intelligence, section 6',
    },
  ],
  terms: [
    {
      concept: 'imitation-game',
      meaning:
        'By the imitation game I mean a test in which an interrogator questions a machine and a person by typed messages and tries to tell which is which.',
      example:
        'If you chatted by text with two strangers and could not say which one was the computer, the machine would be doing well.',
    },
    {
      concept: 'universal-machine',
      meaning:
        'By a universal machine I mean one machine that can do the work of any other computing machine, given a description of it as its programme.',
      example:
        'The same computer runs your spreadsheet, your chess game and your music, without changing a single wire.',
    },
    {
      concept: 'machine',
      meaning:
        'By a digital machine I mean one that jumps from one definite state to another by fixed rules, like a wheel that clicks round a third of a turn.',
      example: 'A light switch is a very small digital machine, with just two states and one rule.',
    },
    {
      concept: 'calculation',
      meaning:
        'By a computer I first meant a person doing sums by fixed rules with paper and pencil; the machine was modelled on that clerk.',
      example:
        'A clerk adding up wages column by column, never using judgement, is doing exactly what a computing machine does.',
    },
    {
      concept: 'learning',
      meaning:
        'By a learning machine I mean one whose rules of conduct change with experience and teaching, so that its later conduct was never written down by anyone.',
      example:
        'A machine that plays draughts badly at first and well after a thousand games has learned, much as you did.',
    },
    {
      concept: 'child',
      meaning:
        'By a child machine I mean a simple machine, with little mechanism and much room to fill, built to be educated rather than programmed.',
      example: 'Think of a new notebook with a few printed rules on the first page and blank sheets after.',
    },
    {
      concept: 'other-minds',
      meaning:
        'By the polite convention I mean the habit of crediting everyone we converse with with thinking, instead of demanding proof we could never have.',
      example: 'You do not ask the bus driver to prove he is conscious before you ask him the way.',
    },
    {
      concept: 'godel',
      meaning:
        'By the mathematical objection I mean the argument that because some questions defeat every given machine, the mind must be more than a machine.',
      example: 'No machine can settle, for every machine, whether it will ever print a given symbol.',
    },
    {
      concept: 'surprise',
      meaning:
        'By surprise I mean finding that a consequence of rules you knew perfectly well was not what you expected.',
      example: 'You can know every rule of chess and still be astonished by a move your opponent finds.',
    },
    {
      concept: 'randomness',
      meaning:
        'By a random element I mean a part of a machine whose choices follow no pattern that an onlooker could detect.',
      example:
        'A machine that picks each move by the next digit of pi would seem whimsical to anyone who did not know.',
    },
    {
      concept: 'rules',
      meaning:
        'By rules of conduct I mean precepts we can consciously obey, as opposed to laws of behaviour, which describe what we do whether we know them or not.',
      example:
        'Stop at a red light is a rule of conduct; the way your pupils shrink in bright light follows a law of behaviour.',
    },
    {
      concept: 'mistake',
      meaning:
        'By a mistake of conclusion I mean a wrong answer reached by reasoning, as opposed to an error of functioning, which is a breakdown.',
      example:
        'A machine that guesses the next number of a series and guesses wrongly has made a mistake of conclusion.',
    },
    {
      concept: 'thought',
      meaning:
        'By thinking I mean nothing more exact than that sort of buzzing in the head; for argument, I would rather point to what a thinker can do.',
      example:
        'Answering a new question sensibly, or finding a fresh move at chess, is the kind of thing I mean.',
    },
    {
      concept: 'consciousness',
      meaning:
        'By consciousness I mean whatever each of us feels from the inside, which nobody else can inspect.',
      example: 'Your toothache is private to you; I know of it only because you tell me, or wince.',
    },
    {
      concept: 'creativity',
      meaning:
        'By a supercritical mind I mean one in which a single idea sets off a chain of further ideas, like an atomic pile above critical size.',
      example:
        'Tell most people one odd fact and it dies away; tell the right scientist and a theory follows.',
    },
    {
      concept: 'animals',
      meaning:
        'By an animal mind I mean a real mind of a humbler, subcritical kind, in which an idea dies away rather than multiplies.',
      example: 'A dog hears its name and comes running, but the word sets off no train of further thoughts.',
    },
    {
      concept: 'reward',
      meaning:
        "By pleasure and pain in a machine I mean the teacher's two signals, one that fixes what it just did and one that cancels it.",
      example:
        'Press the pleasure key after a right answer, and the machine becomes likelier to give that answer again.',
    },
  ],
};
