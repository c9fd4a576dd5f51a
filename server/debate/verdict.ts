import type { ArgumentMap, MapClaim, MapExchange } from '../../src/protocol';
import { MAX_MAP_EXCHANGES } from '../../src/protocol';
import type { Argument } from '../content';
import type { Cast } from './cast';
import { asksBrief } from './challenge-kind';
import { argumentOf, issueOf } from './history';
import type { DebateIndex } from './retrieval';
import { namesSomeone } from './case-words';
import { caseTold } from './visitor-case';
import { lowerFirst, normalize, splitSentences } from './text';
import type { PlanContext } from './planner';
import type { DebateEntry, TurnPlan } from './types';

// The end of a debate (docs/architecture.md section 5): the argument map drawn from each turn's plan, and the
// moderator's verdict drawn from the map. Both are pure: the same conversation gives the same map and verdict.

/** What each move puts on the floor, as the map calls it; moves absent here make no point of their own. */
const CLAIM_KINDS: Partial<Record<TurnPlan['move'], MapClaim['kind']>> = {
  answer: 'claim',
  define: 'claim',
  ground: 'claim',
  imply: 'claim',
  counter: 'claim',
  rebut: 'rebuttal',
  concede: 'concession',
};

/** The moderator's questions that open an exchange of their own. */
const FRAMING_MOVES = new Set<TurnPlan['move']>(['move-on', 'hand-over']);

/** The argument map of a conversation: each exchange, its claims, what answered what, and what was left standing. */
export function argumentMap(
  conversation: readonly DebateEntry[],
  cast: Cast,
  index?: DebateIndex,
): ArgumentMap {
  const exchanges: MapExchange[] = [];
  /** The latest claim made with each argument: a rebuttal of that argument answers it. */
  const byArgument = new Map<string, MapClaim>();
  let current: MapExchange | undefined;
  let count = 0;
  for (const entry of conversation) {
    const plan = entry.plan;
    if (entry.role === 'user') {
      current = { challenge: entry.content, by: 'visitor', claims: [] };
      exchanges.push(current);
      continue;
    }
    if (!plan) continue;
    if (FRAMING_MOVES.has(plan.move) && plan.speaker === cast.moderator) {
      current = { challenge: entry.content, by: 'moderator', claims: [] };
      exchanges.push(current);
      continue;
    }
    const kind = CLAIM_KINDS[plan.move];
    const argumentId = argumentOf(plan);
    const argument = argumentId ? index?.argument(argumentId)?.argument : undefined;
    if (!kind || !argument || !current || !madeHeard(entry, argument)) continue;
    const target = plan.move === 'rebut' || plan.move === 'concede' ? plan.target : undefined;
    const answered = target ? byArgument.get(target.argument) : undefined;
    const claim: MapClaim = {
      id: `c${++count}`,
      speaker: cast.seated[plan.speaker]?.name ?? '?',
      point: argument.gist,
      kind,
      ...(answered && {
        answers: answered.id,
        direct: kind === 'concession' || argument.attacks.includes(target?.argument ?? ''),
      }),
      unanswered: true,
    };
    if (answered) answered.unanswered = false;
    byArgument.set(argument.id, claim);
    // Carried on while the visitor was quiet: with the point it answers, not his last line ("where were we?").
    const carried = (plan.move === 'rebut' || plan.move === 'concede') && plan.carried && answered;
    const home = (carried && exchanges.find((e) => e.claims.includes(carried))) || current;
    const issue = cast.topic?.issues.find((i) => i.id === issueOf(plan));
    if (issue && !home.issue) home.issue = issue.question;
    home.claims.push(claim);
  }
  // Left unanswered means the other side had the floor after it and let it stand: a claim the debate closed on
  // (End debate pressed after an answer, before the rebuttal) was never given a chance to be answered.
  const claims = exchanges.flatMap((e) => e.claims);
  claims.forEach((claim, i) => {
    if (claim.unanswered)
      claim.unanswered = claims.slice(i + 1).some((later) => later.speaker !== claim.speaker);
  });
  const argued = exchanges.filter((e) => e.claims.length > 0);
  const verdict = conversation.findLast((entry) => entry.plan?.move === 'verdict')?.content;
  return {
    debaters: cast.debaters.map((i) => cast.seated[i]?.name ?? '?'),
    exchanges: argued.slice(-MAX_MAP_EXCHANGES).map((e) => ({ ...e, claims: e.claims.slice(0, 8) })),
    ...(verdict && { verdict }),
  };
}

