import type { SeatInput } from '../schema';

// Placeholder: replaced by the written seat.
export const knowledgeDebate: SeatInput = {
  role: 'moderator',
  framings: [],
  summaries: [],
  invitations: [],
  redirections: [],
  clarifications: [],
};
