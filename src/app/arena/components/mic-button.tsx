import * as Tooltip from '@radix-ui/react-tooltip';
import { Mic, MicOff } from 'lucide-react';
import { useId } from 'react';
import './common.css';
import './tooltip.css';
import './mic-button.css';

export interface MicButtonProps {
  muted: boolean;
  /** True while the debate is not connected: the browser then ignores clicks and focus. */
  disabled: boolean;
  onToggle: () => void;
  /** Read out after its name and state, e.g. its keyboard shortcuts. */
  description?: string;
}

export const MIC_BUTTON_NAME = 'Join Debate';
export const MIC_HINT_MUTED = 'Unmute your microphone to speak to the philosophers';
export const MIC_HINT_LIVE = 'Mute your microphone to stop speaking';

/**
 * A toggle: its name starts the same in both states and its state is in aria-pressed, so a screen reader hears
 * "Join Debate: Speaking Live, toggle button, pressed"; the name holds the words shown, so that a visitor who
 * steers by voice can say what they see. It needs the app's Tooltip.Provider above it.
 */
export function MicButton({ muted, disabled, onToggle, description }: MicButtonProps) {
  const Icon = muted ? MicOff : Mic;
  const descriptionId = useId();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className={`mic-button ${muted ? 'mic-button--muted' : 'mic-button--live'}`}
          aria-label={muted ? MIC_BUTTON_NAME : `${MIC_BUTTON_NAME}: Speaking Live`}
          aria-pressed={!muted}
          {...(description && { 'aria-describedby': descriptionId })}
          disabled={disabled}
          onClick={onToggle}
        >
          <span className="mic-button__icon" aria-hidden="true">
            <Icon size={26} />
          </span>
          <span className="title mic-button__label">{muted ? 'Join Debate' : 'Speaking Live'}</span>
          {description && (
            <span id={descriptionId} className="arena-sr-only">
              {description}
            </span>
          )}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="arena-tooltip" sideOffset={8}>
          {muted ? MIC_HINT_MUTED : MIC_HINT_LIVE}
          <Tooltip.Arrow className="arena-tooltip__arrow" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
