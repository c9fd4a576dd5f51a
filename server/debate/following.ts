// What follows a turn that has ended, with no word from the visitor: the debater the chair handed the floor to
// answers, the other side rebuts (or concedes), and the chair sums up.
import { keyOf } from './cast';
import { answerPlan, pickArgument } from './answering';
import { rebuttalPlan, summaryPlan } from './exchange';
import { currentExchange, usedArguments } from './history';
import { withoutNames } from './lexicon';
import { plainAnswer } from './plain-answer';
import type { PlanContext } from './planner';
import type { TurnPlan } from './types';

export function planFollowing(context: PlanContext, ended: TurnPlan): TurnPlan | null {
  const { cast, conversation } = context;
  switch (ended.move) {
    case 'move-on':
    case 'hand-over': {
      const lastChallenge = [...conversation].reverse().find((e) => e.role === 'user')?.content ?? '';
      const hits =
        ended.move === 'hand-over' && context.index
          ? context.index.find(withoutNames(lastChallenge, cast.seated), {
              owners: new Set([keyOf(cast, ended.addressee)]),
            }).hits
          : [];
      if (ended.plain) return plainAnswer(context, ended.addressee, ended.issue);
      if (ended.move === 'hand-over' && ended.back) return null;
      const argument = pickArgument(context, ended.addressee, hits, usedArguments(conversation), ended.issue);
      return answerPlan(ended.addressee, argument, 'question');
    }
    case 'answer':
    case 'define':
    case 'ground':
    case 'imply':
    case 'counter': {
      const opponent = cast.debaters.find((i) => i !== ended.speaker);
      // "Could you each set out your view?": the other states his too.
      const stated = currentExchange(conversation).filter((made) => made.move === 'answer' && made.each);
      if (ended.move === 'answer' && ended.each && opponent !== undefined && ended.issue && stated.length < 2)
        return { ...plainAnswer(context, opponent, ended.issue), each: true };
      const rebutted = currentExchange(conversation).some((p) => p.move === 'rebut' || p.move === 'concede');
      if (opponent !== undefined && ended.argument && cast.debaters.includes(ended.speaker) && !rebutted) {
        return rebuttalPlan(context, opponent, { speaker: ended.speaker, argument: ended.argument });
      }
      return summaryPlan(context);
    }
    case 'rebut':
    case 'concede': {
      const rebuttals = currentExchange(conversation).filter(
        (p) => p.move === 'rebut' || p.move === 'concede',
      );
      // "What would your opponents say?": the opponent has spoken for himself; the first speaker replies once.
      if (ended.kind === 'opponents' && rebuttals.length === 1) {
        return rebuttalPlan(context, ended.target.speaker, {
          speaker: ended.speaker,
          argument: ended.argument,
        });
      }
      return summaryPlan(context);
    }
    default:
      return null;
  }
}
