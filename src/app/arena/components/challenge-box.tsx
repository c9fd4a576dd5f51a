import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import './common.css';
import './challenge-box.css';

/** The longest challenge the visitor may type: a question, not an essay (the platform cuts text at 1,000). */
export const MAX_CHALLENGE_CHARS = 300;
export const CHALLENGE_BOX_LABEL = 'Type your own challenge';

export interface ChallengeBoxProps {
  /** A challenge of this debate, naming one of its philosophers, shown as the empty box's placeholder. */
  example: string;
  /** Why a challenge cannot be sent now ("The debate is connecting."); undefined while it can. */
  disabledReason?: string | undefined;
  onChallenge: (question: string) => void;
}

/** The visitor's own words, typed: Enter or Send puts the challenge to the debate, as an Arsenal question does. */
export function ChallengeBox({ example, disabledReason, onChallenge }: ChallengeBoxProps) {
  const [text, setText] = useState('');
  const hintId = useId();
  const question = text.trim();
  const disabled = disabledReason !== undefined;
  const left = MAX_CHALLENGE_CHARS - text.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || question === '') return;
    onChallenge(question);
    setText('');
  };

  return (
    <form className="arena-surface challenge-box" onSubmit={submit}>
      <label className="challenge-box__label" htmlFor={`${hintId}-input`}>
        {CHALLENGE_BOX_LABEL}
      </label>
      <div className="challenge-box__row">
        <input
          id={`${hintId}-input`}
          className="challenge-box__input"
          type="text"
          value={text}
          maxLength={MAX_CHALLENGE_CHARS}
          placeholder={example}
          autoComplete="off"
          enterKeyHint="send"
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button challenge-box__send" disabled={disabled || question === ''}>
          <Send aria-hidden="true" size={16} />
          Send
        </button>
      </div>
      <p id={hintId} className="challenge-box__hint" aria-live="polite">
        {disabledReason ?? (left <= 50 ? `${left} characters left` : 'Press Enter to send')}
      </p>
    </form>
  );
}
