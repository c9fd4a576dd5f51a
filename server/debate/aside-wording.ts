// A debater's asides in words (wording.ts words his answers and rebuttals): a fact of his own life, a joke taken
// lightly, and the work a point comes from.
import {
  CHAIR_LIFE_RETURNS,
  LIFE_RETURNS,
  PARAPHRASES,
  QUIPS,
  QUIPS_ECHOED,
  SOURCES,
  THANKS,
  OWNED,
  TOLD_SOURCES,
} from './common-frames';
import { ChairWording } from './chair-wording';
import { lowerFirst, sentenceKey, splitSentences, upperFirst } from './text';
import type { LifePlan, QuipPlan, SourcePlan } from './types';

/** Socrates wrote nothing: he never names a work as his. */
export const WROTE_NOTHING = new Set(['socrates']);
/** Works named by later hands (a collection found centuries on, a report): a philosopher does not cite them as his. */
const LATER_NAMES = /\b(?:Vatican Sayings|fragments?|Diogenes Laertius|reported)\b/i;
export const citesAsHis = (work: string): boolean => !LATER_NAMES.test(work);

export abstract class AsideWording extends ChairWording {
  /** A fact of his own life as he tells it, then back to the question: where he stands (the chair: what it is). */
  protected life(plan: LifePlan): string[] {
    const fact = this.seat?.person?.life[plan.fact];
    const topic = this.context.cast.topic;
    if (!fact || !topic) return [];
    if (plan.why) return fact.why ? [fact.why.said] : [];
    const n = this.count(['life']);
    // "... there I hold that the near certainty of being seen deters crime", not "that yes: the near certainty ...".
    const stance = this.debaterSeat()
      ?.stances.find((s) => s.issue === (plan.backTo ?? topic.issues[0]?.id))
      ?.position.replace(/^(?:yes|no)[,:;]\s*/i, '');
    const names = [...this.context.cast.seated.map((s) => s.name), 'God'];
    const back =
      this.seat?.role === 'moderator'
        ? this.pickFreshFrame(CHAIR_LIFE_RETURNS, { theme: topic.theme }, n)
        : stance
          ? this.pickFreshFrame(LIFE_RETURNS, { stance: lowerFirst(stance, names) }, n)
          : [];
    if (!plan.thanked && !plan.owned) return [fact.said, ...back];
    // Sympathy is thanked, and the fact, told already, is not told again; held against him, it is owned.
    const once = this.said.has(sentenceKey(splitSentences(fact.said)[0] ?? '')) ? [] : [fact.said];
    const word = this.pickFreshFrame(plan.owned ? OWNED : THANKS, {}, n).slice(0, 1);
    return [...word, ...once, ...back];
  }

  /** "ha the horse has a soul": the laugh taken lightly, and his point kept, in one sentence. */
  protected quip(plan: QuipPlan): string[] {
    const gist = this.argument(plan.argument)?.gist;
    if (gist === undefined) return [];
    const names = this.context.cast.seated.map((s) => s.name);
    const said = { gist: lowerFirst(gist, names) };
    const n = this.count(['quip']);
    // "youd make terrible supervisors": "Terrible supervisors, perhaps; but I still say that ...".
    const echoed =
      plan.echo === undefined
        ? []
        : this.pickFreshFrame(QUIPS_ECHOED, { ...said, Echo: upperFirst(plan.echo) }, n);
    return (echoed.length > 0 ? echoed : this.pickFreshFrame(QUIPS, said, n)).slice(0, 1);
  }

  /** "Did you actually write that?": the work his argument comes from, and that tonight's words are a paraphrase. */
  protected source(plan: SourcePlan): string[] {
    const work = this.argument(plan.argument)?.work;
    const key = this.seat?.person?.key;
    if (work === undefined || key === undefined) return [];
    const n = this.count(['source']);
    const own = !WROTE_NOTHING.has(key) && citesAsHis(work);
    const named = this.pickFreshFrame(own ? SOURCES : TOLD_SOURCES, { work }, n);
    // Asked again and again, he says it again rather than nothing.
    const again = [`As I said, ${work}.`, `Once more: ${work}.`, `${work}, as I said.`];
    const said = named.length > 0 ? named : [again[n % again.length] as string];
    return [...said, ...this.pickFreshFrame(PARAPHRASES, {}, n)];
  }
}
