// Sentences any debater may say, whoever he is: the frames of moves the knowledge gives no words of its own for.

/** A philosopher names the work behind an answer now and then; those who wrote nothing never do. */
export const CITATIONS = [
  'I set this out at length in {work}.',
  'You will find the long version in {work}.',
  'I made this case in {work}.',
];

/** Asked where his point comes from ("did you actually write that?"): the work ({work}) he wrote it in. */
export const SOURCES = [
  'You will find it in {work}.',
  'I set it out in {work}, if you want to read it for yourself.',
  'It is in {work}.',
];
/** The same, of a work by other hands (Plato's dialogues for Socrates, a collection of sayings). */
export const TOLD_SOURCES = [
  'I wrote none of it down myself: it comes down to us in {work}.',
  'Not from my own pen: you will find it in {work}.',
  'Other hands wrote it down, in {work}.',
];
/** Then what tonight's words are. */
export const PARAPHRASES = [
  "Tonight's words are my own paraphrase, not a quotation, but the argument is the one made there.",
  'The words tonight are mine, not a quotation; the argument is the one you will find there.',
  'Read it there: my words tonight only paraphrase it.',
];

/** "What is the strongest case against you?": the speaker states the other side fairly, then answers it. */
export const COUNTERS = [
  "The strongest case against me is {name}'s: that {gist}.",
  '{name} would press me hardest by saying that {gist}.',
  'The best objection I know is that {gist}, as {name} would put it.',
  'Let me give the other side its due: {gist}, says {name}.',
];

/** "Steelman him": the other side's case put at its strongest, in fairness ({gist} completes "that ..."). */
export const STEELMEN = [
  "Here is {name}'s case at its strongest, as fairly as I can put it: {gist}.",
  "Let me make {name}'s case better than its critics do: {gist}.",
  'In fairness to {name}, the best version of the view is this: {gist}.',
];
/** After the steelman, before his answer to it. */
export const STEELMAN_TURNS = [
  'That is a serious case, and still it does not move me.',
  'I feel its pull, and here is why I stay where I am.',
  'It deserves better than a sneer, and it still fails.',
];

/**
 * The visitor's own case ({told}: "your father", "your old lathe", "that colt"), named first and judged by where the
 * speaker stands ({stance}, a sentence) before his argument: set 39's judges heard the case named only as the question
 * it puts and counted it ignored (41 of 143 steps).
 */
export const TOLD_VERDICTS = [
  'As for {told}, here is my answer: {stance}',
  'In what you tell of {told} I find my answer again: {stance}',
  'Take {told}, then: {stance}',
];
/**
 * The same case when the speaker has no stance on the issue: named, with the question of the debate it puts
 * ({clause}), said of the case, never as if the one he tells of had asked it.
 */
export const TOLD_CASES = [
  'The case of {told} puts the question squarely: {clause}.',
  'What you tell of {told} comes down to {clause}.',
  'Let the case of {told} be our test of {clause}.',
  'I hear in what you say of {told} the old question of {clause}.',
];
/** The chair's summary of an exchange the visitor began with his own case ({told}) gives the case back to him. */
export const TOLD_HANDBACKS = [
  'Challenger, which of them reads {told} better?',
  'You know {told} and we do not, challenger: which of them has it right?',
  'So, challenger, which account fits {told}?',
];

/** Asked again on an issue whose arguments he has all made, a debater takes his earlier point further. */
export const FURTHER = [
  'Let me go one step further than before.',
  'Let me dig beneath what I said earlier.',
  'Back to my earlier point, then, and to what it rests on.',
];

/**
 * A rebuttal of a point the visitor has heard put into words already (in a rebuttal or a summary) that its speaker
 * has not taken further: named, not restated, and not said to have been explained more (a press would say so).
 */
export const RETURNS = [
  "I come back to {name}'s point, and I am no more persuaded by it.",
  "{name}'s point is still before us, and I still cannot grant it.",
  'Let me answer {name} once more, since the point deserves it.',
];

/** A challenge no argument matches well: the speaker says he answers it from the nearest issue ({clause}). */
export const BRIDGES = [
  'Let me take that up through the question of {clause}, where my answer lies.',
  'I will come at that from the question of {clause}.',
  'That bears on the question of {clause}, so let me answer from there.',
];

/** Asked for a straight answer ("yes or no?"): where the speaker stands ({stance}, a sentence in lower case). */
export const PLAINLY = [
  'Plainly, then: {stance}',
  'Without hedging: {stance}',
  'My straight answer: {stance}',
];

