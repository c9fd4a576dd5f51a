import type { SeatInput } from '../../schema';

/** The Truth Battle: Leibniz as the Idealist, against Hume the Skeptic. */
export const leibniz: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'certainty',
      position:
        'Truths of reason are certain by the principle of contradiction, and the fact of my own thinking is certain by immediate experience.',
    },
    {
      issue: 'innate-ideas',
      position:
        'The mind is born not with finished thoughts but with the grain of its ideas and necessary truths already in it, like veined marble.',
    },
    {
      issue: 'causation',
      position:
        'Created things do not pour influence into one another; each unfolds its own force in a harmony God established, and reason can grasp its laws.',
    },
    {
      issue: 'induction',
      position:
        'Custom makes us expect as the beasts do, but reason, with principles such as the simplicity of laws, can know why the future follows the past.',
    },
    {
      issue: 'truths-of-reason',
      position:
        'Reason alone proves necessary truths, and since they hold in every possible world, they govern this one too.',
    },
    {
      issue: 'sufficient-reason',
      position: 'Nothing is or happens without a sufficient reason why it is so and not otherwise.',
    },
    {
      issue: 'miracles',
      position:
        'Miracles are above reason, not against it, and belong to the general order God chose; reports of them must be weighed, not dismissed in advance.',
    },
    {
      issue: 'god-proof',
      position:
        'Reason can prove God: the ultimate reason of contingent things, the home of the eternal truths and the possibility of a necessary being all lead to him.',
    },
    {
      issue: 'self',
      position: 'The self is a real and simple substance, a soul, and the unity of perception proves it.',
    },
    {
      issue: 'best-world',
      position:
        'This is the best of all possible worlds, and its evils belong to a whole that would be worse without them.',
    },
    {
      issue: 'reason-passion',
      position:
        'Passions are confused perceptions of good, and reason, by making them clear and by training our habits, can and should govern what we do.',
    },
    {
      issue: 'living-with-doubt',
      position:
        'No one can live as a thoroughgoing skeptic, nor needs to, since reason offers degrees of probability where it cannot offer proof.',
    },
    {
      issue: 'reality',
      position:
        'Reality consists of simple, mind-like substances, the monads, and bodies are their well founded appearances.',
    },
  ],
  arguments: [
    // certainty
    {
      id: 'leibniz-primary-truths',
      issue: 'certainty',
      claim:
        'Two kinds of truth are certain: identical truths of reason, such as that a thing is what it is, and the bare fact that I am thinking now.',
      support:
        'The first cannot be denied without contradiction, and the second reaches me with no middle step, since nothing stands between my awareness and the thought it is aware of. Every other certainty is built on these two foundations.',
      gist: "identical truths and the immediate fact of one's own thinking are both certain",
      concepts: ['certainty', 'truth-of-reason', 'reflection', 'knowledge'],
      questions: [
        'Is anything absolutely certain?',
        'What can we be completely sure of?',
        'Where does certain knowledge begin?',
      ],
      premise:
        'It assumes that a truth whose denial contradicts itself, or whose denial is itself an act of thinking, is beyond doubt, and I know no skeptic who escapes that net.',
      implication:
        'The skeptic stands on solid ground even while he doubts, since his own doubting is one of the certainties he cannot remove.',
      attacks: ['hume-certainty-ideas-only'],
      concedes: ['hume-perceptions-known-directly'],
      followUp: 'Can you doubt that you are doubting at this very moment?',
      work: 'New Essays on Human Understanding, book 4',
    },
    {
      id: 'leibniz-let-us-calculate',
      issue: 'certainty',
      claim:
        'A slip in proving is a fault in the prover, not in the truth, and reasoning can be made as easy to check as arithmetic.',
      support:
        'Give our concepts a precise notation and an error of thought becomes an error of reckoning, found by working the lines again. Two philosophers who disagree would then sit down and reckon it out, as clerks settle a quarrel over a ledger.',
      gist: 'errors in proof belong to the prover, and a precise notation lets reasoning be checked like arithmetic',
      concepts: ['certainty', 'mathematics', 'truth-of-reason'],
      questions: [
        'Can we not make mistakes even in mathematics?',
        'If people get proofs wrong, how can a proof be certain?',
        'Could philosophical arguments ever be settled like sums?',
      ],
      premise:
        'It assumes our complex concepts can be broken into simple ones and written in signs, and the progress of algebra shows how far that road can go.',
      implication:
        'Most quarrels in philosophy would end not in victory but in a correction of the working, which is a happier ending for everyone.',
      attacks: ['hume-proof-becomes-probability'],
      concedes: [],
      followUp: 'If you doubt a long sum, do you stop trusting arithmetic, or do you add it up again?',
      work: 'The Art of Discovery',
    },
    {
      id: 'leibniz-phenomena-hang-together',
      issue: 'certainty',
      claim:
        'For matters of fact we cannot have demonstration, but we can have certainty enough for life, and it comes from the way our appearances hang together.',
      support:
        'Real appearances are vivid, varied and consistent with one another, and they let us predict what comes next, while dreams break off and contradict the day. Even a dream that kept such order for a whole life would be real enough for every practical purpose.',
      gist: 'appearances that are vivid, coherent and predictive give all the certainty practical life needs',
      concepts: ['certainty', 'phenomena', 'experience', 'probability'],
      questions: [
        'How do I know I am not dreaming?',
        'Can we be sure the world around us is real?',
        'How can anyone be certain about facts?',
      ],
      premise:
        'It assumes that order among our perceptions is the mark of reality, and I ask what other mark anyone has ever actually used.',
      implication:
        'The old worry about dreaming loses its sting, since a perfectly orderly dream would differ from waking life only in name.',
      attacks: ['hume-certainty-ideas-only'],
      concedes: [],
      followUp: 'What would a dream have to do before you called it waking life?',
      work: 'On the Method of Distinguishing Real from Imaginary Phenomena',
    },
    // innate ideas
    {
      id: 'leibniz-veined-marble',
      issue: 'innate-ideas',
      claim:
        'The mind is not a blank tablet but a block of veined marble, whose grain already favours some shapes over others.',
      support:
        'If the veins in a block traced the figure of Hercules, the sculptor would only need to uncover him, and experience is that sculptor. Ideas and truths lie in us as inclinations and dispositions, waiting for the occasion that brings them to light.',
      gist: 'the mind is like veined marble, holding ideas as dispositions before experience',
      concepts: ['innate-idea', 'blank-slate', 'veined-marble', 'experience'],
      questions: [
        'Are we born with ideas?',
        'Is the mind a blank slate at birth?',
        'Do babies come into the world already knowing something?',
      ],
      premise:
        'It rests on distinguishing what is actually thought from what is present as a tendency, a distinction we make whenever we call a child musical before she has played a note.',
      implication:
        'Teaching is more like uncovering than filling, which is why a good teacher asks questions rather than pours in answers.',
      attacks: ['hume-copy-principle', 'hume-innate-word-quarrel'],
      concedes: [],
      followUp:
        'If the mind were truly blank, why would it take to geometry so much more readily than to nonsense?',
      work: 'New Essays on Human Understanding, preface',
    },
    {
      id: 'leibniz-except-the-intellect',
      issue: 'innate-ideas',
      claim:
        'Nothing is in the understanding that was not first in the senses, except the understanding itself.',
      support:
        'Being, unity, substance, cause, sameness and inference are never seen or touched; the mind finds them by turning back on itself, for it is innate to itself. No sense ever delivered the idea of one thing, yet every report of the senses presupposes it.',
      gist: 'the understanding itself, with ideas like being, unity and substance, does not come from the senses',
      concepts: ['innate-idea', 'experience', 'reflection', 'idea'],
      questions: [
        'Does everything we know come through the five senses?',
        'Where do ideas like unity or existence come from?',
        'Is there anything in the mind that the senses did not put there?',
      ],
      premise:
        'It assumes the mind can attend to its own acts, and you are doing exactly that whenever you notice that you are thinking.',
      implication:
        'The old maxim of the schools is true with one exception, and that exception contains the whole of metaphysics.',
      attacks: ['hume-copy-principle', 'hume-reflection-is-impression'],
      concedes: [],
      followUp: 'Which of your senses showed you what it is for something to be one thing?',
      work: 'New Essays on Human Understanding, book 2',
    },
    {
      id: 'leibniz-necessity-not-from-examples',
      issue: 'innate-ideas',
      claim:
        'Experience gives examples, and no heap of examples can show that something must always hold, so that knowledge has to come from within.',
      support:
        'A child can check with pebbles that two and two make four a hundred times over, yet the hundredth check adds nothing to the certainty that it could never be otherwise. The necessity is seen by the mind, not counted by the senses.',
      gist: 'no number of examples yields necessity, so necessary truths must come from the mind itself',
      concepts: ['innate-idea', 'truth-of-reason', 'experience', 'mathematics'],
      questions: [
        'Can we learn mathematics just from experience?',
        'Why are some truths necessary?',
        'How do we know that two plus two must make four?',
      ],
      premise:
        'It assumes that knowing a thing must be so differs from knowing it has been so, and I doubt anyone seriously confuses the two.',
      implication:
        'Every schoolchild who follows a proof already holds something that no amount of observation could have handed him.',
      attacks: ['hume-copy-principle', 'hume-missing-shade'],
      concedes: [],
      followUp: 'How many more pebbles would it take to prove that two and two could never make five?',
      work: 'New Essays on Human Understanding, preface',
    },
    {
      id: 'leibniz-small-perceptions',
      issue: 'innate-ideas',
      claim:
        'A thing can be in the mind without our noticing it, for we perceive far more than we are aware of.',
      support:
        'The roar of the sea on a beach is made of the sound of each wave, none of which we hear apart, yet each must be heard a little or the sum would be silence. Innate truths lie in us in the same unnoticed way.',
      gist: 'the mind holds far more than it notices, like the unheard waves inside the roar of the sea',
      concepts: ['perception', 'innate-idea', 'idea'],
      questions: [
        'How can an idea be in my mind if I have never thought of it?',
        'Do we perceive things without noticing them?',
        'Is there such a thing as unconscious knowledge?',
      ],
      premise:
        'It assumes that a large effect is made of small ones, which is the rule of continuity that nature never breaks.',
      implication:
        "Locke's objection that nothing can be in the mind unnoticed falls, and with it the chief argument against innate ideas.",
      attacks: ['hume-innate-word-quarrel'],
      concedes: [],
      followUp: 'If you cannot hear one wave on its own, how do you hear the sea at all?',
      work: 'New Essays on Human Understanding, preface',
    },
    // causation
    {
      id: 'leibniz-no-windows',
      issue: 'causation',
      claim:
        'Created things never pass anything into one another, for the simple substances have no windows through which something could come in or go out.',
      support:
        'What we call one body acting on another is an agreement set up from the beginning, each substance unfolding its own states in step with all the rest. Think of two clocks made by one master, which keep perfect time together though no cord joins them.',
      gist: 'nothing passes between created things, and what looks like causing is a harmony set up in advance',
      concepts: ['cause', 'monad', 'pre-established-harmony', 'necessary-connection'],
      questions: [
        'Does one thing really act on another?',
        'How do the mind and the body interact?',
        'What really happens when one thing pushes another?',
      ],
      premise:
        'It assumes a simple substance has no parts that could be pushed or received, and a thing without parts has no door.',
      implication:
        'The regularities we observe are real and not merely our habit, yet they rest on a plan rather than on pushes.',
      attacks: ['hume-necessity-in-mind'],
      concedes: ['hume-billiard-no-power'],
      followUp:
        'If no push passes between things, what better explanation of their agreement is there than a common author?',
      work: 'Monadology, section 7',
    },
    {
      id: 'leibniz-force-within',
      issue: 'causation',
      claim:
        'There is more in bodies than shape and motion: each substance holds an active force, a striving, from which its next state follows.',
      support:
        'Descartes thought the quantity of motion was conserved, and he was wrong: what nature keeps constant is living force, measured by the work a body can do. We feel such striving in ourselves whenever one thought presses on toward the next.',
      gist: 'every substance contains an active force from which its following states arise',
      concepts: ['cause', 'necessary-connection', 'monad', 'law-of-nature'],
      questions: [
        'Is there real force in nature?',
        'What makes things move?',
        'Is causation just one thing following another?',
      ],
      premise:
        'It assumes that what a body can do belongs to it now and not only later, and a raised weight that is able to fall shows exactly that.',
      implication:
        'Physics rests on metaphysics, since its central quantity is a power that no eye has ever seen.',
      attacks: ['hume-billiard-no-power', 'hume-will-power-hidden'],
      concedes: [],
      followUp:
        'If there is nothing in a raised weight but its position, why does it matter how high it was lifted?',
      work: 'Discourse on Metaphysics, section 17',
    },
    {
      id: 'leibniz-easiest-path',
      issue: 'causation',
      claim:
        'Reason can reach a law of nature by a shorter road than trial and error, by asking what the wisest way would be.',
      support:
        'Assume that light goes from one point to another by the easiest path, and the law of its bending as it enters water follows by calculation. Final causes, the reasons of the best, are a guide to efficient ones.',
      gist: 'reasoning about the wisest way can discover laws of nature, as with the path of light',
      concepts: ['cause', 'law-of-nature', 'sufficient-reason', 'reason-faculty'],
      questions: [
        'Can we know causes without experiments?',
        'Can reason discover the laws of nature?',
        'Do we need experience to know what causes what?',
      ],
      premise:
        'It assumes nature is governed by an author who chooses the best, and the success of this method in optics is some evidence for that.',
      implication: 'Purpose returns to physics, not as a rival to mechanism but as a shortcut to its laws.',
      attacks: ['hume-adam-no-a-priori'],
      concedes: [],
      followUp: 'If a principle of economy predicts a measurement correctly, is that only good luck?',
      work: 'Discourse on Metaphysics, section 22',
    },
    // induction
    {
      id: 'leibniz-three-quarters-empirics',
      issue: 'induction',
      claim:
        'In three quarters of what we do, we expect the future just as the beasts do, from memory of what went together before.',
      support:
        'A dog shown the stick that once beat it whimpers and runs, and we await daylight because every night so far has ended. This is a shadow of reasoning, useful and often right, but it cannot tell us why.',
      gist: 'most human expectation runs on memory, as in beasts, and cannot say why',
      concepts: ['induction', 'custom', 'animals', 'sunrise'],
      questions: [
        'Are we just creatures of habit?',
        'Do animals reason about the future?',
        'Why do we expect tomorrow to be like today?',
      ],
      premise:
        'It assumes that expecting a thing and knowing why it must come are different states, and the bewilderment of the creature of habit when his rule fails proves it.',
      implication:
        'The skeptic has described the beast in us very well, and mistaken it for the whole human being.',
      attacks: [],
      concedes: ['hume-custom-guide', 'hume-animals-reason-too'],
      followUp: 'When an expectation of yours fails, what do you reach for, another habit or a reason?',
      work: 'Monadology, sections 26 to 28',
    },
    {
      id: 'leibniz-astronomer-and-polar-night',
      issue: 'induction',
      claim:
        "The astronomer expects tomorrow's dawn for a reason, and that reason also tells him where and when it will not come.",
      support:
        'A traveller used to days and nights of a single length is baffled in the far north, where the sun stays down for weeks; the astronomer, who knows why day follows night, foresaw it. Custom repeats the past, while reason knows its limits.',
      gist: 'reason knows why the sun rises and so foresees the exceptions that custom misses',
      concepts: ['induction', 'sunrise', 'custom', 'sufficient-reason'],
      questions: [
        'Does a scientist know the sun will rise, or just expect it?',
        'Is there a difference between habit and scientific prediction?',
        'How do we know the sun will rise tomorrow?',
      ],
      premise:
        'It assumes that understanding the cause of a regularity is more than having seen it often, and the traveller in the arctic winter is my witness.',
      implication:
        'Science is not a better trained habit but a different kind of knowing, one that can predict its own surprises.',
      attacks: ['hume-custom-guide', 'hume-astronomer-assumes'],
      concedes: [],
      followUp:
        'If habit alone guided us, how could anyone predict an eclipse that no living person had seen?',
      work: 'New Essays on Human Understanding, preface',
    },
    {
      id: 'leibniz-induction-needs-reason',
      issue: 'induction',
      claim:
        'A sunless tomorrow involves no contradiction, yet expecting the sun is more than habit: it is inference from laws chosen for reasons.',
      support:
        "Induction works only with help from principles it cannot supply itself: that the simpler hypothesis is to be preferred, and that the same cause in the same circumstances gives the same effect. These are reason's contribution to every experiment.",
      gist: 'induction needs principles of reason, such as simplicity and like causes giving like effects',
      concepts: ['induction', 'sufficient-reason', 'law-of-nature', 'probability'],
      questions: [
        'Is induction rational?',
        'Can we justify scientific generalisations?',
        'Is predicting the future anything more than guessing?',
      ],
      premise:
        'It assumes a principle may be known to be true without being learned from instances, which is the very point the dispute over innate ideas is about.',
      implication:
        'Induction is not a leap in the dark but a partnership between the senses and reason, each doing what the other cannot.',
      attacks: ['hume-sun-may-not-rise'],
      concedes: [],
      followUp: 'When two hypotheses fit the same facts, why do you prefer the simpler one?',
      work: 'New Essays on Human Understanding, book 4',
    },
    // truths of reason
    {
      id: 'leibniz-two-great-principles',
      issue: 'truths-of-reason',
      claim:
        'Our reasoning rests on two great principles: contradiction, which governs necessary truths, and sufficient reason, which governs truths of fact.',
      support:
        'A truth of reason can be broken down until it meets an identity, and its opposite is impossible. A truth of fact has a possible opposite, yet it too has a reason why it is so, even when that reason is known only to God.',
      gist: 'necessary truths rest on the principle of contradiction and truths of fact on sufficient reason',
      concepts: ['truth-of-reason', 'matter-of-fact', 'sufficient-reason', 'contradiction'],
      questions: [
        'What is the difference between a necessary truth and a fact?',
        'What are truths of reason?',
        'What principles does all reasoning rest on?',
      ],
      premise:
        'It assumes that every truth has some ground, and I have never met a truth that was simply true for no reason at all.',
      implication:
        'Facts are not beneath reason, only beyond our finite analysis, so there is always more to understand in them.',
      attacks: ['hume-fork'],
      concedes: [],
      followUp: 'If a fact had no reason at all, what would it even mean to explain it?',
      work: 'Monadology, sections 31 to 36',
    },
    {
      id: 'leibniz-caesar-concept',
      issue: 'truths-of-reason',
      claim:
        'Even a contingent fact is contained in its subject: that Caesar would cross the Rubicon was part of the complete idea of Caesar.',
      support:
        'Yet it is not necessary, because unfolding that idea would take an infinite analysis reaching through the whole universe, which only God completes at a glance. It resembles the comparison of two lengths with no common measure, a division that never ends.',
      gist: "every true fact is contained in its subject's complete concept, though only God can finish the analysis",
      concepts: ['matter-of-fact', 'truth-of-reason', 'sufficient-reason'],
      questions: [
        'Was Caesar bound to cross the Rubicon?',
        'Are historical facts true by necessity?',
        'Do facts have reasons the way mathematical truths do?',
      ],
      premise:
        'It assumes that in every true statement the predicate belongs to the subject, which is what I take truth itself to consist in.',
      implication:
        'Everything that will happen to you was already in your complete concept, yet it remains contingent, because it was chosen among possibles.',
      attacks: ['hume-fork', 'hume-history-is-fact'],
      concedes: [],
      followUp:
        'If a statement is true, what else can its truth consist in than the predicate belonging to the subject?',
      work: 'Discourse on Metaphysics, section 13',
    },
    {
      id: 'leibniz-reason-rules-every-world',
      issue: 'truths-of-reason',
      claim:
        'Necessary truths tell us about this world because they hold of every possible world, and this one is among them.',
      support:
        'No world God could create contains a square circle or a number both odd and even, so before looking I know that whatever I meet will obey arithmetic. Reason does not tell me which world exists, but it draws the borders of all of them.',
      gist: 'necessary truths hold of every possible world, so they bind the actual one too',
      concepts: ['truth-of-reason', 'possibility', 'mathematics', 'reality'],
      questions: [
        'Does logic tell us anything about reality?',
        'Can reason alone tell us about the world?',
        'Why does mathematics apply to nature?',
      ],
      premise:
        'It assumes that what is contradictory cannot exist, and whoever denies that has already stopped saying anything.',
      implication:
        'A sound proof is knowledge about everything that could ever exist, which is more than any telescope can offer.',
      attacks: ['hume-math-silent-on-existence'],
      concedes: [],
      followUp: 'Can you describe a world, however strange, in which two and two make five?',
      work: 'Monadology, section 33',
    },
    {
      id: 'leibniz-armchair-reads-necessity',
      issue: 'truths-of-reason',
      claim:
        'What reason reads from the armchair are the necessary laws, of number, order and the principles every world must keep, not the facts of this one.',
      support:
        'Which horse wins a race, or whether it rains tomorrow, is a truth of fact: its opposite is possible, so only looking will tell. Even there reason helps, for it tells you what must hold whatever happens.',
      gist: 'the armchair yields necessary laws, not the facts of this world, which must be looked at',
      concepts: ['truth-of-reason', 'matter-of-fact', 'possibility', 'experience'],
      questions: [
        'Can you really read the laws of the world from an armchair?',
        'If reason can read the laws of the world, why can it not tell me who will win?',
        'Do you need to leave the armchair to know anything?',
      ],
      premise:
        'It rests on my distinction between truths of reason, whose opposite is impossible, and truths of fact, whose opposite is possible.',
      implication: 'A philosopher in his chair can prove what must be, and must still ask the world what is.',
      attacks: [],
      concedes: [],
      followUp: 'Is there anything you are sure of that no amount of looking could overturn?',
      work: 'the New Essays, preface; the Monadology, sections 33 to 36',
    },
    // sufficient reason
    {
      id: 'leibniz-archimedes-balance',
      issue: 'sufficient-reason',
      claim:
        'An event with no reason for being so rather than otherwise is impossible, and being able to imagine one does not make it possible.',
      support:
        'Archimedes saw that a balance with equal weights on equal arms stays level, since nothing favours one side over the other. Take the principle away and we could not even say why the balance fails to tip.',
      gist: 'nothing happens without a reason why it is so and not otherwise',
      concepts: ['sufficient-reason', 'cause', 'possibility'],
      questions: [
        'Does everything have a reason?',
        'Could something happen for no reason at all?',
        'What is the principle of sufficient reason?',
      ],
      premise:
        'It assumes that what has no reason to be thus rather than otherwise would simply not be, and every balance in every market confirms it.',
      implication:
        'There are no brute facts anywhere, so the question why can always be asked, even about the world as a whole.',
      attacks: ['hume-uncaused-conceivable'],
      concedes: [],
      followUp: 'If an event can happen for no reason, why does it happen now and not a moment earlier?',
      work: 'Second letter to Clarke',
    },
    {
      id: 'leibniz-world-shifted',
      issue: 'sufficient-reason',
      claim:
        'The principle of reason settles questions that no experiment could touch, for instance whether space is a real container.',
      support:
        'If space were an empty box, God would have had no reason to set the world here rather than turned east for west or moved along, so he could not have chosen at all. Hence space is only the order in which things stand together.',
      gist: 'the principle of reason proves that space is an order of things, not an empty container',
      concepts: ['sufficient-reason', 'space-time', 'god'],
      questions: [
        'Is space a real thing?',
        'What can the principle of sufficient reason prove?',
        'Could the whole universe have been placed somewhere else?',
      ],
      premise:
        'It assumes God does nothing without a reason, which is only to say that a wise being does not choose blindly.',
      implication:
        "Newton's absolute space, for all its use in calculation, is a thing of the imagination, not of nature.",
      attacks: ['hume-cause-maxim-from-experience', 'hume-ignorance-staved-off'],
      concedes: [],
      followUp: 'What would be different if the whole world were moved a mile to the east?',
      work: 'Third letter to Clarke',
    },
    {
      id: 'leibniz-no-two-leaves',
      issue: 'sufficient-reason',
      claim: 'Without inspecting them all, we can know that no two things in nature are perfectly alike.',
      support:
        "Two indistinguishable things would leave God no reason to put this one here and that one there. A gentleman once searched a princess's garden for two identical leaves and came back empty handed, exactly as the principle said they would.",
      gist: 'no two things in nature are exactly alike, as the principle of reason requires',
      concepts: ['sufficient-reason', 'identity-of-indiscernibles', 'reality'],
      questions: [
        'Are any two things exactly alike?',
        'Can reason tell us things we have not observed?',
        'Are there perfect copies anywhere in nature?',
      ],
      premise:
        "It assumes the principle of sufficient reason holds for God's choices too, and a choice without a reason would be no choice at all.",
      implication:
        'Every snowflake and every grain of sand is an individual with its own character, however much they seem the same.',
      attacks: ['hume-ignorance-staved-off'],
      concedes: [],
      followUp: 'Have you ever found two things that differed in nothing but their place?',
      work: 'Fourth letter to Clarke',
    },
    {
      id: 'leibniz-reason-not-habit',
      issue: 'sufficient-reason',
      claim:
        'Sufficient reason is no habit picked up from experience, since even the skeptic must use it to explain where our habits come from.',
      support:
        'Experience never shows that everything has a reason; it shows only that many things have. Yet whoever explains belief in causes by custom is offering custom as the reason for that belief, and so trusts the principle he doubts.',
      gist: 'even explaining belief by custom quietly relies on the principle of sufficient reason',
      concepts: ['sufficient-reason', 'custom', 'cause', 'experience'],
      questions: [
        'Is the principle of sufficient reason just an assumption?',
        'Where does our belief that everything has a cause come from?',
        'Can the principle of sufficient reason be proved?',
      ],
      premise:
        'It assumes that a principle used in every explanation, including explanations of doubt, is not optional, and I invite anyone to explain anything without it.',
      implication:
        'Skepticism about reasons refutes itself the moment it offers its own account of why we believe.',
      attacks: ['hume-cause-maxim-from-experience', 'hume-uncaused-conceivable'],
      concedes: [],
      followUp: 'When you explain a belief by its cause, which principle are you relying on?',
      work: 'Monadology, section 32',
    },
    // miracles
    {
      id: 'leibniz-miracle-in-the-plan',
      issue: 'miracles',
      claim:
        'A miracle breaks no law of reason; it only exceeds the powers of created things, and it was written into the order of the world from the start.',
      support:
        "The laws of nature are God's subordinate maxims, the general habits of his working, and a miracle belongs to a more general order that we cannot see. A count of ordinary cases tells us what usually happens, not what can.",
      gist: 'miracles exceed the powers of creatures yet belong to the general order God chose from the beginning',
      concepts: ['miracle', 'law-of-nature', 'god', 'possibility'],
      questions: [
        'Do miracles break the laws of nature?',
        'Is a miracle against reason?',
        'Can a miracle happen in a world governed by laws?',
      ],
      premise:
        'It assumes that the laws of nature are choices of the best rather than necessities, and their contingency is the very point on which the skeptic agrees with me.',
      implication:
        'Whether a miracle happened is a question of evidence about a fact, not one settled beforehand by the mere idea of law.',
      attacks: ['hume-miracle-weigh', 'hume-logic-of-probability'],
      concedes: [],
      followUp:
        'If the laws of nature were chosen, why could their chooser not make an exception for a better reason?',
      work: 'Discourse on Metaphysics, section 7',
    },
    {
      id: 'leibniz-weigh-testimony',
      issue: 'miracles',
      claim:
        'Testimony deserves a careful logic of degrees rather than a blanket rule, and some reports of the extraordinary pass its tests.',
      support:
        'Lawyers long ago graded proofs by the number, independence and character of witnesses, and we trust the historians of Alexander without having seen him. The same scales, used honestly, must weigh religious reports one case at a time.',
      gist: 'testimony must be weighed case by case by a logic of probability, not rejected wholesale',
      concepts: ['testimony', 'probability', 'miracle', 'belief'],
      questions: [
        'Can we ever trust eyewitnesses to something amazing?',
        'How should testimony be weighed?',
        'Is all testimony to miracles worthless?',
      ],
      premise:
        'It assumes that probability has rules that can be studied like those of certainty, and the mathematics of games of chance already shows it.',
      implication:
        'Neither the credulous nor the scornful are reasoning, since both decide before they weigh.',
      attacks: ['hume-miracle-witnesses'],
      concedes: ['hume-testimony-weighed'],
      followUp: 'Would you accept a report if many independent witnesses with nothing to gain agreed on it?',
      work: 'New Essays on Human Understanding, book 4',
    },
    {
      id: 'leibniz-above-not-against',
      issue: 'miracles',
      claim:
        'The mysteries of faith are above reason, not against it: reason cannot prove them, but it cannot show them impossible either.',
      support:
        "What contradicts a necessary truth must be rejected, whatever the testimony. What merely surpasses our experience is like a ship's account of lands we have never visited: unfamiliar, but not absurd.",
      gist: 'miracles and mysteries are above reason without being contrary to it',
      concepts: ['miracle', 'truth-of-reason', 'experience', 'god'],
      questions: [
        'Is believing in miracles irrational?',
        'Can faith and reason agree?',
        'Does religion contradict reason?',
      ],
      premise:
        'It assumes that only a contradiction makes a thing impossible, and that experience, however long, never amounts to one.',
      implication:
        'A reasonable person may hold a belief he cannot prove, provided no one can prove it absurd.',
      attacks: ['hume-indian-prince', 'hume-miracle-weigh'],
      concedes: [],
      followUp: 'Is a thing impossible merely because you have never seen it?',
      work: 'Theodicy, Preliminary Discourse',
    },
    // proofs of God
    {
      id: 'leibniz-eternal-truths-need-mind',
      issue: 'god-proof',
      claim:
        'The eternal truths must reside in something real, and only an eternal understanding can hold them, so God exists.',
      support:
        "Before any person lived it was already true that a triangle's angles make two right angles, and a truth is not nothing. Possibilities too need a ground, and that ground is God's understanding, the region of the eternal truths.",
      gist: 'eternal truths must exist in an eternal understanding, which is God',
      concepts: ['god', 'truth-of-reason', 'necessary-being', 'mathematics'],
      questions: [
        'Does mathematics prove that God exists?',
        'Where do eternal truths live?',
        'Would two plus two make four if no minds existed?',
      ],
      premise:
        'It assumes that whatever is real in possibilities must be founded in something existing, for nothing has no properties at all.',
      implication: 'Every proof in geometry is, without knowing it, a glimpse into the mind of God.',
      attacks: ['hume-math-silent-on-existence', 'hume-no-necessary-being'],
      concedes: [],
      followUp: 'If no mind had ever existed, where would the truth about triangles be?',
      work: 'Monadology, section 43',
    },
    {
      id: 'leibniz-book-of-geometry',
      issue: 'god-proof',
      claim:
        'An endless chain of causes still leaves unexplained why there is any chain at all, so the reason must lie outside it.',
      support:
        'Suppose a book of geometry was copied from an earlier copy, and that from another, forever back. Each copy is explained by its model, yet we are never told why this book exists, or why there are any books at all.',
      gist: 'an endless series of causes still needs a reason outside itself for existing at all',
      concepts: ['god', 'necessary-being', 'sufficient-reason', 'cause'],
      questions: [
        'Why is there something at all, rather than nothing?',
        'Could the universe have always existed without a creator?',
        'What is the cosmological argument?',
      ],
      premise:
        'It assumes that the whole series of contingent things is itself contingent and so needs a reason, which is just what sufficient reason demands.',
      implication:
        'The ultimate reason of things must be a being that carries the reason for its existence within itself.',
      attacks: ['hume-chain-whole'],
      concedes: [],
      followUp: 'If each copy explains the next, what explains that the whole library exists?',
      work: 'On the Ultimate Origination of Things',
    },
    {
      id: 'leibniz-possible-so-actual',
      issue: 'god-proof',
      claim:
        'If a necessary being is possible, it exists, and nothing can show it impossible, since it has no limits that could clash.',
      support:
        'The proof from the idea of a most perfect being, as Descartes gave it, moved too fast; it first had to show the idea is coherent. Perfections are simple and positive qualities, so none can contradict another, and the proof goes through.',
      gist: 'a necessary being exists if it is possible, and its possibility cannot be refuted',
      concepts: ['god', 'necessary-being', 'possibility', 'contradiction'],
      questions: [
        "Can God's existence be proved by logic?",
        'What is the ontological argument?',
        'Does the idea of a perfect being prove it exists?',
      ],
      premise:
        'It assumes that existence is contained in the concept of a necessary being, which is simply what the word necessary means.',
      implication: 'Only God is in this position: for him, to be possible is already to exist.',
      attacks: ['hume-no-necessary-being'],
      concedes: [],
      followUp: 'Can you find any contradiction in the idea of a being without limits?',
      work: 'Monadology, section 45',
    },
    {
      id: 'leibniz-harmony-proves-god',
      issue: 'god-proof',
      claim:
        'The agreement of countless substances that never touch one another is the plainest proof that one wise author arranged them.',
      support:
        'Picture several choirs singing in separate rooms, out of sight and hearing of each other, yet in perfect harmony, because each follows a score by the same composer. Nothing but a common author explains such agreement.',
      gist: 'the agreement of substances that never interact proves a single wise author',
      concepts: ['god', 'pre-established-harmony', 'monad', 'design-argument'],
      questions: [
        'Is the order of the world evidence of God?',
        'What is the argument from design?',
        'Does the harmony of nature prove there is a creator?',
      ],
      premise:
        'It assumes that substances with no influence on each other could not agree by chance, and the odds against it are beyond any counting.',
      implication:
        'Every ordinary perception, your seeing this room for instance, is a small daily proof of God.',
      attacks: ['hume-design-analogy', 'hume-infant-deity'],
      concedes: [],
      followUp: 'If the substances never touch, what else could explain their keeping time together?',
      work: 'New System of Nature, and the replies to Bayle',
    },
    // the self
    {
      id: 'leibniz-mill',
      issue: 'self',
      claim:
        'A mere bundle could never perceive anything; only a true unity, a simple substance, can take in many things at once.',
      support:
        'Enlarge a thinking machine until you can walk inside it as into a mill, and you will find parts pushing one another, never a perception. Perception must therefore belong to something simple, and that is the soul.',
      gist: 'perception needs a simple unity, since a collection of parts could never perceive',
      concepts: ['self', 'monad', 'perception', 'bundle'],
      questions: [
        'Is the self just a collection of perceptions?',
        'Could a machine have a mind?',
        'What is the soul?',
      ],
      premise:
        'It assumes that perceiving unites many things in one act, and that a heap cannot unite anything, since each part stays outside the others.',
      implication: 'No arrangement of parts, however clever, will ever add up to someone who sees.',
      attacks: ['hume-bundle', 'hume-appendix-knot'],
      concedes: [],
      followUp: 'Who is it that notices the bundle, if not something that is one?',
      work: 'Monadology, section 17',
    },
    {
      id: 'leibniz-reflection-finds-self',
      issue: 'self',
      claim:
        'Turning inward, I find not only passing perceptions but the one who has them, and this is the first of all experiences.',
      support:
        'To notice a perception as mine is already to grasp myself as its subject; this is what I call apperception, and the beasts lack it. Whoever looks inward and reports finding no self has just told us who did the looking.',
      gist: 'reflection reveals the self who has perceptions, not only the perceptions themselves',
      concepts: ['self', 'reflection', 'perception'],
      questions: [
        'When you look inside yourself, what do you find?',
        'Do we have direct knowledge of the self?',
        'Can introspection show that I exist?',
      ],
      premise:
        'It assumes that each perception is had by someone, and a perception belonging to nobody is something nobody has ever described.',
      implication:
        'Self knowledge is the doorway to metaphysics, since in knowing myself I learn what a substance is.',
      attacks: ['hume-bundle', 'hume-reflection-is-impression'],
      concedes: [],
      followUp: 'When you say you found only perceptions, who was it that found them?',
      work: 'Principles of Nature and Grace, section 4',
    },
    {
      id: 'leibniz-memory-and-the-soul',
      issue: 'self',
      claim:
        'Personal identity is no fiction of the imagination: it rests on a real soul, and it shows itself in memory and awareness of oneself.',
      support:
        "A river may keep its name while its water changes, but I know myself as one who remembers, regrets and answers for yesterday's deeds. The soul that perceives is one and the same, which is why praise and punishment make sense.",
      gist: 'personal identity rests on a real soul and shows itself in memory and self-awareness',
      concepts: ['self', 'reflection', 'monad'],
      questions: [
        'Am I the same person I was as a child?',
        'What makes me the same person over time?',
        'Is personal identity an illusion?',
      ],
      premise:
        'It assumes that responsibility needs a real subject who persists, and no court ever punished one bundle for what another bundle did.',
      implication:
        'A soul that is naturally indestructible keeps its personhood, so death is a change of state and not an ending.',
      attacks: ['hume-commonwealth-self', 'hume-appendix-knot'],
      concedes: [],
      followUp:
        'If you are only a succession of perceptions, who deserves the credit for your last good deed?',
      work: 'Discourse on Metaphysics, section 34',
    },
    // the best world
    {
      id: 'leibniz-best-of-possibles',
      issue: 'best-world',
      claim:
        'This is the best of all possible worlds, because a wise, good and powerful God could choose no other.',
      support:
        'God surveys every possible world in his understanding and chooses the one with the richest variety under the simplest laws, as a fine architect gets the most building from his ground and his budget. Had a better world been possible, he would have chosen it.',
      gist: 'a wise, good and powerful God could only choose the best possible world',
      concepts: ['best-world', 'god', 'possibility', 'sufficient-reason'],
      questions: [
        'Is this really the best of all possible worlds?',
        'Why did God create this world and not another?',
        'What makes one world better than another?',
      ],
      premise:
        'It assumes God exists and is perfect, which I have argued on other grounds, and that a perfect chooser cannot choose the worse.',
      implication:
        'Complaining about the world is really claiming to know more of the whole than its author, a bold claim for a creature.',
      attacks: ['hume-epicurus-questions', 'hume-infant-deity'],
      concedes: [],
      followUp: 'If you were designing a world, how would you improve it without upsetting everything else?',
      work: 'Theodicy',
    },
    {
      id: 'leibniz-evil-in-the-whole',
      issue: 'best-world',
      claim:
        'A world containing some evil can be better than one without, just as a good general accepts a wound to win a great victory.',
      support:
        'A well placed discord makes the resolution in music sweeter, and a little bitterness sharpens our taste for what is sweet. God does not will evil for itself, but permits it where removing it would spoil a greater good.',
      gist: 'some evil can make the whole better, as a discord improves the music around it',
      concepts: ['evil', 'best-world', 'god'],
      questions: [
        'Why does God allow suffering?',
        'How can there be evil if God is good?',
        'Is evil necessary for good?',
      ],
      premise:
        'It assumes that the goodness of a whole is not the sum of the goodness of its parts, and any composer or cook will confirm it.',
      implication:
        'We may mourn an evil and still admit that the world is better with its consequences than without them.',
      attacks: ['hume-epicurus-questions', 'hume-live-again'],
      concedes: [],
      followUp: 'Would you erase every hardship from your own life, along with everything it taught you?',
      work: 'Theodicy, part 1',
    },
    {
      id: 'leibniz-a-corner-of-the-canvas',
      issue: 'best-world',
      claim:
        'We judge the whole universe from a tiny corner of it, and a corner is the worst place from which to judge the plan of anything.',
      support:
        'Uncover only a small patch of a fine canvas and you see a meaningless smear of colour; step back and the design appears. Our earth is a speck among the stars, and our few years are a moment.',
      gist: 'humans judge the universe from a tiny fragment and cannot see its design',
      concepts: ['best-world', 'evil', 'reality'],
      questions: [
        'How can we call the world good when we see so much suffering?',
        'Are we in a position to judge whether the world is good?',
        'Is the suffering we see evidence against God?',
      ],
      premise:
        'It assumes the part we see is tiny compared with the whole, and astronomy leaves no doubt about that.',
      implication:
        'Our verdicts on the world must be modest, which is a lesson the skeptic of all people should welcome.',
      attacks: ['hume-live-again', 'hume-four-circumstances'],
      concedes: [],
      followUp: 'Would you condemn a whole poem after reading a single line of it?',
      work: 'On the Ultimate Origination of Things',
    },
    {
      id: 'leibniz-general-laws',
      issue: 'best-world',
      claim:
        'God governs by general laws rather than constant exceptions, and a world patched at every mishap would be a worse world, not a better one.',
      support:
        'A ruler who must issue a special decree for every case governs worse than one whose laws foresee them. Simple laws yield endless variety, and the occasional harm they bring is the price of an order that rational creatures can understand and rely on.',
      gist: 'governing by general laws is better than patching each mishap, even at the cost of some harm',
      concepts: ['law-of-nature', 'best-world', 'evil', 'god'],
      questions: [
        'Why does God not prevent disasters?',
        'Could God not stop every earthquake?',
        'Why does nature follow its laws even when they hurt us?',
      ],
      premise:
        'It assumes that simplicity of means is part of perfection, which is why we admire the geometer who proves much from little.',
      implication:
        'Natural disasters are not punishments aimed at anyone, but side effects of laws that are good for the whole.',
      attacks: ['hume-four-circumstances'],
      concedes: [],
      followUp:
        'Would you prefer a world where fire burned only the wicked, and no one could predict anything?',
      work: 'Discourse on Metaphysics, section 5',
    },
    // reason and passion
    {
      id: 'leibniz-reasons-incline',
      issue: 'reason-passion',
      claim:
        'Passions and reasons are not two rival powers: a passion is a confused perception of some good, and a reason is the same perception made clear.',
      support:
        'The will always follows the greatest apparent good, and what appears good depends on how clearly we see. Reasons incline the will without forcing it, as a good counsellor sways a prince who could still refuse.',
      gist: 'passions are confused perceptions of good, and clear reasons incline the will',
      concepts: ['passion', 'reason-faculty', 'perception'],
      questions: [
        'Does reason or emotion drive what we do?',
        'Can reason alone motivate us?',
        'Are we ruled by our feelings?',
      ],
      premise:
        'It assumes that every desire aims at something seen as good, and I have never met anyone who wanted what looked wholly bad to him.',
      implication:
        'Growing wiser is growing freer, since the clearer our perceptions, the less the passions drag us.',
      attacks: ['hume-reason-slave', 'hume-calm-passions'],
      concedes: [],
      followUp: 'When a good argument changes your mind about what to do, was that a feeling or a reason?',
      work: 'New Essays on Human Understanding, book 2',
    },
    {
      id: 'leibniz-resolve-in-calm',
      issue: 'reason-passion',
      claim:
        'The passions are governed by cunning rather than by force, through resolutions taken in calm hours and habits built before the storm.',
      support:
        'Someone who knows he is tempted by gambling decides in a quiet moment never to enter the house, and turns his thoughts elsewhere when the urge comes. So reason commands the passions the way a pilot prepares for weather he cannot stop.',
      gist: 'reason rules the passions indirectly, by resolutions made in calm moments and trained habits',
      concepts: ['passion', 'reason-faculty', 'custom'],
      questions: [
        'How can we control our emotions?',
        'Can reason overcome desire?',
        'Is real self control possible?',
      ],
      premise:
        'It assumes that the mind can act on its own future states by arranging its circumstances, and every sensible dieter who empties his cupboard proves it.',
      implication:
        "Habit is not reason's enemy but its instrument, so the skeptic's custom becomes, in good hands, a tool of wisdom.",
      attacks: ['hume-calm-passions', 'hume-reason-slave'],
      concedes: [],
      followUp: 'Have you ever kept a promise to yourself against a strong desire, and what kept it?',
      work: 'New Essays on Human Understanding, book 2',
    },
    {
      id: 'leibniz-justice-like-arithmetic',
      issue: 'reason-passion',
      claim:
        'Justice is not a matter of taste: its rules are truths of reason, as certain as those of arithmetic and binding even on God.',
      support:
        'If justice were whatever the powerful or the feeling please, praising God as just would be empty, since he would be just by definition. Proportion and fair measure hold of any society, as numbers hold of any collection.',
      gist: 'justice consists of truths of reason, as eternal as arithmetic, not of feelings',
      concepts: ['is-ought', 'truth-of-reason', 'reason-faculty'],
      questions: [
        'Is morality just a matter of feeling?',
        'Are there moral truths?',
        'Can reason tell us what is right and wrong?',
      ],
      premise:
        "It assumes that goodness has a nature that even God's will respects, against those who make right depend on mere command.",
      implication:
        'Moral disagreements can be settled in principle, like disputes about sums, if we reason carefully enough.',
      attacks: ['hume-is-ought', 'hume-scratch-finger'],
      concedes: [],
      followUp: 'If cruelty to a child were approved by everyone, would it become just?',
      work: 'Meditation on the Common Concept of Justice',
    },
    // living with doubt
    {
      id: 'leibniz-no-one-lives-pyrrho',
      issue: 'living-with-doubt',
      claim:
        'Nobody can live as a thoroughgoing skeptic, and nobody needs to, for reason offers degrees of probability where it cannot offer proof.',
      support:
        'A merchant insures his ship without proof that it will sink, and a physician treats the likeliest illness. To refuse to act without demonstration is not caution but a kind of paralysis.',
      gist: "no one can live as a total skeptic, and reason's degrees of probability make it unnecessary",
      concepts: ['skepticism', 'probability', 'common-life', 'certainty'],
      questions: [
        'Can someone really doubt everything and still live?',
        'How do we act without certainty?',
        'Is skepticism a practical way to live?',
      ],
      premise:
        'It assumes that reason includes the art of weighing likelihoods, which our logic books neglect but which can be made rigorous.',
      implication: 'The true opposite of dogmatism is not doubt but a well made calculus of probabilities.',
      attacks: ['hume-backgammon'],
      concedes: ['hume-action-refutes-pyrrhonism'],
      followUp: 'When you decide without certainty, is that nature pushing you or reason weighing the odds?',
      work: 'New Essays on Human Understanding, book 4',
    },
    {
      id: 'leibniz-schools-right-in-affirming',
      issue: 'living-with-doubt',
      claim:
        'The skeptics are right to ask for proof of everything, even of axioms, and wrong only to deny that proof can be had.',
      support:
        'I would demonstrate even the axioms of geometry from definitions and identities, which Euclid took on trust. Such a demand is one I welcome rather than fear, for it is the road to a perfect science.',
      gist: 'skeptics rightly demand proof of everything and wrongly deny that proof is possible',
      concepts: ['skepticism', 'truth-of-reason', 'dogmatism', 'certainty'],
      questions: [
        'Is there anything good about skepticism?',
        'Should we question even our most basic principles?',
        'Are the skeptics right about anything?',
      ],
      premise:
        'It assumes that most axioms can be reduced to identities by analysis, a project I have pursued and recommend to everyone.',
      implication:
        'The skeptic, rightly understood, is an ally of the rationalist, driving him to prove what he once assumed.',
      attacks: ['hume-mitigated'],
      concedes: [],
      followUp: 'Which principle would you most like to see proved rather than assumed?',
      work: 'New Essays on Human Understanding, book 4',
    },
    // reality
    {
      id: 'leibniz-monads',
      issue: 'reality',
      claim:
        'Reality is made of simple substances, the monads, which have no parts or shape but have perceptions and appetites, much like souls.',
      support:
        'Whatever is composite is made of simpler things, and since extended matter can be divided without end, the true units cannot be extended at all. The only simple things we know from the inside are minds, so the elements of things must be mind-like.',
      gist: 'reality consists of simple, mind-like substances with perceptions and appetites',
      concepts: ['monad', 'reality', 'perception'],
      questions: [
        'What is the world ultimately made of?',
        'What is a monad?',
        'Is reality physical or mental?',
      ],
      premise:
        'It assumes there are composite things and that composites need genuine units, for a heap of heaps without end would never add up to anything.',
      implication:
        'Matter as we see it is not the foundation of reality but its appearance, and minds are the real bricks.',
      attacks: ['hume-no-idea-of-substance', 'hume-flames'],
      concedes: [],
      followUp: 'If everything can be divided forever, where do you find anything that is really one?',
      work: 'Monadology, section 3',
    },
    {
      id: 'leibniz-bodies-well-founded',
      issue: 'reality',
      claim:
        'Bodies are real, but as well founded appearances, like a rainbow, whose reality lies in the monads beneath them.',
      support:
        'A flock is real, yet its unity comes from the sheep and from our way of gathering them in one glance. A table is a flock of this kind, grounded in countless substances and appearing in agreement to every perceiver.',
      gist: 'bodies are well founded appearances grounded in the monads, like a rainbow',
      concepts: ['phenomena', 'monad', 'reality'],
      questions: [
        'Is the table in front of me real?',
        'Is matter an illusion?',
        'What are physical objects really?',
      ],
      premise:
        'It assumes that what is not truly one is not truly a being, so the reality of aggregates is borrowed from their members.',
      implication:
        'Physics remains true and useful, but it describes the orderly appearances of a world that is, at bottom, alive with perception.',
      attacks: ['hume-body-taken-for-granted'],
      concedes: [],
      followUp: 'Is an army one thing, or many soldiers seen together?',
      work: 'Letters to Arnauld',
    },
    {
      id: 'leibniz-garden-in-every-drop',
      issue: 'reality',
      claim:
        'Every portion of matter is a world of its own, a garden full of plants and a pond full of fish, each mirroring the whole universe.',
      support:
        'Microscopes show life within life in a drop of water, and reason says the division never ends. Each monad represents the whole universe from its own point of view, as a town looks different from every road that approaches it.',
      gist: 'every part of matter teems with life, and each monad mirrors the universe from its viewpoint',
      concepts: ['monad', 'reality', 'perception'],
      questions: [
        'Is there life everywhere?',
        'How is everything in the universe connected?',
        'What does it mean that each monad mirrors the universe?',
      ],
      premise:
        'It assumes nature is as rich as possible wherever it can be, which is simply the best of worlds seen in miniature.',
      implication:
        'Nothing in the universe is barren or dead, and the smallest speck holds as much order as the stars.',
      attacks: ['hume-flames', 'hume-mitigated'],
      concedes: [],
      followUp: 'If a microscope keeps finding life in smaller things, why should it ever stop?',
      work: 'Monadology, section 67',
    },
  ],
  terms: [
    {
      concept: 'monad',
      meaning:
        'By a monad I mean a simple substance without parts, whose whole life consists of perceptions and the striving from one to the next.',
      example:
        'Your soul is a monad, and so is the humble principle of life in every insect you have brushed away.',
    },
    {
      concept: 'innate-idea',
      meaning:
        'An innate idea is one the mind holds as a disposition, ready to be drawn out by experience rather than put in by it.',
      example:
        'The rule that a thing cannot both be and not be is used by every arguing child long before anyone teaches it.',
    },
    {
      concept: 'truth-of-reason',
      meaning:
        'A truth of reason is one whose opposite implies a contradiction, so it holds in every possible world.',
      example:
        'That the whole is greater than its part is true here, on the moon, and in any world God could conceive.',
    },
    {
      concept: 'matter-of-fact',
      meaning:
        'A truth of fact is contingent: its opposite is possible, though it still has a reason, often an infinitely complex one.',
      example:
        'That this candle is burning now is a truth of fact, which would be otherwise had someone blown it out.',
    },
    {
      concept: 'sufficient-reason',
      meaning:
        'The principle of sufficient reason says that nothing exists or happens without a reason why it is so rather than otherwise.',
      example:
        'Find a coin on your doorstep and you never doubt that it got there somehow, even before you discover how.',
    },
    {
      concept: 'pre-established-harmony',
      meaning:
        'By pre-established harmony I mean the agreement God set up among all substances, so that each, following its own law, keeps step with the rest.',
      example:
        'When you decide to raise your hand and it rises, your soul and your body are keeping time, not pushing each other.',
    },
    {
      concept: 'phenomena',
      meaning:
        'A well founded phenomenon is an orderly, shared appearance, grounded in real substances though not itself a substance.',
      example:
        'A rainbow appears to everyone in the same place under the same sun, yet no one can carry it home in a bag.',
    },
    {
      concept: 'perception',
      meaning:
        'Perception is the inner state of a simple substance that represents many things at once; noticing it, which I call apperception, is something more.',
      example:
        'In a dreamless sleep you still perceive countless small things, though you notice none of them.',
    },
    {
      concept: 'best-world',
      meaning:
        'The best possible world is the one that joins the greatest variety and richness of things with the greatest simplicity of laws.',
      example:
        'A skilled householder makes his ground yield the most, leaving no corner wasted and no room cramped.',
    },
    {
      concept: 'possibility',
      meaning:
        "A thing is possible when its idea contains no contradiction, and God's understanding holds infinitely many possible worlds.",
      example:
        'A world in which Rome was never founded is possible, since nothing in it contradicts itself, though God did not choose it.',
    },
    {
      concept: 'reflection',
      meaning:
        "Reflection is the mind's attention to what is in itself, from which it draws the ideas of being, substance, cause and self.",
      example: 'When you notice that you are reading and wonder whether you understand, you are reflecting.',
    },
    {
      concept: 'custom',
      meaning:
        'Custom is the linking of perceptions by memory alone, which beasts share with us and which imitates reason without knowing why.',
      example:
        'A coachman who always finds the inn at the same bend expects it there again, and would be lost if the road were moved.',
    },
  ],
};
