/**
 * Every call of the spec's section 7 'Platform API' table, written out by hand from the spec's text (one line
 * of the table per group), as `METHOD /path`. The routes table must cover exactly these.
 */
export const SPEC_CALLS: readonly string[] = [
  // call: POST /call; GET /call (query); GET, PATCH, DELETE /call/{id}; POST /call/phone; POST /call/web
  'POST /call',
  'GET /call',
  'GET /call/{id}',
  'PATCH /call/{id}',
  'DELETE /call/{id}',
  'POST /call/phone',
  'POST /call/web',
  // v2: GET /v2/call/export (query); GET /v2/call; GET /v2/call/metadata; GET /v2/assistant; GET /v2/phone-number
  'GET /v2/call/export',
  'GET /v2/call',
  'GET /v2/call/metadata',
  'GET /v2/assistant',
  'GET /v2/phone-number',
  // chat: GET /chat; POST /chat; GET, DELETE /chat/{id}; POST /chat/responses
  'GET /chat',
  'POST /chat',
  'GET /chat/{id}',
  'DELETE /chat/{id}',
  'POST /chat/responses',
  // session: POST /session; GET /session; GET, PATCH, DELETE /session/{id}
  'POST /session',
  'GET /session',
  'GET /session/{id}',
  'PATCH /session/{id}',
  'DELETE /session/{id}',
  // assistant: POST /assistant; GET /assistant; GET, PATCH, PUT, DELETE /assistant/{id}; GET /assistant/{id}/version
  'POST /assistant',
  'GET /assistant',
  'GET /assistant/{id}',
  'PATCH /assistant/{id}',
  'PUT /assistant/{id}',
  'DELETE /assistant/{id}',
  'GET /assistant/{id}/version',
  // phone number: POST, GET /phone-number; GET, PATCH, DELETE /phone-number/{id}; import/twilio; import/vonage
  'POST /phone-number',
  'GET /phone-number',
  'GET /phone-number/{id}',
  'PATCH /phone-number/{id}',
  'DELETE /phone-number/{id}',
  'POST /phone-number/import/twilio',
  'POST /phone-number/import/vonage',
  // tool: POST /tool; GET /tool; GET, PATCH, DELETE /tool/{id}
  'POST /tool',
  'GET /tool',
  'GET /tool/{id}',
  'PATCH /tool/{id}',
  'DELETE /tool/{id}',
  // file: POST /file (form data); POST /file/upload (deprecated, form data); GET /file; GET, PATCH, DELETE /file/{id}
  'POST /file',
  'POST /file/upload',
  'GET /file',
  'GET /file/{id}',
  'PATCH /file/{id}',
  'DELETE /file/{id}',
  // knowledge base: POST /knowledge-base; GET /knowledge-base; GET, PATCH, DELETE /knowledge-base/{id}
  'POST /knowledge-base',
  'GET /knowledge-base',
  'GET /knowledge-base/{id}',
  'PATCH /knowledge-base/{id}',
  'DELETE /knowledge-base/{id}',
  // workflow: GET /workflow; POST /workflow; GET, DELETE, PATCH /workflow/{id}
  'GET /workflow',
  'POST /workflow',
  'GET /workflow/{id}',
  'DELETE /workflow/{id}',
  'PATCH /workflow/{id}',
  // squad: POST /squad; GET /squad; GET, PATCH, DELETE /squad/{id}
  'POST /squad',
  'GET /squad',
  'GET /squad/{id}',
  'PATCH /squad/{id}',
  'DELETE /squad/{id}',
  // test suite: GET, POST /test-suite; GET, PATCH, DELETE /test-suite/{id}; its tests and runs
  'GET /test-suite',
  'POST /test-suite',
  'GET /test-suite/{id}',
  'PATCH /test-suite/{id}',
  'DELETE /test-suite/{id}',
  'GET /test-suite/{id}/test',
  'POST /test-suite/{id}/test',
  'GET /test-suite/{id}/test/{testId}',
  'PATCH /test-suite/{id}/test/{testId}',
  'DELETE /test-suite/{id}/test/{testId}',
  'GET /test-suite/{id}/run',
  'POST /test-suite/{id}/run',
  'GET /test-suite/{id}/run/{runId}',
  'PATCH /test-suite/{id}/run/{runId}',
  'DELETE /test-suite/{id}/run/{runId}',
  // analytics: POST /analytics (query body)
  'POST /analytics',
  // logs: GET and DELETE /log and /logs, with query
  'GET /log',
  'DELETE /log',
  'GET /logs',
  'DELETE /logs',
  // org: POST, GET /org; GET, PATCH, DELETE /org/{id}; user; leave; member leave; invite; role; auth
  'POST /org',
  'GET /org',
  'GET /org/{id}',
  'PATCH /org/{id}',
  'DELETE /org/{id}',
  'GET /org/{id}/user',
  'DELETE /org/{id}/leave',
  'DELETE /org/{id}/member/{userId}/leave',
  'POST /org/{id}/invite',
  'PATCH /org/{id}/role',
  'GET /org/{id}/auth',
  // token: POST /token; GET /token; GET, PATCH, DELETE /token/{id}
  'POST /token',
  'GET /token',
  'GET /token/{id}',
  'PATCH /token/{id}',
  'DELETE /token/{id}',
  // credential: POST, GET /credential; GET, PATCH, DELETE /credential/{id}; session; webhook (no auth); trigger
  'POST /credential',
  'GET /credential',
  'GET /credential/{id}',
  'PATCH /credential/{id}',
  'DELETE /credential/{id}',
  'POST /credential/session',
  'POST /credential/webhook',
  'POST /credential/trigger',
  // template: POST /template; GET /template; GET /template/pinned; GET, PATCH, DELETE /template/{id}
  'POST /template',
  'GET /template',
  'GET /template/pinned',
  'GET /template/{id}',
  'PATCH /template/{id}',
  'DELETE /template/{id}',
  // voice library: GET /voice-library/{provider}; accents; sync/{provider}; sync; create-sesame-voice
  'GET /voice-library/{provider}',
  'GET /voice-library/{provider}/accents',
  'POST /voice-library/sync/{provider}',
  'POST /voice-library/sync',
  'POST /voice-library/create-sesame-voice',
  // provider routes
  'GET /{provider}/workflows',
  'GET /{provider}/workflows/{id}/hooks',
  'GET /{provider}/locations',
  'GET /{provider}/voices/search',
  'GET /{provider}/voice/search',
  'POST /{provider}/voices/add',
  'POST /{provider}/voice/add',
  'POST /11labs/voice/clone',
];

/** The spec's calls that send form data instead of JSON. */
export const SPEC_FORM_DATA_CALLS: readonly string[] = [
  'POST /file',
  'POST /file/upload',
  'POST /11labs/voice/clone',
];

/** The one call the spec sends without authorization. */
export const SPEC_UNAUTHENTICATED_CALLS: readonly string[] = ['POST /credential/webhook'];
