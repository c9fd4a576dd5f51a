import type { Argument } from '../content';
import { keyOf, type Seated } from './cast';
import { lastIssue, lastPoint, usedArguments } from './history';
import { addressedMember } from './lexicon';
import type { PlanContext } from './planner';
import { rebuttalFor, strongestObjection } from './exchange';
import { normalize } from './text';
import type { CounterPlan } from './types';

// "Socrates, steelman Nietzsche", "make Hume's case for him", "give me the best version of the other side": the
// debater asked puts his opponent's case at its strongest, in fairness, then says why it still does not move him; the
// opponent answers him. A twelfth listening session asked for it five times, and heard each debater argue his own side.

/** Asking one side to make the other's case: "steelman X", "play devil's advocate", "argue his side". */
const STEELMAN =
  /\b(?:steel ?man(?:ning|ned)?|devil'?s advocate|(?:make|argue|put|take|give) (?:me |us )?(?:his|her|their|the other side'?s|the other|the opposing|the opposite|your opponent'?s|your rival'?s|[a-z]+'s) (?:case|side|view|position)(?: for (?:him|her|them))?)\b/;
/** The words right after "steelman" that may name whose case to make. */
const NAMED_AFTER = /^ ?(?:[a-z']+ ){0,2}[a-z']*/;
/** "The strongest version of ...": a steelman when what follows names the other side, not an issue. */
const STRONGEST_OF =
  /\b(?:strongest|best|most charitable|fairest|most convincing) (?:version|case|form|argument|statement) (?:of|for) ([a-z' ]+)/;
/** The words after "the strongest version of" that name the other side rather than a question. */
const OTHER_SIDE =
  /^(?:him|her|his|their|them|the other|the opposing|the opposite|your opponent|your rival)\b/;

/** Whether a challenge asks one side to make the other's case, read with the call's names in it. */
export function asksSteelman(text: string, context: PlanContext): boolean {
  const normal = normalize(text);
  if (STEELMAN.test(normal)) return true;
  const of = STRONGEST_OF.exec(normal)?.[1];
  if (of === undefined) return false;
  return OTHER_SIDE.test(of) || debaterNamed(of, context) !== undefined;
}

function debaterNamed(text: string, context: PlanContext): number | undefined {
  const { cast } = context;
  return addressedMember(
    text,
    cast.seated.filter((seat) => seat.role === 'debater'),
  );
}

/**
 * The debater whose case is asked for, where the asking names him: "steelman Nietzsche", "make Hume's case", "the
 * best case for Spinoza" (not "make the other side's case, Spinoza", said to Spinoza).
 */
function whoseCase(normal: string, context: PlanContext): number | undefined {
  const steelman = STEELMAN.exec(normal);
  if (steelman) {
    const after = normal.slice(steelman.index + steelman[0].length);
    const next = steelman[0].startsWith('steel') ? (NAMED_AFTER.exec(after)?.[0] ?? '') : '';
    return debaterNamed(steelman[0], context) ?? debaterNamed(next, context);
  }
  const of = STRONGEST_OF.exec(normal)?.[1];
  return of === undefined ? undefined : debaterNamed(of, context);
}

/**
 * The steelman: the debater asked (or the one not named as the case to make, or the last to speak) states his
 * opponent's argument that best fits the line, or else his strongest on the issue argued, then answers it.
 */
export function planSteelman(
  context: PlanContext,
  text: string,
  addressed: Seated | undefined,
  topicText: string,
): CounterPlan | null {
  const { cast, index, conversation } = context;
  const [a, b] = cast.debaters;
  if (a === undefined || b === undefined || !index) return null;
  const named = whoseCase(normalize(text), context);
  const last = lastPoint(conversation)?.speaker;
  const speaker =
    named !== undefined
      ? named === a
        ? b
        : a
      : addressed?.role === 'debater'
        ? addressed.index
        : last === a || last === b
          ? last
          : a;
  const opponent = speaker === a ? b : a;
  const used = usedArguments(conversation);
  const owner = keyOf(cast, opponent);
  const side = cast.sides.find((s) => s.key === owner);
  if (!side) return null;
  // "The strongest version of 'goodness is invented'": the words of asking are no topic ("strongest").
  const asked = topicText.replace(new RegExp(STEELMAN.source, 'g'), ' ').replace(STRONGEST_OF, ' $1');
  const search = index.find(asked, { owners: new Set([owner]) });
  const issue = lastIssue(conversation) ?? cast.topic?.issues[0]?.id;
  const own = lastPoint(conversation, speaker)?.argument;
  const made = own === undefined ? undefined : index.argument(own)?.argument;
  const fits = search.reading === 'strong' ? search.hits[0]?.argument : undefined;
  const objection: Argument | undefined =
    fits ??
    (made && strongestObjection(context, speaker, made)?.argument) ??
    side.seat.arguments.find((x) => x.issue === issue && !used.has(x.id)) ??
    side.seat.arguments.find((x) => x.issue === issue);
  if (!objection) return null;
  const reply = rebuttalFor(context, speaker, objection, used, 'press');
  if (!reply) return null;
  return {
    speaker,
    move: 'counter',
    kind: 'counter-argument',
    argument: reply.argument.id,
    issue: objection.issue,
    target: { speaker: opponent, argument: objection.id },
    steelman: true,
  };
}
