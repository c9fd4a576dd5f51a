import type { Argument } from '../content';
import { splitSentences } from './text';
import type { Point, TurnPlan } from './types';
import { namesSomeone } from './case-words';
import type { WordingContext } from './wording-base';

/** What a model is told about a planned turn: the move in words, and the arguments to draw on. */
export interface TurnNotes {
  instruction: string;
  material: string[];
  /** How many sentences: "two to four", or "one" for the moderator's short moves. */
  sentences: string;
}

/** The plan as notes for a model (docs/architecture.md section 5): the planner decides, the model only words it. */
export function notesFor(plan: TurnPlan, context: WordingContext): TurnNotes {
  const notes = notesOf(plan, context);
  const first =
    plan.condolence !== undefined
      ? `the challenger told of the death of ${plan.condolence}: begin with one plain sentence of sympathy`
      : plan.hardship
        ? 'the challenger told of one of his own in illness or decline: begin with one short, plain sentence of sympathy'
        : plan.balked
          ? `the challenger balked at your last point ("${context.conversation.findLast((e) => e.role === 'user')?.content ?? ''}"): own that in a few words, without giving ground`
          : plan.granted
            ? 'the challenger granted the last point: take it graciously in a few words'
            : plan.told !== undefined && namesSomeone(plan.told)
              ? `the challenger asked through a case of his own life (${plan.told}): name it in your first sentence and say how your answer bears on it`
              : plan.welcomed
                ? 'the challenger is back from a moment away: begin with "Welcome back."'
                : undefined;
  return first === undefined ? notes : { ...notes, instruction: `${first}, then ${notes.instruction}` };
}

