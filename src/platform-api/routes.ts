/**
 * Every call of the platform API that the product knows (spec section 7, 'Platform API'), as data: the client
 * (client.ts) builds its namespaces from this table and request() sends each row, so a call is added here and
 * nowhere else.
 *
 * Naming: `namespace` is the area in camelCase (`testSuite.runs` nests `runs` under `testSuite`); `name` is a
 * camelCase verb: `create` (POST on the collection), `list` (GET on the collection), `get`, `update` (PATCH),
 * `replace` (PUT), `delete`, and for the other paths a verb plus what it acts on (`createWeb`, `importTwilio`,
 * `listAccents`, `searchVoices`). Path parameters are `{name}` placeholders, passed positionally in this order.
 *
 * Bodies follow the spec: GET lists take a query; other calls take a JSON body unless the spec says otherwise
 * (form data for files and voice cloning); DELETE sends no body (DELETE /log and /logs take a query). Which
 * calls request() may retry follows from the method alone (retry-policy.ts), never from the row.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** How a request body is encoded: 'none' means the call sends none (the argument after the path is a query). */
export type BodyKind = 'none' | 'json' | 'form-data' | 'url-encoded' | 'text';

export interface PlatformRoute {
  /** camelCase area; a dot nests (`testSuite.runs`). */
  readonly namespace: string;
  /** camelCase verb, unique within its namespace. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path with `{param}` placeholders. */
  readonly path: string;
  /** Sent with the bearer token; false only for the credential webhook (spec section 6). */
  readonly secure: boolean;
  readonly body: BodyKind;
  /** The platform keeps the call for old clients only. */
  readonly deprecated?: boolean;
}

