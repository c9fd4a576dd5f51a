// The messages of a call, both ways, and how a call ends: one module, compiled by the web-call client and by the
// local platform alike (docs/architecture.md section 4). It imports nothing of ours.
export {
  isPlatformMessage,
  MalformedMessageError,
  readAppMessage,
  type AnyPlatformMessage,
  type AssistantStartedMessage,
  type ConversationUpdateMessage,
  type MetadataMessage,
  type ModelOutputMessage,
  type OtherPlatformMessage,
  type PlatformMessage,
  type ReadMessage,
  type SpeechUpdateMessage,
  type StatusUpdateMessage,
  type TranscriptMessage,
  type TransferUpdateMessage,
  type UserInterruptedMessage,
} from './server-messages';
export {
  clientMessageSchema,
  MAX_CLIENT_TEXT_CHARS,
  readClientMessage,
  storable,
  withoutUnspeakable,
  type ClientMessage,
  type OutgoingClientMessage,
  type ReadClientMessage,
} from './client-messages';
export { endedReasonSchema, type EndedReason } from './ended-reason';
export {
  argumentMapSchema,
  MAX_MAP_EXCHANGES,
  readArgumentMap,
  type ArgumentMap,
  type MapClaim,
  type MapExchange,
} from './argument-map';
