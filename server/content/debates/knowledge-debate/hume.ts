import type { SeatInput } from '../../schema';

/** The Truth Battle: Hume as the Skeptic, against Leibniz the Idealist. */
export const hume: SeatInput = {
  role: 'debater',
  stances: [
    {
      issue: 'certainty',
      position:
        'Only relations of ideas, like those of arithmetic, are certain; every matter of fact is at best probable.',
    },
    {
      issue: 'innate-ideas',
      position:
        'Every idea is copied from an earlier impression, and nothing but our instincts and feelings is inborn.',
    },
    {
      issue: 'causation',
      position:
        'We observe only constant conjunction; the necessity we feel between cause and effect is a habit of the mind, not something seen in things.',
    },
    {
      issue: 'induction',
      position:
        'No reasoning shows that the future will resemble the past; custom makes us expect it, and happily so.',
    },
    {
      issue: 'truths-of-reason',
      position:
        'Reason alone proves relations of ideas, which are certain but say nothing about what exists.',
    },
    {
      issue: 'sufficient-reason',
      position:
        'That everything has a cause is a belief learned from experience, neither self-evident nor demonstrable.',
    },
    {
      issue: 'miracles',
      position:
        'Hardly ever, if at all: a report of a miracle must overcome the whole experience behind a law of nature, and none has yet done so.',
    },
    {
      issue: 'god-proof',
      position:
        'Reason cannot prove that God exists; the proofs from pure reason fail, and the argument from design yields only a faint likeness.',
    },
    {
      issue: 'self',
      position:
        'The self is a bundle of perceptions in constant flux, and no lasting self appears when we look within.',
    },
    {
      issue: 'best-world',
      position:
        "The world's evils give no ground for inferring a perfectly good and powerful author, let alone the best possible world.",
    },
    {
      issue: 'reason-passion',
      position:
        'Passions move us; reason only serves them by finding facts and means, and morality rests on sentiment.',
    },
    {
      issue: 'living-with-doubt',
      position:
        'No one can live as a total skeptic, but a mitigated skepticism, modest and confined to common life, is both livable and wise.',
    },
    {
      issue: 'reality',
      position:
        'We cannot help believing in bodies, but the ultimate nature of things lies beyond experience, and talk of monads beyond our ideas.',
    },
  ],
  arguments: [
    // certainty
    {
      id: 'hume-certainty-ideas-only',
      issue: 'certainty',
      claim:
        'Certainty is to be had, but only about the relations of our own ideas, as in arithmetic; about matters of fact the best we get is probability.',
      support:
        'That three times five is half of thirty is known by thought alone and cannot be otherwise. That a tavern is open at the end of the street can be wrong, however often I have found it so.',
      gist: 'certainty covers only relations of ideas, while matters of fact admit only probability',
      concepts: ['certainty', 'relations-of-ideas', 'matter-of-fact', 'probability', 'knowledge'],
      questions: [
        'Can we know anything for certain?',
        'Is anything beyond doubt?',
        'What kind of knowledge is certain?',
      ],
      premise:
        'It rests on the observation that the contrary of any matter of fact is still conceivable, while the contrary of a sum is not, and I have found no exception.',
      implication:
        'Everything we most need to know, whether the ice will bear us or the harvest come in, falls short of certainty.',
      attacks: ['leibniz-phenomena-hang-together'],
      concedes: [],
      followUp: 'Can you name one fact about the world whose opposite you cannot even imagine?',
      work: 'An Enquiry concerning Human Understanding, section 4',
    },
    {
      id: 'hume-proof-becomes-probability',
      issue: 'certainty',
      claim:
        'Even demonstration slides into probability once we remember that the mind doing the proving can slip.',
      support:
        'A merchant does not trust his own long column of figures until a clerk has added it again, and his confidence grows with every check. The rules are certain, but our use of them never is.',
      gist: 'even proofs become merely probable because the mind that checks them can err',
      concepts: ['certainty', 'mathematics', 'probability', 'skepticism'],
      questions: [
        'Are mathematical proofs not completely certain?',
        'Can we trust our own reasoning?',
        'Is even logic open to doubt?',
      ],
      premise:
        'It assumes that every act of judgement is a fallible event in a fallible mind, and I have never met a mathematician who denied making an error.',
      implication:
        "The rationalist's certainty is a fine ideal, but in every actual head it is only a very high probability.",
      attacks: ['leibniz-let-us-calculate', 'leibniz-primary-truths'],
      concedes: [],
      followUp:
        'How many times must you check a sum before you stop checking, and is that number reason or habit?',
      work: 'A Treatise of Human Nature, book 1, part 4',
    },
    {
      id: 'hume-perceptions-known-directly',
      issue: 'certainty',
      claim:
        'What I can be sure of is my own perceptions as they present themselves; error begins only when I infer something beyond them.',
      support:
        'A pain, a colour, a pang of regret are known by simply having them, and they must be as they appear. The trouble starts when I claim they are caused by a chair, or had by a soul behind the scenes.',
      gist: 'present perceptions are known with certainty, and error starts with inferences beyond them',
      concepts: ['certainty', 'impression', 'perception'],
      questions: [
        'Is there anything I cannot be wrong about?',
        'Can we be certain about our own experiences?',
        'Can I doubt that I am in pain?',
      ],
      premise:
        "It rests on the plain point that a perception's being and its appearing are the same thing, and I cannot see what a hidden side of a pain would be.",
      implication:
        'Certainty is easy to find and nearly useless, since it never reaches past the present moment.',
      attacks: [],
      concedes: ['leibniz-primary-truths'],
      followUp: 'What do you know about the cause of your present sensation that you did not infer?',
      work: 'A Treatise of Human Nature, book 1, part 4',
    },
    // innate ideas
    {
      id: 'hume-copy-principle',
      issue: 'innate-ideas',
      claim:
        'Every simple idea we have is a fainter copy of some impression we had first, and the mind has no other source.',
      support:
        'A man born blind has no idea of scarlet, and nobody can form the taste of a pineapple without tasting one. Bring me an idea that was not first felt or seen, and I will give the question up.',
      gist: 'every simple idea is copied from an earlier impression',
      concepts: ['impression', 'idea', 'experience', 'blank-slate', 'knowledge'],
      questions: [
        'Where do our ideas come from?',
        'Does everything in the mind come from experience?',
        'Can we imagine something we have never experienced?',
      ],
      premise:
        'It rests on a challenge rather than a proof: every idea anyone has produced so far can be traced to an impression, and I am still waiting for the counterexample.',
      implication:
        'Any word that names no impression, substance or necessary power, say, is a sound with nothing behind it.',
      attacks: [
        'leibniz-veined-marble',
        'leibniz-except-the-intellect',
        'leibniz-necessity-not-from-examples',
      ],
      concedes: [],
      followUp: 'Which impression, exactly, is your idea of a monad copied from?',
      work: 'An Enquiry concerning Human Understanding, section 2',
    },
    {
      id: 'hume-innate-word-quarrel',
      issue: 'innate-ideas',
      claim:
        'The quarrel over innate ideas is mostly a quarrel about a word, and once the word is cleared up, the answer is plain.',
      support:
        'If innate means natural, then love, anger and hunger are innate, and nobody denies it. If it means a thought present before any impression, I know of none, and calling it a disposition only describes a capacity to receive ideas.',
      gist: 'the quarrel over innate ideas is merely verbal, since feelings are natural and no idea precedes impressions',
      concepts: ['innate-idea', 'impression', 'idea', 'passion'],
      questions: [
        'Are there innate ideas or not?',
        'What do people even mean by innate ideas?',
        'Are our instincts a kind of inborn idea?',
      ],
      premise:
        'It assumes that a dispute which dissolves when its terms are defined was never about the world, and the old quarrels of the schools bear that out.',
      implication:
        'Locke won the substance of the argument but spoke loosely, calling every perception an idea, and so gave his opponents room to win on a technicality.',
      attacks: ['leibniz-veined-marble', 'leibniz-small-perceptions'],
      concedes: [],
      followUp: 'What would a disposition to an idea be, if not simply the ability to receive one?',
      work: 'An Enquiry concerning Human Understanding, section 2',
    },
    {
      id: 'hume-missing-shade',
      issue: 'innate-ideas',
      claim:
        'The only exception I own is a curious one: someone who had seen every shade of blue but one could probably fill the gap in imagination.',
      support:
        'Spread the shades before him from dark to light and he will notice the blank and picture what belongs there. Yet the case is so singular, and so plainly built from the copies on either side, that it hardly deserves a new maxim.',
      gist: 'one can imagine a missing shade of blue, yet the exception is too slight to matter',
      concepts: ['impression', 'idea', 'experience', 'possibility'],
      questions: [
        'Are there any exceptions to your theory of ideas?',
        'Can the mind create an idea it never experienced?',
        'What about imagination filling in the gaps?',
      ],
      premise:
        'It assumes that one odd case built from its neighbours does not undo a rule confirmed everywhere else, and I leave others to judge whether I am too easy on myself.',
      implication:
        'The mind can interpolate between impressions, but it cannot leap to ideas of substance or necessity with nothing on either side.',
      attacks: ['leibniz-except-the-intellect'],
      concedes: [],
      followUp: 'Is a missing shade of colour really a model for the idea of God or of infinity?',
      work: 'An Enquiry concerning Human Understanding, section 2',
    },
    {
      id: 'hume-reflection-is-impression',
      issue: 'innate-ideas',
      claim:
        'Looking inward gives us impressions too, of desire, fear and effort, but never a special idea of being, unity or substance.',
      support:
        'The mind watching itself is one more spectator: it finds passions and thoughts in succession, not a hidden stock of metaphysical notions. Reflection supplies new material only as the senses do, by feeling it first.',
      gist: 'reflection yields only inner impressions like desire and fear, not ideas of substance or unity',
      concepts: ['reflection', 'impression', 'idea', 'innate-idea'],
      questions: [
        'Do we not get some ideas by reflecting on our own minds?',
        'Is introspection a source of knowledge?',
        'Where does the idea of substance come from?',
      ],
      premise:
        'It rests on the distinction between impressions of sensation and impressions of reflection, both of which are felt before they are thought.',
      implication:
        'Appealing to reflection cannot rescue innate ideas, since reflection is just experience turned inward.',
      attacks: ['leibniz-except-the-intellect', 'leibniz-reflection-finds-self'],
      concedes: [],
      followUp:
        'When you reflect on yourself, what impression gives you the idea of unity, apart from the word?',
      work: 'A Treatise of Human Nature, book 1, part 1',
    },
    // causation
    {
      id: 'hume-billiard-no-power',
      issue: 'causation',
      claim:
        'When one billiard ball strikes another, I see one motion followed by another, and nothing in between that I could call the power or the tie.',
      support:
        'Watch as closely as you like: there is contact, then the second ball rolls. Repeat it a thousand times and you see the same pair a thousand times, never the necessity that supposedly binds them.',
      gist: 'one sees motion follow motion and never a power or necessity binding them',
      concepts: ['cause', 'necessary-connection', 'billiard-balls', 'constant-conjunction'],
      questions: [
        'Do we ever see one thing cause another?',
        'What do we actually observe when something causes something else?',
        'Is causation something we can perceive?',
      ],
      premise:
        'It assumes that an idea we have must come from some impression, and the search for an impression of power turns up nothing on the table.',
      implication:
        'Causation, as we observe it, is nothing but regular succession, and the rest is added by the spectator.',
      attacks: ['leibniz-force-within'],
      concedes: [],
      followUp: 'What would the force between the balls look like, if you could see it?',
      work: 'An Enquiry concerning Human Understanding, section 7',
    },
    {
      id: 'hume-adam-no-a-priori',
      issue: 'causation',
      claim:
        'No cause can be discovered by reason alone; even a first man with perfect faculties could not foresee that water would drown him.',
      support:
        'Nothing in the clearness and softness of water hints at suffocation; only experience teaches it. Likewise the bending of light was measured by experiment before anyone dressed it up in a principle of the easiest path.',
      gist: 'no cause can be found by reason alone, without experience',
      concepts: ['cause', 'experience', 'truth-of-reason', 'law-of-nature'],
      questions: [
        'Can we know causes without experience?',
        'Could pure reasoning tell us what fire will do?',
        'Is cause and effect known a priori?',
      ],
      premise:
        'It rests on the point that any effect is a distinct event from its cause, so the idea of the cause never contains the idea of the effect.',
      implication: 'All of natural science, however mathematical its dress, stands or falls on observation.',
      attacks: ['leibniz-easiest-path'],
      concedes: [],
      followUp: 'Before anyone warned you, what in the look of a mushroom would have told you it was poison?',
      work: 'An Enquiry concerning Human Understanding, section 4',
    },
    {
      id: 'hume-necessity-in-mind',
      issue: 'causation',
      claim:
        'The necessity we ascribe to causes lies in the mind, which after many repetitions feels itself carried from one event to the next.',
      support:
        'After seeing flame and heat together often enough, the mere sight of flame sends my thoughts to heat, and that felt push is the only impression of connection I have. We then project the feeling onto the objects and call it their power.',
      gist: 'necessity is a felt transition of the mind, projected onto objects after repetition',
      concepts: ['necessary-connection', 'custom', 'cause', 'constant-conjunction'],
      questions: [
        'Where does the idea of necessary connection come from?',
        'Is causation in the world or in our minds?',
        'Why do we think causes must produce their effects?',
      ],
      premise:
        'It assumes that repetition adds nothing to the objects but something to the observer, and I defy anyone to find the extra in the hundredth case.',
      implication:
        'A pre-established harmony, or any other hidden tie, adds a name to the mystery without adding an impression.',
      attacks: ['leibniz-no-windows', 'leibniz-induction-needs-reason'],
      concedes: [],
      followUp:
        'If the hundredth case looks just like the first, where does the new feeling of necessity come from?',
      work: 'An Enquiry concerning Human Understanding, section 7',
    },
    {
      id: 'hume-will-power-hidden',
      issue: 'causation',
      claim:
        'Not even in moving my own arm do I perceive the power at work; I will, the arm moves, and the link between them is dark.',
      support:
        'Someone struck by sudden paralysis wills just as before, and nothing follows; he learns his limits only by trying. If we felt the power itself, we would know why we can move a finger at will but not the liver.',
      gist: 'even in willing, no power is perceived, only a willing followed by a movement',
      concepts: ['necessary-connection', 'cause', 'reflection', 'impression'],
      questions: [
        'Do we not feel our own power when we act?',
        'Is the will a cause?',
        'Do we experience force in ourselves?',
      ],
      premise:
        'It rests on the fact that the limits of our power are learned by experience, which would be needless if the power itself were felt.',
      implication:
        'The inner sense of effort, which rationalists prize as a glimpse of force, is as silent about power as anything outside us.',
      attacks: ['leibniz-force-within'],
      concedes: [],
      followUp:
        'Why can you move your fingers at will but not your heartbeat, if you feel the power you use?',
      work: 'An Enquiry concerning Human Understanding, section 7',
    },
    // induction
    {
      id: 'hume-sun-may-not-rise',
      issue: 'induction',
      claim:
        'That the sun will not rise tomorrow is as intelligible as that it will, so no argument of reason can prove that it rises.',
      support:
        'Any proof from experience would already assume that the future resembles the past, which is the very point in question. We would be going in a circle and calling it a road.',
      gist: 'no argument shows the future will resemble the past, since every attempt assumes it',
      concepts: ['induction', 'sunrise', 'contradiction', 'possibility'],
      questions: [
        'Can we prove the sun will rise tomorrow?',
        'How do we know the future will be like the past?',
        'Is induction justified?',
      ],
      premise:
        'It rests on the principle that whatever we can clearly conceive involves no contradiction, and I can clearly conceive a dark tomorrow.',
      implication: 'All the sciences of nature rest on a principle that no science can prove.',
      attacks: ['leibniz-induction-needs-reason', 'leibniz-astronomer-and-polar-night'],
      concedes: [],
      followUp: 'What argument for the future would not itself assume that the future is like the past?',
      work: 'An Enquiry concerning Human Understanding, section 4',
    },
    {
      id: 'hume-custom-guide',
      issue: 'induction',
      claim:
        'Custom is the great guide of human life: it is what makes experience useful and the future expected.',
      support:
        'Bread nourished me yesterday and I eat it today without a moment of argument; the habit does the work before reason has laced its boots. Without custom we would know nothing beyond what is before our eyes this minute.',
      gist: 'custom, not reasoning, makes us expect the future to resemble the past',
      concepts: ['custom', 'induction', 'experience', 'belief'],
      questions: [
        'Why do we expect the future to be like the past?',
        'What makes us trust experience?',
        'Is habit the basis of our knowledge?',
      ],
      premise:
        'It rests on the observation that our expectations form without any argument we could state, in children and peasants as much as in philosophers.',
      implication:
        'Nature has not left so vital a matter to slow and fallible reasoning, which is a compliment to nature more than to us.',
      attacks: ['leibniz-induction-needs-reason'],
      concedes: [],
      followUp: 'When did you last reason your way to expecting your supper to nourish you?',
      work: 'An Enquiry concerning Human Understanding, section 5',
    },
    {
      id: 'hume-animals-reason-too',
      issue: 'induction',
      claim:
        'Beasts learn from experience exactly as we do, without arguments, and so does the philosopher once he leaves his study.',
      support:
        'An old hound saves his strength and cuts across the field to meet the hare, and a horse knows how high he can leap. No one supposes they reason about the uniformity of nature, and our own inferences run on the same instinct.',
      gist: 'people, like animals, infer from experience by instinct and habit, not by argument',
      concepts: ['animals', 'custom', 'induction', 'experience'],
      questions: [
        'Do animals think the way we do?',
        'Are humans just clever animals when it comes to learning?',
        'Do animals use induction?',
      ],
      premise:
        'It rests on the principle that like effects point to like causes, so the same behaviour in beasts and in men suggests the same source.',
      implication:
        'The pride of reason takes a blow: the faculty that guides our daily lives is one we share with the dog by the fire.',
      attacks: ['leibniz-three-quarters-empirics'],
      concedes: [],
      followUp: 'If a dog can learn that a whistle means a walk without philosophy, why think you need it?',
      work: 'An Enquiry concerning Human Understanding, section 9',
    },
    {
      id: 'hume-astronomer-assumes',
      issue: 'induction',
      claim:
        "The astronomer's reasons are only longer chains of the same custom, for his laws were read off past observations.",
      support:
        'His tables foretell the winter darkness of the north because earlier observers watched the heavens and he trusts their records to hold. Remove the assumption that nature keeps its course, and his calculations predict nothing at all.',
      gist: 'scientific laws rest on past observation and assume nature is uniform, just as custom does',
      concepts: ['induction', 'law-of-nature', 'custom', 'sunrise'],
      questions: [
        'Is science not more than habit?',
        'Does science prove what the future holds?',
        'How do scientific laws predict anything?',
      ],
      premise:
        'It assumes that every law of nature was learned from observation, and I invite anyone to name one learned otherwise.',
      implication:
        'The learned and the ignorant differ in the range and care of their experience, not in escaping the need to trust it.',
      attacks: ['leibniz-astronomer-and-polar-night'],
      concedes: [],
      followUp: "Where did the astronomer's laws come from, if not from watching the sky?",
      work: 'An Enquiry concerning Human Understanding, section 4',
    },
    // truths of reason
    {
      id: 'hume-fork',
      issue: 'truths-of-reason',
      claim:
        'All reasoning concerns either relations of ideas or matters of fact, and only the first kind can be proved by reason alone.',
      support:
        'Arithmetic and geometry are certain because they compare our ideas; whether a thing exists, or what it will do, can only be learned by experience. Necessity lives on the first side of that fork and never crosses to the second.',
      gist: 'truths are either relations of ideas or matters of fact, and reason proves only the first',
      concepts: ['relations-of-ideas', 'matter-of-fact', 'truth-of-reason', 'mathematics'],
      questions: [
        'What can reason prove on its own?',
        'What is the difference between logic and facts?',
        "What is Hume's fork?",
      ],
      premise:
        'It rests on the test of contradiction: denying a relation of ideas contradicts itself, while denying a fact never does, and I know no third case.',
      implication:
        'Metaphysics that claims to prove facts by reason alone is asking a multiplication table for the news of the day.',
      attacks: [
        'leibniz-reason-rules-every-world',
        'leibniz-necessity-not-from-examples',
        'leibniz-armchair-reads-necessity',
      ],
      concedes: [],
      followUp: 'Can you name a truth that is both about what exists and impossible to deny?',
      work: 'An Enquiry concerning Human Understanding, section 4',
    },
    {
      id: 'hume-math-silent-on-existence',
      issue: 'truths-of-reason',
      claim:
        'Mathematical truths would stay true if no circle or triangle had ever existed, which is exactly why they tell us nothing about what does exist.',
      support:
        "Euclid's theorems compare ideas, and they hold whether or not nature ever drew a perfect figure. To learn that anything is there, I must open my eyes, not my geometry.",
      gist: 'mathematics holds whether or not anything exists, so it says nothing about existence',
      concepts: ['mathematics', 'relations-of-ideas', 'reality', 'truth-of-reason'],
      questions: [
        'Does mathematics describe reality?',
        'Is geometry about the real world?',
        'Can mathematics tell us what exists?',
      ],
      premise:
        "It assumes that knowing what must be true if something exists differs from knowing that it exists, and every architect's unbuilt plan shows the difference.",
      implication:
        'Pure reason is a superb tool for arranging what experience gives, and useless for telling us whether there is anything to arrange.',
      attacks: ['leibniz-reason-rules-every-world', 'leibniz-eternal-truths-need-mind'],
      concedes: [],
      followUp: 'Which theorem of geometry tells you that there is a single triangle anywhere in the world?',
      work: 'An Enquiry concerning Human Understanding, section 4',
    },
    {
      id: 'hume-history-is-fact',
      issue: 'truths-of-reason',
      claim:
        'That Caesar crossed the Rubicon is a matter of fact known by testimony, and denying it contradicts nothing, whatever is said of his complete concept.',
      support:
        'Caesar halting on the bank is as easy to picture as Caesar crossing it. If the crossing were contained in the very idea of Caesar, that picture would be as impossible as a round square, and it plainly is not.',
      gist: "historical facts like Caesar's crossing can be denied without contradiction, so they are no truths of reason",
      concepts: ['matter-of-fact', 'possibility', 'contradiction', 'testimony'],
      questions: [
        'Are historical facts necessary?',
        'Could history have gone differently?',
        'Is everything that happened contained in the nature of things?',
      ],
      premise:
        'It rests on the rule that whatever the mind can clearly conceive is possible, and a hesitant Caesar is easily conceived.',
      implication:
        'Talk of complete concepts known only to God is a promise of explanation that no one can ever cash.',
      attacks: ['leibniz-caesar-concept'],
      concedes: [],
      followUp: 'Can you imagine Caesar turning back at the river, and if so, where is the contradiction?',
      work: 'A Treatise of Human Nature, book 1, part 3',
    },
    // sufficient reason
    {
      id: 'hume-uncaused-conceivable',
      issue: 'sufficient-reason',
      claim:
        'Whatever begins to exist has a cause, I believe, but that maxim is neither self-evident nor capable of proof.',
      support:
        'I can conceive an object simply beginning, here and now, without joining to it any idea of a cause, and what is conceivable involves no contradiction. So the maxim is not a truth of reason but a belief taught by experience.',
      gist: 'the maxim that everything has a cause is neither intuitive nor demonstrable',
      concepts: ['sufficient-reason', 'cause', 'possibility', 'contradiction'],
      questions: [
        'Does everything have a cause?',
        'Can something come from nothing?',
        'Can the principle of sufficient reason be proved?',
      ],
      premise:
        'It rests on separating ideas: the idea of a beginning and the idea of a cause are distinct, so the mind can hold one without the other.',
      implication:
        'The principle of sufficient reason is not a theorem but a habit writ large, and systems built on it inherit its uncertainty.',
      attacks: ['leibniz-archimedes-balance', 'leibniz-reason-not-habit', 'leibniz-two-great-principles'],
      concedes: [],
      followUp: 'Can you picture a flash of light in an empty room without picturing what produced it?',
      work: 'A Treatise of Human Nature, book 1, part 3',
    },
    {
      id: 'hume-cause-maxim-from-experience',
      issue: 'sufficient-reason',
      claim:
        'Our confidence that everything has a reason was learned from experience, and it is trustworthy only where experience can follow it.',
      support:
        'Within common life, looking for the reason behind a broken window serves us well. Carried past all experience, to the placing of the universe or the choice among unseen worlds, the maxim is a lamp taken into a place where there is nothing to light.',
      gist: 'the belief that everything has a reason is learned from experience and holds only within it',
      concepts: ['sufficient-reason', 'experience', 'custom', 'space-time'],
      questions: [
        'Why do we think everything has an explanation?',
        'Does the principle of sufficient reason go too far?',
        'Where do we get the idea that everything has a reason?',
      ],
      premise:
        'It assumes that a principle learned from experience earns authority only over cases like those that taught it.',
      implication:
        'The grand arguments about space, creation and the choice of worlds are reasoning in the dark, however lovely the architecture.',
      attacks: ['leibniz-world-shifted', 'leibniz-no-two-leaves', 'leibniz-reason-not-habit'],
      concedes: [],
      followUp: 'Which experience taught you what a creator would have reason to choose?',
      work: 'A Treatise of Human Nature, book 1, part 3',
    },
    {
      id: 'hume-ignorance-staved-off',
      issue: 'sufficient-reason',
      claim:
        'Every chain of reasons ends at last in hidden springs and principles, and the best philosophy only pushes our ignorance back a little.',
      support:
        'Gravity, elasticity and cohesion explain a great deal, but why they act as they do is closed to us. The most perfect natural science leaves us where children begin: at a why it cannot answer.',
      gist: 'explanation always ends in ultimate principles whose reasons are hidden from us',
      concepts: ['sufficient-reason', 'cause', 'law-of-nature', 'skepticism'],
      questions: [
        'Can science explain everything?',
        'Is there a final explanation of things?',
        'Do we ever reach the ultimate reasons of things?',
      ],
      premise:
        'It assumes that every explanation rests on some principle it does not itself explain, and I have seen no science escape that.',
      implication:
        'Wise inquiry stops gracefully at general principles rather than inventing reasons behind them.',
      attacks: ['leibniz-archimedes-balance', 'leibniz-world-shifted'],
      concedes: [],
      followUp: 'What explains the law that explains everything else?',
      work: 'An Enquiry concerning Human Understanding, section 4',
    },
    // miracles
    {
      id: 'hume-miracle-weigh',
      issue: 'miracles',
      claim:
        'A wise person proportions belief to evidence, and against any miracle stands the whole uniform experience that established the law it breaks.',
      support:
        'Dead men do not rise; that is precisely why a rising would be called a miracle. So no testimony suffices unless its being false would be a greater marvel than the event it reports.',
      gist: 'no testimony can outweigh the uniform experience behind a law of nature',
      concepts: ['miracle', 'testimony', 'law-of-nature', 'probability', 'experience'],
      questions: [
        'Should I believe someone who claims to have seen a miracle?',
        'Can testimony ever prove a miracle?',
        'Is it rational to believe in miracles?',
      ],
      premise:
        'It assumes that belief should match the balance of evidence, and that a law of nature is backed by as much experience as anything can be.',
      implication:
        'The more wonderful the report, the more evidence it needs, and the likelier it is that someone erred.',
      attacks: ['leibniz-miracle-in-the-plan', 'leibniz-above-not-against'],
      concedes: [],
      followUp: 'Which would surprise you more, a corpse walking or a witness mistaken?',
      work: 'An Enquiry concerning Human Understanding, section 10',
    },
    {
      id: 'hume-miracle-witnesses',
      issue: 'miracles',
      claim:
        'History offers no miracle vouched for by enough sensible, educated and honest witnesses, in a public place, with much to lose by deceit.',
      support:
        "The love of wonder makes tales travel; marvels thrive among ignorant peoples and thin out as learning grows; and each religion's wonders count against those of its rivals. The witnesses end up testifying against one another.",
      gist: 'reported miracles lack credible witnesses, spring from love of wonder, and cancel out across religions',
      concepts: ['miracle', 'testimony', 'god', 'belief'],
      questions: [
        'Are there not well documented miracles?',
        'Why do so many cultures report miracles?',
        'Can we trust religious testimony?',
      ],
      premise:
        'It rests on a study of human nature: people enjoy surprise, repeat it gladly and rarely check it, as any village gossip shows.',
      implication:
        'Religious faith, if it is to stand, must stand on something other than reports of marvels.',
      attacks: ['leibniz-weigh-testimony'],
      concedes: [],
      followUp: 'Why are miracles reported so often in distant ages and so rarely in our own town?',
      work: 'An Enquiry concerning Human Understanding, section 10',
    },
    {
      id: 'hume-testimony-weighed',
      issue: 'miracles',
      claim:
        'Our trust in what others tell us is itself learned from experience, and it rises or falls with what experience has taught us about witnesses.',
      support:
        "We believe witnesses because people mostly report truly, and we doubt them when they contradict one another, are few or doubtful in character, gain by the story, or speak with too much hesitation or too much heat. Sounding sure is one mark in a witness's favour, no more.",
      gist: 'trust in testimony comes from experience and is weighed by the number, character, interest and manner of witnesses',
      concepts: ['testimony', 'experience', 'probability', 'belief'],
      questions: [
        'How do I know who is lying to me?',
        'Should I believe a witness because she sounds sure?',
        'Why do we trust what other people tell us?',
      ],
      premise:
        'It rests on my view that every belief about matters of fact, testimony included, comes from experience of how things usually go together.',
      implication:
        'A careful listener weighs each witness as a judge weighs evidence, and proportions belief to it.',
      attacks: [],
      concedes: [],
      followUp:
        'Of the people you believed this week, how many did you believe because they had been right before?',
      work: 'An Enquiry concerning Human Understanding, section 10, part 1',
    },
    {
      id: 'hume-indian-prince',
      issue: 'miracles',
      claim:
        'A report beyond my experience is not the same as a report against it, and only the second is a miracle.',
      support:
        'An Indian prince who refused to believe that water turns hard in the cold reasoned fairly, yet frost was merely outside his experience, not contrary to it. A miracle contradicts an experience that has never once failed.',
      gist: 'an unfamiliar report differs from a miracle, which contradicts uniform experience',
      concepts: ['miracle', 'experience', 'testimony', 'law-of-nature'],
      questions: [
        'Is not every new discovery unbelievable at first?',
        'How is a miracle different from a strange fact?',
        'Should we reject everything we have never seen?',
      ],
      premise:
        'It rests on distinguishing unfamiliar evidence from contrary evidence, a line any traveller learns to draw.',
      implication:
        'Doubt about miracles does not close the mind to surprising discoveries; it only asks them to fit the rest of what we know.',
      attacks: ['leibniz-above-not-against'],
      concedes: [],
      followUp:
        'Is the report you have in mind merely unusual, or does it overturn an experience that never failed?',
      work: 'An Enquiry concerning Human Understanding, section 10',
    },
    {
      id: 'hume-logic-of-probability',
      issue: 'miracles',
      claim:
        'Logicians lavish care on demonstration and neglect probability, as Leibniz himself complained, and my treatment of miracles is that neglected logic put to work.',
      support:
        'Most of life is lived on probable evidence: the verdict of a jury, the promise of a friend, the weather for the harvest. Weigh testimony with that care, and marvels come out light.',
      gist: 'a careful logic of probability, long neglected by logicians, tells against reports of miracles',
      concepts: ['probability', 'testimony', 'miracle', 'belief'],
      questions: [
        'Is there a logic of evidence?',
        'How should we reason about what is probable?',
        'Why do logic books ignore probability?',
      ],
      premise:
        "It assumes that probable reasoning has rules worth stating, and the hint came from my opponent's own pen.",
      implication:
        'The rationalist who asks for a logic of probabilities may not like the verdicts it returns on his marvels.',
      attacks: [],
      concedes: ['leibniz-weigh-testimony'],
      followUp:
        'If belief should follow evidence, what weight do you give a story told by strangers many centuries ago?',
      work: 'An Abstract of A Treatise of Human Nature',
    },
    // proofs of God
    {
      id: 'hume-no-necessary-being',
      issue: 'god-proof',
      claim:
        'Existence can never be proved by reason alone, for whatever we can think of as existing we can also think of as not existing.',
      support:
        'A proof by reason works only where the contrary is a contradiction, and there is no contradiction in thinking away any being at all. So the existence of anything, God included, can be argued only from causes and effects, which is to say from experience.',
      gist: 'whatever can be thought to exist can be thought not to exist, so reason proves no existence',
      concepts: ['necessary-being', 'god', 'contradiction', 'possibility'],
      questions: [
        'Can reason prove that God exists?',
        'What is wrong with the ontological argument?',
        'Is there a necessary being?',
      ],
      premise:
        'It assumes that conceivability is a fair test of possibility, the same test the rationalists use everywhere else.',
      implication:
        'The phrase necessary existence then names nothing we can clearly think, however solemnly it is pronounced.',
      attacks: ['leibniz-possible-so-actual', 'leibniz-eternal-truths-need-mind', 'leibniz-book-of-geometry'],
      concedes: [],
      followUp: 'Can you think of God and then think that there is no God, without contradicting yourself?',
      work: 'An Enquiry concerning Human Understanding, section 12',
    },
    {
      id: 'hume-chain-whole',
      issue: 'god-proof',
      claim:
        'Explain each link of a chain by the one before, and you have explained the chain; asking for a further cause of the whole adds nothing.',
      support:
        'Suppose I trace each of twenty grains of sand to whatever put it where it lies; you could hardly then demand a separate cause for the twenty as a group. A whole is only its parts, gathered into one by an act of the mind.',
      gist: 'a cause for each member of a series leaves nothing further to explain about the whole',
      concepts: ['cause', 'necessary-being', 'sufficient-reason', 'god'],
      questions: [
        'What caused the universe?',
        'Does an infinite chain of causes need a first cause?',
        'Why could the universe not be its own explanation?',
      ],
      premise:
        'It assumes that a collection is nothing over and above its members, which I take to be common sense.',
      implication: 'The cosmological argument asks an extra question that the facts themselves do not pose.',
      attacks: ['leibniz-book-of-geometry'],
      concedes: [],
      followUp:
        'After each copy of the book has been explained by its model, what exactly is left unexplained?',
      work: 'Dialogues concerning Natural Religion, part 9',
    },
    {
      id: 'hume-design-analogy',
      issue: 'god-proof',
      claim:
        'The world resembles a machine only faintly, and an argument from so weak a likeness yields at most a weak guess at some cause.',
      support:
        'It resembles an animal or a vegetable as well, and then we might say it grew from a seed rather than left a workshop. We have watched houses being built, but we have never watched a world being made.',
      gist: 'the analogy between the world and a machine is too weak to prove a designer',
      concepts: ['design-argument', 'god', 'experience'],
      questions: [
        'Does the order in nature prove a designer?',
        'What is wrong with the argument from design?',
        'Is the universe like a watch?',
      ],
      premise:
        'It rests on the rule that inference from experience is strong only where the cases are alike and often observed together.',
      implication:
        'At most we may say the cause of the world bears some remote likeness to human intelligence, which is hardly a creed.',
      attacks: ['leibniz-harmony-proves-god'],
      concedes: [],
      followUp: 'How many worlds have you watched being made, to know what their makers are like?',
      work: 'Dialogues concerning Natural Religion, parts 2 and 7',
    },
    // the self
    {
      id: 'hume-bundle',
      issue: 'self',
      claim:
        'Whenever I look inward for what I call myself, I meet some particular feeling or sensation, and never a self standing apart from them.',
      support:
        'Something is always there, a warmth, an annoyance, a tune in the head, and in dreamless sleep, when all of it is gone, nobody is left to notice. The mind is a bundle of perceptions passing in quick succession.',
      gist: 'the self is only a bundle of perceptions, with no perceiver found behind them',
      concepts: ['self', 'bundle', 'perception', 'reflection'],
      questions: ['Is there a self?', 'What am I, really?', 'Is there a soul behind my thoughts?'],
      premise:
        'It rests on the copy principle: an idea of a lasting self would need some impression that lasts unchanged through life, and none does.',
      implication:
        'The self that philosophers argue about is a fiction of the imagination, however useful in daily speech.',
      attacks: ['leibniz-mill', 'leibniz-reflection-finds-self'],
      concedes: [],
      followUp: 'Can you catch yourself, at any moment, without some perception or other?',
      work: 'A Treatise of Human Nature, book 1, part 4',
    },
    {
      id: 'hume-commonwealth-self',
      issue: 'self',
      claim:
        'We call a person the same over a lifetime for the reason we call a republic the same after every citizen has been replaced.',
      support:
        'A parish church that fell down in brick and was rebuilt in stone still counts as the same church, because it serves the same parish. The mind passes easily along related perceptions and covers the changes with the word identity.',
      gist: "personal identity is like a republic's, a smooth succession the imagination calls one thing",
      concepts: ['self', 'bundle', 'custom'],
      questions: [
        'Am I the same person I was ten years ago?',
        'What makes someone the same person over time?',
        'Is personal identity real?',
      ],
      premise:
        'It rests on the observation that the imagination glides over gradual or related changes as if nothing had changed.',
      implication:
        'Questions about whether someone is really the same person may have no exact answer, only better or worse ways of speaking.',
      attacks: ['leibniz-memory-and-the-soul'],
      concedes: [],
      followUp:
        'If every part of a thing is gradually replaced, at what moment does it become a different thing?',
      work: 'A Treatise of Human Nature, book 1, part 4',
    },
    {
      id: 'hume-appendix-knot',
      issue: 'self',
      claim:
        'I confess my account of the self leaves a knot I cannot untie: what unites the perceptions into one mind.',
      support:
        'If perceptions are distinct existences and the mind never perceives a real connection among them, I cannot say what binds them together. Yet a simple soul that no one has ever perceived would only name the knot, not untie it.',
      gist: 'neither the bundle account nor a simple soul explains what unites perceptions',
      concepts: ['self', 'bundle', 'skepticism', 'monad'],
      questions: [
        'Are you sure about the bundle theory?',
        'What holds the bundle of perceptions together?',
        'Does your view of the self have any problems?',
      ],
      premise:
        'It rests on two principles I cannot give up: distinct perceptions are distinct things, and the mind finds no real tie between distinct things.',
      implication:
        'An honest skeptic must sometimes doubt his own conclusions, which is more than most builders of systems manage.',
      attacks: ['leibniz-mill'],
      concedes: [],
      followUp:
        'Can you tell me what ties your perceptions together without inventing something no one has perceived?',
      work: 'A Treatise of Human Nature, Appendix',
    },
    // the best world
    {
      id: 'hume-epicurus-questions',
      issue: 'best-world',
      claim:
        'The questions Epicurus put long ago have never been answered: if God wills to prevent evil and cannot, he is weak; if he can and will not, he is not good.',
      support:
        'Then where does evil come from? From this mixed world of plague and kindness, the most we could infer is a cause indifferent to our happiness, not one of perfect goodness.',
      gist: 'evil in the world counts against a God both all powerful and perfectly good',
      concepts: ['evil', 'god', 'best-world'],
      questions: [
        'How can a good God allow evil?',
        'Is suffering evidence against God?',
        'What is the problem of evil?',
      ],
      premise:
        'It assumes we must judge a cause by its effects, and the effects here are a mixture of good and ill.',
      implication: 'Optimism can be held only as faith, never concluded from the world as we find it.',
      attacks: ['leibniz-best-of-possibles', 'leibniz-evil-in-the-whole'],
      concedes: [],
      followUp:
        'If a builder showed you a house that leaked in every room, would you call him the best of architects?',
      work: 'Dialogues concerning Natural Religion, part 10',
    },
    {
      id: 'hume-four-circumstances',
      issue: 'best-world',
      claim:
        'Much of the misery in the world looks avoidable: nature drives us with pain where pleasure would serve, and holds to general laws even when they crush the innocent.',
      support:
        'A little less cold, a little more industry in our make, storms and diseases kept in check: none of this seems to require a worse world. A wise maker could surely tune the springs more finely than this.',
      gist: 'much of the misery in the world seems avoidable, so general laws do not excuse it',
      concepts: ['evil', 'law-of-nature', 'best-world', 'design-argument'],
      questions: [
        'Could God not have made a world with less pain?',
        'Why do the general laws of nature cause suffering?',
        'Is all suffering really necessary?',
      ],
      premise:
        'It assumes we may judge by what seems possible to us, and I admit our judgement here is narrow, but it is the only one we have.',
      implication:
        'Appeals to general laws explain why the world works as it does, but not why a perfect being would choose it so.',
      attacks: ['leibniz-general-laws', 'leibniz-evil-in-the-whole'],
      concedes: [],
      followUp:
        'Why should a general law that drowns children be better than a slightly different law that spares them?',
      work: 'Dialogues concerning Natural Religion, part 11',
    },
    {
      id: 'hume-live-again',
      issue: 'best-world',
      claim:
        'Ask your friends whether they would live the last ten or twenty years over again, and you will find very few optimists.',
      support:
        'They will say no, but add that the next twenty will be better, which is hope talking, not experience. Leibniz boldly maintained that the good in life outweighs the ill, and the ordinary answer is against him.',
      gist: 'few people would relive their past years, so human misery is not outweighed as optimists claim',
      concepts: ['best-world', 'evil', 'experience', 'passion'],
      questions: [
        'Is life mostly happy or mostly miserable?',
        'Would people choose to live their lives again?',
        'Does good really outweigh evil in the world?',
      ],
      premise:
        "It rests on taking people's own verdict on their lives as evidence, which seems fairer than a philosopher's verdict on theirs.",
      implication:
        'If even the comfortable would not repeat their lives, calling this the best world must go against the evidence of every heart.',
      attacks: ['leibniz-evil-in-the-whole', 'leibniz-a-corner-of-the-canvas'],
      concedes: [],
      followUp: 'Would you live your last ten years again exactly as they were?',
      work: 'Dialogues concerning Natural Religion, part 10',
    },
    {
      id: 'hume-infant-deity',
      issue: 'best-world',
      claim:
        'From the world alone, we could as well infer a clumsy apprentice god, or a committee of gods, or an old one now retired, as a perfect creator.',
      support:
        'This world might be the first rough attempt of an infant deity, abandoned once he was ashamed of it. Nothing in the evidence rules that out, which shows how little the evidence proves.',
      gist: 'the world might be the botched work of a lesser god, so it cannot prove the best creator',
      concepts: ['design-argument', 'god', 'best-world', 'evil'],
      questions: [
        'Could the world have been made by an imperfect god?',
        'Does the world show a perfect designer?',
        'Why assume there is only one God?',
      ],
      premise:
        'It assumes we may attribute to a cause only what its effects warrant, and a flawed effect warrants no perfect cause.',
      implication: 'Natural religion, honestly conducted, ends in a shrug rather than a creed.',
      attacks: ['leibniz-best-of-possibles', 'leibniz-harmony-proves-god'],
      concedes: [],
      followUp: 'What in the condition of the world rules out a well meaning but inexperienced maker?',
      work: 'Dialogues concerning Natural Religion, part 5',
    },
    // reason and passion
    {
      id: 'hume-reason-slave',
      issue: 'reason-passion',
      claim:
        'Reason serves the passions, and ought to: it finds the road to what we want, but it cannot make us want anything.',
      support:
        'Knowing that a medicine will cure me moves me only because I already wish to be well. Take away every desire, and the clearest reasoning in the world would leave a person sitting still.',
      gist: 'reason only serves desires and can never by itself move anyone to act',
      concepts: ['reason-faculty', 'passion'],
      questions: [
        'Does reason control our actions?',
        'Can logic make us do anything?',
        'Are we driven by emotion or by reason?',
      ],
      premise:
        'It rests on the point that reason judges truth and falsehood, while a desire is neither true nor false, so the two never meet head on.',
      implication:
        "Moral education must work on what people feel, since argument alone changes nobody's conduct.",
      attacks: ['leibniz-reasons-incline', 'leibniz-resolve-in-calm'],
      concedes: [],
      followUp: 'Can you think of an action you took for which no desire at all was the motive?',
      work: 'A Treatise of Human Nature, book 2, part 3',
    },
    {
      id: 'hume-scratch-finger',
      issue: 'reason-passion',
      claim:
        "A preference, however monstrous, cannot be refuted by logic: choosing the ruin of the world over a scratch on one's finger breaks no rule of reason.",
      support:
        'A preference copies nothing and asserts nothing, so it cannot be true or false. We condemn such a person with feeling, and rightly, but not by finding an error in his sums.',
      gist: 'preferences cannot be false, so even a monstrous one breaks no rule of reason',
      concepts: ['passion', 'reason-faculty', 'is-ought'],
      questions: [
        'Can a desire be irrational?',
        'Is it irrational to want terrible things?',
        'Can logic tell us what to value?',
      ],
      premise:
        'It assumes reason judges only truth and falsehood, either about ideas or about facts, and a wish is neither.',
      implication:
        'Calling a vicious person irrational is a confusion; we should call him cruel, which is worse.',
      attacks: ['leibniz-justice-like-arithmetic'],
      concedes: [],
      followUp:
        'What false belief would someone have to hold to prefer a world in ruins, and would correcting it change his wish?',
      work: 'A Treatise of Human Nature, book 2, part 3',
    },
    {
      id: 'hume-is-ought',
      issue: 'reason-passion',
      claim:
        'Facts about what is, however many, never add up to what ought to be; that step needs something reason cannot supply.',
      support:
        'Examine a wilful murder from every side and you find only passions, motives and actions, until you turn to your own breast and feel disapproval rise. The vice lies in that sentiment.',
      gist: 'moral conclusions cannot be derived from facts alone and rest on sentiment',
      concepts: ['is-ought', 'passion', 'reason-faculty', 'matter-of-fact'],
      questions: [
        'Can you get an ought from an is?',
        'Is morality based on reason or on feeling?',
        'Where do moral judgements come from?',
      ],
      premise:
        'It assumes that a conclusion can contain nothing that is not in the premises, and no factual premise contains an ought.',
      implication:
        'Moral systems that slide from describing to prescribing owe us an account of the step they hide.',
      attacks: ['leibniz-justice-like-arithmetic'],
      concedes: [],
      followUp: 'Which fact about a cruel act, taken on its own, is the wrongness of it?',
      work: 'A Treatise of Human Nature, book 3, part 1',
    },
    {
      id: 'hume-calm-passions',
      issue: 'reason-passion',
      claim:
        'What we praise as reason mastering the passions is usually a calm passion prevailing over a violent one.',
      support:
        'The settled wish for long health can beat a sudden craving for wine, and because it works quietly we mistake it for reason. The victory is real, but the victor is still a feeling.',
      gist: "reason's apparent victories are calm passions beating violent ones",
      concepts: ['passion', 'reason-faculty', 'custom'],
      questions: [
        'What about self control?',
        'When I resist temptation, is that not reason winning?',
        'How do we overcome strong desires?',
      ],
      premise:
        'It rests on the fact that calm desires stir little felt emotion, so we confuse them with the cool judgements of reason.',
      implication:
        'Strength of mind is not a triumph of logic but the rule of our steady wishes over our stormy ones.',
      attacks: ['leibniz-resolve-in-calm', 'leibniz-reasons-incline'],
      concedes: [],
      followUp: 'When you resisted your last temptation, were you moved by a proof or by a quieter desire?',
      work: 'A Treatise of Human Nature, book 2, part 3',
    },
    // living with doubt
    {
      id: 'hume-backgammon',
      issue: 'living-with-doubt',
      claim:
        "Nobody stays a thorough skeptic for long, and that is nature's doing, not reason's: she cures the disease the arguments produce.",
      support:
        'Shut in my study I can argue myself into despair; then I go down to dinner, lose a game of backgammon to a friend and laugh a little. When I look at the doubts again, they seem thin and far-fetched.',
      gist: 'nature, not reason, cures skeptical doubt through ordinary pleasures and company',
      concepts: ['common-life', 'skepticism', 'custom'],
      questions: [
        'Can anyone really live as a skeptic?',
        'How do you cope with radical doubt?',
        'Does skepticism make life impossible?',
      ],
      premise:
        'It rests on observing that belief is more a matter of feeling than of argument, so arguments can shake it only for a while.',
      implication: 'Skepticism is safe to teach, since nature will never allow anyone to practise it fully.',
      attacks: ['leibniz-no-one-lives-pyrrho'],
      concedes: [],
      followUp: 'When did a philosophical doubt of yours last survive your dinner?',
      work: 'A Treatise of Human Nature, book 1, part 4',
    },
    {
      id: 'hume-mitigated',
      issue: 'living-with-doubt',
      claim:
        'The skepticism worth keeping is a mitigated one: modesty in our opinions and a refusal to reason far beyond common life.',
      support:
        'The extreme doubts teach us how weak our faculties are, and what remains is a habit of caution, fewer dogmatic quarrels, and questions kept to what experience can reach. Philosophy at its best is only common life, thought over with method and corrected.',
      gist: 'a mitigated skepticism keeps opinions modest and inquiry within the bounds of common life',
      concepts: ['skepticism', 'common-life', 'dogmatism', 'experience'],
      questions: [
        'What kind of skepticism is reasonable?',
        'Is there a middle way between doubt and certainty?',
        'How should a skeptic live?',
      ],
      premise:
        'It assumes our faculties were fitted for common life, and their troubles begin exactly where they leave it.',
      implication:
        'Grand metaphysical systems, monads and all, lie outside the territory where our reason can be trusted.',
      attacks: ['leibniz-schools-right-in-affirming', 'leibniz-garden-in-every-drop'],
      concedes: [],
      followUp: 'Which of your questions could be answered without leaving the reach of experience?',
      work: 'An Enquiry concerning Human Understanding, section 12',
    },
    {
      id: 'hume-action-refutes-pyrrhonism',
      issue: 'living-with-doubt',
      claim:
        'The total skeptic is refuted not by argument but by action: the first time he is hungry, his principles vanish.',
      support:
        'No one has ever shown a lasting good that universal doubt could bring to society. The thorough doubter may confound the schools, yet he eats his breakfast and crosses the street like everyone else.',
      gist: 'total skepticism is refuted by action and the needs of life, not by argument',
      concepts: ['skepticism', 'common-life', 'belief'],
      questions: [
        'Can you really doubt everything?',
        'Is total skepticism self defeating?',
        'What refutes the radical skeptic?',
      ],
      premise:
        'It assumes that the test of a philosophy includes whether it can be lived, and I know of no one who has lived this one.',
      implication: 'The extreme skeptic is unanswerable in the lecture hall and irrelevant in the street.',
      attacks: ['leibniz-schools-right-in-affirming'],
      concedes: [],
      followUp: 'What would you do differently tomorrow if you doubted everything today?',
      work: 'An Enquiry concerning Human Understanding, section 12',
    },
    // reality
    {
      id: 'hume-body-taken-for-granted',
      issue: 'reality',
      claim:
        'Whether bodies exist is a question we cannot even take seriously; the sensible question is why we all believe they do.',
      support:
        'Nature has not left this to our choice: the constancy and coherence of our impressions, like a fire found burned lower after an hour away, lead the imagination to a continuing world. No argument gives that belief, and none removes it.',
      gist: 'belief in bodies is forced on everyone by nature, whatever philosophers argue',
      concepts: ['phenomena', 'reality', 'belief', 'impression'],
      questions: [
        'Does the external world exist?',
        'How do we know objects exist when we are not looking?',
        'Is the physical world real?',
      ],
      premise:
        'It assumes belief is sometimes beyond the reach of argument, and this is the clearest case I know.',
      implication:
        'The idealist and the materialist argue about a belief that neither can shake in himself for a single afternoon.',
      attacks: ['leibniz-bodies-well-founded'],
      concedes: ['leibniz-phenomena-hang-together'],
      followUp: 'When you leave a room, do you believe the chairs stay, and what reason could you give?',
      work: 'A Treatise of Human Nature, book 1, part 4',
    },
    {
      id: 'hume-no-idea-of-substance',
      issue: 'reality',
      claim:
        'We have no idea of substance beyond a collection of qualities, so talk of simple substances behind them is talk without content.',
      support:
        "Ask what impression the idea of a substance comes from: not colour, taste or sound, which are qualities. Take away an apple's redness, sweetness and weight, and nothing is left to call the apple.",
      gist: 'there is no idea of substance apart from a collection of qualities',
      concepts: ['monad', 'impression', 'reality', 'idea'],
      questions: [
        'What is a substance?',
        'Are there substances underneath appearances?',
        'What is a thing apart from its properties?',
      ],
      premise:
        "It rests on the copy principle again, and on my failure, and everyone else's, to find any impression of substance itself.",
      implication:
        'Monads, as simple substances known by no sense, belong among the fictions of the schools.',
      attacks: ['leibniz-monads'],
      concedes: [],
      followUp: 'What is left of a thing once you subtract every quality you could perceive?',
      work: 'A Treatise of Human Nature, book 1, part 1',
    },
    {
      id: 'hume-flames',
      issue: 'reality',
      claim:
        'A treatise on the ultimate nature of things keeps its place on my shelf only if it calculates or observes; if it does neither, it is fit for the fire.',
      support:
        'Books that prove from pure reason what the world is made of hand us sophistry dressed as proof. A system of windowless souls mirroring the universe is ingenious, but no sum establishes it and no eye has seen it.',
      gist: 'metaphysics that neither calculates nor observes deserves the fire',
      concepts: ['dogmatism', 'monad', 'relations-of-ideas', 'matter-of-fact', 'reality'],
      questions: [
        'Is metaphysics worthless?',
        'Should we trust grand theories about reality?',
        'Which books of philosophy are worth keeping?',
      ],
      premise:
        'It rests on the fork: every meaningful inquiry is either about relations of ideas or about matters of fact, and I know no third door.',
      implication:
        'Most of the libraries of the schools would go up in smoke, and human knowledge would lose little but its vanity.',
      attacks: ['leibniz-monads', 'leibniz-garden-in-every-drop'],
      concedes: [],
      followUp: 'Which observation or calculation supports the claim that every grain of dust perceives?',
      work: 'An Enquiry concerning Human Understanding, section 12',
    },
  ],
  terms: [
    {
      concept: 'impression',
      meaning:
        'By an impression I mean any lively perception as it first strikes the mind: a sensation, a passion or an emotion.',
      example:
        'The sting of a nettle on your hand is an impression; remembering it tomorrow gives you only the idea.',
    },
    {
      concept: 'idea',
      meaning:
        'An idea is a fainter copy of an impression, the image of it we use in thinking and remembering.',
      example: "Picturing your mother's face in a far country is having the idea of it, not the impression.",
    },
    {
      concept: 'custom',
      meaning:
        'By custom I mean the tendency of the mind, after repeated experience, to pass from one thing to its usual companion without any reasoning.',
      example:
        'Hear thunder often enough after lightning, and the flash alone will make you brace for the noise.',
    },
    {
      concept: 'necessary-connection',
      meaning:
        "By necessary connection people mean a tie that makes an effect follow; I find its only source in the mind's own habitual expectation.",
      example:
        'We say the match must light when struck, but what we feel is only our confidence that it will.',
    },
    {
      concept: 'relations-of-ideas',
      meaning:
        'Relations of ideas are truths known by thought alone, whose denial would be a contradiction, as in arithmetic and geometry.',
      example: 'That a square has four equal sides needs no survey of squares to confirm it.',
    },
    {
      concept: 'matter-of-fact',
      meaning:
        'A matter of fact is any truth about existence or events whose contrary is perfectly conceivable and which must be learned from experience.',
      example:
        'That there is a river beyond the hill is a matter of fact; you could be wrong, and only a walk will tell.',
    },
    {
      concept: 'skepticism',
      meaning:
        'By mitigated skepticism I mean a habit of caution and modesty in belief that keeps our inquiries within the reach of experience.',
      example: 'A physician who says a remedy usually works, rather than always works, is practising it.',
    },
    {
      concept: 'self',
      meaning:
        'By the self I can mean only the succession of related perceptions we observe, not some simple thing that has them.',
      example:
        'Try to find yourself while reading this sentence, and you will find only the words, the light and a little effort.',
    },
    {
      concept: 'passion',
      meaning:
        'A passion is any feeling that moves us, from violent rage to the calm wish for our own lasting good.',
      example: 'The quiet wish to keep your savings is a passion, even though it feels more like prudence.',
    },
    {
      concept: 'miracle',
      meaning:
        'A miracle is a breach of a law of nature by a particular act of a deity or of some invisible agent.',
      example:
        'A feather lifted by divine will, when the wind was just too weak to lift it, would be a real miracle, though unnoticed.',
    },
    {
      concept: 'probability',
      meaning:
        'Probability is the degree of belief we ought to give where experience offers a mixture of outcomes.',
      example:
        'If nine ships in ten reach harbour, you expect a safe arrival, but you insure the cargo all the same.',
    },
    {
      concept: 'cause',
      meaning:
        'A cause is an object followed by another, where all similar objects are followed by similar ones, and the first brings the second to mind.',
      example: 'Smoke makes us think of fire because we have always found the two together.',
    },
    {
      concept: 'induction',
      meaning:
        'By induction I mean inferring what we have not seen from what we have, and its problem is that no argument proves the future will resemble the past.',
      example:
        'Bread has fed you every day of your life, yet nothing in reason forbids the next loaf from doing you harm; only custom makes you trust it.',
    },
  ],
};
