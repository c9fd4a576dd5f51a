import { keyOf, memberOf, type Cast } from './cast';
import { deedWeighed, lifeHeldAgainst, lifeWhyAsked, planLife } from './life';
import { answerPlan, argumentUsing, pickArgument, planAnswer, theDebateQuestion } from './answering';
import { planBalk } from './balk';
import { CARE_WORDS, isCrisis } from './care';
import { asksAdvice, asksBrief, asksPlain, challengeKind, withoutBrief } from './challenge-kind';
import { lastIssue, lastPoint, usedArguments } from './history';
import { exampleAsked, termAsked } from './defining';
import { ABOUT_THE_FLOOR, type FloorTalk } from './floor-kinds';
import { floorTalk, planFloorTalk, withoutPreamble } from './floor-talk';
import { floorTalkBySentence, kindBySentence, planFloorTalks } from './floor-sentences';
import {
  ASKED_OF_THE_ROOM,
  ASKING,
  ASIDE,
  asksWhoWon,
  GREETING_ONLY,
  LINE_TROUBLE,
  VOICE_REMARK,
  VOLUME_ASKED,
  verdictAskedAtTheEnd,
} from './floor-phrasings';
import { addressedMember, withoutNames } from './lexicon';
import { expandShorthand, normalize, splitSentences, withoutHedges, withoutIntroductions } from './text';
import type { DebateIndex } from './retrieval';
import type { DebateEntry, FloorEvent, TurnPlan } from './types';
import { planVerdict } from './verdict';
import { planFollowing } from './following';
import {
  chairAskedAgain,
  planReport,
  planRequest,
  planSilence,
  steppedAway,
  tookLeave,
  twoIssues,
  withChairView,
} from './exchange';
import { planPlain } from './plain-answer';
import { asksSteelman, planSteelman } from './steelman';
import { planSplitGrant } from './split-grant';
import { planQuip } from './quip';
import { afterReturn, onlyBack, returned } from './returning';
import { caseBeforeAsking } from './case-words';
import { callsRight, caseOnTheTheme, caseTold, rightInHisCase, withWhatHeTold } from './visitor-case';
import {
  askedBefore,
  continuedBy,
  restatedBy,
  caseOfHisAsked,
  SAY_TO_HIM,
  SO_YOU,
  storyTold,
  whyPutTo,
  wordsOfHisPoint,
  REPLYING,
} from './talking-to';
import { planSocratic } from './socratic';
import { smallTalk } from './small-talk';
import { planOffTheme } from './off-theme';

/** The topic words of a line that tells a story at length, too long to be asked which of two questions it meant. */
const TOLD_AT_LENGTH = 12;
/** Topic words a "so you mean ..." shares with the point just made, to be its restating. */
const RESTATED_WORDS = 2;

export interface PlanContext {
  cast: Cast;
  /** The debate's arguments; absent when no member has knowledge of a debate. */
  index?: DebateIndex;
  conversation: readonly DebateEntry[];
}

/**
 * The floor policy of docs/architecture.md section 5, as a pure function: who speaks next and which move they make, from what
 * just happened and the conversation so far. Null when the floor is the visitor's.
 */
