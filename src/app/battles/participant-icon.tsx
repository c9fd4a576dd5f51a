import { Brain, Drama, Flame, MessageCircle, Scale, Zap, type LucideIcon } from 'lucide-react';
import type { PhilosopherColor } from '../../debates';
import './participant-icon.css';

/** Spec section 2: emerald thinks aloud, red burns, blue reasons, purple strikes; the moderator weighs. */
const ICON_BY_COLOR: Record<PhilosopherColor, LucideIcon> = {
  emerald: MessageCircle,
  red: Flame,
  blue: Brain,
  purple: Zap,
  amber: Scale,
};

/**
 * The class that sets `--tint` to a participant's colour (see participant-icon.css). Put it on any element whose
 * border, text or icon should take that colour; an unknown participant gets the muted default.
 */
export function colorClass(color: PhilosopherColor | undefined): string {
  return `color-${color ?? 'default'}`;
}

/** A participant's colour icon; decorative, so hidden from assistive tech (the name is always shown beside it). */
export function ParticipantIcon({
  color,
  size = 20,
}: {
  color: PhilosopherColor | undefined;
  size?: number;
}) {
  const Icon = color ? ICON_BY_COLOR[color] : Drama;
  return (
    <Icon
      aria-hidden="true"
      focusable="false"
      size={size}
      className={`participant-icon ${colorClass(color)}`}
    />
  );
}
