import { answerPlan, pickArgument } from './answering';
import type { Seated } from './cast';
import { lastPoint, takenFurther, usedArguments } from './history';
import type { PlanContext } from './planner';
import { restatedBy } from './talking-to';
import { ASKS_SOMETHING } from './floor-phrasings';
import { expandShorthand, normalize, splitSentences, STUTTER } from './text';
import type { TurnPlan } from './types';

// "Well, that's just daft.", "That's kind of terrifying.", "Ouch.": the visitor balks at the point just made, asking
// nothing. A fourteenth listening session heard these sent back to the theme, or answered with a passage on another
// point. The one who made the point owns the reaction in a few words and gives his next reason on the same issue.

/**
 * What the visitor calls the point: words of balking, not of agreeing ("that's real" is a view, not a reaction), after
 * a name or a word of his own ("Descartes, that's a tidy answer").
 */
const BALKING =
  /^(?:[a-z]+ )?(?:(?:well|oh|but|now|hmm+|huh|honestly|come on|look|i mean|sorry|i'm sorry|ok|okay|wow|ouch|yikes|blimey|ha|i see|so|and|still) )*(?:(?:that|this|which|it|all that|all this)(?: is|'s| was| sounds| seems| feels| sound| seem)|thats|you(?:'re| are))(?: like)?(?: (?:just|so|really|being|a bit|a little|bit|kind of|kinda|sort of|pretty|quite|very|rather|totally|completely|utterly|absolutely|bloody|awfully|strangely|oddly|weirdly|remarkably|terribly|extremely|incredibly|most|rather|both|a|an|such|funny sort of|strange sort of|odd sort of|cold sort of|funny kind of|poor|small|bit of a|load of))* (?:daft|silly|stupid|nonsense|rubbish|ridiculous|absurd|harsh|bleak|depressing|sad|cruel|mad|crazy|insane|terrifying|scary|frightening|funny|weird|strange|odd|cold|grim|dark|nuts|bonkers|wrong|convenient|comfort|cop ?out|cynical|mean|awful|horrible|terrible|brutal|heavy|chilling|unfair|lame|weak|circular|pointless|hopeless|fatalistic|arrogant|patronising|patronizing|naive|sinister|creepy|hard to swallow|hard to believe|cheating|a cheat|far ?fetched|implausible|a stretch|a dodge|clever|tidy|fancy talk|hand ?wavy|word salad|waffle|awkward|contrarian|pedantic|comforting|infuriating|maddening|frustrating|annoying|unsettling|disturbing|upsetting|not (?:fair|right|true|an answer|good enough|helpful|convincing))\b|^(?:ouch|oof|yikes)$|\b(?:(?:that|it|this) (?:doesn't|does not|didn't|did not) (?:tell me|help|mean) (?:anything|much|a thing|me much)|(?:that|it|this|you)(?: is|'s| are|'re)? (?:kind of |kinda |sort of |just |really )?(?:making|made|makes|make) me (?:feel )?(?:more |even more )?(?:pessimistic|depressed|sad|anxious|hopeless|worse|gloomy)|(?:is not|isn't|is no|are not|aren't) (?:much|any|a lot of|very much) (?:comfort|help|use|good)|(?:that|this|it)(?: is|'s| was| sounds| seems| feels)(?: (?:a bit|a little|kind of|kinda|sort of|just|rather))* (?:(?:like|the same as) (?:saying|you(?:'re| are) saying|telling me)|(?:like )?an? (?:(?:very|really|nice|polite|fancy|long|clever|roundabout|posh|kind|gentle|nicer|pretty) )*way (?:of|to) say(?:ing)?)|(?:not sure|don't think|do not think|doubt) (?:that|it|this) (?:really |actually )?answer(?:s|ed)? (?:anything|much|my question|the question|it))\b/;

/** Words a balking line may have in all, so that a story with a word of judgement is read for its story. */
const MAX_BALKING_WORDS = 30;

/** The line balks at the point just made, and asks nothing ("turing did u rly crack the nazi code. thats insane" asks). */
export function balksAt(text: string): boolean {
  if (text.includes('?')) return false;
  // "but thats thats cold comfort isnt it": read with the stutter said once.
  const sentences = splitSentences(text).map((sentence) => normalize(sentence).replace(STUTTER, '$1'));
  if (sentences.join(' ').split(' ').length > MAX_BALKING_WORDS) return false;
  const balking = sentences.filter((sentence) => BALKING.test(sentence));
  return (
    balking.length > 0 &&
    sentences.every(
      (sentence) => balking.includes(sentence) || !ASKS_SOMETHING.test(expandShorthand(sentence)),
    )
  );
}

/**
 * The debater whose point the visitor balks at (the one named, else the one he restates or last asked, else the
 * last to make a point) gives his next reason on its issue, owning the reaction first.
 */
export function planBalk(
  context: PlanContext,
  text: string,
  addressed: Seated | undefined,
): TurnPlan | undefined {
  const { conversation, index } = context;
  if (!balksAt(text) || !lastPoint(conversation)) return undefined;
  // "that is very sad ...", just after a fact of his life, is said of the life, not of a point.
  if (conversation.findLast((entry) => entry.role === 'assistant')?.plan?.move === 'life') return undefined;
  const speaker = addressed?.role === 'debater' ? addressed.index : restatedBy(context, normalize(text));
  const point = speaker === undefined ? undefined : lastPoint(conversation, speaker);
  const issue = point && index?.argument(point.argument)?.argument.issue;
  if (speaker === undefined || issue === undefined) return undefined;
  const hits = index?.find(normalize(text)).hits ?? [];
  const argument = pickArgument(context, speaker, hits, usedArguments(conversation), issue);
  // "that's depressing", when he has made every point he has on the issue: what his last one rests on, not a point on
  // another issue.
  if (argument?.issue !== issue && point && !takenFurther(conversation, point.argument))
    return { speaker, move: 'ground', argument: point.argument, issue, kind: 'assumptions', balked: true };
  return argument ? { ...answerPlan(speaker, argument, 'question'), balked: true } : undefined;
}
