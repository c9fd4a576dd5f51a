import { CircleCheck, CircleX, LogOut, RefreshCw, Unplug } from 'lucide-react';
import { useId } from 'react';
import type { Diagnostic } from './diagnostics';
import { useFocusOnArrival } from '../../use-focus-on-arrival';
import { ScreenFrame } from './screen-frame';
import './arena-header.css';

export const TROUBLESHOOTING_STEPS = [
  'Check your internet connection',
  'Make sure the voice public key is set in the environment',
  'Grant microphone permission',
  'Refresh the page',
  'Check the browser console for errors',
] as const;

export interface ConnectionErrorScreenProps {
  message: string;
  onTryAgain: () => void;
  diagnostics: readonly Diagnostic[];
  /** The arena's voice status (spec section 8: badge ERROR and 'Voice Error: <message>'), when the arena failed. */
  voiceError?: string;
  /** Leaves for the battles list; absent where there is nowhere to go back to. */
  onExit?: () => void;
}

/** The arena's connection failure (spec sections 2 and 8): the message, Try Again, diagnostics and steps. */
export function ConnectionErrorScreen({
  message,
  onTryAgain,
  diagnostics,
  voiceError,
  onExit,
}: ConnectionErrorScreenProps) {
  const diagnosticsId = useId();
  const stepsId = useId();
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <ScreenFrame>
      {(voiceError !== undefined || onExit) && (
        <div className="arena-screen__status-row">
          {onExit && (
            <button type="button" className="button button--icon" onClick={onExit}>
              <LogOut aria-hidden="true" size={18} />
              Exit Arena
            </button>
          )}
          {voiceError !== undefined && (
            <p className="arena-screen__voice-status">
              <span className="arena-header__status arena-header__status--error">ERROR</span>
              <span>Voice Error: {voiceError}</span>
            </p>
          )}
        </div>
      )}
      <section className="arena-surface arena-screen__panel arena-screen__panel--danger">
        <Unplug aria-hidden="true" size={40} className="arena-screen__panel-icon" />
        <h1 className="title arena-screen__title" ref={heading} tabIndex={-1}>
          Connection Error
        </h1>
        <p className="arena-screen__message" role="alert">
          {message}
        </p>
        <button type="button" className="button arena-screen__action" onClick={onTryAgain}>
          <RefreshCw aria-hidden="true" size={18} />
          Try Again
        </button>
      </section>
      <div className="arena-screen__help">
        <section className="arena-surface arena-screen__card" aria-labelledby={diagnosticsId}>
          <h2 id={diagnosticsId} className="title arena-screen__card-title">
            System Diagnostics
          </h2>
          <ul className="arena-screen__diagnostics">
            {diagnostics.map(({ label, pass }) => (
              <li key={label} className={pass ? 'arena-screen__check--pass' : 'arena-screen__check--fail'}>
                {pass ? (
                  <CircleCheck aria-hidden="true" size={18} />
                ) : (
                  <CircleX aria-hidden="true" size={18} />
                )}
                <span className="arena-screen__check-label">{label}</span>
                <span className="arena-sr-only">: </span>
                <span className="arena-screen__check-mark">{pass ? 'pass' : 'fail'}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="arena-surface arena-screen__card" aria-labelledby={stepsId}>
          <h2 id={stepsId} className="title arena-screen__card-title">
            Troubleshooting Steps
          </h2>
          <ol className="arena-screen__steps">
            {TROUBLESHOOTING_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
    </ScreenFrame>
  );
}
