import { HttpError } from '../http/errors';
import type { Router } from '../http/router';

/**
 * The platform routes of spec section 7 the local platform does not run. Each answers 501 naming itself, so a
 * client learns at once that it needs the hosted platform, never a 404 it might take for a missing record.
 */
const UNIMPLEMENTED = [
  'POST /call',
  'POST /call/phone',
  'GET /v2/call/export',
  'GET /v2/call',
  'GET /v2/call/metadata',
  'GET /v2/assistant',
  'GET /v2/phone-number',
  'GET /chat',
  'POST /chat',
  'GET /chat/:id',
  'DELETE /chat/:id',
  'POST /chat/responses',
  'POST /session',
  'GET /session',
  'GET /session/:id',
  'PATCH /session/:id',
  'DELETE /session/:id',
  'GET /assistant/:id/version',
  ...crud('/phone-number'),
  'POST /phone-number/import/twilio',
  'POST /phone-number/import/vonage',
  ...crud('/tool'),
  ...crud('/file'),
  'POST /file/upload',
  ...crud('/knowledge-base'),
  ...crud('/workflow'),
  ...crud('/test-suite'),
  'GET /test-suite/:id/test',
  'POST /test-suite/:id/test',
  'GET /test-suite/:id/test/:testId',
  'PATCH /test-suite/:id/test/:testId',
  'DELETE /test-suite/:id/test/:testId',
  'GET /test-suite/:id/run',
  'POST /test-suite/:id/run',
  'GET /test-suite/:id/run/:runId',
  'PATCH /test-suite/:id/run/:runId',
  'DELETE /test-suite/:id/run/:runId',
  'POST /analytics',
  'GET /log',
  'DELETE /log',
  'GET /logs',
  'DELETE /logs',
  ...crud('/org'),
  'GET /org/:id/user',
  'DELETE /org/:id/leave',
  'DELETE /org/:id/member/:userId/leave',
  'POST /org/:id/invite',
  'PATCH /org/:id/role',
  'GET /org/:id/auth',
  ...crud('/token'),
  ...crud('/credential'),
  'POST /credential/session',
  'POST /credential/webhook',
  'POST /credential/trigger',
  ...crud('/template'),
  'GET /template/pinned',
  'GET /voice-library/:provider',
  'GET /voice-library/:provider/accents',
  'POST /voice-library/sync/:provider',
  'POST /voice-library/sync',
  'POST /voice-library/create-sesame-voice',
  'GET /:provider/workflows',
  'GET /:provider/workflows/:id/hooks',
  'GET /:provider/locations',
  'GET /:provider/voices/search',
  'GET /:provider/voice/search',
  'POST /:provider/voices/add',
  'POST /:provider/voice/add',
  'POST /11labs/voice/clone',
];

function crud(path: string): string[] {
  return [`POST ${path}`, `GET ${path}`, `GET ${path}/:id`, `PATCH ${path}/:id`, `DELETE ${path}/:id`];
}

/** Adds the 501 answers, after the routes the local platform does run. */
export function addUnimplementedRoutes(router: Router): void {
  for (const route of UNIMPLEMENTED) {
    const [method, pattern] = route.split(' ') as [string, string];
    const shown = pattern.replace(/:(\w+)/g, '{$1}');
    router.add(method, pattern, () => {
      throw new HttpError(
        501,
        `The local platform does not implement ${method} ${shown}: run the app against the hosted platform for it.`,
      );
    });
  }
}
