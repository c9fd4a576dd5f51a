import { readArgumentMap, type ArgumentMap, type EndedReason } from '../../protocol';
import { isPlatformMessage, type AnyPlatformMessage, type CallEndedBy } from '../../web-call';
import { assistantSpeechOf, floorChangeOf, invitesVisitor } from '../connection';
import { emptyFloorClock, floorClockReducer, type FloorClock } from './floor-clock';
import { emptyTranscript, transcriptReducer, type TranscriptState } from './transcript';

export const CONNECTED_LINE = '🎭 Connected to philosophical debate arena';
export const ENDED_LINE = '📞 Debate session ended';
/** End debate was pressed: the moderator's verdict is on its way. */
export const CLOSING_LINE = '⚖️ Closing the debate: the moderator gives the verdict';
/** What the arena says when a call ends without the visitor leaving and the platform gave no reason. */
export const CONNECTION_LOST = 'Connection lost.';
export const PLATFORM_ENDED = 'The platform ended the debate.';
/** The visitor pressed End debate and the platform closed it. */
export const VISITOR_CLOSED = 'You ended the debate: the verdict is in the recap below.';

/** The platform's reasons for ending a call, as the arena tells the visitor. */
const ENDED_REASONS: Partial<Record<EndedReason, string>> = {
  'assistant-ended-call': 'The moderator closed the debate.',
  'exceeded-max-duration': 'The debate reached its time limit.',
  'silence-timed-out': 'The debate ended after a long silence.',
  'call-deleted': 'The debate was stopped on the platform.',
  'worker-shutdown': 'The platform shut down: try again once it is back.',
  'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing':
    'Your connection was too slow to keep up with the debate.',
};

/**
 * The visitor-facing reason a call ended: the platform's own (from its last `status-update`), else who ended it. The
 * client's 'customer-ended-call' is the SDK's word for any ending it saw first, so it tells nothing here.
 */
export function endedReasonText(
  reason: string | undefined,
  by: CallEndedBy | undefined,
  closing = false,
): string {
  if (closing && by !== 'connection' && (reason === undefined || reason === 'customer-ended-call'))
    return VISITOR_CLOSED;
  const told = reason === undefined ? undefined : ENDED_REASONS[reason as EndedReason];
  if (told) return told;
  return by === 'platform' ? PLATFORM_ENDED : CONNECTION_LOST;
}

/** What the arena knows of the debate beyond the connection: what was said, who held the floor, and when. */
export interface DebateState {
  /** The debate's moderator: a debate begins with him, and he hands the floor to the visitor. */
  moderator: string;
  transcript: TranscriptState;
  /** How long each speaker has held the floor, for the recap. */
  clock: FloorClock;
  /**
   * The squad member who holds the floor in this call, as the platform's messages name them: the one place the app
   * reads it. Undefined until a message names someone, and again once the call is over or retried.
   */
  floor: string | undefined;
  /** When the moderator handed the floor to the visitor; null while someone has it. */
  openedAt: number | null;
  /** The platform's reason from the call's last `status-update`, if it gave one. */
  endedReason: string | undefined;
  /** Who ended the call, as the web-call client saw it; undefined while it goes on. */
  endedBy: CallEndedBy | undefined;
  /**
   * The visitor's challenges, the one count the header and the recap show: each time they opened the microphone to
   * speak (spec section 4: unmuting counts one) or sent a question, typed or from the Arsenal.
   */
  challenges: number;
  /** This attempt's error line is written: an attempt shows one, however many errors it reports. */
  errorShown: boolean;
  /** The visitor asked to end the debate: the verdict is coming, then the end. */
  closing: boolean;
  /** The argument so far, as the platform last sent it (a `metadata` message), with the verdict once given. */
  argumentMap: ArgumentMap | undefined;
  /** Try Again was pressed and the new attempt has neither connected nor failed yet: the arena is connecting. */
  retrying: boolean;
}

export function initialDebateState(moderator: string): DebateState {
  return {
    moderator,
    transcript: emptyTranscript,
    clock: emptyFloorClock,
    floor: undefined,
    openedAt: null,
    endedReason: undefined,
    endedBy: undefined,
    challenges: 0,
    errorShown: false,
    closing: false,
    argumentMap: undefined,
    retrying: false,
  };
}

