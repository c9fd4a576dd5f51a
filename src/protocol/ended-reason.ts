import * as z from 'zod/mini';

/** How a call ends, in the platform's words (`Call.endedReason`, and the last `status-update`'s). */
export const endedReasonSchema = z.enum([
  'customer-ended-call',
  'customer-did-not-answer',
  'assistant-ended-call',
  'pipeline-error-local-platform',
  'exceeded-max-duration',
  'silence-timed-out',
  'call-deleted',
  'worker-shutdown',
  /** The client stopped reading what the call sends it. */
  'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing',
]);

export type EndedReason = z.infer<typeof endedReasonSchema>;
