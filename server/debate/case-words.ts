// The words for those and that of his own a visitor tells of (visitor-case.ts), and whether a reply may name them
// back to him as his case.

import { normalize, splitSentences } from './text';

/** A story is told of himself or those he knows ("my dad was a miner ...", "Real case. Client swore she'd ..."). */
export const OF_HIMSELF =
  /\b(?:i|i'm|im|i've|ive|i'd|my|me|we|our|us|gf|bf|missus|hubby|real (?:case|story|example|life)|true story)\b/;

/**
 * His own case told before the question it leads to ("I'm 24 with $60k in student loans. Everyone says I chose this
 * freely. Did I?"): the question is his case's, to be answered through it.
 */
export function caseBeforeAsking(text: string): boolean {
  const sentences = splitSentences(text);
  return (
    sentences.length >= 2 && sentences.slice(0, -1).some((sentence) => OF_HIMSELF.test(normalize(sentence)))
  );
}

/** Those of his own life a visitor tells of, as the reply names them (his "da" is "your father"). */
export const PEOPLE: Record<string, string> = {
  da: 'father',
  dad: 'father',
  daddy: 'father',
  pa: 'father',
  father: 'father',
  ma: 'mother',
  mam: 'mother',
  mum: 'mother',
  mom: 'mother',
  mother: 'mother',
  gran: 'grandmother',
  granny: 'grandmother',
  nan: 'grandmother',
  nana: 'grandmother',
  grandma: 'grandmother',
  grandmother: 'grandmother',
  grandad: 'grandfather',
  granda: 'grandfather',
  grandpa: 'grandfather',
  grandfather: 'grandfather',
  papa: 'father',
  mama: 'mother',
  lolo: 'grandfather',
  lola: 'grandmother',
  koro: 'grandfather',
  kuia: 'grandmother',
  opa: 'grandfather',
  oma: 'grandmother',
  abuelo: 'grandfather',
  abuela: 'grandmother',
  tito: 'uncle',
  tita: 'aunt',
};
export const KIN =
  'wife|husband|partner|ex|girlfriend|boyfriend|fiance|fiancee|roommate|flatmate|housemate|son|sons|daughter|daughters|kid|kids|children|child|baby|twins|lad|lads|boy|boys|girl|girls|lass|bairn|bairns|brother|brothers|sister|sisters|granddaughter|grandson|grandkids|grandchildren|niece|nephew|uncle|aunt|auntie|cousin|parents|family|in-laws';
export const WORK =
  'boss|gaffer|foreman|manager|colleague|colleagues|workmates|surgeon|doctor|gp|nurse|physio|therapist|coach|teacher|tutor|master|mentor|priest|pastor|patient|patients|client|clients|customer|customers|pupils|students|team|crew|landlord|neighbour|neighbours|neighbor|neighbors|mate|mates|pals|friend|friends';
export const LIFE =
  'knee|knees|leg|legs|hip|surgery|operation|diagnosis|stroke|cancer|illness|injury|accident|divorce|marriage|wedding|job|shop|yard|farm|ward|shift|faith|church|dog|cat|horse|garden|business';

/** A word that makes the one before it a group's name ("deaf club", "book club", "darts team"). */
export const GROUP_WORDS = 'club|clubs|team|group|society|choir|committee|council|band|league|union|class';

/** Those met in a story, named in a reply as "that chap", "that kid". */
const SOMEONE_MET =
  /^that (?:chap|fella|fellow|guy|bloke|man|woman|lady|girl|boy|lad|lass|kid|child|baby|teen|teenager|student|pupil|customer|client|patient|driver|groom|bride|couple|family|neighbou?r|stranger|officer|nurse|doctor|teacher|boss|worker|colleague|passenger|caller|visitor|tenant|player|farmer|soldier|priest)$/;
/** The last word of "your ...", when a reply may name it: one of his people, a group, a place or a trade of his. */
const SOMEONE_OR_HIS = new RegExp(
  `^(?:${Object.values(PEOPLE).join('|')}|${KIN}|${WORK}|${GROUP_WORDS}|${LIFE})$|^(?:town|village|city|street|estate|parish|school|college|company|firm|office|practice|trade|community|congregation|mill|pit|factory|hospital|archive|library|garage|boat|lathe|bakery|salon|restaurant|pub|bar|clinic|station|depot|mine)$`,
);
/** Parts of the body, which a reply does not hand back as a case ("which account fits your knee?"). */
const BODY = /^(?:knees?|legs?|hips?|back|eyes?|hands?|feet|foot|arms?|head|chest|heart)$/;

/**
 * Whether a reply may name his case as he told it ("your mother", "your bowls club", "that chap"): a thing he mentions
 * ("your teapot", "your vest", "your knee"), named back to him as if it were his story, sounds like a label (set 65's
 * "... picturing little ghosts inside my teapot" got "So, challenger, which account fits your teapot?").
 */
export function namesSomeone(told: string): boolean {
  if (SOMEONE_MET.test(told)) return true;
  const head = told.startsWith('your ') ? told.split(' ').at(-1) : undefined;
  return head !== undefined && !BODY.test(head) && SOMEONE_OR_HIS.test(head);
}
