// A visitor who says they want to die is not making a debating point. The debate stops for one turn: the chair, out of
// character, says that help is there, and the floor goes back to the visitor. Only first-person words of intent count:
// "Is suicide ever rational?" is a question of the Final Question's theme, and the philosophers answer it.

const FIRST_PERSON_CRISIS =
  /\b(?:i (?:want|wanna|am going|'m going|plan|intend|need) to (?:die|kill myself|end (?:it all|my life))|i(?:'m| am) (?:suicidal|going to kill myself)|kill(?:ing)? myself|end(?:ing)? my (?:own )?life|take my own life|(?:don't|do not|dont) want to (?:live|be alive|exist)(?: anymore| any more)?|no reason (?:for me )?to (?:live|go on)|(?:hurt|harm)(?:ing)? myself|better off dead)\b/;

/** What the chair says, whoever chairs: plain, warm, and the same for everyone, wherever they are. */
export const CARE_WORDS =
  'Let me step out of the debate for a moment, because you matter more than any argument here. If you are thinking about ending your life, please reach out now to someone you trust, or to a crisis line: in the United States call or text 988, and elsewhere your local emergency number or crisis service. We will be here when you want to talk again.';

/** Whether a challenge says, in the visitor's own voice, that they mean to harm themselves. */
export function isCrisis(text: string): boolean {
  return FIRST_PERSON_CRISIS.test(text.toLowerCase().replace(/[’]/g, "'"));
}
