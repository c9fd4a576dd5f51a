import type { DebateIndex } from './retrieval';
import { compiled, normalize, splitSentences } from './text';

// The moment's small talk, said in passing between challenges: the weather where he is, last night's match, the kettle
// or the oven. Set 51 heard six such lines argued as if they were stories about the debate ("lord the humidity today my
// hair is like a whole separate person", "Clive has the cricket on in the next room and England have just lost another
// wicket").

/** What small talk is about, each with words a challenge on any of the twelve debates seldom needs. */
export type SmallTalk = 'pets' | 'kitchen' | 'weather' | 'match' | 'road' | 'weary' | 'errand';

const words = (...alternatives: string[]) => new RegExp(String.raw`\b(?:${alternatives.join('|')})\b`, 'g');

/** Each kind of small talk by its words. */
const SMALL_TALK: readonly [SmallTalk, RegExp][] = [
  // One's own or the neighbour's ("the cat thinks shes the boss"), not animals in general ("torturing puppies").
  [
    'pets',
    words(
      "(?:my|our|the|his|her|their|me) (?:[a-z']+ )?(?:cats?|kittens?|dogs?|puppy|puppies|greyhounds?|spaniels?|terriers?|labrador|hamsters?|budgie|parrot)",
    ),
  ],
  [
    'kitchen',
    words(
      'kettles?|pasty|pasties|oven|cake|crawfish|perogies|pierogi|pizza|sandwich|cuppa|biscuits?|crisps|takeaway',
      "(?:my|the|our) (?:coffee|tea|latte|cuppa)(?:'s| has| is| just)* (?:went|gone|going|got|getting|turned|is) (?:stone )?(?:cold|lukewarm)",
      '(?:spilled|spilt|knocked over|dropped) (?:my|the|our) (?:coffee|tea|latte|cuppa)',
      'drizzle|casserole|lasagne|toast|rice|cawl|stew|curry',
    ),
  ],
  [
    'weather',
    words(
      'raining|rained|rainy|pouring|chucking it down|bucketing|drizzly|humid|humidity|degrees|snowing|freezing|scorching',
      'boiling|heatwave|sunny|foggy|windy|frosty|sweltering|muggy|rains|lashing|lashing down|pissing down',
      "rain(?:'s|s)? coming (?:in|down)|sideways|on the roof|thunder|hailing",
    ),
  ],
  [
    'match',
    words(
      'scrum|wickets?|cricket|rugby|football|footy|soccer|innings|kicker|touchdown|playoffs?|quarterback|striker',
      'halftime|half time|hat trick|league table',
      '(?:just )?scored|(?:a |the )?goal|the score|(?:2nd|second|first|1st) half|kick ?off|penalty|the match|the game on',
      '[a-z]+ (?:vs|versus) [a-z]+ (?:dey|is|are) (?:on|show|showing|playing)',
    ),
  ],
  [
    'road',
    words(
      'potholes?|blew a (?:tire|tyre)|flat (?:tire|tyre)|traffic jam|roadworks|stuck in traffic',
      "(?:my |the |our )?(?:train|flight|bus|ferry|coach)(?:'s|s)? (?:got |was |is |has been |just got )?(?:cancelled|canceled|delayed)",
    ),
  ],
  // His own long day ("I'm so tired today honestly, long shift at the hospital"), not his weariness of the debate
  // ("tired of your nonsense").
  [
    'weary',
    words(
      "(?:i(?:'m| am)|im) (?:so |really |very |absolutely |completely |dead |just |a bit |pretty |that )?(?:tired|exhausted|knackered|shattered|worn out|done in|drained|wiped out|wrecked|zonked|cream crackered)(?! (?:of|with|by)\\b)",
      '(?:long|rough|hard|busy|brutal|tough|twelve hour|12 hour|double|night) (?:day|shift|week|night)(?! (?:of|with)\\b)',
      '(?:just )?(?:got|come|came) (?:home |back )?(?:off|from) (?:work|a shift|my shift|the night shift|nights)',
    ),
  ],
];

