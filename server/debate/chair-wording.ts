// The chair's moves in words (wording.ts words the debaters'): summaries and reports, a question put to a debater, a
// request to clarify, a challenge brought back to the theme, and the floor handed back.
import { castWords } from './chair-words';
import {
  CHAIR_GAVE_HIS_VIEW,
  CHAIR_HEARS_HARDSHIP,
  CHAIR_HANDS_BACK,
  CHAIR_GIVES_HIS_VIEW,
  CHAIR_GRANTS,
  CHAIR_KEEPS_HIS_VIEW,
  CHAIR_KEEPS_ORDER,
  CHAIR_ON_HIS_TEACHING,
  CHAIR_VIEW_WEIGHS_NOTHING,
  REQUEST_TO_THE_CHAIR,
  RULINGS,
  SHORTER_GRANTED,
  TOLD_HANDBACKS,
  VIEW_ASKED,
} from './common-frames';
import { fill, lowerFirst, mainClause, normalize, upperFirst, wordsOf } from './text';
import type { ClarifyPlan, HandOverPlan, ReportPlan, SummaryPlan } from './types';
import type { SmallTalk } from './small-talk';
import { namesSomeone } from './case-words';
import { WordingBase } from './wording-base';

/** A redirection that calls what was said a question: "A fair question for another evening; ...". */
const CALLED_A_QUESTION = /^(?:That is )?(?:An?|Every) (?:[a-z]+ )?question\b/;

/** An invitation that asks for a case from his life ("Challenger, what example from your own life ..."). */
const ASKS_HIS_CASE = /\byour own (?:life|experience)\b|\ba case of your own\b/;
/** A line that tells of the visitor's own life ("my daughter Isla's 15 ...", "so i fit locks for a living ..."). */
const TELLS_OF_HIMSELF = /\b(?:i|i'm|i've|my|we|our)\b/;
/** Words such a line has at least. */
const STORY_WORDS = 8;

/** The chair's words for the time of day passed, before he brings the floor back; said once each in a call. */
const PASSING_WORDS: Readonly<Record<SmallTalk, readonly string[]>> = {
  pets: ['Every house has its boss; we will keep your place.', 'We will wait while you see to it.'],
  kitchen: ['See to it; we will keep your place.', 'Enjoy it; the argument will keep.'],
  weather: ['I hope it eases where you are.', 'May it clear soon where you are.'],
  match: ['Sport keeps its own score, and ours is still open.', 'Their game goes on, and so does ours.'],
  road: ['I hope the road is kinder on your way home.', 'A hard road; ours tonight is smoother, I hope.'],
  errand: [
    'That one is for a search engine rather than for us; I hope it goes well.',
    'A practical matter, and not ours to settle; I hope it works out.',
  ],
  weary: [
    'You have earned your rest; thank you for giving us part of it.',
    'A long day behind you, then; we will try to make this part of it worth your while.',
  ],
};
/** Another debate's question: where it is argued, by that debate's title. */
const ARGUED_ELSEWHERE = [
  'That question has a debate of its own here: {title}.',
  'That one is argued in another of our debates, {title}.',
  '{title} is the debate for that question; it is on the battles page when we are done.',
];
/** How the chair brings the floor back after it: the plain words once each, then his own frames. */
const BACK_TO = ['Now, back to {theme}.', 'Back, then, to {theme}.'];

/** A chair's framing as he asks it himself, at the start of a sentence. */
const asked = (framing: { text: string }): string => upperFirst(framing.text);

export abstract class ChairWording extends WordingBase {
  /** The chair's own view, asked for, is said whole, past a turn's usual length. */
  protected sayWhole = false;