function notesOf(plan: TurnPlan, context: WordingContext): TurnNotes {
  const { cast, index } = context;
  const argument = (id: string | undefined): Argument | undefined =>
    id ? index?.argument(id)?.argument : undefined;
  const nameOf = (point: Point): string => {
    const member = point.speaker >= 0 ? cast.seated[point.speaker] : undefined;
    const owner = index?.argument(point.argument)?.owner;
    return member?.name ?? cast.sides.find((side) => side.key === owner)?.name ?? 'your opponent';
  };
  /** Another's point, as the model is shown it. */
  const pointLines = (point: Point | undefined): string[] => {
    const made = point && argument(point.argument);
    return point && made ? [`${nameOf(point)}'s point: ${made.claim} ${made.support}`] : [];
  };
  /** What the turn draws on, in this order: its own argument, the point it answers, the other's, the issue. */
  const materialOf = (about: { own?: string; target?: Point; other?: Point; issue?: string }): string[] => {
    const own = argument(about.own);
    const issue = cast.topic?.issues.find((i) => i.id === about.issue);
    return [
      ...(own ? [`Your argument: ${own.claim} ${own.support} (from ${own.work})`] : []),
      ...pointLines(about.target),
      ...pointLines(about.other),
      ...(issue ? [`The issue: ${issue.question}`] : []),
    ];
  };
  /** Where the speaker stands on an issue, in the words of his notes. */
  const stanceLines = (issueId: string | undefined): string[] => {
    const seat = cast.seated[plan.speaker];
    const stance = seat?.role === 'debater' ? seat.seat.stances.find((s) => s.issue === issueId) : undefined;
    return stance ? [`Your stance on it: ${stance.position}`] : [];
  };
  const many = 'two to four';
  switch (plan.move) {
    case 'answer': {
      // "you invented calculus. Did you discover it or make it up?": the fact first, then the argument.
      const fact = plan.life === undefined ? undefined : cast.seated[plan.speaker]?.person?.life[plan.life];
      if (fact)
        return {
          instruction:
            'the challenger asked about a fact of your own life and weighed it in the terms of the debate: tell the fact below in the first person in a sentence, then answer what they asked with your argument below.',
          material: [
            `The fact: ${fact.said} (${fact.source})`,
            ...materialOf({ own: plan.argument, issue: plan.issue }),
          ],
          sentences: many,
        };
      return {
        instruction: plan.plain
          ? 'the challenger asked for a straight answer: first say plainly, in one sentence, where you stand on the issue below (your stance), then give your argument below in one sentence, if there is one.'
          : plan.again
            ? 'answer the challenger directly: you made the argument below earlier, so do not repeat it; say what it rests on and what follows from it.'
            : plan.bridged
              ? 'the challenger asked something your notes do not cover directly: say in one sentence that you answer it from the issue below and how it bears on what they asked, then answer with your argument below.'
              : 'answer the challenger directly, with your argument below.',
        material: [
          ...materialOf({ own: plan.argument, issue: plan.issue }),
          ...(plan.plain ? stanceLines(plan.issue) : []),
        ],
        sentences: many,
      };
    }
    case 'define':
      return {
        instruction: plan.term
          ? `say what you mean by "${plan.term.replace(/-/g, ' ')}", the word the challenger asked about, with an example.`
          : plan.simpler
            ? 'say your last point again in plain everyday words, without the terms of philosophy, then give one everyday case of it.'
            : plan.example
              ? 'show your last point in one concrete everyday case, then say what the case shows.'
              : 'say what you mean by the key word of your last claim, with an example.',
        material: materialOf({ own: plan.argument, issue: plan.issue }),
        sentences: 'two',
      };
    case 'ground':
      return {
        instruction: 'name the premise your last claim rests on, and defend it or admit it.',
        material: materialOf({ own: plan.argument, issue: plan.issue }),
        sentences: 'two',
      };
    case 'imply':
      return {
        instruction:
          'say what follows if you are right, ideally something costly, then ask the challenger a question.',
        material: materialOf({ own: plan.argument, issue: plan.issue }),
        sentences: 'two',
      };
    case 'counter':
      return {
        instruction: plan.steelman
          ? `the challenger asked you to steelman ${nameOf(plan.target)}: put the point below at its strongest, as fairly as he would, then say in a sentence why it still does not move you, with your argument.`
          : `state ${nameOf(plan.target)}'s strongest objection to you fairly, then answer it.`,
        material: materialOf({ own: plan.argument, target: plan.target, issue: plan.issue }),
        sentences: many,
      };
    case 'rebut':
      return {
        instruction: plan.pressed
          ? `rebut ${nameOf(plan.target)} again: name him and press the point he just took further, without restating it (the challenger has heard it).`
          : `rebut ${nameOf(plan.target)}: name him and attack the point he just made.`,
        material: materialOf({ own: plan.argument, target: plan.target, issue: plan.issue }),
        sentences: many,
      };
    case 'concede':
      return {
        instruction: `grant ${nameOf(plan.target)} his point, by name, then push back.`,
        material: materialOf({ own: plan.argument, target: plan.target, issue: plan.issue }),
        sentences: many,
      };
    case 'summarise':
      return {
        instruction: plan.quiet
          ? `sum up the exchange fairly in one sentence, ${nameOf(plan.target)}'s side and ${nameOf(plan.other)}'s, and ask the challenger nothing: he is thinking.`
          : `sum up the exchange fairly in one sentence, ${nameOf(plan.target)}'s side and ${nameOf(plan.other)}'s, then invite the challenger or ask a follow-up.`,
        material: materialOf({ target: plan.target, other: plan.other, issue: plan.issue }),
        sentences: plan.quiet ? 'one' : 'two',
      };
    case 'report':
      return {
        instruction: 'say fairly what each side would answer, then invite the challenger to take a side.',
        material: materialOf({ own: plan.argument, other: plan.other, issue: plan.issue }),
        sentences: 'two',
      };
    case 'invite':
      return {
        instruction: 'invite the quiet challenger to speak or to challenge a philosopher.',
        material: [],
        sentences: 'one',
      };
    case 'move-on':
    case 'hand-over': {
      const chair = cast.seated[plan.speaker];
      const view = chair?.role === 'moderator' ? chair.seat.view : undefined;
      const doctrine =
        chair?.role === 'moderator' && plan.doctrine !== undefined
          ? chair.seat.doctrines?.[plan.doctrine]
          : undefined;
      const to = cast.seated[plan.addressee]?.name ?? 'a debater';
      const either = cast.debaters.map((i) => cast.seated[i]?.name).join(' or ');
      // Asked something that names no issue: the floor goes back to him, not to a debater on an issue he did not raise.
      const onward = plan.back
        ? `give the floor back to the challenger, to put his question to ${either}`
        : `put the issue below to ${to}, by name`;
      if (doctrine) {
        return {
          instruction: `the challenger named a teaching of your own: say it briefly from the material, say that your verdict will go by what they argue, not by what you hold, then ${onward}.`,
          material: [
            `Your teaching: ${doctrine.said.join(' ')} (from ${doctrine.work})`,
            ...materialOf({ issue: plan.issue }),
          ],
          sentences: 'two to four',
        };
      }
      if (view && plan.view) {
        return {
          instruction: `the challenger asked for your own view: give it briefly from the material, say that your verdict will go by what they argue, not by what you hold, then ${onward}.`,
          material: [
            `Your own view: ${view.said.join(' ')} (from ${view.work})`,
            ...materialOf({ issue: plan.issue }),
          ],
          sentences: 'two to four',
        };
      }
      return {
        instruction: plan.plain
          ? `the challenger raised a point of order: rule that the question deserves a straight answer, and put the issue below to ${to} again, by name.`
          : plan.back
            ? `say in a sentence that the arguing is theirs, then ${onward}.`
            : `put the issue below to ${to}, by name, as a fresh question.`,
        material: materialOf({ issue: plan.issue }),
        sentences: 'one',
      };
    }
    case 'clarify': {
      const [a, b] = plan.options.map((id) => cast.topic?.issues.find((i) => i.id === id)?.clause);
      return {
        instruction: `ask the challenger whether they mean ${a ?? 'one thing'} or ${b ?? 'another'}.`,
        material: [],
        sentences: 'one',
      };
    }
    case 'redirect':
      return {
        instruction:
          `the challenge is off the debate's topic: ` +
          (plan.elsewhere ? `say that another debate, ${plan.elsewhere}, argues it, then ` : '') +
          `bring it back, kindly, to ${cast.topic?.theme ?? 'the debate'}.`,
        material: [],
        sentences: 'one or two',
      };
    case 'quip': {
      const made = argument(plan.argument);
      return {
        instruction:
          'the challenger made a remark or a joke, not a question: answer it lightly, in character, in one sentence that keeps your point below; ask nothing, and start no new argument.',
        material: made ? [`Your point: ${made.gist}`] : [],
        sentences: 'one',
      };
    }
    case 'source': {
      const made = argument(plan.argument);
      return {
        instruction:
          "the challenger asks where your point comes from: name the work below, and say that tonight's words are your own paraphrase, not a quotation; never invent a quotation or a page.",
        material: made ? [`The work: ${made.work}`, `Your point: ${made.claim}`] : [],
        sentences: 'one or two',
      };
    }
    case 'life': {
      const seat = cast.seated[plan.speaker];
      const fact = seat?.person?.life[plan.fact];
      const stance = seat?.role === 'debater' ? seat.seat.stances[0]?.position : undefined;
      if (plan.why && fact?.why)
        return {
          instruction:
            'the challenger asks why, about the fact of your life you just told: give the reason below in the first person, and nothing else.',
          material: [`The fact: ${fact.said}`, `The reason: ${fact.why.said} (${fact.why.source})`],
          sentences: 'one or two',
        };
      return {
        instruction: `the challenger asked about your own life: tell the fact below in the first person, then bring them back in one sentence to the debate's question, ${cast.topic?.theme ?? 'the debate'}${stance ? ', with your stance on it' : ''}.`,
        material: [
          ...(fact ? [`The fact: ${fact.said} (${fact.source})`] : []),
          ...(stance ? [`Your stance: ${stance}`] : []),
        ],
        sentences: 'two or three',
      };
    }
    case 'open':
    case 'say':
    case 'care':
    case 'chair':
      return { instruction: 'say the given words.', material: [], sentences: 'the given' };
    case 'verdict':
      return {
        instruction:
          'close the debate with your verdict, in your own voice: keep every judgement below (who had the better of each issue and why, which issues the challenger raised, who made the stronger case, your own view if it is given), name both debaters, and end with one last line of your own.',
        material: splitSentences(plan.text),
        sentences: 'four to seven',
      };
  }
}
