/** The connection's lifecycle (spec section 4): not started -> connecting -> live, or -> error. */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'failed';

export interface VoiceConnectionState {
  status: ConnectionStatus;
  /** The assistant is producing sound (the client's speech-start / speech-end, from the audio level). */
  speaking: boolean;
  /** The platform says an assistant's turn is being spoken (`speech-update` started, not yet stopped). */
  turnSpeaking: boolean;
  /** The visitor's microphone is muted: every call starts muted ('Join Debate'). */
  muted: boolean;
  error: string | null;
  /** The assistant's audio level, 0..1. */
  volumeLevel: number;
  /** The assistant the call was started with, or the squad member a message last named with an id. */
  currentAssistantId: string | null;
  /** The browser holds the debate's audio back until the visitor clicks or presses a key (autoplay policy). */
  audioBlocked: boolean;
  /** Why the visitor's microphone cannot be used mid-call (unplugged, refused), until another one is chosen. */
  microphoneProblem: string | null;
}

export const initialConnectionState: VoiceConnectionState = {
  status: 'idle',
  speaking: false,
  turnSpeaking: false,
  muted: true,
  error: null,
  volumeLevel: 0,
  currentAssistantId: null,
  audioBlocked: false,
  microphoneProblem: null,
};

export type ConnectionAction =
  | { type: 'connecting'; assistantId: string | null }
  | { type: 'call-start' }
  | { type: 'call-end' }
  | { type: 'failed'; error: string }
  | { type: 'error'; error: string }
  | { type: 'speaking'; speaking: boolean }
  | { type: 'turn-speaking'; speaking: boolean }
  | { type: 'volume-level'; volumeLevel: number }
  /** A message named the squad member now speaking by their assistant id. */
  | { type: 'assistant-named'; assistantId: string }
  | { type: 'muted'; muted: boolean }
  | { type: 'audio-blocked'; blocked: boolean }
  | { type: 'microphone-problem'; problem: string | null }
  | { type: 'disconnected' }
  | { type: 'reset' };

/** The one setter of the connection state. A change that changes nothing keeps the object: no re-render. */
export function connectionReducer(
  state: VoiceConnectionState,
  action: ConnectionAction,
): VoiceConnectionState {
  const next = apply(state, action);
  return (Object.keys(next) as (keyof VoiceConnectionState)[]).some((key) => next[key] !== state[key])
    ? next
    : state;
}

function apply(state: VoiceConnectionState, action: ConnectionAction): VoiceConnectionState {
  switch (action.type) {
    case 'connecting':
      return { ...initialConnectionState, status: 'connecting', currentAssistantId: action.assistantId };
    case 'call-start':
      return { ...state, status: 'connected' };
    // A call that is over has no one speaking.
    case 'call-end':
    case 'disconnected':
      return {
        ...state,
        status: 'disconnected',
        speaking: false,
        turnSpeaking: false,
        volumeLevel: 0,
      };
    case 'failed':
      return {
        ...state,
        status: 'failed',
        error: action.error,
        speaking: false,
        turnSpeaking: false,
        volumeLevel: 0,
      };
    case 'error':
      return { ...state, error: action.error };
    case 'speaking':
      return { ...state, speaking: action.speaking };
    case 'turn-speaking':
      return { ...state, turnSpeaking: action.speaking };
    case 'volume-level':
      return { ...state, volumeLevel: action.volumeLevel };
    case 'assistant-named':
      return { ...state, currentAssistantId: action.assistantId };
    case 'muted':
      return { ...state, muted: action.muted };
    case 'audio-blocked':
      return { ...state, audioBlocked: action.blocked };
    case 'microphone-problem':
      return { ...state, microphoneProblem: action.problem };
    case 'reset':
      return initialConnectionState;
  }
}

/**
 * Someone is heard right now: the platform says a turn is being spoken and its sound is actually playing. Either
 * alone is not enough: a turn can be under way while nothing plays (audio blocked, a pause before the first
 * sentence), and sound can linger a moment after the turn has stopped.
 */
export function isOnAir(state: VoiceConnectionState): boolean {
  return state.status === 'connected' && state.turnSpeaking && state.speaking;
}
