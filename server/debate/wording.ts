import type { Argument } from '../content';
import { FIRST_PERSON } from '../content/schema';
import {
  BRIDGES,
  CITATIONS,
  COUNTERS,
  STEELMAN_TURNS,
  STEELMEN,
  TOLD_CASES,
  TOLD_VERDICTS,
  FURTHER,
  PLAINLY,
  POSITIONS,
  RETURNS,
} from './common-frames';
import {
  contentStems,
  fill,
  longestSharedRun,
  lowerFirst,
  normalize,
  sentenceKey,
  splitSentences,
  wordsOf,
} from './text';
import { GREETING } from './floor-phrasings';
import { definitionWords } from './defining';
import { elaborated } from './history';
import type { AnswerPlan, CounterPlan, ProbePlan, RebuttalPlan, TurnPlan } from './types';
import { AsideWording, citesAsHis, WROTE_NOTHING } from './aside-wording';
import { namesSomeone } from './case-words';
import { namedLately, wordForTheVisitor } from './visitor-case';
import type { WordingContext } from './wording-base';

/** A reply never repeats more than this many consecutive words of the challenge (docs/architecture.md section 5). */
export const MAX_PARROTED_WORDS = 5;
/** The other side's support sentence is said in a steelman when it is no longer than this. */
const MAX_STEELMAN_SUPPORT_WORDS = 25;
/** Spoken sentences in one turn, at most. */
export const MAX_TURN_SENTENCES = 4;
/** A turn stops adding sentences past this many words (DEBATE-CRAFT.md: about 25-70), keeping at least two. */
export const MAX_TURN_WORDS = 70;
const MIN_TURN_SENTENCES = 2;

/** Of a debater's answers, every third opens with one of his openers, so openers stay fresh. */
const OPENER_EVERY = 3;
/** Of a debater's answers, every fourth names the work it comes from. */
const CITATION_EVERY = 4;

/** The share of a stance's topic words one sentence of his argument may say before the stance would say it twice. */
const RESTATED_SHARE = 0.4;
/** Or the words in a row they share ("the greatest obstacle to progress"). */
const RESTATED_RUN = 4;

/**
 * Words a plan with the philosophers' written knowledge: the offline default (docs/architecture.md section 5). Every sentence
 * is new to the call, none parrots the challenge, and a turn has at most four sentences.
 */
export function wordTurn(plan: TurnPlan, context: WordingContext): string[] {
  const words = new Wording(plan, context);
  const drafted = words.draft();
  // A word for the visitor's loss, his balking or the point he granted takes the place of a stylish opener ("Correct me
  // if I stumble on the way.").
  const first = wordForTheVisitor(plan, context.conversation);
  if (first === undefined) return words.finish(drafted);
  const said = withoutOpener(drafted, context.cast.seated[plan.speaker]?.person?.style.openers);
  return words.finish([first, ...said]);
}

/** A turn without the stylish opener it may start with ("Consider this calmly."). */
export function withoutOpener(sentences: readonly string[], openers: readonly string[] = []): string[] {
  return openers.includes(sentences[0] ?? '') ? sentences.slice(1) : [...sentences];
}

class Wording extends AsideWording {
  draft(): string[] {
    const { plan } = this;
    switch (plan.move) {
      case 'open':
        return splitSentences(this.context.members[plan.speaker]?.firstMessage ?? '');
      case 'say':
      case 'care':
      case 'chair':
      case 'verdict':
        return splitSentences(plan.text);
      case 'answer':
        return this.answer(plan);
      case 'define':
        return this.define(plan);
      case 'ground':
        return this.ground(plan);
      case 'imply':
        return this.imply(plan);
      case 'counter':
        return this.counter(plan);
      case 'rebut':
      case 'concede':
        return this.rebut(plan);
      case 'summarise':
        return this.summarise(plan);
      case 'invite':
        return this.invitation();
      case 'move-on':
      case 'hand-over':
        return this.handOver(plan);
      case 'clarify':
        return this.clarify(plan);
      case 'redirect':
        return this.redirect(plan.remark, plan.passing, plan.elsewhere);
      case 'life':
        return this.life(plan);
      case 'source':
        return this.source(plan);
      case 'quip':
        return this.quip(plan);
      case 'report':
        return this.report(plan);
    }
  }