/** Things a visitor buys, mends or finds his way with: what an errand is about. */
const GADGET =
  '(?:phone|iphone|laptop|computer|pc|printer|camera|charger|battery|screen|screen protector|router|wifi|tv|telly|washing machine|dishwasher|boiler|fridge|car|bike|headphones|earbuds|keyboard|tablet|ipad|console|drum|watch|smartwatch)(?:e?s)?';

/** What grows in a garden or a pot, whose care is an errand. */
const PLANT =
  '(?:plants?|tomato(?:es)?|basil|herbs|seedlings|roses|lawn|grass|orchids?|succulents?|cactus|cacti|trees?|hedges?|flowers)';

/**
 * An errand asked in passing, in its own register, whatever theme word it says in its everyday sense ("cave tours near
 * bristol that are ok for small kids?", "my washing machine is making a grinding noise", "any good nature documentaries
 * to watch tonight?"): something to buy, mend, find or book, which the debate's question never covers.
 */
const ERRAND = new RegExp(
  [
    String.raw`\bnear (?:the (?:(?:main|central|train|bus|coach) )?(?:station|city|centre|center|beach|airport|venue)|me|here|us|where i live|my (?:house|place|office|work|flat|hotel))\b`,
    String.raw`\b(?:round|around) here\b`,
    String.raw`\bworth (?:the trip|a visit|visiting|the drive|the money|the price|fixing|repairing|mending|upgrading|buying)\b`,
    String.raw`\bwhat time (?:does|do|is) (?:the |my |our )?[a-z' ]{1,30} (?:open|close|shut|start|finish)\b`,
    String.raw`\b(?:opening|closing) (?:hours|times)\b`,
    String.raw`\b(?:making|makes|made) (?:a |this |that )?(?:(?:horrible|weird|strange|loud|funny|grinding|clicking|rattling|buzzing|squeaking|whining) )+(?:noise|sound)\b`,
    String.raw`\b(?:any|got any|have any) (?:good |decent |nice |cheap )?(?:tips|recommendations|suggestions)(?: lol| please| anyone)?$`,
    String.raw`\b(?:can|could) (?:you|anyone|someone) recommend (?:a |an |any |some )?(?:good |decent |nice |cheap )?(?:[a-z]+ ){0,2}(?:game|restaurant|place|shop|pub|cafe|hotel|film|movie|show|series|documentar(?:y|ies)|app|route|recipe|walk)s?\b`,
    String.raw`\b(?:is there|are there|know of|got) (?:a |an |any )?(?:good |decent |nice |cheap )?(?:[a-z]+ ){0,2}(?:game|app|restaurant|shop|pub|cafe|hotel|film|movie|show|series|podcast)s? (?:you|anyone|anybody|somebody|someone)(?:'d| would| could| can) (?:recommend|suggest)\b`,
    String.raw`\b(?:renew|renewing|renewal of|apply for|applying for) (?:a |an |my |the |our )?(?:new )?(?:passport|driving licen[cs]e|driver'?s licen[cs]e|visa|id card|tv licen[cs]e|car tax|library card|railcard)\b`,
    String.raw`\bany (?:good |decent |nice )(?:[a-z]+ ){0,2}(?:documentar(?:y|ies)|films?|movies?|shows?|series|podcasts?|games?|walks?|restaurants?|pubs?|places?)(?: (?:you(?:'d| would) recommend|to (?:watch|play|visit|try|go)))\b`,
    String.raw`\b(?:best|good|decent|cheap|cheapest) (?:[a-z]+ ){0,4}on a budget\b`,
    String.raw`\b(?:what(?:'s| is)|whats) (?:a |the )?(?:best|good|decent|cheapest) ${GADGET}\b`,
    String.raw`\b(?:a |any |the )?(?:good|decent|best|cheap) (?:[a-z]+ ){0,2}(?:place|shop|restaurant|cafe|pub|takeaway|sandwich place) (?:near|in|around)\b`,
    String.raw`\btours? (?:near|in|around|of)\b`,
    String.raw`\b(?:best|safest|quickest|fastest|cheapest|easiest) way (?:to get |to go )?(?:to|from|home|back) (?:the |my |our )?(?:airport|station|city|centre|center|town|hotel|venue|beach|home|here|there)\b`,
    String.raw`\bhow (?:do|can|should|would) (?:i|we) get (?:to|from) (?:the )?(?:airport|station|city centre|city center|hotel|venue|beach)\b`,
    String.raw`\bhow (?:do|can) (?:i|you|we) (?:turn|switch|shut) (?:it|that|this|them) off\b`,
    String.raw`\b(?:best|cheapest|good|decent) (?:place|shop|site|website) to (?:buy|get|find|rent) (?:a|an|some|cheap|used|second[- ]hand|new|decent|good)\b`,
    String.raw`\b(?:a )?good name for (?:a|my|our|the) (?:[a-z]+ )?(?:hamster|cat|kitten|dog|puppy|rabbit|fish|goldfish|parrot|budgie|pet|boat|band|baby|car|plant)\b`,
    String.raw`\b(?:my |the )${GADGET} (?:is |has |keeps |just )?(?:cracked|broken|smashed|fogging|fogged|blurry|leaking|dead|(?:started )?making(?! (?:me|us|you|him|her|them|people|kids|children|everyone|everybody)\b)|overheating|stopped|died|freezing|crashing|not working|won't (?:turn on|charge|start))\b`,
    String.raw`\b(?:is it safe|is it ok|is it okay) to (?:leave|charge|keep) (?:my |the )?${GADGET}\b`,
    String.raw`\b(?:flat|dead) (?:car |phone |laptop )?battery\b|\bjump ?(?:starter|start|leads|cables)\b`,
    String.raw`\b(?:does|will|can) (?:google maps|my phone|my sat ?nav) work\b`,
    String.raw`\b(?:is it|it's) (?:meant|going|supposed|forecast) to (?:rain|snow|be sunny)\b`,
    String.raw`\bpub quiz\b`,
    String.raw`\bshould (?:i|we) (?:see|call|ring|try) (?:a |the |my |our )?(?:vet|doctor|gp|dentist|mechanic|plumber|electrician)$`,
    String.raw`\bwhat should (?:he|she|i|we|they) (?:bring|pack|wear|take along)\b`,
    String.raw`\b(?:do|does|will|would|can) (?:jewell?ers|shops|the shop|chemists|pharmacies|garages|mechanics|repair shops) (?:usually |normally |still |even |actually )?(?:replace|fix|repair|change)\b`,
    String.raw`\b(?:what(?:'s| is)|whats) the capital (?:city )?of\b|\b(?:doing|does|do) (?:a|his|her|their|the) (?:pub |homework |geography |school )?quiz\b`,
    String.raw`\b(?:need|have|got|gotta) to (?:pick up|grab|get|buy) (?:some |a |an )?(?:flowers|present|gift|birthday card|card|milk|bread|groceries|cake)\b`,
    String.raw`\b(?:machine|exercise|stretch|chair|mattress|pillow)e?s? (?:[a-z']+ ){0,4}good for (?:the |my |your |a )?(?:lower |upper |bad |sore )?(?:back|knees?|neck|shoulders?|posture|hips?)\b`,
    String.raw`\b(?:is|are) (?:it |they |the (?:[a-z]+ ){1,2})?(?:still |even |usually )?open (?:on|at|till|until|today|tomorrow|tonight|late|this|over|during)\b`,
    String.raw`\b(?:good|nice|cute|unusual|popular|pretty|strong) (?:(?:baby|boy|girl|boys|girls|dog|cat|pet) ){0,2}names\b`,
    String.raw`\b(?:best|good|decent|cheap|budget) (?:budget |cheap |new )?(?:vr |gaming )?(?:headsets?|${GADGET}) (?:for|under)\b`,
    String.raw`\b(?:book|booking|rent|renting) (?:an? )?(?:airbnb|hotel|hostel|holiday flat|holiday let)\b`,
    String.raw`\b(?:know|recommend) (?:a|any|some) (?:good |decent |nice |cheap )?(?:[a-z']+ ){0,3}(?:shop|store|restaurant|cafe|pub|hotel|garage|dentist|plumber|hairdresser|barber)s?\b`,
    String.raw`\bwhere (?:can|do|could|should) (?:i|we|you) (?:get|have) (?:my |our |a |the )?${GADGET}(?: screen| battery)? (?:fixed|repaired|mended|replaced|serviced)\b`,
    String.raw`\b(?:the )?meaning of the word\b|\bwhat does the word [a-z']+ mean\b|\bhow do you spell\b`,
    String.raw`\bthinking of (?:going|heading|visiting)(?: there)?$`,
    String.raw`\bweather (?:(?:supposed to |going to |meant to )?(?:be |is )?like )?(?:in [a-z]+ )?(?:(?:this|next) (?:weekend|week|month)|tomorrow|tonight|later)\b`,
    String.raw`\bborn on (?:the )?(?:\d{1,2}(?:st|nd|rd|th)?|january|february|march|april|may|june|july|august|september|october|november|december)\b`,
    String.raw`\b(?:legally|officially) (?:turns?|becomes?) \d+\b`,
    String.raw`\b(?:a |any )?(?:good|decent|fun|great) (?:new )?(?:show|film|movie|series|box set|book|podcast|game|documentary)s? (?:to|for) (?:watch|read|listen to|play|binge|stream|tonight|this weekend|the weekend|date night|later)\b`,
    String.raw`\b(?:dog|cat|puppy|kitten|rabbit|hamster)s? (?:breed|food|trainer|groomer|sitter|walker)s?\b`,
    String.raw`\b(?:anyone|anybody|any of you|you) (?:seen|watched|read) (?:a |any )?(?:good|decent|great) (?:new )?(?:show|film|movie|series|box set|book|documentary)s? (?:lately|recently)\b`,
    String.raw`\b${GADGET}(?:'s|s)? (?:battery )?(?:keeps|kept) (?:dying|dieing|dropping|draining|crashing|freezing|switching off|turning off)\b`,
    String.raw`\bhow (?:do|can|should) (?:i|we|you) keep (?:my |our |the )(?:[a-z]+ )?(?:plants?|tomato(?:es)?|garden|lawn|grass|flowers|herbs|basil|seedlings|bread|milk|avocados?|bananas?|house|flat|room|windows?|glasses|shoes|car|bike) (?:alive|fresh|cool|warm|dry|clean|from)\b`,
    String.raw`\b(?:my|the|our) (?:[a-z]+ )?${PLANT} (?:keep|keeps) (?:dying|wilting|drooping|rotting|turning (?:yellow|brown)|going (?:yellow|brown))\b`,
    String.raw`\btoo much (?:sun|water|light) or (?:not enough|too little) (?:water|sun|light)\b`,
    String.raw`\bhow (?:often|much) (?:should|do|am|must) (?:i|we|you)(?: (?:supposed|meant) to)? (?:water|feed|prune|repot|mow|fertili[sz]e)\b`,
    String.raw`\b(?:what(?:'s| is)|whats) (?:the |a )?(?:best|top|good) (?:[a-z-]+ ){0,3}(?:game|show|film|movie|series|podcast|album|song|${GADGET})s?\b(?! (?:about|on(?! (?:right now|now|tonight|tv|telly|netflix|at the moment)\b)|of|that|which|where)\b)`,
    String.raw`\b(?:need|want|looking for|after) (?:something|a show|a film|a movie|a series) (?:[a-z]+ ){0,2}to (?:watch|binge|stream)\b`,
    String.raw`\b(?:best|good|decent) (?:[a-z]+ ){0,2}(?:teas?|coffees?|wines?|beers?|pillows?|mattress(?:es)?|shampoos?|moisturi[sz]ers?|supplements?) (?:for|to help (?:with|me))\b`,
    String.raw`\bkeep(?:ing)? (?:the |my |our |two |three |four |\d )?(?:kids|children|toddlers|little ones|guests) (?:busy|entertained|occupied|amused)\b`,
    String.raw`\b(?:stop|keep) (?:my |the |our )(?:[a-z]+ )?${PLANT} (?:from )?(?:dying|wilting|drooping|rotting)\b`,
    String.raw`\b(?:my |the )${GADGET}(?:'s|s)? (?:[a-z]+ )?(?:update|upgrade|download|install|installation|backup|charger|battery) (?:keeps |is |has )?(?:failing|failed|stuck|freezing|crashing|not working)\b`,
    String.raw`\b(?:recommend|suggest) (?:a |an |any |some )?(?:good |nice |fun )?(?:book|books|film|films|movie|movies|game|games|present|gift)s? for (?:a |an |my |our )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ?(?:year ?old|yr old)\b`,
    String.raw`\b(?:tips|remed(?:y|ies)|cures?|what to (?:take|drink)|anything good) for (?:a |my |the )?(?:sore throat|headache|migraine|hangover|cold|cough|blocked nose|runny nose|backache|toothache|stiff neck|hiccups|sunburn|hay ?fever|allergies|insomnia|acne|heartburn|jet ?lag)\b`,
  ].join('|'),
);

