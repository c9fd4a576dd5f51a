import { getDebate } from '../../src/debates';
import type { Cast } from './cast';
import type { ChairTalk } from './floor-kinds';
import {
  APP_ASKED,
  BARE_SORRY,
  GREETING,
  GREETING_ONLY,
  HOW_ARE_YOU,
  KEEPING_ASKED,
  LEAVING_EARLY,
  LINE_TROUBLE,
  LOW_BATTERY,
  MISHAP,
  PRICE_ASKED,
  SCORE_ASKED,
  VOICE_REMARK,
  VOLUME_ASKED,
} from './floor-phrasings';
import { bitAsked } from './bit-asked';
import { discussedIssues, lastIssue, lastPoint, turnsBy } from './history';
import { normalize, splitSentences, upperFirst } from './text';
import type { DebateIndex } from './retrieval';
import type { DebateEntry } from './types';
import type { MapClaim } from '../../src/protocol';
import { argumentMap, standings, type Standing } from './verdict';

// The chair's own words for a question about the debate (floor-talk.ts tells the question): who is ahead, what is
// asked, how long is left, the argument so far, who is who, and goodbye.

const MINUTE_MS = 60_000;
/**
 * The chair's goodbye when the visitor takes his leave, with the way to his verdict (the visitor is leaving: he is not
 * asked to stay); after it he prompts no more in a silence.
 */
const FAREWELL_WORDS =
  'Goodbye, and thank you for your challenges: you kept them both honest. Before you go, End debate brings my verdict.';
/** Said to a second goodbye: the first has said it all. */
const FAREWELL_AGAIN = 'Goodbye again, and thank you.';

/** Whether the chair has said goodbye in these words ("Goodbye, and thank you ...", "Goodbye again ..."). */
export function saidGoodbye(words: string): boolean {
  return words.includes(FAREWELL_WORDS) || words.includes(FAREWELL_AGAIN);
}

/** The chair's words to a visitor who steps away: the debaters carry on meanwhile (planner: a silence moves on). */
const AWAY_WORDS = 'Take your time: they will carry on meanwhile, and the floor is yours when you are back.';

/** Whether the chair has said these words to a visitor stepping away. */
export function saidAway(words: string): boolean {
  return words === AWAY_WORDS;
}

/** The chair's word to a visitor who doubts his question, is glad of an answer, or apologises for his own line. */
const VISITOR_HEARTENED = {
  doubt: 'Not silly at all: plain questions are the ones that find where an argument is weak.',
  glad: 'I am glad it helped.',
  apology: 'No apology needed: a question that comes out of a life is often the sharpest one.',
};

/** "I just wanted to say I love this app!": the evening praised, not an answer found helpful. */
const ENJOYED =
  /\b(?:love|like|loving|enjoying) (?:this|the) (?:app|debate|site|show|format|thing)\b|\b(?:this|it) is (?:so |really |honestly )?(?:great|brilliant|amazing|fun|fascinating|awesome)\b|\bbetter than (?:my|any|the|a) (?:actual |real |own )?(?:[a-z]+ )?(?:lectures?|class(?:es)?|seminar|course|lessons?|podcast|tv|telly)\b|\b(?:melting|blowing|frying|breaking) my (?:brain|mind|head)\b/;

/**
 * "lol this debate is heavy for a tuesday", "this is a lot for a monday": the evening found weighty, neither praised nor
 * found helpful ("that made me feel a lot better" was helped).
 */
const WEIGHTY =
  /\b(?:heavy|deep|intense)\b|\b(?:is|been|got|getting) (?:(?:so|very|pretty|really|quite|kinda|kind of) )*a lot\b/;

/** The visitor's last line, as the floor reads it. */
const lastSaid = (conversation: readonly DebateEntry[]): string =>
  normalize(conversation.findLast((entry) => entry.role === 'user')?.content ?? '');

/** "ok that was rude of me, sorry": pardon asked for a sharp word, not for a question. */
const SHARP_WORD_PARDONED =
  'No apology needed: a sharp word keeps a debate honest, and both of them have heard worse.';
const SHARP = /\b(?:rude|harsh|blunt|mean|cheeky|out of line)\b/;

/** "Thanks for being patient with a stranger at 1am": thanked, not asked pardon. */
const THANKS_TAKEN = 'You are most welcome: a question that comes out of a life is often the sharpest one.';