  /** Drops what was said before in the call, what parrots the challenge, and anything past four sentences. */
  finish(sentences: string[]): string[] {
    // Help is said again however often it is needed; the chair's facts and the verdict are said whole.
    if (this.plan.move === 'care' || this.plan.move === 'chair' || this.plan.move === 'verdict')
      return sentences;
    // Words given are said as given, and a fact of his life may say back what the visitor asked of it ("... sits in a
    // case at University College London").
    const { plan } = this;
    const saysBack =
      plan.move === 'open' ||
      plan.move === 'say' ||
      plan.move === 'life' ||
      (plan.move === 'answer' && plan.life !== undefined);
    const kept: string[] = [];
    for (const sentence of sentences) {
      const key = sentenceKey(sentence);
      if (key === '' || this.said.has(key)) continue;
      if (!saysBack && longestSharedRun(this.challenge, sentence) > MAX_PARROTED_WORDS) continue;
      this.said.add(key);
      kept.push(sentence);
    }
    if (plan.move === 'open' || plan.move === 'say' || this.sayWhole) return kept;
    const within: string[] = [];
    let words = 0;
    for (const sentence of kept.slice(0, MAX_TURN_SENTENCES)) {
      const count = sentence.split(/\s+/).length;
      if (within.length >= MIN_TURN_SENTENCES && words + count > MAX_TURN_WORDS) break;
      within.push(sentence);
      words += count;
    }
    return within;
  }

  private answer(plan: AnswerPlan): string[] {
    if (plan.plain) return this.plain(plan);
    const argument = this.argument(plan.argument);
    const debater = this.debaterSeat();
    if (!argument || !debater) return this.guest();
    const n = this.count(['answer']);
    if (plan.again) {
      // Where he stands on the issue, then what his point rests on and what follows from it: nothing said before.
      const stance = debater.stances.find((s) => s.issue === argument.issue)?.position;
      const further = [stance, argument.premise, argument.implication];
      return [...this.pickFresh(FURTHER, n), ...this.freshOf(further)];
    }
    const person = this.seat?.person;
    // His life asked of with the issue: the fact, as he tells it, then his point, plainly; the fact cut to its first
    // sentence when all of it would leave no room in the turn for the point ("I drank the hemlock among friends.").
    const fact = plan.life === undefined ? undefined : person?.life[plan.life]?.said;
    if (fact !== undefined) {
      const told = splitSentences(fact);
      const fits = [...told, argument.claim].join(' ').split(/\s+/).length <= MAX_TURN_WORDS;
      return [...(fits ? told : told.slice(0, 1)), argument.claim, ...splitSentences(argument.support)];
    }
    const framing = this.framing(plan, n);
    const opener =
      framing.length > 0
        ? framing
        : person && n % OPENER_EVERY === 1
          ? this.pickFresh(person.style.openers, n + this.callOffset)
          : [];
    const body = [argument.claim, ...splitSentences(argument.support)];
    if (this.greeted()) opener.unshift('Welcome.');
    const alone = this.context.cast.debaters.length < 2 && this.context.cast.moderator === undefined;
    if (alone) return [...opener, ...body, argument.followUp];
    const cite =
      person &&
      !WROTE_NOTHING.has(person.key) &&
      citesAsHis(argument.work) &&
      n % CITATION_EVERY === 2 &&
      opener.length + body.length < 4
        ? [fill(CITATIONS[n % CITATIONS.length] as string, { work: argument.work })]
        : [];
    return [...opener, ...body, ...cite];
  }

