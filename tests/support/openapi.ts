import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The platform's published OpenAPI document lives outside the repository (docs/architecture.md section 3): contract tests
 * find it through PLATFORM_OPENAPI and skip, with a visible notice, where it is absent.
 */
export const OPENAPI_PATH = resolve(process.env.PLATFORM_OPENAPI ?? '../shared/spec/platform-openapi.json');
export const openApiAvailable = existsSync(OPENAPI_PATH);
if (!openApiAvailable)
  console.warn(`OpenAPI contract checks skipped: ${OPENAPI_PATH} not found (set PLATFORM_OPENAPI).`);

/** The document's schema for each platform message type that travels to the client. */
export const MESSAGE_SCHEMAS: Record<string, string> = {
  transcript: 'ClientMessageTranscript',
  'speech-update': 'ClientMessageSpeechUpdate',
  'transfer-update': 'ClientMessageTransferUpdate',
  'assistant.started': 'ClientMessageAssistantStarted',
  'conversation-update': 'ClientMessageConversationUpdate',
  'status-update': 'ServerMessageStatusUpdate',
  'user-interrupted': 'ClientMessageUserInterrupted',
  'model-output': 'ClientMessageModelOutput',
  metadata: 'ClientMessageMetadata',
};

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

/** A validator for one of the document's component schemas, e.g. 'ClientMessageTranscript'. */
export function schemaValidator(name: string): ValidateFunction {
  const cached = compiled.get(name);
  if (cached) return cached;
  if (!ajv) {
    const document = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as Record<string, unknown>;
    ajv = new Ajv({ strict: false, allErrors: true, discriminator: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi', components: withErrataFixed(document.components) }, 'openapi');
  }
  const validate = ajv.getSchema(`openapi#/components/schemas/${name}`);
  if (!validate) throw new Error(`The OpenAPI document has no schema ${name}.`);
  compiled.set(name, validate);
  return validate;
}

/** Throws with the schema errors when the value does not match. */
export function expectSchema(name: string, value: unknown): void {
  const validate = schemaValidator(name);
  if (!validate(value)) {
    throw new Error(`${name} mismatch: ${JSON.stringify(validate.errors?.slice(0, 5), null, 2)}`);
  }
}

/**
 * Three flaws of the published document, mended so that it can check anything at all:
 * - a few `enum: []`, which JSON Schema forbids; they constrain nothing, so they are dropped;
 * - string enums declared `type: object` (AudioFormat.format lists 'pcm_s16le'); the type is dropped;
 * - `oneOf` branches that overlap (TransferDestinationAssistant and HandoffDestinationAssistant both accept
 *   `type: 'assistant'`), so a valid value matches two; `oneOf` is checked as `anyOf`.
 */
function withErrataFixed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withErrataFixed);
  if (typeof node !== 'object' || node === null) return node;
  const source = node as Record<string, unknown>;
  const stringEnumTypedObject =
    source.type === 'object' && Array.isArray(source.enum) && source.enum.every((v) => typeof v === 'string');
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'enum' && Array.isArray(value) && value.length === 0) continue;
    if (key === 'type' && stringEnumTypedObject) continue;
    out[key === 'oneOf' ? 'anyOf' : key] = withErrataFixed(value);
  }
  return out;
}
