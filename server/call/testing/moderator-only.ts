import type { CallMember } from '../members';

/** For tests: a call with its moderator alone. */
export const MODERATOR_ONLY: CallMember[] = [
  {
    name: 'Aristotle',
    key: 'aristotle',
    firstMessage: 'Welcome to the Morality Clash. Socrates and Nietzsche are ready for you.',
    voice: { timbre: 'rms', pitchHz: 110, rate: 1 },
    destinations: [],
  },
];