export type DebateEvent =
  | { type: 'message'; message: AnyPlatformMessage; at: number }
  | { type: 'connected'; at: number }
  | { type: 'ended'; at: number; by: CallEndedBy }
  /** A connection failure: its one line per attempt. */
  | { type: 'failed'; message: string; at: number }
  /** The visitor typed or picked a challenge. */
  | { type: 'challenge'; text: string; at: number }
  | { type: 'unmuted' }
  /** End debate: the verdict is asked for. */
  | { type: 'closing'; at: number }
  /** Try Again: a new attempt, with the transcript kept. */
  | { type: 'retry' };

/** The arena's one reducer of what happens in a debate: pure, so every sequence is a unit test. */
export function debateReducer(state: DebateState, event: DebateEvent): DebateState {
  switch (event.type) {
    case 'message':
      return onMessage(state, event.message, event.at);
    case 'connected':
      return { ...systemLine(state, CONNECTED_LINE, event.at), retrying: false };
    case 'ended':
      return {
        // What was still being said when the call ended stays, where it began, before the line that ends it.
        ...systemLine(
          { ...state, transcript: transcriptReducer(state.transcript, { type: 'settle' }) },
          ENDED_LINE,
          event.at,
        ),
        endedBy: event.by,
        retrying: false,
        floor: undefined,
        openedAt: null,
        clock: floorClockReducer(state.clock, { type: 'stopped', at: event.at }),
      };
    case 'failed':
      if (state.errorShown) return { ...state, retrying: false };
      return {
        ...systemLine(state, `⚠️ Debate Error: ${event.message}`, event.at),
        errorShown: true,
        retrying: false,
      };
    case 'challenge':
      return {
        ...state,
        challenges: state.challenges + 1,
        openedAt: null,
        transcript: transcriptReducer(state.transcript, {
          type: 'line',
          speaker: 'You',
          text: event.text,
          at: event.at,
        }),
      };
    case 'unmuted':
      return { ...state, challenges: state.challenges + 1 };
    case 'closing':
      if (state.closing) return state;
      return { ...systemLine(state, CLOSING_LINE, event.at), closing: true, openedAt: null };
    case 'retry':
      return {
        ...state,
        // Words left live by the call that failed are kept where they began, not carried into the new one.
        transcript: transcriptReducer(state.transcript, { type: 'settle' }),
        errorShown: false,
        endedReason: undefined,
        endedBy: undefined,
        floor: undefined,
        openedAt: null,
        closing: false,
        argumentMap: undefined,
        retrying: true,
      };
  }
}

function onMessage(state: DebateState, message: AnyPlatformMessage, at: number): DebateState {
  let next = state;
  if (isPlatformMessage(message) && message.type === 'status-update' && message.status === 'ended') {
    next = {
      ...next,
      endedReason: typeof message.endedReason === 'string' ? message.endedReason : undefined,
    };
  }
  if (isPlatformMessage(message) && message.type === 'metadata') {
    const map = readArgumentMap(message.metadata);
    if (map) next = { ...next, argumentMap: map };
  }
  const change = floorChangeOf(message);
  if (change && change.name !== next.floor) {
    if (message.type === 'transfer-update') next = systemLine(next, `Transferring to ${change.name}...`, at);
    next = { ...next, floor: change.name };
  }
  const turn = assistantSpeechOf(message);
  // The first turn starts before any message names its speaker: a debate begins with its moderator.
  if (turn === 'started') {
    next = {
      ...next,
      clock: floorClockReducer(next.clock, { type: 'started', speaker: next.floor ?? next.moderator, at }),
    };
  } else if (turn === 'stopped') {
    next = { ...next, clock: floorClockReducer(next.clock, { type: 'stopped', at }) };
  }
  const open = invitesVisitor(message, next.floor ?? next.moderator, next.moderator);
  if (open !== undefined && open !== (next.openedAt !== null)) next = { ...next, openedAt: open ? at : null };
  if (isPlatformMessage(message) && message.type === 'transcript') {
    const speaker = message.role === 'user' ? 'You' : (message.assistantName ?? next.floor ?? 'Philosopher');
    const text = message.transcript;
    next = {
      ...next,
      transcript: transcriptReducer(
        next.transcript,
        message.transcriptType === 'final'
          ? { type: 'final', speaker, text, at }
          : { type: 'partial', speaker, text, at },
      ),
    };
  }
  return next;
}

function systemLine(state: DebateState, text: string, at: number): DebateState {
  return {
    ...state,
    transcript: transcriptReducer(state.transcript, { type: 'line', speaker: 'System', text, at }),
  };
}