/** A pet on the keys: "my cat just walked across my keyboard", "the dog stood on the laptop". */
const ON_THE_KEYS =
  /\b(?:cats?|kittens?|dogs?|puppy) (?:just |has just |just went and )?(?:walked|walking|jumped|jumping|sat|sitting|stepped|stepping|stood|standing|lay|lying|ran|running) (?:across|on|over|all over) (?:my|the|our) (?:keyboard|keys|laptop|phone|screen|mouse)\b/g;

/** Issue cues an errand may say besides its own words ("postojna cave ... worth the trip?"). */
const MAX_ERRAND_CUES = 1;

/** A line that opens on what was just said: "that's just ...", "but ...", "so you admit ...". */
const SAID_BACK =
  /^(?:(?:oh|ok|okay|well|yeah|right|so|and) )*(?:that(?:'s|s| is)? just|but|so you|you(?:'re| are) (?:just |basically )?saying)\b/;

/** Something said asked for again ("say that last bit again", "repeat that"). */
const ASKED_AGAIN =
  /\b(?:say (?:that|it|(?:the|that) (?:last |first )?(?:bit|part))(?: (?:last |first )?(?:bit|part))? again|repeat (?:that|it|the (?:last )?(?:bit|part))|i missed (?:it|that|the (?:last )?(?:bit|part)))\b/;