/**
 * Whether a turn made its point where the visitor could hear it: a turn cut off counts only once a sentence of its
 * own argument was heard (a rebuttal stopped after naming the other's point made none of its own). Words a model
 * chose are not the knowledge's, so a cut turn worded by one makes no point.
 */
function madeHeard(entry: DebateEntry, argument: Argument): boolean {
  if (!entry.cut) return true;
  const own = [argument.claim, argument.premise, argument.implication, ...splitSentences(argument.support)];
  return own.some((sentence) => entry.content.includes(sentence));
}

/** How a debater's points fared. */
export interface Standing {
  name: string;
  /** Claims of his that no one answered. */
  unanswered: MapClaim[];
  /** Claims of his the opponent granted. */
  granted: MapClaim[];
  /** Rebuttals of his made against the very point they answered. */
  landed: MapClaim[];
  /** Claims of his answered by a rebuttal that went past them (made against another point). */
  outlasted: MapClaim[];
  score: number;
}

/**
 * Scores each debater from the map: a point granted by the opponent counts two; a claim left unanswered, or answered
 * only by a rebuttal aimed elsewhere, counts one; a rebuttal that met its point head on counts one.
 */
export function standings(map: ArgumentMap): Standing[] {
  const claims = map.exchanges.flatMap((e) => e.claims);
  const repliesTo = new Map<string, MapClaim[]>();
  for (const claim of claims) {
    if (claim.answers) repliesTo.set(claim.answers, [...(repliesTo.get(claim.answers) ?? []), claim]);
  }
  return map.debaters.map((name) => {
    const own = claims.filter((c) => c.speaker === name);
    const replies = (c: MapClaim) => repliesTo.get(c.id) ?? [];
    const standing: Standing = {
      name,
      unanswered: own.filter((c) => c.kind === 'claim' && c.unanswered),
      granted: own.filter((c) => replies(c).some((r) => r.kind === 'concession')),
      landed: own.filter((c) => c.kind === 'rebuttal' && c.direct === true),
      outlasted: own.filter(
        (c) => replies(c).length > 0 && replies(c).every((r) => r.kind === 'rebuttal' && r.direct !== true),
      ),
      score: 0,
    };
    standing.score =
      2 * standing.granted.length +
      standing.unanswered.length +
      standing.outlasted.length +
      standing.landed.length;
    return standing;
  });
}

/** What the verdict weighs besides the map. */
export interface VerdictTerms {
  /** The chair's own view, when he has one the visitor has not heard: said once the score is given. */
  own?: string;
  /**
   * The issues (their questions) the visitor raised in his own words, a cue of the issue in his challenge, each with
   * the case he raised it through ("your father"), if any.
   */
  raised?: ReadonlyMap<string, string | undefined>;
  /** Asked for in short ("who win? simple english pls"): the issue argued most, his cases, the score and goodbye. */
  short?: boolean;
  /** The visitor's own cases the answers named ("your son", "your pastor"): the verdict gives them back to him. */
  cases?: readonly string[];
}

/**
 * The verdict's words: one sentence each, the moderator's, short enough to hear out at the end of an evening: the two
 * issues argued most (one, asked for in short), the visitor's own cases, the score, the chair's own view and a goodbye.
 */
