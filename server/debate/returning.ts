// A visitor back from a moment away ("back, parked. wait so hume ...", "... okay okay im back"): what he says on his
// return, and whether he says anything more.
import { RETURNED } from './floor-phrasings';
import { normalize, splitSentences } from './text';
import type { TurnPlan } from './types';

/** Whether a line opens by saying he is back from a moment away ("back, parked. wait so hume ..."). */
export function returned(text: string): boolean {
  return RETURNED.test(normalize(splitSentences(text)[0] ?? ''));
}

/** "... um eli go ask your dad okay okay im back": back, said last. */
const BACK_LAST = /\b(?:(?:ok|okay|right|sorry) )*(?:i'm|im|i am|we're|we are) back(?: now)?$/;

/**
 * Whether a line only says he is back ("back.", "im back sorry about that"), says it with news that asks nothing ("back.
 * studio landlord rang, rent going up again. anyway": the rest, planned alone, is a remark sent back to the theme), or
 * says it last ("... um eli go ask your dad okay okay im back"): he hears where we were.
 */
export function onlyBack(text: string, rest: TurnPlan | null): boolean {
  const remark = rest?.move === 'redirect' && rest.remark === true;
  return (returned(text) && (justBack(text) || remark)) || backLast(text);
}

/** Whether a line ends by saying he is back, having told what kept him, and asks nothing. */
function backLast(text: string): boolean {
  return !text.includes('?') && BACK_LAST.test(normalize(text));
}

/** Words a line that says he is back may say besides ("im back sorry about that"), and say nothing more. */
const MAX_WORDS_AFTER_BACK = 3;

/** A line that says only that he is back ("back.", "right I'm back, sorry about that"). */
function justBack(text: string): boolean {
  const said = normalize(text);
  const found = RETURNED.exec(said);
  return (
    found !== null &&
    said
      .slice(found[0].length)
      .split(' ')
      .filter((w) => w !== '').length <= MAX_WORDS_AFTER_BACK
  );
}

/**
 * What a line says after a first sentence that only says he is back ("back, parked." -> "wait so hume ..."), or, said
 * in one breath, after the sorry that ends his why ("thats me back it was my grandson sorry socrates what are they
 * disagreeing about" -> "socrates what are they disagreeing about").
 */
export function afterReturn(text: string): string | undefined {
  const [first, ...rest] = splitSentences(text);
  if (first === undefined || !RETURNED.test(normalize(first))) return undefined;
  if (rest.length > 0) return rest.join(' ');
  const sorry = /^(.+?\bback\b.+?)\bsorry\b(?!.*\bsorry\b) (.+)$/i.exec(first);
  return sorry?.[2];
}
