import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The platform's published OpenAPI document lives outside the repository (DESIGN.md section 3): contract tests
 * find it through PLATFORM_OPENAPI and skip, with a visible notice, where it is absent.
 */
export const OPENAPI_PATH = resolve(process.env.PLATFORM_OPENAPI ?? '../shared/spec/platform-openapi.json');
export const openApiAvailable = existsSync(OPENAPI_PATH);
if (!openApiAvailable) console.warn(`OpenAPI contract checks skipped: ${OPENAPI_PATH} not found (set PLATFORM_OPENAPI).`);

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
    ajv.addSchema({ $id: 'openapi', components: withoutEmptyEnums(document.components) }, 'openapi');
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

/** The published document has a few `enum: []` that JSON Schema forbids; they constrain nothing, so drop them. */
function withoutEmptyEnums(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutEmptyEnums);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'enum' && Array.isArray(value) && value.length === 0) continue;
    out[key] = withoutEmptyEnums(value);
  }
  return out;
}
