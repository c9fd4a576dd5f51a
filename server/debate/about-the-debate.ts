// A line about the debate by its words alone (floor-talk.ts, floor-sentences.ts, off-theme.ts): a mark of what it asks
// ("thank you", "who ... stronger") and no word besides those such a question says.
import { FAREWELL_MARK } from './leaving';
import type { FloorTalk } from './floor-kinds';
import { contentStems, stem } from './text';

/** What marks a line as about the debate rather than its question, by what it asks; one mark is enough to tell. */
const MARKS: readonly (readonly [Exclude<FloorTalk, 'prompt' | 'next' | 'time'>, RegExp])[] = [
  ['farewell', FAREWELL_MARK],
  [
    'summary',
    /\b(?:sum(?:ming)? (?:(?:it|this|that|things|everything) )?up|summar(?:y|ise|ize)|recap|nutshell)\b/,
  ],
  [
    'standing',
    /\b(?:who|which)\b.*\b(?:winning|wins?|won|winner|ahead|leading|lead|up|on top|score|edge|better|best|stronger|strongest|sounder|convincing|persuasive|right|correct|closer|nearer|hits|round|carried)\b/,
  ],
  [
    'question',
    /\b(?:what|remind|which)\b.*\b(?:debating|discussing|arguing|question|topic|motion|subject)\b/,
  ],
  [
    'differ',
    /\bthey\b.*\b(?:disagree\w*|agree\w*|differ|differs|differing)\b|\b(?:past each other|in circles)\b/,
  ],
  // "I'm new here", not "What's actually new here?" (what the argument adds).
  [
    'how',
    /\b(?:how (?:does|do) (?:this|it) work|(?<!\b(?:what|whats|what's|anything|something|nothing)(?: is)?(?: actually| really| even| so)? )new here|first time)\b/,
  ],
];

/** The words, besides its marks, that a line about the debate may say and still have no topic of its own. */
export const META_WORDS = new Set(
  `winning win wins won winner ahead leading lead up top score edge better best stronger strongest convincing
  persuasive correct case argument arguments point points side sides made make making got gotten given far
  now currently tonight today here view opinion reckon debate debating discussing arguing question topic motion
  subject remind again sum summing summary summarise summarize recap nutshell short version brief few sentences
  sentence words quick where thank thanks bye goodbye goodnight farewell cheers peace gotta go going home
  see later lovely great wonderful evening fun stimulating interesting fascinating enjoyed enjoy everyone
  kindly gg aight alright chair chairing each said say saying simple simply plain main landed land position
  positions stand give quick ref referee judge moderator host right actually really same thing things way ways
  different going round around circles past other exactly clearly state new first time work ask questions listen
  talk speak type rules judgement judgment estimation morning afternoon fairly speaker speakers apiece briefly
  bottom line overall carried end`
    .split(/\s+/)
    .filter((word) => word !== '')
    .map(stem),
);

/**
 * A line about the debate by its words: a mark of what it asks ("thank you", "who ... stronger", "remind me what ...
 * debating") and no word besides those a question about the debate says ("who's up rn", "Thank you all kindly. A
 * lovely evening."). `offTheme`: the line reads as off the debate's theme anyway, and a goodbye may say a few words of
 * its own ("Thank you all, I shall tell my book club about it"), a question one ("who's ahead, roughly?"); `extra`: so
 * many more, said beside another question about the debate (floor-sentences.ts).
 */
export function aboutTheDebate(
  text: string,
  offTheme = false,
  extra = 0,
): Exclude<FloorTalk, 'prompt' | 'next' | 'time'> | undefined {
  const mark = MARKS.find(([, pattern]) => pattern.test(text));
  if (!mark) return undefined;
  const others = contentStems(text.replace(/\bright now\b/g, ' ')).filter((word) => !META_WORDS.has(word));
  const allowed = extra + (!offTheme ? 0 : mark[0] === 'farewell' ? 3 : 1);
  return others.length <= allowed ? mark[0] : undefined;
}