/** The moment he speaks in, or an aside's own words. */
const NOW =
  /\b(?:now|today|tonight|tonite|this (?:morning|afternoon|evening|week)|just|here|at the moment|currently|sorry|forgive me|hang on|hold on|speaking of|btw|by the way|unrelated|tangent|side note|breakfast|lunch|dinner|supper)\b/;

/** Words in passing that ask nothing of the debate ("lord", "forgive me", "speaking of", "right now"). */
const IN_PASSING = /\b(?:(?:oh |good )?lord|forgive me|speaking of|right (?:now|here))\b/g;

/**
 * What a line only passing the time of day is about: it says a word of small talk that the debate's own issues and
 * arguments never use (in the climate debate "rain" and "weather" are its subject), and nothing of the debate's theme,
 * no term of art and no issue's cue.
 */
export function smallTalk(text: string, index: DebateIndex): SmallTalk | undefined {
  const said = normalize(text).replace(IN_PASSING, ' ');
  // "thats just a way of saying i cant help it ... when he eats the whole packet of biscuits": said back, not in passing.
  if (SAID_BACK.test(said)) return undefined;
  // "hold on the dogs barking at the gate ... go on say that last bit again about the roads": asked again, not passed.
  if (ASKED_AGAIN.test(said)) return undefined;
  // "any good nature documentaries to watch tonight?", "my printer keeps making blurry copies": an errand, whatever
  // theme word it says, unless it says a term of art or, besides the errand's own words, more than one issue's cue.
  // A place said in a story, then a question of its own, is no errand ("The self-driving car hesitated at a crosswalk
  // near my office yesterday ... 'see, it thought about it.' Did it?").
  const sentences = splitSentences(text);
  const last = sentences.at(-1) ?? '';
  const storyThenAsked = sentences.length > 1 && last.includes('?') && !ERRAND.test(normalize(last));
  if (
    ERRAND.test(said) &&
    !storyThenAsked &&
    index.termsOfArtIn(said).length === 0 &&
    index.cuesIn(said.replace(compiled(ERRAND.source, 'g'), ' ')) <= MAX_ERRAND_CUES
  )
    return 'errand';
  // His own long day is small talk even where the body's weariness is a cue ("exhausted", in the free will debate),
  // unless the rest of the line says one.
  // So is a pet on the keys ("lol my cat just walked across my keyboard"), whatever cue its walk is.
  const weary = SMALL_TALK.find(([about]) => about === 'weary')?.[1];
  const rest = (weary ? said.replace(weary, ' ') : said).replace(ON_THE_KEYS, ' ');
  if (index.themeWordsIn(rest) > 0 || index.termsOfArtIn(rest).length > 0 || index.cuedIn(rest))
    return undefined;
  // "I'm exhausted, does my body rule my mind?": weary, and asking in the debate's concepts.
  const wearyOnly = rest !== said && index.lexicon.conceptsIn(rest).length === 0;
  // What he mentions first: "bucketing down here, and the neighbour's cat has come inside" is about the weather. The
  // kitchen and the pets are small talk said of the moment ("the kettle just clicked off", "pixie just nicked my
  // toast"), not in a story ("when the mill closed they gave him a pin and a sheet cake").
  const now = NOW.test(said);
  const mentioned = SMALL_TALK.filter(
    ([about]) => (now || (about !== 'kitchen' && about !== 'pets')) && (about !== 'weary' || wearyOnly),
  ).flatMap(([about, pattern]) =>
    [...said.matchAll(pattern)]
      // His own dog is no argument's dog ("the dog" of a Socratic oath, Spinoza's mad dog), nor his own weariness.
      .filter((match) => about === 'pets' || about === 'weary' || !index.holds(match[0]))
      .map((match) => ({ about, at: match.index })),
  );
  // "ok so i picked pasta over pizza tonight, was that like decided a million years ago or what": the moment told,
  // then asked of in the theme's words, is a case put to the debate, in a clause of its own or asked in the same one
  // ("if i choose pizza tonight was that already decided when the universe started"; not "no i dont care about the
  // score hon im arguing with dead guys").
  const unmentioned = (clause: string) =>
    SMALL_TALK.reduce((rest, [, pattern]) => rest.replace(compiled(pattern.source, 'g'), ' '), clause);
  // A clause of its own counts when it asks or says the debate's own words: "my coffee just went cold again, I swear
  // this mug hates me" tells the moment twice.
  const asked = (clause: string) =>
    ASKING.test(clause) ||
    (!SMALL_TALK.some(([, pattern]) => compiled(pattern.source).test(clause)) &&
      (index.themeWordsIn(clause) > 0 || index.cuedIn(clause)));
  if (
    mentioned.length > 0 &&
    text
      .split(CLAUSE)
      .map(normalize)
      .some((clause) => asked(clause) && index.inWordsOfTheme(unmentioned(clause)))
  )
    return undefined;
  return mentioned.sort((a, b) => a.at - b.at)[0]?.about;
}

/** Words that ask, wherever they stand in a clause. */
const ASKING = /\b(?:was|were|is|are|did|does|do|can|could|would|will|should|why|how|what|whether)\b/;

/** Where one clause of a line ends and the next begins. */
const CLAUSE = /[,;:.?!]+/;
