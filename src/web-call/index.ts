import { WebCall } from './web-call';

export {
  WebCall,
  NO_CALL_OBJECT,
  START_MISSING_TARGET,
  type CallState,
  type ClientMessage,
  type WebCallEvents,
  type WebCallInternals,
} from './web-call';
export {
  isPlatformMessage,
  MalformedMessageError,
  type AnyPlatformMessage,
  type PlatformMessage,
  type TranscriptMessage,
  type TransferUpdateMessage,
} from '../protocol';
export { WebCallError, type CallEndedBy, type CallLeft, type WebCallErrorCode } from './errors';
export type { DailyCallConfig, DailyCallObjectOptions } from './options';
export default WebCall;
