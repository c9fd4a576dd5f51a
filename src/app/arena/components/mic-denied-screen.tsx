import { ArrowLeft, MicOff } from 'lucide-react';
import { useFocusOnArrival } from '../../use-focus-on-arrival';
import { ScreenFrame } from './screen-frame';

export const MIC_DENIED_TITLE = 'Microphone Access Denied';
export const MIC_DENIED_MESSAGE =
  'Microphone access is required to join the debate. Please enable microphone permissions in your browser settings and reload the page.';

export interface MicDeniedScreenProps {
  /** Back to the battles list. */
  onBack: () => void;
}

export function MicDeniedScreen({ onBack }: MicDeniedScreenProps) {
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <ScreenFrame>
      <section className="arena-surface arena-screen__panel arena-screen__panel--danger">
        <MicOff aria-hidden="true" size={40} className="arena-screen__panel-icon" />
        <h1 className="title arena-screen__title" ref={heading} tabIndex={-1}>
          {MIC_DENIED_TITLE}
        </h1>
        <p className="arena-screen__message">{MIC_DENIED_MESSAGE}</p>
        <button type="button" className="button arena-screen__action" onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={18} />
          Back to Battles
        </button>
      </section>
    </ScreenFrame>
  );
}
