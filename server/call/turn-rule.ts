import type { CallMember } from './members';

/**
 * Who answers the visitor: the member who opened (the moderator) hands the floor to the first debater; after
 * that, the two debaters alternate. A single-assistant call always answers with that assistant.
 */
export function nextResponder(memberCount: number, current: number): number {
  if (memberCount <= 1) return 0;
  if (memberCount === 2) return current === 0 ? 1 : 0;
  if (current === 0) return 1;
  return current === 1 ? 2 : 1;
}

const OPENERS = [
  'You ask: {q}. Let me answer plainly.',
  'A fair challenge: {q}. Here is my view.',
  '{q}? Consider this.',
  'You press me on this: {q}. I reply.',
];

const FALLBACK_POSITIONS = [
  'Every claim deserves an argument, and every argument deserves a challenge.',
  'Define your terms first, and half the quarrel disappears.',
  'What we call obvious is often only familiar.',
];

const MAX_ECHO_CHARS = 120;

/** A short spoken reply to the visitor's challenge, in the member's own positions, rotating with the turn. */
export function composeReply(member: CallMember, challenge: string, turn: number): string {
  const question = tidyChallenge(challenge);
  const opener = (OPENERS[turn % OPENERS.length] as string).replace('{q}', question);
  const positions = member.positions.length > 0 ? member.positions : FALLBACK_POSITIONS;
  const position = positions[turn % positions.length] as string;
  return `${opener} ${position}`;
}

function tidyChallenge(text: string): string {
  const oneLine = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?.!]+$/, '');
  return oneLine.length > MAX_ECHO_CHARS ? `${oneLine.slice(0, MAX_ECHO_CHARS).trimEnd()}...` : oneLine;
}