export function planTurn(context: PlanContext, event: FloorEvent): TurnPlan | null {
  switch (event.type) {
    case 'call-start':
      return planOpening(context);
    case 'challenge': {
      // "back, parked. wait so spinoza is my choice just appetite": the return said first is no topic of the rest.
      const rest = afterReturn(event.text);
      const whole = planChallenge(context, event.text, event.timeLeftMs);
      const after =
        rest !== undefined && whole?.move !== 'chair' ? planChallenge(context, rest, event.timeLeftMs) : null;
      // "back.", "back. studio landlord rang, rent going up again. anyway": back, and asking nothing, he hears where we
      // were.
      const plan = onlyBack(event.text, after)
        ? (planFloorTalk(context, 'back', undefined, { timeLeftMs: event.timeLeftMs, brief: false }) ?? whole)
        : (after ?? whole);
      // "My wife died in March. Was that goodness real?": a word for the loss, or his own case, before the answer.
      const told = plan && withWhatHeTold(plan, event.text, context);
      // "sorry, the varnish. So, ...": back from a moment away, he is welcomed back first.
      const back =
        told && returned(event.text) && !(told.move === 'chair' && told.text.startsWith('Welcome back'))
          ? { ...told, welcomed: true as const }
          : told;
      // "Aristotle, where do you land?": the chair's own view, once, before he hands on.
      if (back?.move === 'hand-over') return withChairView(context, back, event.text);
      // "Can we be sure that 2+2=4? Yes or no.": his answer says where he stands first.
      return back?.move === 'answer' && asksPlain(event.text) ? { ...back, plain: true } : back;
    }
    case 'turn-ended':
      return planFollowing(context, event.plan);
    case 'silence':
      // "Thank you, all three.": he has left, and is not called back; "back in a sec": the debaters carry on meanwhile.
      if (tookLeave(context.conversation)) return null;
      return planSilence(context, steppedAway(context.conversation) ? event.count + 1 : event.count);
    case 'closing':
      return planVerdict(context);
  }
}

function planOpening({ cast }: PlanContext): TurnPlan | null {
  return cast.seated.length > 0 ? { speaker: 0, move: 'open' } : null;
}

