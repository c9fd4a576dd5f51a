/** The web-call request of spec section 3: one of assistant, squad or workflow, by id or inline. */
export interface WebCallRequest {
  assistantId?: string;
  assistant?: Record<string, unknown>;
  assistantOverrides?: Record<string, unknown>;
  squadId?: string;
  squad?: Record<string, unknown>;
  workflowId?: string;
  workflow?: Record<string, unknown>;
  workflowOverrides?: Record<string, unknown>;
}

/** The fields of the created call that the web-call client reads. */
export interface WebCallResponse {
  id: string;
  webCallUrl?: string;
  transport?: { provider?: string; websocketCallUrl?: string; callToken?: string };
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { voice?: { provider?: string } };
  [field: string]: unknown;
}
