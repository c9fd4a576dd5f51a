import type { DebateIndex } from './retrieval';
import { normalize } from './text';

// The moment's small talk, said in passing between challenges: the weather where he is, last night's match, the kettle
// or the oven. Set 51 heard six such lines argued as if they were stories about the debate ("lord the humidity today my
// hair is like a whole separate person", "Clive has the cricket on in the next room and England have just lost another
// wicket").

/** What small talk is about, each with words a challenge on any of the twelve debates seldom needs. */
export type SmallTalk = 'kitchen' | 'weather' | 'match';

const words = (...alternatives: string[]) => new RegExp(String.raw`\b(?:${alternatives.join('|')})\b`, 'g');

/** The kitchen first: "a hundred degrees in this car and i just got crawfish so if i chew in your ear" is about lunch. */
const SMALL_TALK: readonly [SmallTalk, RegExp][] = [
  [
    'kitchen',
    words(
      'kettles?|pasty|pasties|oven|cake|crawfish|perogies|pierogi|pizza|sandwich|cuppa|biscuits?|crisps|takeaway',
      'drizzle|casserole|lasagne',
    ),
  ],
  [
    'weather',
    words(
      'raining|rained|pouring|chucking it down|bucketing|drizzly|humid|humidity|degrees|snowing|freezing|scorching',
      'boiling|heatwave|sunny|foggy|windy|frosty|sweltering|muggy',
    ),
  ],
  [
    'match',
    words(
      'scrum|wickets?|cricket|rugby|football|footy|soccer|innings|kicker|touchdown|playoffs?|quarterback|striker',
      'halftime|half time|hat trick|league table',
    ),
  ],
];

/** Words in passing that ask nothing of the debate ("lord", "forgive me", "speaking of", "right now"). */
const IN_PASSING = /\b(?:(?:oh |good )?lord|forgive me|speaking of|right (?:now|here))\b/g;

/**
 * What a line only passing the time of day is about: it says a word of small talk that the debate's own issues and
 * arguments never use (in the climate debate "rain" and "weather" are its subject), and nothing of the debate's theme,
 * no term of art and no issue's cue.
 */
export function smallTalk(text: string, index: DebateIndex): SmallTalk | undefined {
  const said = normalize(text).replace(IN_PASSING, ' ');
  if (index.themeWordsIn(said) > 0 || index.termsOfArtIn(said).length > 0 || index.cuedIn(said))
    return undefined;
  return SMALL_TALK.find(([, pattern]) =>
    [...said.matchAll(pattern)].some((match) => !index.holds(match[0])),
  )?.[0];
}
