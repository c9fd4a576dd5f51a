// The debates as the platform knows them (server and provisioning only): the assistants that play the seats and
// the squads that seat them.
import type { PhilosopherColor } from '../../src/debates';

/** A flite voice on the local platform. */
export interface LocalVoice {
  timbre: 'rms' | 'awb' | 'slt' | 'kal16';
  /** flite `int_f0_target_mean`, in Hz. */
  pitchHz: number;
  /** flite `duration_stretch`: above 1 is slower, below 1 is faster. */
  rate: number;
}

export interface DebateAssistant {
  /** Stable lowercase slug, e.g. 'socrates'. */
  key: string;
  /** Display name; also the `assistantName` of squad transfers. */
  name: string;
  /** What this person does across the debates, in plain words. */
  role: string;
  color: PhilosopherColor;
  firstMessage: string;
  systemPrompt: string;
  localVoice: LocalVoice;
  /** The hosted platform's built-in voice for this philosopher (VapiVoice.voiceId). */
  hostedVoiceId: string;
}

export interface AssistantDestination {
  type: 'assistant';
  assistantName: string;
  /** Empty: the hand-over is silent, the next speaker simply takes the floor. */
  message: '';
  /** When to hand over; the model reads it to choose the next speaker. */
  description: string;
}

/** Per-squad changes to a member's assistant, for a person who plays a different role in this debate. */
export interface SquadMemberOverrides {
  firstMessage: string;
}

export interface SquadMember {
  assistantKey: string;
  assistantDestinations: readonly AssistantDestination[];
  assistantOverrides?: SquadMemberOverrides;
}

export interface DebateSquad {
  debateId: string;
  name: string;
  /** The call starts with the first member: always the moderator. */
  members: readonly SquadMember[];
}
