import './volume-meter.css';

export interface VolumeMeterProps {
  /** The debate's audio level now, 0 to 1. */
  level: number;
  /** The highest level heard so far; the browser tests read it to prove sound was played. */
  peak: number;
  /** Its accessible name. */
  label?: string;
}

function clampLevel(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

export function VolumeMeter({ level, peak, label = 'Debate audio level' }: VolumeMeterProps) {
  const now = clampLevel(level);
  return (
    <div
      className="volume-meter"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={Number(now.toFixed(2))}
      data-peak-level={peak.toFixed(3)}
    >
      <div className="volume-meter__fill" style={{ transform: `scaleX(${now})` }} />
    </div>
  );
}