  /** One fair sentence for both sides, then the floor goes back: an invitation, or a follow-up question. */
  protected summarise(plan: SummaryPlan): string[] {
    const first = this.argument(plan.target.argument);
    const second = this.argument(plan.other.argument);
    const moderator = this.moderator();
    if (!first || !second || !moderator) return [];
    const n = this.count(['summarise', 'report']);
    const summary = this.pickFresh(
      moderator.summaries.map((template) =>
        fill(template, {
          first: this.nameOf(plan.target.speaker, first.id),
          // Both points were just heard in full: the chair says them again in brief.
          firstGist: mainClause(first.gist),
          second: this.nameOf(plan.other.speaker, second.id),
          secondGist: mainClause(second.gist),
        }),
      ),
      n + this.callOffset,
    );
    if (plan.quiet) return summary;
    // "My da was in the yard in seventy one ...": the case he asked through, named in the answer, is his to judge by
    // (set 36's judge heard it given back to him as better than the chair's own follow-up).
    const { conversation } = this.context;
    const exchange = conversation.slice(conversation.findLastIndex((entry) => entry.role === 'user'));
    const told = exchange
      .map((entry) => entry.plan?.told)
      .find(
        (name) =>
          name !== undefined &&
          namesSomeone(name) &&
          exchange.some((e) => normalize(e.content).includes(name)),
      );
    const [back] = told === undefined ? [] : this.pickFreshFrame(TOLD_HANDBACKS, { told }, n);
    if (back !== undefined) return [...summary, back];
    // Else, every other time, the moderator asks a follow-up of his own on the issue instead of a plain invitation.
    const followUps = moderator.framings
      .filter((f) => f.issue === plan.issue && !this.askedBefore(f.text))
      .map(asked);
    const [followUp] = n % 2 === 1 ? this.freshOf(followUps) : [];
    return [...summary, ...(followUp !== undefined ? [followUp] : this.invitation().slice(0, 1))];
  }

  /** A lone moderator reports the two sides on the question asked, then hands the floor back. */
  protected report(plan: ReportPlan): string[] {
    const first = this.argument(plan.argument);
    const second = this.argument(plan.other?.argument);
    const moderator = this.moderator();
    if (!first || !moderator) return [];
    const firstName = this.nameOf(undefined, first.id);
    if (!second) return [`${firstName} would answer that ${first.gist}.`, ...this.invitation()];
    const summary = this.pickFresh(
      moderator.summaries.map((template) =>
        fill(template, {
          first: firstName,
          firstGist: first.gist,
          second: this.nameOf(undefined, second.id),
          secondGist: second.gist,
        }),
      ),
      this.count(['summarise', 'report']),
    );
    return [...summary, ...this.invitation()];
  }

  /** "Descartes, does the feeling of choosing prove anything?": a framing of the issue, to a named debater. */
  protected handOver(plan: HandOverPlan): string[] {
    const moderator = this.moderator();
    const issue = this.issue(plan.issue);
    const addressee = this.context.cast.seated[plan.addressee];
    if (!moderator || !issue || !addressee) return [];
    const names = this.context.cast.seated.map((s) => s.name);
    // A question put to one debater is not put again to the other.
    const framings = moderator.framings
      .filter((f) => f.issue === issue.id && !this.askedBefore(f.text))
      .map((f) => `${addressee.name}, ${lowerFirst(f.text, [...names, 'God'])}`);
    const question = this.pickFresh(
      [...framings, `${addressee.name}, where do you stand on ${issue.clause}?`],
      0,
    );
    if (plan.move === 'move-on') return plan.shorter ? [SHORTER_GRANTED, ...question] : question;
    // "Chair, he didn't answer the question": the chair rules for it and puts the question to him again.
    if (plan.plain) {
      const rulings = RULINGS.map((t) => fill(t, { name: addressee.name, clause: issue.clause }));
      return this.pickFresh(rulings, this.count(['hand-over']));
    }
    // "is there any point me going every sunday if she dont know me": no argument put, the floor his again.
    if (plan.hardship && plan.back) return [CHAIR_HEARS_HARDSHIP];
    if (plan.back) {
      const either = this.context.cast.debaters.map((i) => this.context.cast.seated[i]?.name).join(' or ');
      const back = this.pickFresh(
        CHAIR_HANDS_BACK.map((frame) => fill(frame, { either })),
        this.count(['hand-over']),
      );
      return [...this.chairsPart(plan), ...back];
    }
    return [...this.chairsPart(plan), ...question];
  }

