// What a visitor says between questions, with no topic of its own: a turn to take ("Hume, what do you say to
// that?"), a nod ("ok"), or a question about the debate itself ("who's winning?", "what's the question again?",
// "how long do we have?"). None is off the theme; each gets the floor move a good chair would make.

/**
 * - 'prompt': a debater is asked for his reply ("Nietzsche, what do you say to that?", or his name alone);
 * - 'next': the visitor nods along or asks to move on ("ok", "I see", "next question");
 * - 'granted': he grants the point just made, and asks nothing ("fair enough", "aye well that's honest at least i'll
 *   give you that"): the chair takes it graciously, in a sentence, and moves on;
 * - 'standing', 'question', 'time': who is ahead, what the debate asks, how long it has left;
 * - 'summary': the visitor asks for the argument so far in short ("sum it up for me");
 * - 'cast': who is who ("which one is the hammer?");
 * - 'self': a debater asked what he stands for ("ur the hammer guy right? what do u even smash"): his own view of the
 *   question;
 * - 'bio': a member asked who he is ("Hume, who are you?", "tell us about yourself"): a fact of his life, then the
 *   question (said to no one, "who are you?" is who is who);
 * - 'suggest': what to ask ("what should I ask them?");
 * - 'reading': what to read ("is there a book I should read to get into this?");
 * - 'plain', 'order': a straight answer asked for ("yes or no?"), a point of order ("rule on it"): plain-answer.ts;
 * - 'how': how the debate works, from a newcomer ("first time here, do I just talk?");
 * - 'differ': where the two part ("are they actually disagreeing, or saying the same thing?");
 * - 'agree': where they agree ("do they agree on anything at all?"); 'dodge': who has left a point unanswered;
 * - 'restate': what was just said ("what did he just say?"); 'repeat': said again ("sorry, I didn't catch that");
 * - 'farewell': the visitor takes his leave ("thank you both");
 * - 'presence': the visitor checks the line ("can you hear me?", "hello? anybody there?");
 * - 'pause': the visitor is thinking, or back ("sorry, I'm still here, just thinking"): the floor waits for him;
 * - 'permission': he asks leave to ask ("can i ask you something"): he has it;
 * - 'away': the visitor steps away for a moment ("hang on, chef's yelling, two min"): the debaters carry on;
 * - 'back': he is back, and asks where they were ("sorry, that was the door, where were we"): welcomed, and caught up;
 * - 'doubt': the visitor doubts his own question ("sorry, that was probably a silly question");
 * - 'glad': what was said helped him ("oh, that actually makes me feel better");
 * - 'apology': he apologises for his own line ("sorry, I'm rambling"): none is needed;
 * - 'budget': he says how long he can stay ("I've only got about ten minutes"): the chair says how to spend it;
 * - 'source': where a point comes from ("did you actually write that?"): its speaker names the work;
 * - 'machine': whether they are AI ("are you actually Socrates or just a chatbot?"): the chair says what they are;
 * - 'close': the visitor asks the chair to close the debate with his verdict ("give us your final verdict").
 */
export type FloorTalk =
  | 'prompt'
  | 'next'
  | 'granted'
  | 'standing'
  | 'question'
  | 'time'
  | 'summary'
  | 'cast'
  | 'self'
  | 'bio'
  | 'how'
  | 'suggest'
  | 'reading'
  | 'differ'
  | 'agree'
  | 'dodge'
  | 'restate'
  | 'repeat'
  | 'plain'
  | 'order'
  | 'farewell'
  | 'presence'
  | 'pause'
  | 'permission'
  | 'away'
  | 'back'
  | 'doubt'
  | 'glad'
  | 'apology'
  | 'budget'
  | 'machine'
  | 'source'
  | 'close';

/** Floor talk the chair answers in words of his own (chair-words.ts). */
export type ChairTalk = Exclude<
  FloorTalk,
  'prompt' | 'next' | 'granted' | 'plain' | 'order' | 'close' | 'source'
>;

/** Floor talk that is about the debate whatever its wording's Socratic kind ("who wins this?" reads as 'who wins'). */
export const ABOUT_THE_FLOOR: ReadonlySet<FloorTalk> = new Set([
  'standing',
  'permission',
  'question',
  'time',
  'summary',
  'back',
  'cast',
  'self',
  'bio',
  'how',
  'suggest',
  'reading',
  'differ',
  'agree',
  'dodge',
  'restate',
  'repeat',
  'plain',
  'order',
  'farewell',
  'presence',
  'machine',
  'source',
  'close',
]);
