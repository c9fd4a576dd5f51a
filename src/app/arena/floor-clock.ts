/** How long each speaker has held the floor: the time their turns were being spoken, for the debate's recap. */
export interface FloorClock {
  /** Speaker name -> milliseconds spoken. */
  totals: Readonly<Record<string, number>>;
  /** The turn being spoken now, if any. */
  current?: { speaker: string; since: number };
}

export const emptyFloorClock: FloorClock = { totals: {} };

export type FloorClockEvent =
  /** A turn began to be spoken (`speech-update` started), by whoever holds the floor. */
  | { type: 'started'; speaker: string; at: number }
  /** The turn stopped, or the call ended. */
  | { type: 'stopped'; at: number };

export function floorClockReducer(clock: FloorClock, event: FloorClockEvent): FloorClock {
  // A turn that starts while another is spoken closes that one first, as a stop would.
  const closed = clock.current ? stop(clock, event.at) : clock;
  return event.type === 'started'
    ? { totals: closed.totals, current: { speaker: event.speaker, since: event.at } }
    : closed;
}

function stop(clock: FloorClock, at: number): FloorClock {
  if (!clock.current) return clock;
  const { speaker, since } = clock.current;
  return { totals: { ...clock.totals, [speaker]: (clock.totals[speaker] ?? 0) + Math.max(0, at - since) } };
}
