import type { Argument } from '../content';
import type { TurnPlan } from './types';
import type { WordingContext } from './wording';

/** What a model is told about a planned turn: the move in words, and the arguments to draw on. */
export interface TurnNotes {
  instruction: string;
  material: string[];
  /** How many sentences: "two to four", or "one" for the moderator's short moves. */
  sentences: string;
}

/** The plan as notes for a model (docs/architecture.md section 5): the planner decides, the model only words it. */
export function notesFor(plan: TurnPlan, context: WordingContext): TurnNotes {
  const { cast, index } = context;
  const argument = (id: string | undefined): Argument | undefined =>
    id ? index?.argument(id)?.argument : undefined;
  const nameAt = (speaker: number | undefined, id: string | undefined): string => {
    const member = speaker !== undefined && speaker >= 0 ? cast.seated[speaker] : undefined;
    const owner = id ? index?.argument(id)?.owner : undefined;
    return member?.name ?? cast.sides.find((side) => side.key === owner)?.name ?? 'your opponent';
  };
  const own = argument(plan.argument);
  const target = argument(plan.target?.argument);
  const other = argument(plan.other?.argument);
  const targetName = nameAt(plan.target?.speaker, plan.target?.argument);
  const otherName = nameAt(plan.other?.speaker, plan.other?.argument);
  const issue = cast.topic?.issues.find((i) => i.id === plan.issue);
  const addressee = plan.addressee === undefined ? undefined : cast.seated[plan.addressee]?.name;
  const material = [
    ...(own ? [`Your argument: ${own.claim} ${own.support} (from ${own.work})`] : []),
    ...(target ? [`${targetName}'s point: ${target.claim} ${target.support}`] : []),
    ...(other ? [`${otherName}'s point: ${other.claim} ${other.support}`] : []),
    ...(issue ? [`The issue: ${issue.question}`] : []),
  ];
  const many = 'two to four';
  switch (plan.move) {
    case 'answer':
      return {
        instruction: 'answer the challenger directly, with your argument below.',
        material,
        sentences: many,
      };
    case 'define':
      return {
        instruction: 'say what you mean by the key word of your last claim, with an example.',
        material,
        sentences: 'two',
      };
    case 'ground':
      return {
        instruction: 'name the premise your last claim rests on, and defend it or admit it.',
        material,
        sentences: 'two',
      };
    case 'imply':
      return {
        instruction:
          'say what follows if you are right, ideally something costly, then ask the challenger a question.',
        material,
        sentences: 'two',
      };
    case 'counter':
      return {
        instruction: `state ${targetName}'s strongest objection to you fairly, then answer it.`,
        material,
        sentences: many,
      };
    case 'rebut':
      return {
        instruction: `rebut ${targetName}: name him and attack the point he just made.`,
        material,
        sentences: many,
      };
    case 'concede':
      return {
        instruction: `grant ${targetName} his point, by name, then push back.`,
        material,
        sentences: many,
      };
    case 'summarise':
      return {
        instruction: `sum up the exchange fairly in one sentence, ${targetName}'s side and ${otherName}'s, then invite the challenger or ask a follow-up.`,
        material,
        sentences: 'two',
      };
    case 'report':
      return {
        instruction: 'say fairly what each side would answer, then invite the challenger to take a side.',
        material,
        sentences: 'two',
      };
    case 'invite':
      return {
        instruction: 'invite the quiet challenger to speak or to challenge a philosopher.',
        material,
        sentences: 'one',
      };
    case 'move-on':
    case 'hand-over':
      return {
        instruction: `put the issue below to ${addressee ?? 'a debater'}, by name, as a fresh question.`,
        material,
        sentences: 'one',
      };
    case 'clarify': {
      const [a, b] = (plan.options ?? []).map((id) => cast.topic?.issues.find((i) => i.id === id)?.clause);
      return {
        instruction: `ask the challenger whether they mean ${a ?? 'one thing'} or ${b ?? 'another'}.`,
        material,
        sentences: 'one',
      };
    }
    case 'redirect':
      return {
        instruction: `the challenge is off the debate's topic: bring it back, kindly, to ${cast.topic?.theme ?? 'the debate'}.`,
        material,
        sentences: 'one or two',
      };
    case 'open':
    case 'say':
    case 'care':
      return { instruction: 'say the given words.', material, sentences: 'the given' };
  }
}