export function verdictWords(map: ArgumentMap, cast: Cast, terms: VerdictTerms = {}): string[] {
  const [a, b] = standings(map);
  if (!a || !b || map.exchanges.length === 0) {
    return [
      'We close before the argument was joined: no claim was put to the test today, so I have no verdict to give.',
      'Come back with a challenge, and they will not get off so lightly.',
    ];
  }
  const sentences = ['Let me close the debate with a verdict.'];
  const issueWinners = new Set<string>();
  for (const [k, exchanges] of mostArgued(map, terms.short ? 1 : 2).entries()) {
    const raising = exchanges.find((e) => e.by === 'visitor' && terms.raised?.has(e.issue ?? ''));
    const raised = raising === undefined ? false : (terms.raised?.get(raising.issue ?? '') ?? true);
    sentences.push(issueVerdict(exchanges, map, exchanges[0] && clauseOf(exchanges[0], cast), k, raised));
    const [x, y] = standings({ ...map, exchanges });
    if (x && y && x.score !== y.score) issueWinners.add(x.score > y.score ? x.name : y.name);
  }
  // "When I was young my father chose my husband ...": his own cases were the tests, and the verdict says so.
  const cases = terms.cases ?? [];
  if (cases.length > 0) {
    const list = `${cases.slice(0, -1).join(', ')} and ${cases.at(-1)}`;
    sentences.push(
      cases.length === 1
        ? `The case of ${cases[0]} was the hardest test they met tonight.`
        : `The cases you brought, ${list}, were the hardest tests they met tonight.`,
    );
  }
  const [winner, loser] = a.score >= b.score ? [a, b] : [b, a];
  // A point the issues above named already is not said again as the one still standing.
  const said = sentences.join(' ');
  const standingPoint = [...loser.granted, ...loser.unanswered, ...loser.outlasted, ...loser.landed].find(
    (claim) => !said.includes(claim.point),
  );
  if (winner.score === 0) {
    sentences.push(
      `Taken together, it is too soon to score: neither ${a.name} nor ${b.name} had a point answered or left standing, so the question is yours to settle.`,
    );
  } else if (winner.score === loser.score) {
    sentences.push(
      `Taken together, ${a.name} and ${b.name} finished level, and the question is yours to settle.`,
    );
  } else {
    // The margin in words, not a tally: "11 points to 1" is a scoreboard, not a judgement.
    const margin =
      winner.score - loser.score === 1
        ? ', if only narrowly'
        : winner.score >= 2 * loser.score + 2
          ? ', and clearly'
          : '';
    // The issues named went the other way: the whole evening's score says why, or it sounds a contradiction.
    const against = issueWinners.size > 0 && !issueWinners.has(winner.name);
    const why = against ? wonElsewhere(winner, loser, said) : undefined;
    sentences.push(
      why
        ? `Over the whole evening, though, ${winner.name} made the stronger case${margin}: ${why}.`
        : `Taken together, ${winner.name} made the stronger case today${margin}.`,
    );
    if (standingPoint && !terms.short)
      sentences.push(
        `Yet ${loser.name}'s point that ${standingPoint.point} still stands, and deserves an answer.`,
      );
  }
  if (terms.own && !terms.short) sentences.push(`For my own part, ${lowerFirst(terms.own)}`);
  sentences.push('Thank you for your challenges, and good night.');
  return sentences;
}

/** Why the winner of the whole evening won it, in a clause the verdict has not said yet. */
function wonElsewhere(winner: Standing, loser: Standing, said: string): string | undefined {
  const unsaid = (claims: readonly MapClaim[]) => claims.find((claim) => !said.includes(claim.point))?.point;
  const granted = unsaid(winner.granted);
  if (granted) return `even ${loser.name} granted that ${granted}`;
  const unanswered = unsaid(winner.unanswered);
  if (unanswered) return `${loser.name} never answered the point that ${unanswered}`;
  const landed = unsaid(winner.landed);
  if (landed) return `the reply that ${landed} went to the heart of the matter`;
  const outlasted = unsaid(winner.outlasted);
  return outlasted && `${loser.name} answered beside the point that ${outlasted}`;
}

/** The issues argued most (by claims made), each with its exchanges, in the order first argued. */
function mostArgued(map: ArgumentMap, count: number): MapExchange[][] {
  const byIssue = new Map<string, MapExchange[]>();
  for (const exchange of map.exchanges) {
    const key = exchange.issue ?? exchange.challenge;
    byIssue.set(key, [...(byIssue.get(key) ?? []), exchange]);
  }
  const claims = (exchanges: MapExchange[]) => exchanges.reduce((n, e) => n + e.claims.length, 0);
  const chosen = [...byIssue.values()].sort((x, y) => claims(y) - claims(x)).slice(0, count);
  return [...byIssue.values()].filter((group) => chosen.includes(group));
}

/**
 * Who had the better of one issue, and why, in one sentence; the k-th issue of the verdict in words of its own, so
 * that two issues that went the same way are not said in the same frame twice.
 */