  /**
   * What the chair says of himself before he hands a line put to him on: his own view where the plan gives it (asked
   * for, the first time: exchange.ts `withChairView`); asked to do something ("could you press them on that?"), he
   * grants it; asked where he stands, or put a question of the debate, he says he has given his view, or why he keeps
   * it; said anything else (`aside`: "you run things?"), he says what his part is, and at the first challenge who is
   * who.
   */
  private chairsPart(plan: HandOverPlan): string[] {
    const pick = (frames: readonly string[]) => frames[this.count(['hand-over']) % frames.length] as string;
    const view = this.moderator()?.view;
    const doctrine = plan.doctrine === undefined ? undefined : this.moderator()?.doctrines?.[plan.doctrine];
    if (doctrine) {
      this.sayWhole = true;
      return [pick(CHAIR_ON_HIS_TEACHING), ...doctrine.said, CHAIR_VIEW_WEIGHS_NOTHING];
    }
    if (plan.view && view) {
      this.sayWhole = true;
      return [pick(CHAIR_GIVES_HIS_VIEW), ...view.said, CHAIR_VIEW_WEIGHS_NOTHING];
    }
    if (REQUEST_TO_THE_CHAIR.test(this.challenge)) return [pick(CHAIR_GRANTS)];
    // Asked where he stands, or put a question of the debate, with his view given already or none to give.
    if (VIEW_ASKED.test(normalize(this.challenge)) || !plan.aside) {
      return [pick(view ? CHAIR_GAVE_HIS_VIEW : CHAIR_KEEPS_HIS_VIEW)];
    }
    const challenges = this.context.conversation.filter((entry) => entry.role === 'user').length;
    return challenges <= 1 ? [castWords(this.context.cast)] : [pick(CHAIR_KEEPS_ORDER)];
  }

  protected clarify(plan: ClarifyPlan): string[] {
    const moderator = this.moderator();
    const [a, b] = plan.options.map((id) => this.issue(id));
    if (!moderator || !a || !b) return this.redirect();
    return this.pickFresh(
      moderator.clarifications.map((t) => fill(t, { optionA: a.clause, optionB: b.clause })),
      this.count(['clarify']),
    );
  }

  /**
   * Brings a stray line back to the theme; a remark is not called "a fair question" ("That belongs to another ..."), and
   * the time of day passed gets a word of its own ("Enjoy it; we will keep your place.") and plainly back, and another
   * debate's question is told which debate argues it, and plainly back.
   */
  protected redirect(remark = false, passing?: SmallTalk, elsewhere?: string): string[] {
    const moderator = this.moderator();
    const theme = this.context.cast.topic?.theme;
    if (!moderator || !theme) return [];
    const fitting = remark ? moderator.redirections.filter((t) => !CALLED_A_QUESTION.test(t)) : [];
    const frames = (fitting.length > 0 ? fitting : moderator.redirections).map((t) => fill(t, { theme }));
    const n = this.count(['redirect']);
    // Every frame said already in a long call: one said again, rather than no word at all.
    const fresh = this.pickFresh(frames, n);
    const frame = fresh.length > 0 ? fresh : frames.slice(n % frames.length).slice(0, 1);
    const first =
      elsewhere !== undefined
        ? this.pickFresh(
            ARGUED_ELSEWHERE.map((t) => fill(t, { title: elsewhere })),
            n,
          )
        : passing && this.pickFresh(PASSING_WORDS[passing], n);
    if (!first) return frame;
    const back = this.pickFresh(
      BACK_TO.map((t) => fill(t, { theme })),
      n,
    );
    return [...first, ...(back.length > 0 ? back : frame)];
  }

  /**
   * Hands the floor back: an invitation the call has not heard, else, in a long debate that has heard them all, a
   * question of the chair's own not yet asked, so that the floor is never handed back in silence.
   */
  protected invitation(): string[] {
    const moderator = this.moderator();
    if (!moderator) return [];
    // Just told of his own life, he is not asked for a case from it (set 48's judge heard it asked of one who had).
    const lastLine = this.context.conversation.findLast((entry) => entry.role === 'user')?.content ?? '';
    const toldHisOwn = TELLS_OF_HIMSELF.test(normalize(lastLine)) && wordsOf(lastLine).length >= STORY_WORDS;
    const invitation = this.pickFresh(
      toldHisOwn ? moderator.invitations.filter((text) => !ASKS_HIS_CASE.test(text)) : moderator.invitations,
      this.count(['invite', 'summarise', 'report']) + this.callOffset,
    );
    if (invitation.length > 0) return invitation;
    return this.freshOf(moderator.framings.map(asked)).slice(0, 1);
  }
}
