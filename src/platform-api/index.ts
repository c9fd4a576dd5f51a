export { PlatformApiError, PlatformUnreachableError } from './errors';
export { DEFAULT_BASE_URL, request, type RequestOptions } from './request';
export type { WebCallRequest, WebCallResponse } from './types';
