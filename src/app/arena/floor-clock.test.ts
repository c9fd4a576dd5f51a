import { describe, expect, it } from 'vitest';
import { emptyFloorClock, floorClockReducer, type FloorClockEvent } from './floor-clock';

const run = (events: FloorClockEvent[]) => events.reduce(floorClockReducer, emptyFloorClock);

describe('the floor clock', () => {
  it('adds up the time each speaker spoke, turn by turn', () => {
    const clock = run([
      { type: 'started', speaker: 'Aristotle', at: 0 },
      { type: 'stopped', at: 4_000 },
      { type: 'started', speaker: 'Socrates', at: 5_000 },
      { type: 'stopped', at: 15_000 },
      { type: 'started', speaker: 'Aristotle', at: 16_000 },
      { type: 'stopped', at: 18_500 },
    ]);
    expect(clock).toEqual({ totals: { Aristotle: 6_500, Socrates: 10_000 } });
  });

  it('closes a turn that a new one follows without a stop, and ignores a stop with no turn', () => {
    const clock = run([
      { type: 'stopped', at: 100 },
      { type: 'started', speaker: 'Hume', at: 1_000 },
      { type: 'started', speaker: 'Leibniz', at: 3_000 },
      { type: 'stopped', at: 4_000 },
      { type: 'stopped', at: 9_000 },
    ]);
    expect(clock).toEqual({ totals: { Hume: 2_000, Leibniz: 1_000 } });
  });
});
