import type { SeatInput } from '../../schema';

/**
 * Leibniz, the Synthesizer, chairs the Freedom Fight between Descartes and Spinoza. He finds the truth in each side
 * and reaches for distinctions he himself drew: reasons that incline without necessitating, certainty that is not
 * necessity, the mill that hides no perception, the clocks that keep time without touching.
 */
export const leibniz: SeatInput = {
  role: 'moderator',
  framings: [
    {
      issue: 'free-will-real',
      text: 'if every choice you make has a reason, does that reason force the choice, or only incline it?',
    },
    {
      issue: 'free-will-real',
      text: 'what single discovery would convince you that you had been wrong about free will all along?',
    },
    {
      issue: 'mind-body',
      text: 'if mind and body never act on one another, why do they keep such perfect time, like two well-made clocks?',
    },
    {
      issue: 'mind-body',
      text: 'what exactly happens, in your view, between deciding to raise an arm and the arm rising?',
    },
    {
      issue: 'necessity',
      text: 'can something be certain in advance without being necessary, as a fact differs from a theorem of geometry?',
    },
    {
      issue: 'necessity',
      text: 'could the world have been otherwise, and if not, what becomes of all the worlds we can imagine?',
    },
    {
      issue: 'feeling-of-choice',
      text: 'suppose a scientist could predict your choice a moment before you made it; would your feeling of choosing survive the news?',
    },
    {
      issue: 'feeling-of-choice',
      text: 'where does the feeling of choosing come from, if not from freedom itself?',
    },
    {
      issue: 'error',
      text: 'when we make a mistake, is it a failure of knowing or a failure of willing?',
    },
    {
      issue: 'god-freedom',
      text: 'does God choose the best because he must, or because he wills to, and is there any difference?',
    },
    {
      issue: 'passions',
      text: 'what would you advise someone who knows their anger is foolish and still cannot stop it?',
    },
    {
      issue: 'responsibility',
      text: 'if everyone were fully determined, what would a fair court do differently tomorrow morning?',
    },
    {
      issue: 'responsibility',
      text: 'should we praise a kind person for a kindness they could not have withheld?',
    },
    {
      issue: 'machines',
      text: 'if we could walk inside a thinking machine as we walk inside a mill, would we ever find a thought there?',
    },
    {
      issue: 'true-freedom',
      text: 'is a person who always does the wise thing more free or less free than one who might do anything?',
    },
    {
      issue: 'true-freedom',
      text: 'can freedom and necessity live together in one soul, or must one of them give way?',
    },
    {
      issue: 'method-certainty',
      text: 'what is the first thing you are certain of, and why does everything else depend on it?',
    },
    {
      issue: 'good-life',
      text: 'if a person accepted your view completely, how would their ordinary day change?',
    },
  ],
  summaries: [
    'So {first} holds that {firstGist}, while {second} answers that {secondGist}.',
    'We have two pictures: for {first}, {firstGist}; for {second}, {secondGist}.',
    '{first} says that {firstGist}, and {second} that {secondGist}; each is right in what he affirms, and perhaps wrong only in what he denies.',
    'Let me set them side by side: {first} holds that {firstGist}, and {second} that {secondGist}.',
    'Here the difference is sharp, for {first} maintains that {firstGist}, whereas {second} insists that {secondGist}.',
    '{first} has told us that {firstGist}, and {second} has replied that {secondGist}, so we must now ask what reason decides between them.',
    'To put the exchange in one line: {first} thinks that {firstGist}, and {second} thinks that {secondGist}.',
    'Between {first}, who holds that {firstGist}, and {second}, who holds that {secondGist}, there may be more harmony than either admits.',
    'Thus {first} defends the claim that {firstGist}, and {second} the claim that {secondGist}, and a good distinction may yet serve them both.',
    'Let us calculate, then: on one side {first}, for whom {firstGist}; on the other {second}, for whom {secondGist}.',
  ],
  invitations: [
    'Challenger, which of these two positions would you rather defend, and why?',
    'Now it is your turn: which step of the argument do you doubt?',
    'Challenger, do you side with the soul that chooses or with the Nature that decides?',
    'Tell us, challenger, what example from your own life tests these claims best.',
    'If you could put only one more question tonight, what would it be?',
    'Challenger, where do you feel the weight of the argument falling, and why there?',
    'Is there a distinction, challenger, that you think both of them have missed?',
    'Which of them would you want beside you when explaining a choice you regret?',
    'Challenger, press either one of them where you think he is weakest.',
    'Has anything said here moved you, even a little, and in which direction?',
  ],
  redirections: [
    'A worthy question for another evening; tonight we ask {theme}.',
    'That deserves a treatise of its own, but our business here is {theme}.',
    'I would gladly follow that path another time; for now, let us return to {theme}.',
    'Everything is connected to everything, as I like to say, yet the thread we follow tonight is {theme}.',
    'Let us keep our two philosophers to their subject, which is {theme}.',
    'An interesting turn, but it leads us away; the question before us is {theme}.',
    'Perhaps that can wait for a later round, since we have gathered to ask {theme}.',
  ],
  view: {
    said: [
      'I stand between my two guests: every choice was certain from the start, yet none is necessary, for reasons incline the will without forcing it.',
      "Against Spinoza, Caesar's crossing of the Rubicon was certain from the start, yet its opposite held no contradiction, so it was not necessary.",
      'Against Descartes, no will turns from the clearest reason merely to show that it can, for the wish to show it is itself a reason.',
    ],
    work: 'Discourse on Metaphysics 13; Theodicy 288; New Essays II.21',
  },
  doctrines: [
    {
      art: ['pre-established harmony', 'preestablished harmony', 'pre established harmony', 'two clocks'],
      issue: 'mind-body',
      said: [
        'By pre-established harmony I mean that soul and body each follow their own laws, and agree because God set them in step from the start, like two clocks made by one master.',
        'So the soul need not push the body, as Descartes would have it, nor need the two be one thing, as Spinoza says.',
      ],
      work: 'New System of Nature (1695); Monadology 78-81',
    },
    {
      art: [
        'best of all possible worlds',
        'best possible world',
        'possible worlds',
        'theodicy',
        'pangloss',
        'candide',
      ],
      issue: 'god-freedom',
      said: [
        'God, seeing infinitely many possible worlds, chose the best, and chose it freely: his wisdom inclined his will without forcing it.',
        'Had he been unable to choose otherwise, there would be nothing to praise in the choice.',
      ],
      work: 'Theodicy 8 and 230-235; Monadology 53-55',
    },
    {
      art: ['monad', 'monads', 'monadology', 'windowless', 'simple substance'],
      issue: 'true-freedom',
      said: [
        'Each monad is a simple substance without windows, unfolding all its perceptions from within, so every choice a soul makes springs from its own nature.',
        'That spontaneity, joined to intelligence and to choices whose opposite holds no contradiction, is the freedom I defend.',
      ],
      work: 'Monadology 7 and 11-18; Theodicy 288',
    },
    {
      art: ['sufficient reason', 'principle of sufficient reason', 'psr'],
      issue: 'necessity',
      said: [
        'Nothing happens without a reason why it is so rather than otherwise; that is my great principle.',
        'But a reason inclines without necessitating, and in that gap between the certain and the necessary our freedom lives.',
      ],
      work: 'Monadology 32; Theodicy 44-45',
    },
    {
      art: [
        'lazy reason',
        'lazy argument',
        'idle argument',
        'fatalism',
        'fatalist',
        'fatalistic',
        'come what may',
        'leave it to god',
        'leave it to fate',
        'que sera sera',
        'whatever will be will be',
        'bahala na',
      ],
      issue: 'necessity',
      said: [
        'The ancients called it the lazy reason, which asks why anyone should take trouble if what will be will be; but the future is settled together with its causes, and our care is among them.',
        'The harvest is certain only for the farmer who sows: to trust God after doing your part is wisdom, and to do nothing because all is foreseen is a sophism.',
      ],
      work: 'Theodicy, preface',
    },
  ],
  clarifications: [
    'Do you mean to ask {optionA}, or {optionB}?',
    'Let me distinguish: are you asking {optionA}, or rather {optionB}?',
    'Is your question {optionA}, or is it {optionB}?',
    'Shall we take up {optionA}, or would you rather we consider {optionB}?',
    'Before they answer, tell me: do you want to know {optionA}, or {optionB}?',
    'A small distinction will help: is it {optionA} that puzzles you, or {optionB}?',
    'Two questions may be hiding in yours; which comes first for you, {optionA} or {optionB}?',
  ],
};