/** Each asked for his position ("could you each set out your view?"): where the speaker stands, said first. */
export const POSITIONS = [
  'Where I stand: {stance}',
  'Put simply: {stance}',
  'My position, in short: {stance}',
];

/** A point of order ruled for: the chair puts the question ({clause}) to the debater ({name}) again, plainly. */
export const RULINGS = [
  'Sustained. {name}, the question was {clause}: a straight answer, please.',
  'A fair point of order. {name}, tell us plainly where you stand on {clause}.',
  'The challenger is right to insist. {name}, where do you stand on {clause}, in plain words?',
];

/** After a fact of his life, a debater comes back to the question: where he stands ({stance}, in lower case). */
export const LIFE_RETURNS = [
  'But you came for the question, and there I hold that {stance}',
  'Enough about me: {stance}',
  'But to our question: {stance}',
];
/** A debater thanks the visitor for his sympathy, before the fact of his life it is for. */
export const THANKS = ['Thank you; that is kind of you.', 'You are kind to say so.', 'Thank you for that.'];
/** "ha so you admit it", just after a fact of his life: he owns it, and does not tell it again. */
export const OWNED = ['I do not deny it.', 'I admit it freely.', 'Guilty as charged.'];
/** After a fact of his life, the chair comes back to the debate's question ({theme}). */
export const CHAIR_LIFE_RETURNS = [
  'But enough of me: tonight we ask {theme}.',
  'That was long ago; tonight the question is {theme}.',
  'But I am here to chair, and our question is {theme}.',
];

/** A member with no knowledge of this debate says so plainly rather than pretend. */
export const GUEST_LINES = [
  'I have no notes for this debate, so I will not pretend to an answer.',
  'Put your question to the philosophers of this debate, and they will take it up.',
];

/** The chair's reason for not answering a question put to him, said before he hands it on. */
export const CHAIR_KEEPS_HIS_VIEW = [
  'My own view can wait for the verdict: tonight I hold the scales.',
  'A chair who takes sides spoils the contest, so let me keep my answer until the end.',
  'You tempt me, but my part tonight is to weigh their arguments, not to add my own.',
];

/** Asked for his own view, a chair who has one (the moderator's `view`) gives it once, before the floor goes on. */
export const CHAIR_GIVES_HIS_VIEW = [
  'Since you ask, here is my own view, once.',
  'You ask fairly, so here is my own view.',
  'Very well: my own view, once, for what it is worth.',
];
/** Before one of his own teachings, named to him (the moderator's `doctrines`). */
export const CHAIR_ON_HIS_TEACHING = [
  'That is my own teaching, so let me put it briefly.',
  'You have read me, I see; briefly, then.',
  'Since you name my own doctrine, here it is in brief.',
];
/** Said after his view: it does not decide the debate. */
export const CHAIR_VIEW_WEIGHS_NOTHING =
  'My verdict, though, will go by what they argue tonight, not by what I hold.';
/** Asked again, once his view is given. */
export const CHAIR_GAVE_HIS_VIEW = [
  'You have my own view already, and the verdict will go by what is argued here.',
  'I have said where I stand; tonight it is their arguments that count.',
];
/** Asked by one in a hardship of his own ("is there any point me going if she dont know me"). */
export const CHAIR_HEARS_HARDSHIP =
  'That is a question for your heart more than for this debate, and not mine to settle; the floor is yours whenever you want it.';
