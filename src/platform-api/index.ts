export { abortRequest, createCancelToken, type CancelToken } from './cancel';
export {
  createPlatformClient,
  type CallOptions,
  type PlatformClient,
  type PlatformClientOptions,
  type RouteCall,
  type TypedCalls,
} from './client';
export type { FormValue, Query, QueryValue } from './encoding';
export {
  PlatformAbortedError,
  PlatformApiError,
  PlatformError,
  PlatformTimeoutError,
  PlatformUnreachableError,
  type PlatformErrorCode,
} from './errors';
export { DEFAULT_BASE_URL, request, type RequestOptions } from './request';
export {
  DEFAULT_BACKOFF,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  isIdempotent,
  isRetryableStatus,
  type Backoff,
} from './retry-policy';
export {
  platformRoutes,
  type BodyKind,
  type HttpMethod,
  type PlatformRoute,
  type PlatformRouteRow,
} from './routes';
export type {
  Assistant,
  AssistantDestination,
  AssistantModel,
  AssistantOverrides,
  AssistantVoice,
  Call,
  CallListQuery,
  CreateAssistantDTO,
  CreateSquadDTO,
  CreateWebCallDTO,
  ListQuery,
  ModelMessage,
  Squad,
  SquadMemberDTO,
  UpdateAssistantDTO,
  UpdateSquadDTO,
  WebCallRequest,
  WebCallResponse,
} from './types';