  /** The visitor's first line greets us ("Hello. I hope it's alright to join. ..."), and this turn answers it. */
  private greeted(): boolean {
    const { conversation } = this.context;
    const visitor = conversation.filter((entry) => entry.role === 'user');
    // Nothing said since his line: on a call, this turn's own line is already begun, and still empty.
    const since = conversation.slice(conversation.findLastIndex((entry) => entry.role === 'user') + 1);
    const first = visitor.length === 1 && since.every((entry) => entry.content === '');
    return first && GREETING.test(normalize(this.challenge));
  }

  /** "Yes or no?": where he stands on the question he was asked, plainly, then a fresh point of his on it, if any. */
  private plain(plan: AnswerPlan): string[] {
    const stance = this.debaterSeat()?.stances.find((s) => s.issue === plan.issue)?.position;
    const claim = this.argument(plan.argument)?.claim;
    if (stance === undefined) return claim === undefined ? this.guest() : [claim];
    const names = [...this.context.cast.seated.map((s) => s.name), 'God'];
    // Counted over the call, so that two positions stated one after the other are not framed alike.
    const n = this.context.conversation.filter(
      ({ plan: made }) => made?.move === 'answer' && made.plain,
    ).length;
    const framed = this.pickFreshFrame(
      plan.each ? POSITIONS : PLAINLY,
      { stance: lowerFirst(stance, names) },
      n,
    );
    return [...(framed.length > 0 ? framed : [stance]), ...(claim === undefined ? [] : [claim])];
  }

  /**
   * A challenge that read two ways, or weakly: the sentence that says which question the speaker takes up. None when
   * it did not, or when he has used each framing within the last exchanges (so that the frames stay fresh). His own
   * case, told in a line read clearly, frames it instead, unless it was named in answer to his line before, or is only
   * a thing he mentioned ("picturing little ghosts inside my teapot": no case to name).
   */
  private framing(plan: AnswerPlan, n: number): string[] {
    const { told } = plan;
    const heard =
      told === undefined || !namesSomeone(told) || namedLately(told, this.context.conversation)
        ? undefined
        : this.issue(plan.issue);
    if (heard) {
      const stance = this.stanceOn(plan);
      const [cased] = stance
        ? this.pickFreshFrame(TOLD_VERDICTS, { told: told ?? '', stance }, n)
        : this.pickFreshFrame(TOLD_CASES, { told: told ?? '', clause: heard.clause }, n);
      if (cased !== undefined) return [cased];
    }
    const issue = plan.bridged ? this.issue(plan.issue) : undefined;
    if (!issue) return [];
    return this.pickFreshFrame(BRIDGES, { clause: issue.clause }, n);
  }

  /**
   * His stance on the answer's issue, to follow a colon ("yes, ..." for "Yes: ..."); undefined when a sentence of his
   * argument says it again in other words (set 40's judge heard "the doll claim twice").
   */
  private stanceOn(plan: AnswerPlan): string | undefined {
    const position = this.debaterSeat()?.stances.find((s) => s.issue === plan.issue)?.position;
    const made = this.argument(plan.argument);
    if (position === undefined || made === undefined) return undefined;
    const own = contentStems(position);
    const restated = [made.claim, ...splitSentences(made.support)].some((sentence) => {
      const said = new Set(contentStems(sentence));
      const shared = own.filter((word) => said.has(word)).length;
      return shared >= own.length * RESTATED_SHARE || longestSharedRun(position, sentence) >= RESTATED_RUN;
    });
    const names = this.context.cast.seated.map((s) => s.name);
    return restated ? undefined : lowerFirst(position.replace(/^(Yes|No)[:;] /, '$1, '), names);
  }

  /** "What do you mean by that?", "give me an example": the word or the case, else the point's ground. */
  private define(plan: ProbePlan): string[] {
    const argument = this.argument(plan.argument);
    const debater = this.debaterSeat();
    if (!argument || !debater) return this.guest();
    const fresh = (sentence: string): boolean => !this.said.has(sentenceKey(sentence));
    const words = definitionWords(debater, argument, plan, fresh, this.count(['define']));
    return words.length > 0 ? words : this.ground(plan);
  }