/** The chair spoken of, not to: "the moderator's voice", "the moderator sounds like ...". */
const CHAIR_SPOKEN_OF =
  /(?<!\bas )\bthe (?:moderator|chair|chairman|host)(?:'s|s)? (?:voice|sounds?|is|keeps|seems|has|reminds|talks|speaks)\b/;

function planChallenge(context: PlanContext, text: string, timeLeftMs?: number): TurnPlan | null {
  const { cast, index, conversation } = context;
  if (cast.seated.length === 0) return null;
  if (isCrisis(text)) return { speaker: cast.moderator ?? 0, move: 'care', text: CARE_WORDS };
  const split = planSplitGrant(context, text);
  if (split) return split;
  const named = addressedMember(text, cast.seated) ?? chairAskedAgain(context, text);
  // "lol the moderator sounds exactly like my uncle": the chair spoken of, not to.
  const addressed =
    named !== undefined && named === cast.moderator && CHAIR_SPOKEN_OF.test(normalize(text))
      ? undefined
      : named;
  // "Bus driver here, on my break. Can we be sure of anything?": the job and the break are no topic.
  // "I think Spinoza is right": he sides with Spinoza, as "I'm with Spinoza" does; no question of what is right.
  const topicText = callsRight(text, context)
    ? "i'm with"
    : withoutHedges(withoutBrief(expandShorthand(withoutNames(withoutIntroductions(text), cast.seated))));
  if (!index) {
    const speaker = addressed ?? cast.seated.find((s) => s.role !== 'moderator')?.index ?? 0;
    return { speaker, move: 'answer', kind: 'question' };
  }

  const readSentence = (sentence: string) => expandShorthand(withoutNames(sentence, cast.seated));
  const kindOfSentences = kindBySentence(text, readSentence);
  const read = kindOfSentences ?? challengeKind(withoutPreamble(topicText));
  // "Give me an example of someone who knowingly does wrong" asks about its own topic, as a question. ("Is lying ever
  // right, for example to save a life?" asks no example: one is asked for as a request, or in few words.) Read a
  // sentence at a time, the request is its own sentence ("Could you give a concrete example? Something a teenager
  // does.").
  const sentences = splitSentences(text).map((sentence) => withoutPreamble(readSentence(sentence)));
  const exampleSentence = kindOfSentences && sentences.find((sentence) => exampleAsked(sentence));
  const request = exampleAsked(withoutPreamble(exampleSentence || topicText));
  const example = read === 'clarification' || request?.asked ? request : undefined;
  const asked =
    example && 'of' in example ? example.of : (theDebateQuestion(index, text, readSentence) ?? topicText);
  // "Give an example of each, from physics" asks for one; "Excuse me, different question. ... Why?", for no reason.
  const kind = asked !== topicText || ASIDE.test(topicText) ? 'question' : example ? 'clarification' : read;
  const addressedSeat = addressed === undefined ? undefined : cast.seated[addressed];
  const brief = asksBrief(text);
  // "lol can I mute the moderator", "the moderator sounds exactly like my uncle": read with the chair's name in it.
  // "... so sorry if i go quiet, the signal here is awful": the line's trouble told, with no question, is heard.
  const normal = normalize(text);
  const aboutTheCall = VOLUME_ASKED.test(normal)
    ? 'how'
    : VOICE_REMARK.test(normal)
      ? 'machine'
      : LINE_TROUBLE.test(normal) && !text.includes('?')
        ? 'presence'
        : undefined;
  // "hi everyone, greetings from Brazil!", after the first line (which gets the chair's welcome): greeted back.
  const userLines = conversation.filter((entry) => entry.role === 'user').length;
  const greeted = userLines > 1 && GREETING_ONLY.test(topicText) ? 'presence' : undefined;
  const said =
    cast.debaters.length > 0
      ? (aboutTheCall ?? greeted ?? floorTalk(topicText, addressed !== undefined, brief, asksPlain(text)))
      : undefined;
  // "Who wins this?" reads as the Socratic 'who wins (if you are right)?', but asks about the debate.
  // "That's a kind answer, thank you. But it's a bit frightening too, isn't it?": thanks, then a question to answer.
  const glad = said === 'glad' && text.includes('?');
  const talk = said && !glad && (kind === 'question' || ABOUT_THE_FLOOR.has(said)) ? said : undefined;
  // "Who's winning? She wants to keep score.": read a sentence at a time.
  // "Chair, who's ahead now? Quick, I have to go": the question is answered before the goodbye.
  // "How long have we got left and who's ahead?": both, a question at a time.
  const bySentence = floorTalkBySentence(withoutIntroductions(text), readSentence, addressed !== undefined);
  const heard = (talk && (bySentence.length < 2 || !bySentence.includes(talk)) ? [talk] : bySentence).filter(
    (about) =>
      ((about !== 'standing' && about !== 'differ') ||
        !(rightInHisCase(text) || caseOnTheTheme(text, index, readSentence))) &&
      (about !== 'machine' || !machineOnTheTheme(text, index, readSentence)),
  );
  // "well socrates who won", late in the debate, or "good debate. who won?": his verdict, not who is ahead.
  const over = verdictAskedAtTheEnd(topicText, userLines, heard.includes('farewell'));
  const talks: FloorTalk[] = over
    ? ['close', ...heard.filter((about) => about !== 'standing' && about !== 'farewell')]
    : heard;
  const requested =
    talk === 'order' || talk === 'close' ? undefined : planRequest(context, text, sentences, addressedSeat);
  if (requested) return requested;
  if (cast.debaters.length > 0) {
    const pressed = addressedMember(
      text,
      cast.seated.filter((seat) => seat.role === 'debater'),
    );
    const judged = over || (talks.includes('close') && asksWhoWon(topicText));
    const to = judged ? undefined : addressedSeat;
    const plan = planFloorTalks(context, talks, to, { timeLeftMs, brief, pressed });
    if (plan !== undefined) return plan;
  }
  const owned =
    lifeHeldAgainst(conversation, text, addressed) ?? lifeWhyAsked(cast, conversation, topicText, addressed);
  if (owned) return owned;
  // "Well, that's just daft.": the one whose point it was owns it and gives his next reason.
  const balk =
    kind === 'question' && cast.debaters.length > 0 ? planBalk(context, text, addressedSeat) : undefined;
  if (balk) return balk;
  // "ha the horse has a soul. descartes in bits": a joke, asking nothing, taken lightly by the one it touches.
  const quip = cast.debaters.length > 0 ? planQuip(context, text, addressedSeat, readSentence) : undefined;
  if (quip) return quip;
  // "Socrates, steelman Nietzsche": the other's case at its strongest, then the answer to it.
  const steelman = cast.debaters.length > 1 && asksSteelman(text, context);
  if (steelman) {
    const plan = planSteelman(context, text, addressedSeat, withoutPreamble(topicText));
    if (plan) return plan;
  }
  if (kind !== 'question' && cast.debaters.length > 0) {
    const socratic = planSocratic(context, kind, addressedSeat, topicText);
    if (socratic) return socratic;
    const speaker = addressedSeat?.role === 'debater' ? addressedSeat.index : (cast.debaters[0] as number);
    const term = kind === 'clarification' ? termAsked(context, speaker, topicText) : undefined;
    // "What's alienation in plain English?" names its own topic: it is read as a question, said simply.
    const ownTopic = term === undefined && index.lexicon.conceptsIn(topicText).length > 0;
    if (!lastPoint(conversation) && term !== null && !ownTopic) {
      // "What do you mean by that?" before anyone has argued: the first debater sets out his view of the question,
      // or says what he means by the word asked.
      const opening = cast.topic?.issues[0]?.id;
      const argument =
        (term && argumentUsing(context, speaker, term, topicText)) ||
        pickArgument(context, speaker, [], usedArguments(conversation), opening);
      if (term && argument) {
        return { speaker, move: 'define', argument: argument.id, issue: argument.issue, kind, term };
      }
      return answerPlan(speaker, argument, kind);
    }
  }

  const onCall = new Set(cast.debaters.map((i) => keyOf(cast, i)));
  const owners = cast.debaters.length > 0 ? onCall : new Set(cast.sides.map((side) => side.key));
  // "So you admit ...": put to whoever made the point it restates, as if he were named.
  // "Give me an example of ...", just after asking a debater: his to give.
  const admitting = addressed === undefined && SO_YOU.test(topicText);
  const implied = admitting
    ? restatedBy(context, topicText)
    : addressed === undefined && asked !== topicText
      ? askedBefore(context, 1)
      : undefined;
  const addressedDebater = addressedSeat?.role === 'debater' ? addressedSeat.index : implied;
  const current = lastIssue(conversation);
  // "Both of you: ...": put to the debaters as plainly as a name, it gets the same benefit of the doubt.
  // So is "What would you say to my daughter Hannah, who was shouted down ...?": his case put to them.
  const toDebaters =
    addressedDebater !== undefined || TO_BOTH.test(normalize(text)) || SAY_TO_HIM.test(topicText);
  // So does a question asked last, after his story, of one of the debate's concepts in so many words ("My husband had
  // a scan, and the consultant said it's 'probably nothing'. What am I supposed to do with 'probably'?").
  const [lastAsked, ...toldFirst] = splitSentences(text).reverse();
  // ("Why did the Roman Republic turn into an empire? Was Caesar the cause or just the symptom?" tells no story.)
  const ofConcept =
    toldFirst.length > 0 &&
    toldFirst.every((sentence) => !sentence.includes('?')) &&
    lastAsked?.endsWith('?') === true &&
    index.lexicon.conceptsIn(lastAsked).length > 0;
  const asks = splitSentences(text).some(
    (sentence, i) => sentence.includes('?') || ASKING.test(sentences[i] ?? ''),
  );
  const spoken = splitSentences(text);
  const askingAt = spoken.findLastIndex((sentence) => sentence.includes('?'));
  const asking =
    spoken.length > 1 && askingAt >= 0 && asked === topicText
      ? withoutPreamble(readSentence(spoken[askingAt] ?? ''))
      : undefined;
  const ownCase = caseBeforeAsking(text);
  const search = index.find(asked, {
    owners,
    addressed: toDebaters,
    current,
    ofConcept,
    asks,
    replying: admitting || (current !== undefined && REPLYING.test(topicText)),
    ...(asking !== undefined && { asking }),
    caseFirst: ownCase,
  });
  // "Why would nature care who gets the excavator?": a why put to the point just made, in its words, asks what it rests
  // on.
  const why =
    kind === 'question' ? whyPutTo(context, withoutPreamble(topicText), addressedDebater, search) : undefined;
  const grounded =
    why === undefined ? null : planSocratic(context, 'assumptions', cast.seated[why], topicText);
  if (grounded) return grounded;
  // "Off topic, but ...": the visitor's own word, unless he names a debater or says two cues of one issue.
  // "lord the humidity today my hair is like a whole separate person": the time of day, passed.
  const passing = addressedDebater === undefined ? smallTalk(text, index) : undefined;
  // "Socrates, what did you do for a living?": his life, not an argument; "what's the weather like in athens next
  // week, thinking of booking a trip" is an errand, not his city, and "so you admit some speech should be banned ..."
  // presses the point just made, not the chair's own book that was banned.
  const life =
    passing === 'errand' || (admitting && implied === undefined)
      ? undefined
      : planLife(cast, conversation, admitting ? implied : addressed, text, readSentence, index.lexicon);
  // "Socrates, you drank the hemlock instead of running away. Was that goodness, or just stubbornness?": a fact of a
  // debater's life, asked of in words that read clearly as an issue, or in the debate's own words ("Was that goodness
  // or pride?"), is told, and then that issue is argued.
  if (life?.move === 'life' && !life.thanked && !life.owned && !life.why) {
    const seat = cast.seated[life.speaker];
    const weighed =
      seat?.role === 'debater' ? deedWeighed(seat, life.fact, text, (said) => index.cuedIn(said)) : undefined;
    const sentence = weighed === undefined ? undefined : withoutPreamble(readSentence(weighed));
    const reading = sentence && index.find(sentence, { owners, addressed: true }).reading;
    const argued =
      sentence !== undefined &&
      (reading === 'strong' || (reading === 'weak' && index.themeWordsIn(sentence) > 0))
        ? planAnswer(context, {
            addressed: life.speaker,
            hits: search.hits,
            issue: search.issues[0]?.issue,
            kind,
          })
        : undefined;
    if (argued?.move === 'answer' && argued.argument && !argued.again) return { ...argued, life: life.fact };
  }
  // "Socrates, why didn't you just escape from prison?": told, and then back to where he stands on what it asks.
  if (life?.move === 'life' && !life.thanked && !life.owned && !life.why) {
    const asked = search.reading === 'strong' ? search.issues[0] : undefined;
    return asked && asked.cues > 0 ? { ...life, backTo: asked.issue } : life;
  }
  if (life) return life;
  if (admitting && implied !== undefined && search.reading !== 'strong' && !(search.issues[0]?.cues ?? 0)) {
    // "So you admit there's no room for choice at all?" names no issue it reads as: he says what his point commits
    // him to.
    const admitted = planSocratic(context, 'implications', cast.seated[implied], topicText);
    if (admitted) return admitted;
  }
  // "But it's always come up. Isn't that enough?", or his answer to the question put to him: words that read as no
  // issue of their own stay on the issue just argued, put to the debater whose point they answer.
  const cues = search.issues[0]?.cues ?? 0;
  const continuing =
    current !== undefined ? continuedBy(context, topicText, text, search, addressedDebater) : undefined;
  // "Should I go back to dancing?": his own decision, argued on the issue of how to live unless it says a cue of another.
  const cued = search.issues.slice(0, 3).some((i) => i.cues > 0);
  const advice =
    (search.reading === 'strong' && cued) || !asksAdvice(topicText) ? undefined : cast.topic?.advice;
  // "so you mean knowing i will die makes me choose properly but ...": his own words for the point just made stay on
  // its issue, unless a cued issue reads above it (a cue may be his word: "the strong just made up good").
  const restated =
    admitting && implied !== undefined && wordsOfHisPoint(context, implied, topicText) >= RESTATED_WORDS
      ? index.argument(lastPoint(conversation, implied)?.argument ?? '')?.argument.issue
      : undefined;
  const kept = cues === 0 || search.issues.slice(0, 2).some((reading) => reading.issue === restated);
  const restatedIssue = kept ? restated : undefined;
  const issue = advice ?? (continuing !== undefined ? current : (restatedIssue ?? search.issues[0]?.issue));
  const onIssue = search.hits.filter((hit) => hit.argument.issue === issue);
  const top = onIssue[0] ?? search.hits[0];
  const aside =
    passing !== undefined ||
    (addressedDebater === undefined &&
      ((ASIDE.test(topicText) && cues < 2) || (ASKED_OF_THE_ROOM.test(topicText) && cues === 0)));
  // "my dad was a miner at ellington pit till they shut it ...": his own story, told once the debate is under way, is
  // his case on the issue it reads nearest, not another subject.
  const story =
    continuing === undefined &&
    addressedDebater === undefined &&
    current !== undefined &&
    !aside &&
    search.reading !== 'strong' &&
    storyTold(text, topicText, search);
  const reading = continuing === undefined && advice === undefined && !story ? search.reading : 'strong';
  const offTopic = reading === 'off-topic' || aside;
  const weak = reading === 'weak';
  const moderator = cast.moderator;
  // "Strip out the qualifications and give me the one-word version": pressed for a straight answer, in words of his own.
  const plain = (offTopic || weak) && !aside && asksPlain(text) && planPlain(context, addressedSeat, false);
  if (plain) return plain;

  const away = planOffTheme(context, {
    text,
    topicText,
    kind,
    addressed,
    addressedDebater,
    offTopic,
    weak,
    passing,
    ...(search.elsewhere !== undefined && { elsewhere: search.elsewhere }),
    timeLeftMs,
    brief,
  });
  // (An errand or the moment's small talk is passed, however like a line on the theme its cue makes it mean: "safest
  // way to the airport from here, taxi or train?" asks nothing of safety and surveillance.)
  if (away !== undefined && !(away?.move === 'redirect' && search.keptOn && passing === undefined))
    return away;
  // A story told at length that reads two ways, his own case told before he asks, or his case put to them, is answered
  // through the nearer issue, not asked which it meant.
  const told = search.words >= TOLD_AT_LENGTH || ownCase || SAY_TO_HIM.test(topicText);
  if (weak && !told && moderator !== undefined && addressedDebater === undefined) {
    return { speaker: moderator, move: 'clarify', kind, options: twoIssues(context, search.issues) };
  }

  const used = usedArguments(conversation);
  if (cast.debaters.length === 0 && moderator !== undefined) {
    return planReport(context, [...onIssue, ...search.hits], used);
  }
  if (addressed !== undefined && addressed === moderator && top) {
    const addressee = memberOf(cast, top.owner);
    // "Aristotle, what do you reckon makes a good shearer?" reads as no issue: the floor comes back to the visitor.
    const back = search.reading !== 'strong' ? { back: true as const } : {};
    if (addressee !== undefined)
      return { speaker: moderator, move: 'hand-over', addressee, issue: top.argument.issue, ...back };
  }
  const answer = planAnswer(context, {
    addressed: addressedDebater ?? continuing,
    hits: search.hits,
    issue,
    kind,
    bridged: weak || story,
  });
  // Named when he tells it of someone ("Take your father, then: ..."), else said how it bears on the issue.
  const hisCase =
    answer?.move !== 'answer'
      ? undefined
      : story
        ? caseTold(text, true)
        : continuing !== undefined
          ? caseOfHisAsked(conversation, topicText)
          : undefined;
  return answer && hisCase !== undefined ? { ...answer, told: hisCase } : answer;
}

/**
 * "Turing, you're literally an AI playing Turing right now. Do you think you think?": what they are, said in the
 * debate's own concepts (a machine's mind is its subject) and then asked on, is the debate's question put to them, to
 * take in character ("are you actually Socrates or just a chatbot?" is the chair's to answer).
 */
function machineOnTheTheme(text: string, index: DebateIndex, read: (sentence: string) => string): boolean {
  const said = splitSentences(text);
  const sentences = said.map((sentence) => withoutPreamble(read(sentence)));
  const remark = sentences.map((sentence) => floorTalk(sentence, false) === 'machine');
  return (
    sentences.some((sentence, i) => remark[i] && index.lexicon.conceptsIn(sentence).length > 0) &&
    said.some((sentence, i) => !remark[i] && sentence.endsWith('?'))
  );
}

/** A line that opens by putting its question to both debaters ("Both of you: ...", "ok you two, ..."). */
const TO_BOTH =
  /^(?:(?:ok|okay|so|and|right|well|then) )*(?:both of you|you both|the two of you|you two|both)\b/;