// One row a line, aligned: a table reads best as a table.
// prettier-ignore
export const platformRoutes = [
  // call
  { namespace: 'call',            name: 'create',               method: 'POST',   path: '/call',                              secure: true,  body: 'json' },
  { namespace: 'call',            name: 'list',                 method: 'GET',    path: '/call',                              secure: true,  body: 'none' },
  { namespace: 'call',            name: 'get',                  method: 'GET',    path: '/call/{id}',                         secure: true,  body: 'none' },
  { namespace: 'call',            name: 'update',               method: 'PATCH',  path: '/call/{id}',                         secure: true,  body: 'json' },
  { namespace: 'call',            name: 'delete',               method: 'DELETE', path: '/call/{id}',                         secure: true,  body: 'none' },
  { namespace: 'call',            name: 'createPhone',          method: 'POST',   path: '/call/phone',                        secure: true,  body: 'json' },
  { namespace: 'call',            name: 'createWeb',            method: 'POST',   path: '/call/web',                          secure: true,  body: 'json' },
  // v2
  { namespace: 'v2',              name: 'exportCalls',          method: 'GET',    path: '/v2/call/export',                    secure: true,  body: 'none' },
  { namespace: 'v2',              name: 'listCalls',            method: 'GET',    path: '/v2/call',                           secure: true,  body: 'none' },
  { namespace: 'v2',              name: 'listCallMetadata',     method: 'GET',    path: '/v2/call/metadata',                  secure: true,  body: 'none' },
  { namespace: 'v2',              name: 'listAssistants',       method: 'GET',    path: '/v2/assistant',                      secure: true,  body: 'none' },
  { namespace: 'v2',              name: 'listPhoneNumbers',     method: 'GET',    path: '/v2/phone-number',                   secure: true,  body: 'none' },
  // chat
  { namespace: 'chat',            name: 'list',                 method: 'GET',    path: '/chat',                              secure: true,  body: 'none' },
  { namespace: 'chat',            name: 'create',               method: 'POST',   path: '/chat',                              secure: true,  body: 'json' },
  { namespace: 'chat',            name: 'get',                  method: 'GET',    path: '/chat/{id}',                         secure: true,  body: 'none' },
  { namespace: 'chat',            name: 'delete',               method: 'DELETE', path: '/chat/{id}',                         secure: true,  body: 'none' },
  { namespace: 'chat',            name: 'createResponse',       method: 'POST',   path: '/chat/responses',                    secure: true,  body: 'json' },
  // session
  { namespace: 'session',         name: 'create',               method: 'POST',   path: '/session',                           secure: true,  body: 'json' },
  { namespace: 'session',         name: 'list',                 method: 'GET',    path: '/session',                           secure: true,  body: 'none' },
  { namespace: 'session',         name: 'get',                  method: 'GET',    path: '/session/{id}',                      secure: true,  body: 'none' },
  { namespace: 'session',         name: 'update',               method: 'PATCH',  path: '/session/{id}',                      secure: true,  body: 'json' },
  { namespace: 'session',         name: 'delete',               method: 'DELETE', path: '/session/{id}',                      secure: true,  body: 'none' },
  // assistant
  { namespace: 'assistant',       name: 'create',               method: 'POST',   path: '/assistant',                         secure: true,  body: 'json' },
  { namespace: 'assistant',       name: 'list',                 method: 'GET',    path: '/assistant',                         secure: true,  body: 'none' },
  { namespace: 'assistant',       name: 'get',                  method: 'GET',    path: '/assistant/{id}',                    secure: true,  body: 'none' },
  { namespace: 'assistant',       name: 'update',               method: 'PATCH',  path: '/assistant/{id}',                    secure: true,  body: 'json' },
  { namespace: 'assistant',       name: 'replace',              method: 'PUT',    path: '/assistant/{id}',                    secure: true,  body: 'json' },
  { namespace: 'assistant',       name: 'delete',               method: 'DELETE', path: '/assistant/{id}',                    secure: true,  body: 'none' },
  { namespace: 'assistant',       name: 'versions',             method: 'GET',    path: '/assistant/{id}/version',            secure: true,  body: 'none' },
  // phoneNumber
  { namespace: 'phoneNumber',     name: 'create',               method: 'POST',   path: '/phone-number',                      secure: true,  body: 'json' },
  { namespace: 'phoneNumber',     name: 'list',                 method: 'GET',    path: '/phone-number',                      secure: true,  body: 'none' },
  { namespace: 'phoneNumber',     name: 'get',                  method: 'GET',    path: '/phone-number/{id}',                 secure: true,  body: 'none' },
  { namespace: 'phoneNumber',     name: 'update',               method: 'PATCH',  path: '/phone-number/{id}',                 secure: true,  body: 'json' },
  { namespace: 'phoneNumber',     name: 'delete',               method: 'DELETE', path: '/phone-number/{id}',                 secure: true,  body: 'none' },
  { namespace: 'phoneNumber',     name: 'importTwilio',         method: 'POST',   path: '/phone-number/import/twilio',        secure: true,  body: 'json' },
  { namespace: 'phoneNumber',     name: 'importVonage',         method: 'POST',   path: '/phone-number/import/vonage',        secure: true,  body: 'json' },
  // tool
  { namespace: 'tool',            name: 'create',               method: 'POST',   path: '/tool',                              secure: true,  body: 'json' },
  { namespace: 'tool',            name: 'list',                 method: 'GET',    path: '/tool',                              secure: true,  body: 'none' },
  { namespace: 'tool',            name: 'get',                  method: 'GET',    path: '/tool/{id}',                         secure: true,  body: 'none' },
  { namespace: 'tool',            name: 'update',               method: 'PATCH',  path: '/tool/{id}',                         secure: true,  body: 'json' },
  { namespace: 'tool',            name: 'delete',               method: 'DELETE', path: '/tool/{id}',                         secure: true,  body: 'none' },
  // file
  { namespace: 'file',            name: 'create',               method: 'POST',   path: '/file',                              secure: true,  body: 'form-data' },
  // Kept by the platform for old clients; prefer file.create.
  { namespace: 'file',            name: 'upload',               method: 'POST',   path: '/file/upload',                       secure: true,  body: 'form-data', deprecated: true },
  { namespace: 'file',            name: 'list',                 method: 'GET',    path: '/file',                              secure: true,  body: 'none' },
  { namespace: 'file',            name: 'get',                  method: 'GET',    path: '/file/{id}',                         secure: true,  body: 'none' },
  { namespace: 'file',            name: 'update',               method: 'PATCH',  path: '/file/{id}',                         secure: true,  body: 'json' },
  { namespace: 'file',            name: 'delete',               method: 'DELETE', path: '/file/{id}',                         secure: true,  body: 'none' },
  // knowledgeBase
  { namespace: 'knowledgeBase',   name: 'create',               method: 'POST',   path: '/knowledge-base',                    secure: true,  body: 'json' },
  { namespace: 'knowledgeBase',   name: 'list',                 method: 'GET',    path: '/knowledge-base',                    secure: true,  body: 'none' },
  { namespace: 'knowledgeBase',   name: 'get',                  method: 'GET',    path: '/knowledge-base/{id}',               secure: true,  body: 'none' },
  { namespace: 'knowledgeBase',   name: 'update',               method: 'PATCH',  path: '/knowledge-base/{id}',               secure: true,  body: 'json' },
  { namespace: 'knowledgeBase',   name: 'delete',               method: 'DELETE', path: '/knowledge-base/{id}',               secure: true,  body: 'none' },
  // workflow
  { namespace: 'workflow',        name: 'list',                 method: 'GET',    path: '/workflow',                          secure: true,  body: 'none' },
  { namespace: 'workflow',        name: 'create',               method: 'POST',   path: '/workflow',                          secure: true,  body: 'json' },
  { namespace: 'workflow',        name: 'get',                  method: 'GET',    path: '/workflow/{id}',                     secure: true,  body: 'none' },
  { namespace: 'workflow',        name: 'delete',               method: 'DELETE', path: '/workflow/{id}',                     secure: true,  body: 'none' },
  { namespace: 'workflow',        name: 'update',               method: 'PATCH',  path: '/workflow/{id}',                     secure: true,  body: 'json' },
  // squad
  { namespace: 'squad',           name: 'create',               method: 'POST',   path: '/squad',                             secure: true,  body: 'json' },
  { namespace: 'squad',           name: 'list',                 method: 'GET',    path: '/squad',                             secure: true,  body: 'none' },
  { namespace: 'squad',           name: 'get',                  method: 'GET',    path: '/squad/{id}',                        secure: true,  body: 'none' },
  { namespace: 'squad',           name: 'update',               method: 'PATCH',  path: '/squad/{id}',                        secure: true,  body: 'json' },
  { namespace: 'squad',           name: 'delete',               method: 'DELETE', path: '/squad/{id}',                        secure: true,  body: 'none' },
  // testSuite
  { namespace: 'testSuite',       name: 'list',                 method: 'GET',    path: '/test-suite',                        secure: true,  body: 'none' },
  { namespace: 'testSuite',       name: 'create',               method: 'POST',   path: '/test-suite',                        secure: true,  body: 'json' },
  { namespace: 'testSuite',       name: 'get',                  method: 'GET',    path: '/test-suite/{id}',                   secure: true,  body: 'none' },
  { namespace: 'testSuite',       name: 'update',               method: 'PATCH',  path: '/test-suite/{id}',                   secure: true,  body: 'json' },
  { namespace: 'testSuite',       name: 'delete',               method: 'DELETE', path: '/test-suite/{id}',                   secure: true,  body: 'none' },
  { namespace: 'testSuite.tests', name: 'list',                 method: 'GET',    path: '/test-suite/{id}/test',              secure: true,  body: 'none' },
  { namespace: 'testSuite.tests', name: 'create',               method: 'POST',   path: '/test-suite/{id}/test',              secure: true,  body: 'json' },
  { namespace: 'testSuite.tests', name: 'get',                  method: 'GET',    path: '/test-suite/{id}/test/{testId}',     secure: true,  body: 'none' },
  { namespace: 'testSuite.tests', name: 'update',               method: 'PATCH',  path: '/test-suite/{id}/test/{testId}',     secure: true,  body: 'json' },
  { namespace: 'testSuite.tests', name: 'delete',               method: 'DELETE', path: '/test-suite/{id}/test/{testId}',     secure: true,  body: 'none' },
  { namespace: 'testSuite.runs',  name: 'list',                 method: 'GET',    path: '/test-suite/{id}/run',               secure: true,  body: 'none' },
  { namespace: 'testSuite.runs',  name: 'create',               method: 'POST',   path: '/test-suite/{id}/run',               secure: true,  body: 'json' },
  { namespace: 'testSuite.runs',  name: 'get',                  method: 'GET',    path: '/test-suite/{id}/run/{runId}',       secure: true,  body: 'none' },
  { namespace: 'testSuite.runs',  name: 'update',               method: 'PATCH',  path: '/test-suite/{id}/run/{runId}',       secure: true,  body: 'json' },
  { namespace: 'testSuite.runs',  name: 'delete',               method: 'DELETE', path: '/test-suite/{id}/run/{runId}',       secure: true,  body: 'none' },
  // analytics
  { namespace: 'analytics',       name: 'query',                method: 'POST',   path: '/analytics',                         secure: true,  body: 'json' },
  // logs
  // Two paths, /logs and /log: the collection calls take the plural, the singular path gets its own names.
  { namespace: 'logs',            name: 'list',                 method: 'GET',    path: '/logs',                              secure: true,  body: 'none' },
  { namespace: 'logs',            name: 'delete',               method: 'DELETE', path: '/logs',                              secure: true,  body: 'none' },
  { namespace: 'logs',            name: 'listLog',              method: 'GET',    path: '/log',                               secure: true,  body: 'none' },
  { namespace: 'logs',            name: 'deleteLog',            method: 'DELETE', path: '/log',                               secure: true,  body: 'none' },
  // org
  { namespace: 'org',             name: 'create',               method: 'POST',   path: '/org',                               secure: true,  body: 'json' },
  { namespace: 'org',             name: 'list',                 method: 'GET',    path: '/org',                               secure: true,  body: 'none' },
  { namespace: 'org',             name: 'get',                  method: 'GET',    path: '/org/{id}',                          secure: true,  body: 'none' },
  { namespace: 'org',             name: 'update',               method: 'PATCH',  path: '/org/{id}',                          secure: true,  body: 'json' },
  { namespace: 'org',             name: 'delete',               method: 'DELETE', path: '/org/{id}',                          secure: true,  body: 'none' },
  { namespace: 'org',             name: 'listUsers',            method: 'GET',    path: '/org/{id}/user',                     secure: true,  body: 'none' },
  { namespace: 'org',             name: 'leave',                method: 'DELETE', path: '/org/{id}/leave',                    secure: true,  body: 'none' },
  { namespace: 'org',             name: 'removeMember',         method: 'DELETE', path: '/org/{id}/member/{userId}/leave',    secure: true,  body: 'none' },
  { namespace: 'org',             name: 'invite',               method: 'POST',   path: '/org/{id}/invite',                   secure: true,  body: 'json' },
  { namespace: 'org',             name: 'updateRole',           method: 'PATCH',  path: '/org/{id}/role',                     secure: true,  body: 'json' },
  { namespace: 'org',             name: 'getAuth',              method: 'GET',    path: '/org/{id}/auth',                     secure: true,  body: 'none' },
  // token
  { namespace: 'token',           name: 'create',               method: 'POST',   path: '/token',                             secure: true,  body: 'json' },
  { namespace: 'token',           name: 'list',                 method: 'GET',    path: '/token',                             secure: true,  body: 'none' },
  { namespace: 'token',           name: 'get',                  method: 'GET',    path: '/token/{id}',                        secure: true,  body: 'none' },
  { namespace: 'token',           name: 'update',               method: 'PATCH',  path: '/token/{id}',                        secure: true,  body: 'json' },
  { namespace: 'token',           name: 'delete',               method: 'DELETE', path: '/token/{id}',                        secure: true,  body: 'none' },
  // credential
  { namespace: 'credential',      name: 'create',               method: 'POST',   path: '/credential',                        secure: true,  body: 'json' },
  { namespace: 'credential',      name: 'list',                 method: 'GET',    path: '/credential',                        secure: true,  body: 'none' },
  { namespace: 'credential',      name: 'get',                  method: 'GET',    path: '/credential/{id}',                   secure: true,  body: 'none' },
  { namespace: 'credential',      name: 'update',               method: 'PATCH',  path: '/credential/{id}',                   secure: true,  body: 'json' },
  { namespace: 'credential',      name: 'delete',               method: 'DELETE', path: '/credential/{id}',                   secure: true,  body: 'none' },
  { namespace: 'credential',      name: 'createSession',        method: 'POST',   path: '/credential/session',                secure: true,  body: 'json' },
  // Sent without authorization, as the spec says (section 6): the one call that is not secure.
  { namespace: 'credential',      name: 'webhook',              method: 'POST',   path: '/credential/webhook',                secure: false, body: 'json' },
  { namespace: 'credential',      name: 'trigger',              method: 'POST',   path: '/credential/trigger',                secure: true,  body: 'json' },
  // template
  { namespace: 'template',        name: 'create',               method: 'POST',   path: '/template',                          secure: true,  body: 'json' },
  { namespace: 'template',        name: 'list',                 method: 'GET',    path: '/template',                          secure: true,  body: 'none' },
  { namespace: 'template',        name: 'listPinned',           method: 'GET',    path: '/template/pinned',                   secure: true,  body: 'none' },
  { namespace: 'template',        name: 'get',                  method: 'GET',    path: '/template/{id}',                     secure: true,  body: 'none' },
  { namespace: 'template',        name: 'update',               method: 'PATCH',  path: '/template/{id}',                     secure: true,  body: 'json' },
  { namespace: 'template',        name: 'delete',               method: 'DELETE', path: '/template/{id}',                     secure: true,  body: 'none' },
  // voiceLibrary
  { namespace: 'voiceLibrary',    name: 'list',                 method: 'GET',    path: '/voice-library/{provider}',          secure: true,  body: 'none' },
  { namespace: 'voiceLibrary',    name: 'listAccents',          method: 'GET',    path: '/voice-library/{provider}/accents',  secure: true,  body: 'none' },
  { namespace: 'voiceLibrary',    name: 'syncProvider',         method: 'POST',   path: '/voice-library/sync/{provider}',     secure: true,  body: 'json' },
  { namespace: 'voiceLibrary',    name: 'sync',                 method: 'POST',   path: '/voice-library/sync',                secure: true,  body: 'json' },
  { namespace: 'voiceLibrary',    name: 'createSesameVoice',    method: 'POST',   path: '/voice-library/create-sesame-voice', secure: true,  body: 'json' },
  // provider
  { namespace: 'provider',        name: 'listWorkflows',        method: 'GET',    path: '/{provider}/workflows',              secure: true,  body: 'none' },
  { namespace: 'provider',        name: 'listWorkflowHooks',    method: 'GET',    path: '/{provider}/workflows/{id}/hooks',   secure: true,  body: 'none' },
  { namespace: 'provider',        name: 'listLocations',        method: 'GET',    path: '/{provider}/locations',              secure: true,  body: 'none' },
  { namespace: 'provider',        name: 'searchVoices',         method: 'GET',    path: '/{provider}/voices/search',          secure: true,  body: 'none' },
  { namespace: 'provider',        name: 'searchVoice',          method: 'GET',    path: '/{provider}/voice/search',           secure: true,  body: 'none' },
  { namespace: 'provider',        name: 'addVoices',            method: 'POST',   path: '/{provider}/voices/add',             secure: true,  body: 'json' },
  { namespace: 'provider',        name: 'addVoice',             method: 'POST',   path: '/{provider}/voice/add',              secure: true,  body: 'json' },
  // The one provider route with a fixed provider (11labs): voice cloning uploads audio samples as form data.
  { namespace: 'provider',        name: 'cloneElevenLabsVoice', method: 'POST',   path: '/11labs/voice/clone',                secure: true,  body: 'form-data' },
] as const satisfies readonly PlatformRoute[];

export type PlatformRouteRow = (typeof platformRoutes)[number];