/** Said to, with no view asked and nothing to do ("you run things?", "which of you pays for the drinks?"). */
export const CHAIR_KEEPS_ORDER = [
  'I keep the order and the time; the arguing is theirs, and the questions are yours.',
  'My part is only to keep the floor fair; they carry the argument.',
  'I hold the floor for them and for you; the argument is theirs to make.',
];
/** After his part, the chair gives the floor back to the visitor ({either}: "Socrates or Nietzsche"). */
export const CHAIR_HANDS_BACK = [
  'Put it to {either} now, challenger; the argument is theirs to make.',
  'Now try that on {either}, challenger: they are the ones to argue it.',
  'The floor is yours again, challenger, and {either} will answer you.',
];
/** A line that asks the chair where he himself stands ("where do you land?", "do you even have an opinion?"). */
export const VIEW_ASKED =
  /\b(?:what (?:do )?you (?:yourself |personally |actually |really )?(?:think|reckon|believe)|what(?: is|s)? your (?:own |actual |real |honest )?(?:view|opinion|take|position|answer)|your (?:own |actual |real |honest )?(?:view|opinion|take|thoughts|position)|where do you (?:yourself |personally |actually |really |even )?(?:land|stand|come down|fall)|(?:do|would) you (?:even |actually )?have (?:an? |your own )?(?:opinion|view|position|take)|(?:you|u) (?:got|have) (?:an? |any |your own )?(?:opinions?|views?|takes?)\b|weigh in|(?:which|whose) side (?:are you on|do you take)|(?:who|which (?:one|of them)) do you (?:side|agree) with|who (?:are )?(?:you|u) siding with|(?:have|got) a horse in (?:this|the) race|(?:would|do|will|could) you (?:ever )?side with|(?:a|any|the) third (?:position|view|option|way|answer)|(?:is there (?:a |any )?way|can|could) (?:they )?both(?: of them)? (?:can |could )?(?:are |be )?right|(?:a|any|some|the) middle (?:path|way|ground|position)|yours maybe|take (?:a side|sides)|(?:are you|you re|you are) (?:hardly |not |even )?(?:neutral|impartial|biased)|(?:you )?(?:must|should|surely) have (?:a|an|your own) (?:view|opinion|position)|what about you|what (?:do )?(?:you|u) make of (?:that|this|it|all (?:this|that))|come in on (?:this|that)|but also a philosopher)\b/;

/** A request put to the chair ("could you press them on that?"), granted before he hands the floor on. */
export const CHAIR_GRANTS = ['Gladly.', 'A fair request.', 'Very well.'];
/** A line that asks the chair to put something to the debaters ("could you press them on that?", "keep them short"). */
export const REQUEST_TO_THE_CHAIR =
  /\b(?:(?:press|push|ask|hold|keep|make|get|pin) (?:them|both|each|either|him)(?: of them)?\b|put (?:it|that|this|the question) to (?:them|him|both)\b)/i;

/** "Give me an example": the case, introduced ({example} starts in lower case), then what it shows. */
export const EXAMPLES = ['Take a case: {example}', 'Here is one: {example}', 'Picture this: {example}'];
/** The same, for a case of a word of the point, named: "Take the good: ...". */
export const EXAMPLES_OF = [
  'Take {term}: {example}',
  'Think of {term}: {example}',
  'An example of {term}: {example}',
];
export const SHOWS = 'That is what I mean when I say that {gist}.';
/** "Keep it simpler": the point in a clause, before a case of it. */
export const SIMPLY = ['Put simply: {gist}.', 'In plain words: {gist}.', 'Here it is plainly: {gist}.'];

/** A word for a death the visitor told of ({loss}: "your wife"), before the turn's own words. */
export const CONDOLENCES = ['I am sorry for the loss of {loss}.', 'I am sorry about {loss}.'];
/** A word for an illness or a decline he told of; it names no one, as his case may be named next. */
export const HARDSHIPS = [
  'I am sorry; that is a hard thing to live with.',
  'I am sorry to hear it; that is hard.',
  'I am sorry; that is a heavy thing to carry.',
];

/** The visitor balked at the point ("that's just daft"): owned in a few words, before the next reason. */
export const BALKED = [
  'I hear you; let me give you my reason.',
  'I know how it sounds; stay with me a moment.',
  'Fair enough to balk at it, so here is why I hold to it.',
];

/** The visitor granted his point before going on ("ok i give u that one socrates. but ..."): the debater takes it first. */
export const GRANT_TAKEN = [
  'I am glad you grant it.',
  'Then we have made some progress together.',
  'Thank you; that is generously granted.',
];
/** The visitor granted the last point ("fair enough, I'll give you that"): the chair takes it, then moves on. */
export const GRANTED = [
  'Noted: a point granted is a step forward.',
  'A fair concession, and a gracious one.',
  'Granted, then, and gladly noted.',
];

/** Shorter turns asked for: the chair grants it, then moves the debate on. */
export const SHORTER_GRANTED = 'A fair complaint: shorter turns from here on.';

/** A joke's own words for them ("terrible supervisors"), taken up lightly before the point is kept. */
export const QUIPS_ECHOED = [
  '{Echo}, perhaps; but I still say that {gist}.',
  '{Echo}? Very likely, and all the same {gist}.',
  '{Echo}, I grant you; the argument stands all the same: {gist}.',
];

/** A remark or joke of the visitor's, taken lightly by a debater who keeps his point ({gist} in lower case). */
export const QUIPS = [
  'I will take the laugh, and keep the point: {gist}.',
  'Laugh by all means; the argument stands all the same: {gist}.',
  'A joke is an argument in small, and mine still holds: {gist}.',
  'Gladly laughed at; but I still say that {gist}.',
];
