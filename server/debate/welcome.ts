// The chair's welcome at the first line: a greeting read as off the theme, or a first line that only says whom the
// visitor has come for or who he is, gets who is who and the question, and the debaters started off (set 58).
import { planSilence, questionIn } from './exchange';
import { GREETING, PRESENCE } from './floor-phrasings';
import type { PlanContext } from './planner';
import { expandShorthand, normalize } from './text';
import type { TurnPlan } from './types';

/**
 * A first line that only says whom he has come for or that he has a question ("i got a question for uh epic curious",
 * "is this the climate one im looking for the thorough fella", "back again this time the free will one with day cart"):
 * set 58's visitors were answered with an argument before they had asked anything.
 */
const ANNOUNCES =
  /\b(?:i(?:'ve| have)? got|i have|got) (?:a |one |some )?(?:question|questions|thing|something)(?: to ask)?(?: for\b.*)?$|\bi (?:want|wanna|would like|'d like)(?: a| an| one| my| to ask(?: a| an| one)?)?(?: [a-z]+){0,2} question$|\bi (?:want|wanna|would like|'d like|wanted|need) to (?:ask|talk to|speak to|speak with|talk with|put (?:something|a question|one) to|have a word with)\b(?:(?! (?:if|whether|why|how|what|about)\b).)*$|\bi(?:'m| am) (?:looking|here) for\b|\b(?:back|here) (?:again )?(?:this time )?(?:for )?the [a-z ]+ one\b(?:(?! (?:if|whether|why|how|what|about)\b).)*$/;
/** "is this the green one um the climate one": which room he is in, no question of the debate. */
const WHICH_ROOM = /\bis (?:this|it) the [a-z ]+? (?:one|debate|room)\b/g;

/** Whether a greeting line (its checks taken out) asks nothing, and only announces him or his coming question. */
function announcesOnly({ cast, index }: PlanContext, said: string): boolean {
  if (said.includes('?') || questionIn(said, cast.seated)) return false;
  // "hello hello it works yes okay my name is agnieszka i am carer ...": who he is, in no word of the debate's own.
  const unargued =
    (index?.themeWordsIn(said) ?? 1) === 0 &&
    (index?.lexicon.conceptsIn(said).length ?? 1) === 0 &&
    (SAYS_WHO.test(said) || index?.find(said).reading === 'off-topic');
  return ANNOUNCES.test(said) || unargued;
}

/** He says who he is ("my name is agnieszka", "im colm from wexford"), not what he has come to say. */
const SAYS_WHO =
  /\bmy name(?: is|'s)\b|\b(?:i(?:'m| am)|im|it's|its) [a-z]+ from\b|^(?:good (?:evening|morning|afternoon|day)|hello|hi|hey)(?: (?:all|everyone|everybody|folks))?[.!,]? [a-z]+ from [a-z]+(?: [a-z]+)?[.!]*$/;

/** Whether the line checks the line ("can you hear me") or the room ("is this the market one"). */
const CHECKS = new RegExp(
  `${WHICH_ROOM.source}|${PRESENCE.source}|\\b(?:it(?:'s| is)|its|is) me(?: again)?\\b`,
  'g',
);

/**
 * A first line that greets, read as off the theme or two ways (`read`), or one that only says whom he has come for or
 * who he is: the chair welcomes the visitor with who is who and the question, and starts the debaters off, instead of
 * sending a greeting back to the theme or answering what was never asked.
 */
export function planWelcome(
  context: PlanContext,
  text: string,
  addressed: number | undefined,
  read: boolean,
): TurnPlan | undefined {
  const first = context.conversation.filter((entry) => entry.role === 'user').length <= 1;
  // "is this the market one um hello can you hear me im on the phone out in the yard": he checks, and greets.
  const greeted = expandShorthand(normalize(text)).replace(WHICH_ROOM, ' ').replace(/\s+/g, ' ').trim();
  if (!first || !GREETING.test(greeted)) return undefined;
  const said = greeted.replace(CHECKS, ' ').replace(/\s+/g, ' ').trim();
  if (!read && !announcesOnly(context, said)) return undefined;
  const on = planSilence(context, 2);
  // "okay is it on um hi hon im marlene ... my question is for the the epic curious fella": the one he names starts.
  const to = addressed === undefined ? {} : { addressee: addressed };
  return on?.move === 'move-on' ? { ...on, ...to, move: 'hand-over', aside: true } : undefined;
}
