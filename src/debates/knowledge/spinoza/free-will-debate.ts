import type { SeatInput } from '../schema';

// Placeholder: replaced by the written seat.
export const freeWillDebate: SeatInput = { role: 'debater', stances: [], arguments: [], terms: [] };
