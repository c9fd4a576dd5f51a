// "I grant Hume the courtroom. I grant Leibniz the dictionary", "hume's got the weather and leibniz has got the maths":
// the visitor shares the argument out between the two debaters. Set 35's judge heard every such line answered with a
// fresh round on one half; the chair says back how he shared it, and what the two grant each other, instead.

import { agreementWords } from './chair-words';
import type { PlanContext } from './planner';
import { escaped } from './lexicon';
import { compiled } from './text';
import type { TurnPlan } from './types';

/** A debater given his share after his name: "hume's got the weather", "leibniz sir win the math part". */
const SHARE_AFTER =
  /^(?:'s|s)? ?(?:sir |has |is )?(?:got|gets|has|takes|wins?|owns|is right (?:about|on)) the ([a-z' ]{2,40})/;
/** Who is ahead, not what each has: "hume has the better of it", "leibniz has the point". */
const NOT_A_SHARE = /^the (?:better|best|stronger|point|edge|upper hand|argument|lead)\b/;
/** A share given before his name: "i grant hume the courtroom", "i'll give leibniz the maths". */
const SHARE_BEFORE = /\b(?:grant|give|hand)(?: it to)? ?$/;
/** Where a share ends: the next clause, or the other debater's name. */
const CLAUSE_END = /[.;,!?]| but | and | while | whereas | though /;
/** Words that end a share without being part of it ("the math part", "at least"). */
const TAIL = /\s+(?:part|bit|side|half|one|at least|or at least.*|though|tho|eh|bro|then)$/;

/** The words of one debater's share, from just after his name; undefined when the words give him nothing. */
function shareAfter(rest: string, given: boolean): string | undefined {
  const clause = rest.split(CLAUSE_END)[0]?.trim() ?? '';
  const match = given ? /^the ([a-z' ]{2,40})/.exec(clause) : SHARE_AFTER.exec(clause);
  let share = match?.[1]?.trim();
  for (let i = 0; share && i < 3 && TAIL.test(share); i++) share = share.replace(TAIL, '');
  if (!share || share.split(' ').length > 5 || NOT_A_SHARE.test(`the ${share}`)) return undefined;
  return `the ${share}`;
}

/** Each debater's share of the argument, when the line gives one to each. */
function sharesIn(text: string, { cast }: PlanContext): { name: string; share: string }[] | undefined {
  const said = text.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ');
  const shares = cast.debaters.flatMap((i) => {
    const seat = cast.seated[i];
    if (!seat) return [];
    const found = seat.callNames
      .map((name) => ({
        name,
        at: said.search(compiled(`\\b${escaped(name)}\\b`)),
      }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!found) return [];
    const given = SHARE_BEFORE.test(said.slice(Math.max(0, found.at - 20), found.at));
    const share = shareAfter(said.slice(found.at + found.name.length).trimStart(), given);
    return share ? [{ name: seat.name, share, at: found.at }] : [];
  });
  const [a, b] = shares.sort((x, y) => x.at - y.at);
  return a && b && a.share !== b.share ? [a, b] : undefined;
}

/** The chair's words to a line that shares the argument out between the two debaters; undefined for any other line. */
export function planSplitGrant(context: PlanContext, text: string): TurnPlan | undefined {
  const { cast, index, conversation } = context;
  if (cast.moderator === undefined || cast.debaters.length !== 2) return undefined;
  const shares = sharesIn(text, context);
  if (!shares) return undefined;
  const [a, b] = shares;
  const split = `You have shared it out, challenger: ${a?.share} to ${a?.name}, ${b?.share} to ${b?.name}.`;
  return {
    speaker: cast.moderator,
    move: 'chair',
    text: `${split} ${agreementWords(cast, index, conversation)}`,
  };
}
