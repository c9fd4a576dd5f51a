// The debates as the platform knows them (server and provisioning only): the assistants that play the seats and
// the squads that seat them.
import type { PhilosopherColor } from '../../src/debates';
import type { Pronunciation } from '../speech/recognition';
import type { DebateTopicInput, PersonInput, SeatInput } from './schema';

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
  hostedVoiceId: HostedVoice;
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

/**
 * The hosted platform's built-in voices (its "Vapi voices" page, 2026): the legacy ones (Spencer, Neha, Harry, Cole,
 * Paige, Hana, Lily, Kylie) were retired on 1 March 2026. Ten voices for more people: distinct within each squad.
 */
export const HOSTED_VOICES = [
  'Elliot',
  'Savannah',
  'Rohan',
  'Emma',
  'Clara',
  'Nico',
  'Kai',
  'Sagar',
  'Godfrey',
  'Neil',
] as const;
export type HostedVoice = (typeof HOSTED_VOICES)[number];

/** How a person is portrayed on the platform, whatever seat they take: the system prompt's frame and the voices. */
export interface Portrait {
  /** Who they are, the prompt's first paragraph: "You are David Hume of Edinburgh, ...". */
  identity: string;
  /** What they hold, whatever the debate: "You hold that ...". */
  convictions: string;
  /** How they talk, and how they treat the challenger. */
  manner: string;
  localVoice: LocalVoice;
  /** The hosted platform's built-in voice (VapiVoice.voiceId), distinct within each squad. */
  hostedVoiceId: HostedVoice;
}

/** A person of the club: how the engine hears and words them (the knowledge schema), and their portrait. */
export type Person = PersonInput & { portrait: Portrait };

/** One seat of a debate: the part a person plays there. */
export interface DebateMember {
  /** The person's key: people/<key>.ts. */
  key: string;
  /** What the engine knows of the part: the moderator's framings, or the debater's stances and arguments. */
  seat: SeatInput;
  /** The part in a few words, completed by " in <debate title>": "The Skeptic, doubting that reason proves facts". */
  role: string;
  /** The system prompt's paragraph for this part: "In the Truth Battle you are the skeptic: ...". */
  part: string;
  /** Completes "Hand the floor to X when ...", for the hosted squad's transfers. */
  handOverWhen: string;
  /** What they say on taking the floor; the moderator's opens the debate and names it. */
  firstMessage: string;
}

/** One debate's content: its topic and its cast, the moderator first, then the first and second philosopher. */
export interface DebateContent {
  topic: DebateTopicInput;
  members: readonly [DebateMember, DebateMember, DebateMember];
  /** The debate's words that the recogniser's dictionary lacks, and its names as people also say them. */
  pronunciations?: readonly Pronunciation[];
}