function issueVerdict(
  exchanges: MapExchange[],
  map: ArgumentMap,
  clause: string | undefined,
  k: number,
  raised: string | boolean,
): string {
  // "On whether anyone does wrong knowingly, which you raised": said only when his own words named the issue, since an
  // answer that took up a neighbouring issue must not tell him he raised it.
  const byVisitor = exchanges[0]?.by === 'visitor';
  const through = typeof raised === 'string' ? ` in telling of ${raised}` : '';
  const on = clause
    ? `On ${clause}${raised ? `, which you raised${through}` : ''}`
    : byVisitor
      ? 'On your challenge'
      : 'On my question';
  const [a, b] = standings({ ...map, exchanges });
  if (!a || !b) return `${on}, nothing was argued.`;
  const speakers = new Set(exchanges.flatMap((e) => e.claims.map((c) => c.speaker)));
  const [only] = speakers;
  if (speakers.size === 1 && only) {
    const other = a.name === only ? b.name : a.name;
    return k % 2 === 0
      ? `${on}, only ${only} had the floor before we closed.`
      : `${on}, we closed before ${other} could answer ${only}.`;
  }
  if (a.score === b.score) {
    return k % 2 === 0
      ? `${on}, ${a.name} and ${b.name} gave each other no ground.`
      : `${on}, neither ${a.name} nor ${b.name} gave way.`;
  }
  const [winner, loser] = a.score > b.score ? [a, b] : [b, a];
  const ahead = k % 2 === 0 ? 'had the better of it' : 'came out ahead';
  const granted = winner.granted[0];
  if (granted) return `${on}, ${winner.name} ${ahead}: even ${loser.name} granted that ${granted.point}.`;
  const landed = winner.landed[0];
  if (landed)
    return k % 2 === 0
      ? `${on}, ${winner.name} ${ahead}, replying that ${landed.point}, which went to the heart of ${loser.name}'s claim.`
      : `${on}, ${winner.name} ${ahead}: the reply, that ${landed.point}, struck at the root of ${loser.name}'s claim.`;
  const unanswered = winner.unanswered[0];
  if (unanswered)
    return `${on}, ${winner.name} ${ahead}: ${loser.name} never answered the point that ${unanswered.point}.`;
  const outlasted = winner.outlasted[0];
  return `${on}, ${winner.name} ${ahead}: ${loser.name} answered beside the point that ${outlasted?.point ?? 'was made'}.`;
}

/** The exchange's issue as a clause ("whether goodness is real or made"). */
function clauseOf(exchange: MapExchange, cast: Cast): string | undefined {
  return cast.topic?.issues.find((issue) => issue.question === exchange.issue)?.clause;
}

/** The visitor's own cases the verdict names, at most. */
const MAX_CASES = 3;

/** A verdict asked for in few words, besides those asksBrief reads: "verdict quick", "simple english pls", "short pls". */
const SHORT_VERDICT =
  /\b(?:short|quick|quickly|simple|simply|in a word|bottom line|one word|one-word|in brief)\b/;

/** The chair (or, without one, the first member) closes the debate with the verdict the argument map supports. */
export function planVerdict({ cast, index, conversation }: PlanContext): TurnPlan | null {
  if (cast.seated.length === 0) return null;
  const chair = cast.moderator === undefined ? undefined : cast.seated[cast.moderator];
  const view = chair?.role === 'moderator' ? chair.seat.view : undefined;
  // "Where do you land?" asked before: the visitor has his view already.
  const given = conversation.some(({ plan }) => plan?.move === 'hand-over' && plan.view);
  const own = given ? undefined : view?.said[0];
  const map = argumentMap(conversation, cast, index);
  const asked = conversation.at(-1)?.role === 'user' ? (conversation.at(-1)?.content ?? '') : '';
  const short = asksBrief(asked) || SHORT_VERDICT.test(normalize(asked));
  const raised = raisedIssues(map, cast, index);
  const cases = [
    ...new Set(
      conversation.flatMap(({ plan }) => (plan?.told && namesSomeone(plan.told) ? [plan.told] : [])),
    ),
  ].slice(0, MAX_CASES);
  const words = verdictWords(map, cast, { ...(own && { own }), raised, short, cases });
  return { speaker: cast.moderator ?? 0, move: 'verdict', text: words.join(' ') };
}

/** The issues the visitor's challenges named in his own words: a cue of the issue in what he said. */
function raisedIssues(
  map: ArgumentMap,
  cast: Cast,
  index: DebateIndex | undefined,
): Map<string, string | undefined> {
  const raised = new Map<string, string | undefined>();
  for (const exchange of map.exchanges) {
    const issue = cast.topic?.issues.find((i) => i.question === exchange.issue);
    if (exchange.by !== 'visitor' || !issue || !index) continue;
    const named = index
      .find(normalize(exchange.challenge))
      .issues.some((i) => i.issue === issue.id && i.cues > 0);
    const themed = index.themeWordsIn(exchange.challenge) > 0;
    if (named) raised.set(issue.question, raised.get(issue.question) ?? caseTold(exchange.challenge, themed));
  }
  return raised;
}