  /** "What are you taking for granted?": the premise, then where he stands or what he asks back. */
  private ground(plan: ProbePlan | CounterPlan): string[] {
    const argument = this.argument(plan.argument);
    const debater = this.debaterSeat();
    if (!argument || !debater) return this.guest();
    const stance = debater.stances.find((s) => s.issue === argument.issue)?.position;
    return [argument.premise, ...this.freshOf([stance, argument.followUp]).slice(0, 1)];
  }

  /** "What follows if you are right?": a consequence, then a question back. */
  private imply(plan: ProbePlan): string[] {
    const argument = this.argument(plan.argument);
    if (!argument) return this.guest();
    const stance = this.debaterSeat()?.stances.find((s) => s.issue === argument.issue)?.position;
    return [argument.implication, ...this.freshOf([argument.followUp, stance, argument.premise]).slice(0, 1)];
  }

  private counter(plan: CounterPlan): string[] {
    const objection = this.argument(plan.target.argument);
    const reply = this.argument(plan.argument);
    if (!objection || !reply) return this.ground(plan);
    const name = this.nameOf(plan.target.speaker, plan.target.argument);
    if (plan.steelman) return this.steelman(name, objection, reply);
    const statement = this.pickFresh(
      COUNTERS.map((template) => fill(template, { name, gist: objection.gist })),
      this.count(['counter']),
    );
    const answer = this.said.has(sentenceKey(reply.claim)) ? reply.premise : reply.claim;
    return [...statement, answer, ...splitSentences(reply.support).slice(0, 1)];
  }

  /**
   * The other side's case at its strongest (its gist, and its support where that is not said in its maker's first
   * person), then why it does not move him, and his answer: said whole, since it was asked for.
   */
  private steelman(name: string, objection: Argument, reply: Argument): string[] {
    const n = this.count(['counter']);
    const stated = this.pickFresh(
      STEELMEN.map((template) => fill(template, { name, gist: objection.gist })),
      n,
    );
    const [support] = splitSentences(objection.support);
    const fair =
      support && !FIRST_PERSON.test(support) && wordsOf(support).length <= MAX_STEELMAN_SUPPORT_WORDS;
    this.sayWhole = true;
    return [...stated, ...(fair ? [support] : []), ...this.pickFresh(STEELMAN_TURNS, n), reply.claim];
  }

  /**
   * Names the speaker and his point, then answers it (rebut) or grants it and pushes on (concede); a point the
   * visitor has heard put into words already is pressed by name alone.
   */
  private rebut(plan: RebuttalPlan): string[] {
    const argument = this.argument(plan.argument);
    const target = this.argument(plan.target.argument);
    const person = this.seat?.person;
    if (!argument || !target || !person) return this.guest();
    const name = this.nameOf(plan.target.speaker, target.id);
    if (plan.move === 'rebut' && plan.pressed && !elaborated(this.context.conversation, target.id)) {
      // Heard before, but not explained further: a press would say it was ("X has explained further").
      const opening = this.pickFreshFrame(RETURNS, { name }, this.count(['rebut']));
      if (opening.length > 0) return [...opening, argument.claim, ...splitSentences(argument.support)];
    }
    const templates =
      plan.move === 'concede'
        ? person.style.concessions
        : plan.pressed
          ? person.style.presses
          : person.style.rebuttals;
    const n = this.count([this.plan.move]);
    const opening =
      [templates, person.style.rebuttals]
        .map((list) =>
          this.pickFresh(
            list.map((template) => fill(template, { name, gist: target.gist })),
            // Rebuttals and concessions each go round their own templates, so neither repeats sooner than it must.
            n,
          ),
        )
        // A speaker who has used every press in the call names the point as a rebuttal does: never no name at all.
        .find((fresh) => fresh.length > 0) ?? [];
    return [...opening, argument.claim, ...splitSentences(argument.support)];
  }
}