const lastLine = (conversation: readonly DebateEntry[]): string =>
  conversation.findLast((entry) => entry.role === 'user')?.content ?? '';

/** The chair's word for pardon asked: for a sharp word, for nothing in particular, or for a question from a life. */
function pardon(conversation: readonly DebateEntry[]): string {
  const said = normalize(lastLine(conversation));
  if (thanked(conversation)) return THANKS_TAKEN;
  if (SHARP.test(said)) return SHARP_WORD_PARDONED;
  // "lol my cat just walked across the keyboard": a slip, not a fault.
  if (MISHAP.test(said)) return 'No harm done.';
  return BARE_SORRY.test(said) ? 'No apology needed.' : VISITOR_HEARTENED.apology;
}

function thanked(conversation: readonly DebateEntry[]): boolean {
  return /^(?:thanks|thank you)\b/.test(normalize(lastLine(conversation)));
}

/** "the sound is a second behind the video": the connection at fault, not the voices. */
const SOUND_FAULT =
  /\b(?:behind|ahead of|out of sync|lagging|delayed|cutting out|breaking up|dropping out|choppy|echoing|froze|frozen|freezing up|buffering|glitching|connection|internet|wi ?fi)\b/;
/** Captions asked for, or the voices not heard (not how the captions are made): the transcript writes every word. */
const CAPTIONS =
  /\b(?:(?:turn|switch|put) (?:the )?(?:captions|subtitles) on|(?:is there|are there|any|got) (?:captions|subtitles)|(?:can't|cant|cannot) hear (?:the )?(?:moderator|chair|host|voices?))\b/;
/** The camera, asked after: the app hears the visitor and never films him. */
const CAMERA = /\b(?:camera|webcam|video|my (?:own )?face)\b/;
/** The microphone that will not come on: the browser's leave, which the chair can tell him how to give. */
const MIC_OFF =
  /\b(?:mic|microphone)\b(?=.*\b(?:won't|wont|doesn't|doesnt|isn't|isnt|not|can't|cant|turn on|switch on|enable|allow|unmute|settings)\b)|\b(?:allow|enable|turn on|switch on|unmute)\b(?=.*\b(?:mic|microphone)\b)/;
/** How loud the voices are, asked of the app rather than how they sound. */
const LOUDNESS = /\b(?:loud|quiet|volume|mute|silence|soft|turn (?:down|up|off))\b/;

/** "Socrates or Nietzsche": whom to put a challenge to, when two debate. */
function eitherDebater(cast: Cast): string | undefined {
  const [a, b] = cast.debaters.map((i) => cast.seated[i]?.name);
  return a && b ? `${a} or ${b}` : undefined;
}

/** "Can you hear me?": said alone, or before the chair's answers to what else the line asks. */
export const HEARD = 'Yes, we hear you clearly.';

/** A greeting that asks how they are. */
const HOW_THEY_ARE = new RegExp(`\\b(?:${HOW_ARE_YOU})\\b`);

/** The chair's answer to a question about the debate itself: who is ahead, what is asked, how long is left. */
export function chairWords(
  talk: ChairTalk,
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
  timeLeftMs: number | undefined,
): string {
  switch (talk) {
    case 'standing':
      return standingWords(cast, index, conversation);
    case 'summary':
      return summaryWords(cast, index, conversation);
    case 'back':
      return `Welcome back. ${summaryWords(cast, index, conversation)}`;
    case 'cast':
    case 'self':
    case 'bio':
      return castWords(cast);
    case 'how':
      return howWords(cast, conversation);
    case 'suggest':
      return suggestWords(cast, conversation);
    case 'agree':
      return agreementWords(cast, index, conversation);
    case 'dodge':
      return dodgeWords(cast, index, conversation);
    case 'restate':
      return restateWords(cast, index, conversation);
    case 'repeat':
      return repeatWords(cast, index, conversation);
    case 'differ':
      return summaryWords(cast, index, conversation, 'differ');
    case 'question': {
      const theme = cast.topic?.theme;
      const current = lastIssue(conversation);
      const clause = cast.topic?.issues.find((issue) => issue.id === current)?.clause;
      return [
        theme ? `Our question tonight is ${theme}.` : 'Our question is the one on the card you chose.',
        clause && clause !== theme ? `Just now we were on ${clause}.` : '',
        'Put your challenge to either of them, or say "next" and I will move us on.',
      ]
        .filter((sentence) => sentence !== '')
        .join(' ');
    }
    case 'presence': {
      const theme = cast.topic?.theme ?? 'the one on the card you chose';
      const either = eitherDebater(cast);
      const to = either ? `: put your challenge to ${either}` : '';
      // "Hello there!" greets rather than checks the line.
      const line = conversation.findLast((entry) => entry.role === 'user')?.content ?? '';
      const said = normalize(line);
      const greeted = !line.includes('?') && (GREETING.test(said) || GREETING_ONLY.test(said));
      // "Hi there, how are you both doing today?": asked how they are, they are well.
      const asked = GREETING_ONLY.test(said) && HOW_THEY_ARE.test(said);
      // "sorry if i go quiet, the signal here is awful": heard now, and no promise for later.
      const troubled = LINE_TROUBLE.test(said) && !line.includes('?');
      const opening = asked
        ? 'Very well, thank you, and welcome.'
        : greeted
          ? 'Hello, and welcome.'
          : troubled
            ? 'We hear you clearly for now.'
            : HEARD;
      return `${opening} Our question tonight is ${theme}${to}.`;
    }
    case 'reading':
      return readingWords(cast);
    case 'away':
      return AWAY_WORDS;
    case 'pause':
      return 'Take your time: the floor is yours whenever you are ready.';
    case 'permission':
      return `Of course: ask away, and put it to ${eitherDebater(cast) ?? 'either of them'} as you like.`;
    case 'doubt':
    case 'glad':
    case 'apology': {
      const heartened =
        talk === 'apology'
          ? pardon(conversation)
          : talk === 'glad' && WEIGHTY.test(lastSaid(conversation))
            ? 'Heavy going, I grant you; the questions worth an evening usually are.'
            : talk === 'glad' && ENJOYED.test(lastSaid(conversation))
              ? 'I am glad you are enjoying it.'
              : VISITOR_HEARTENED[talk];
      return `${heartened} Put your next one to ${eitherDebater(cast) ?? 'either of them'}, or say "next" and I will move us on.`;
    }
    case 'budget':
      // "haha my phone is about to die, 3% battery left": he may be cut off at any moment.
      if (LOW_BATTERY.test(normalize(lastLine(conversation))))
        return 'Then let us make the most of it: put the question that matters most to you first, and if you want my verdict before it goes, ask me to wrap up or press End debate.';
      // "i have a deadline at 5 so I might drop off early, sorry": he may have to go before the end.
      if (LEAVING_EARLY.test(normalize(lastLine(conversation))))
        return 'Then let us make the most of the time: put the question that matters most to you first, and if you want my verdict before you go, ask me to wrap up or press End debate.';
      return 'Then let us spend them well: put the question that matters most to you first, and when you want my verdict, ask me to wrap up or press End debate.';
    case 'machine':
      return `${VOICE_REMARK.test(normalize(lastLine(conversation))) ? 'Our voices are made by the app, not recorded. ' : ''}We are AI philosophers, not the thinkers themselves: each of us argues from what our own works say, in our own manner, and the words are ours, not quotations. Test us as you would test them: put your challenge to ${eitherDebater(cast) ?? 'either of them'}.`;
    case 'farewell':
      return conversation.some(({ plan }) => plan?.move === 'chair' && saidGoodbye(plan.text))
        ? FAREWELL_AGAIN
        : FAREWELL_WORDS;
    case 'time': {
      if (timeLeftMs === undefined) {
        return 'The clock at the top of the arena shows how long we have gone; when our time is up I will close with a verdict, and End debate brings it sooner.';
      }
      const minutes = Math.round(timeLeftMs / MINUTE_MS);
      if (timeLeftMs < MINUTE_MS)
        return 'Less than a minute is left before my verdict: make your last challenge count.';
      return `About ${minutes} ${minutes === 1 ? 'minute is' : 'minutes are'} left before I close with a verdict, and End debate brings it sooner if you wish.`;
    }
  }
}

/** "Which one is the hammer?": each debater by the epithet on the debate's card, then the chair and the question. */
export function castWords(cast: Cast): string {
  const card = cast.topic && getDebate(cast.topic.debateId);
  const [a, b] = cast.debaters.map((i) => {
    const name = cast.seated[i]?.name ?? '';
    const subtitle = card?.philosophers.find((p) => p.name === name)?.subtitle.toLowerCase();
    const epithet = subtitle ?? cast.seated[i]?.person?.epithets.find((e) => e.startsWith('the '));
    return { name, epithet };
  });
  const chair = cast.moderator === undefined ? undefined : cast.seated[cast.moderator]?.name;
  const question = cast.topic?.theme ?? 'the one on the card you chose';
  return [
    a &&
      b &&
      `${a.name} is ${a.epithet ?? 'one side'}, and ${b.name} ${b.epithet ?? 'the other'}: ask either by name.`,
    chair
      ? `I am ${chair}, your moderator, and our question tonight is ${question}.`
      : `Our question is ${question}.`,
  ]
    .filter((sentence) => sentence)
    .join(' ');
}

/** "How does this work?": what the challenger may do, by name, and the question; before any challenge, a welcome. */
/** Whether he may take a side, asked. */
const SIDE_ASKED = /\b(?:pick|choose|take) (?:a )?sides?\b|\b(?:stay|be|remain) (?:neutral|impartial)\b/;

function howWords(cast: Cast, conversation: readonly DebateEntry[]): string {
  const either = eitherDebater(cast);
  const question = cast.topic?.theme;
  const first = conversation.filter((entry) => entry.role === 'user').length <= 1;
  const asked = normalize(conversation.findLast((entry) => entry.role === 'user')?.content ?? '');
  // "is it all right for me to pick a side, or am I supposed to stay neutral?": he may take one.
  if (!first && SIDE_ASKED.test(asked))
    return `Take a side by all means: the challenger owes neither of them neutrality, and whichever you doubt, press him hardest.${question ? ` Our question tonight is ${question}.` : ''}`;
  // Asked what it costs, or who made it, he says it is not his to say.
  const forTheApp = PRICE_ASKED.test(asked)
    ? 'What the app costs is for its makers to say, not for me.'
    : CAPTIONS.test(asked)
      ? 'Every word we say is written out in the transcript as we say it.'
      : VOLUME_ASKED.test(asked)
        ? LOUDNESS.test(asked)
          ? "How loud we are is your device's volume to set; our voices are the app's, not mine to change."
          : SOUND_FAULT.test(asked)
            ? 'Sound that lags or breaks up is the connection, for the app to mend, not me.'
            : "Our voices are the app's, not mine to change."
        : KEEPING_ASKED.test(asked)
          ? 'A debate is not kept once you leave: Download or Copy, by the transcript, takes it home at any time, and End debate adds my verdict.'
          : APP_ASKED.test(asked)
            ? CAMERA.test(asked)
              ? 'No camera is used here: we hear you through your microphone, and see nothing.'
              : MIC_OFF.test(asked)
                ? "If your microphone stays off, check that it is not muted, or allow it for this site in your browser's settings and reload the page; meanwhile, type your challenge and we will take it just the same."
                : 'The app itself is for its makers to answer for, not me.'
            : '';
  // Asked how it is scored, he says how.
  const scored = SCORE_ASKED.test(asked)
    ? 'I keep score for my verdict: a point for each reply that lands or claim left unanswered, two for a point the other grants.'
    : '';
  const how = [
    either
      ? `You are the challenger: speak or type a question to ${either} by name, or to both, and each will answer and answer the other.`
      : 'You are the challenger: speak or type a question, and the debaters will take it up.',
    'Ask me who is ahead or for a summary at any time, or say "next" and I will move us on; when you have heard enough, ask for my verdict.',
    scored,
    question ? `Our question tonight is ${question}.` : '',
  ];
  // A second question about the app ("is this app free?", then "is there a dark mode?") is not told again how the
  // debate works: he answers it and hands the floor back.
  const heard = conversation
    .filter((entry) => entry.role === 'assistant')
    .flatMap((entry) => splitSentences(entry.content));
  // Asked again how it works (the sound lagged first, "how does this work?" later), he says it in short, in words the
  // call has not heard, and what he has not said yet (how it is scored).
  if (forTheApp === '' && heard.includes(how[0] ?? '')) {
    const again = [
      either
        ? `In short: put your challenge to ${either} by name, and ask me for my verdict when you have heard enough.`
        : 'In short: put your challenge to the debaters, and ask me for my verdict when you have heard enough.',
      either
        ? `As before, the floor is yours: challenge ${either}, and call for my verdict whenever you like.`
        : 'As before, the floor is yours, and my verdict is yours to call for whenever you like.',
    ];
    const unsaid = [scored].filter((sentence) => sentence !== '' && !heard.includes(sentence));
    return [again.find((sentence) => !heard.includes(sentence)) ?? 'The floor is yours.', ...unsaid].join(
      ' ',
    );
  }
  if (forTheApp !== '' && heard.includes(how[0] ?? '')) {
    const floor = [
      either ? `The floor is still yours: put your challenge to ${either}.` : 'The floor is still yours.',
      'Now, your challenge, whenever you are ready.',
      'Back to the argument, then.',
    ];
    return [
      heard.includes(forTheApp) ? "That too is for the app's makers, not me." : forTheApp,
      floor.find((sentence) => !heard.includes(sentence)) ?? floor[0],
    ].join(' ');
  }
  return [first ? 'Welcome.' : '', forTheApp, ...how].filter((sentence) => sentence !== '').join(' ');
}

/**
 * "What should I ask them?": a question of the chair's the call has not heard, on an issue not argued yet if he has
 * one, for the debater who has spoken less.
 */
function suggestWords(cast: Cast, conversation: readonly DebateEntry[]): string {
  const chair = cast.moderator === undefined ? undefined : cast.seated[cast.moderator];
  const framings = chair?.role === 'moderator' ? chair.seat.framings : [];
  const heard = conversation
    .filter((entry) => entry.role === 'assistant')
    .map((entry) => normalize(entry.content))
    .join(' ');
  const argued = discussedIssues(conversation);
  const fresh = framings.filter((f) => !heard.includes(normalize(f.text)));
  const framing = fresh.find((f) => !argued.has(f.issue)) ?? fresh[0];
  const name = [...cast.debaters]
    .sort((a, b) => turnsBy(conversation, a) - turnsBy(conversation, b))
    .map((i) => cast.seated[i]?.name)[0];
  if (!framing || !name)
    return 'Ask either of them where that view would fail you in your own life: that is always a good place to start.';
  const question = upperFirst(framing.text);
  return `Here is one worth putting to ${name}: ${question}`;
}

/** The claims of each side that `pick` takes from its standing, with their maker and his opponent. */
function claimsOfBoth(
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
  pick: (standing: Standing) => readonly MapClaim[],
): { by: string; other: string; point: string }[] {
  const [a, b] = standings(argumentMap(conversation, cast, index));
  if (!a || !b) return [];
  return [
    ...pick(a).map((claim) => ({ by: a.name, other: b.name, point: claim.point })),
    ...pick(b).map((claim) => ({ by: b.name, other: a.name, point: claim.point })),
  ];
}

/** "Do they agree on anything?": what one has granted the other, else that nothing has been granted yet. */
export function agreementWords(
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
): string {
  const [shared] = claimsOfBoth(cast, index, conversation, (standing) => standing.granted);
  if (shared)
    return `On one thing at least: ${shared.other} has granted that ${shared.point}. On the rest they part.`;
  return `Not yet: neither has granted the other a thing. ${summaryWords(cast, index, conversation, 'differ')}`;
}

/** "Who is dodging?": a point one side made and the other has let stand, else that each has answered. */
function dodgeWords(
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
): string {
  const [left] = claimsOfBoth(cast, index, conversation, (standing) => standing.unanswered);
  if (left) {
    return `${left.other} has yet to answer ${left.by}'s point that ${left.point}. Press ${left.other} on it if you think the point is being dodged.`;
  }
  return "Nobody has dodged yet: each has met the other's last point. Press either of them wherever you sense an evasion.";
}

/** "What did he just say?": the last point in short, by its maker's name; or the last point of the one named. */
export function restateWords(
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
  speaker?: number,
): string {
  const last = lastPoint(conversation, speaker);
  const made = last && index?.argument(last.argument)?.argument;
  const name = last && cast.seated[last.speaker]?.name;
  if (!made || !name) return 'Nothing has been argued yet: put your first challenge to either of them.';
  return `In short, ${name} said that ${made.gist}. Ask ${name} to go further, or put it to the other side.`;
}

/** "Sorry, I didn't catch that": the last two points again, in short; before any, the question. */
function repeatWords(
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
): string {
  if (!lastPoint(conversation)) {
    const theme = cast.topic?.theme;
    return theme
      ? `Of course. Our question tonight is ${theme}.`
      : 'Of course: put your first challenge to either of them.';
  }
  const bit = bitAsked(cast, index, conversation);
  if (bit) return `Of course. ${bit}`;
  return `Of course. ${summaryWords(cast, index, conversation).replace(/^In short: /, '')}`;
}

/**
 * "Sum it up": each debater's last point, in the words others report it by; asked where they part ('differ'), the
 * same two points as the line between them.
 */
function summaryWords(
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
  asked: 'summary' | 'differ' = 'summary',
): string {
  const points = cast.debaters.flatMap((speaker) => {
    const point = lastPoint(conversation, speaker);
    const made = point && index?.argument(point.argument)?.argument;
    const name = cast.seated[speaker]?.name;
    return made && name ? [{ name, gist: made.gist }] : [];
  });
  const [first, second] = points;
  if (!first)
    return 'Nothing has been argued yet: put your first challenge to either of them, and I will keep the score.';
  const lead = asked === 'differ' ? 'They do disagree, and here is the line between them' : 'In short';
  const short = second
    ? `${lead}: ${first.name} holds that ${first.gist}, and ${second.name} that ${second.gist}.`
    : `${lead}: ${first.name} holds that ${first.gist}, and we have yet to hear the other side.`;
  return `${short} Press either of them, or say "next" and I will move us on.`;
}

function standingWords(
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
): string {
  const map = argumentMap(conversation, cast, index);
  const [a, b] = standings(map);
  if (!a || !b || map.exchanges.length === 0) {
    return 'Nobody is ahead yet: no claim has been put to the test. Challenge either of them, and we will soon see who holds up.';
  }
  // Asked again, the chair gives a reason he has not given yet, and ends in other words.
  const said = conversation
    .filter((entry) => entry.plan?.move === 'chair')
    .map((entry) => entry.content)
    .join(' ');
  const asked = (said.match(/So far /g) ?? []).length;
  if (a.score === b.score) {
    const even = [
      `So far it is even: ${a.name} and ${b.name} have each given as good as they got.`,
      `Still even: neither ${a.name} nor ${b.name} has given ground yet.`,
    ];
    return `${even[asked % even.length]} Press the one you doubt, and the scales may tip.`;
  }
  const [winner, loser] = a.score > b.score ? [a, b] : [b, a];
  const reasons = [
    ...winner.granted.map((claim) => ({
      point: claim.point,
      why: `even ${loser.name} granted that ${claim.point}`,
    })),
    ...winner.unanswered.map((claim) => ({
      point: claim.point,
      why: `${loser.name} has yet to answer the point that ${claim.point}`,
    })),
    ...winner.landed.map((claim) => ({
      point: claim.point,
      why: `the reply that ${claim.point} went to the heart of ${loser.name}'s claim`,
    })),
  ];
  const reason = reasons.find((r) => !said.includes(r.point)) ?? reasons[asked % Math.max(1, reasons.length)];
  const lead = [
    `So far ${winner.name} has the better of it`,
    `So far ${winner.name} is still ahead`,
    `So far the edge is ${winner.name}'s`,
  ][asked % 3];
  const close = [
    `Nothing is settled until my final verdict, which is yours whenever you ask: till then, put your hardest question to ${winner.name} and see whether the lead holds.`,
    `${loser.name} can still turn it with a better answer than we have heard.`,
    `A lead is not a verdict: test ${winner.name} at the weakest point you have heard.`,
  ][asked % 3];
  return `${lead}${reason ? `: ${reason.why}.` : '.'} ${close}`;
}

/** The work each debater's arguments on the debate come from most, by its title ("Twilight of the Idols, section 4"). */
function readingWords(cast: Cast): string {
  const first = cast.topic?.issues[0]?.id;
  const works = cast.sides.map((side) => {
    const counts = new Map<string, number>();
    for (const argument of side.seat.arguments) {
      const title = argument.work.split(',')[0]?.trim() ?? argument.work;
      counts.set(title, (counts.get(title) ?? 0) + (argument.issue === first ? 2 : 1));
    }
    const [title] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    return title && { name: side.name, title };
  });
  const [a, b] = works;
  if (!a || !b)
    return 'Start with the works they quote tonight, and bring back what you find to put to them.';
  return `For ${a.name}, start with ${a.title}; for ${b.name}, with ${b.title}. Bring back a line from either, and put it to them here.`;
}
