import type { SeatInput } from '../schema';

// Placeholder: replaced by the written seat.
export const moralityDebate: SeatInput = {
  role: 'moderator',
  framings: [],
  summaries: [],
  invitations: [],
  redirections: [],
  clarifications: [],
};
