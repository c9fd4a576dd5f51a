import { resolve } from 'node:path';
import type { ModelConfig } from './debate/model-wording';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  staticDir: string;
  publicKey?: string;
  privateKey?: string;
  /** Where browsers reach the server, when it is not the address it listens on (PUBLIC_URL). */
  publicUrl?: string;
  /** Other origins whose pages may open calls (ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins: string[];
  /** A PostgreSQL server for the records (DATABASE_URL); else PGlite in DATA_DIR/db. */
  databaseUrl?: string;
  /** Live calls at once (MAX_CALLS). */
  maxCalls: number;
  /** Of those, live calls started from one address (MAX_CALLS_PER_ADDRESS). */
  maxCallsPerAddress: number;
  /** Workers for synthesis, and as many for recognition (SPEECH_WORKERS); by default one per core. */
  speechWorkers?: number;
  /** Web calls one key at one address may start at once, then per second (CALL_RATE_BURST, CALL_RATE_PER_SECOND). */
  callRate: { burst: number; perSecond: number };
  /** An OpenAI-compatible chat endpoint for the philosophers' words (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY). */
  model?: ModelConfig;
}

/** Reads the server's environment (docs/architecture.md section 7) and reports every bad value at once. */
export function readServerConfig(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  const problems: string[] = [];
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be an integer from 0 to 65535 (got '${env.PORT}').`);
  }
  const host = env.HOST || '127.0.0.1';
  for (const name of ['LOCAL_PUBLIC_KEY', 'LOCAL_PRIVATE_KEY'] as const) {
    const value = env[name];
    if (value !== undefined && !/^[\w-]{16,128}$/.test(value)) {
      problems.push(`${name} must be 16 to 128 letters, digits, '-' or '_'.`);
    }
  }
  if (env.LOCAL_PUBLIC_KEY && env.LOCAL_PUBLIC_KEY === env.LOCAL_PRIVATE_KEY) {
    problems.push('LOCAL_PUBLIC_KEY and LOCAL_PRIVATE_KEY must differ.');
  }
  const model = readModelConfig(env, problems);
  const maxCalls = readCount(env, 'MAX_CALLS', 64, problems);
  const maxCallsPerAddress = readCount(env, 'MAX_CALLS_PER_ADDRESS', 16, problems);
  const speechWorkers = env.SPEECH_WORKERS ? readCount(env, 'SPEECH_WORKERS', 1, problems, 16) : undefined;
  const callRate = {
    burst: readCount(env, 'CALL_RATE_BURST', 120, problems),
    perSecond: readCount(env, 'CALL_RATE_PER_SECOND', 1, problems),
  };
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(`DATABASE_URL must be a postgres:// URL such as postgres://club@localhost/club.`);
  }
  const publicUrl = env.PUBLIC_URL ? readOrigin('PUBLIC_URL', env.PUBLIC_URL, problems) : undefined;
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => readOrigin('ALLOWED_ORIGINS', origin, problems))
    .filter((origin): origin is string => origin !== undefined);
  if (problems.length > 0) {
    throw new Error(`The server's configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return {
    port,
    host,
    dataDir: resolve(root, env.DATA_DIR || '.data'),
    staticDir: resolve(root, 'dist'),
    ...(env.LOCAL_PUBLIC_KEY && { publicKey: env.LOCAL_PUBLIC_KEY }),
    ...(env.LOCAL_PRIVATE_KEY && { privateKey: env.LOCAL_PRIVATE_KEY }),
    ...(publicUrl && { publicUrl }),
    allowedOrigins,
    ...(databaseUrl && { databaseUrl }),
    maxCalls,
    maxCallsPerAddress,
    ...(speechWorkers && { speechWorkers }),
    callRate,
    ...(model && { model }),
  };
}

/** An http(s) origin such as https://debates.example.org, or a problem reported. */
function readOrigin(name: string, value: string, problems: string[]): string | undefined {
  const url = httpUrl(value);
  if (!url) {
    problems.push(
      `${name} must hold http or https origins such as https://debates.example.org (got '${value}').`,
    );
    return undefined;
  }
  return url.origin;
}

function readModelConfig(env: NodeJS.ProcessEnv, problems: string[]): ModelConfig | undefined {
  const baseUrl = env.LLM_BASE_URL;
  if (!baseUrl) {
    if (env.LLM_MODEL || env.LLM_API_KEY)
      problems.push('LLM_MODEL and LLM_API_KEY need LLM_BASE_URL as well.');
    return undefined;
  }
  const url = httpUrl(baseUrl);
  if (!url) {
    problems.push(
      `LLM_BASE_URL must be an http or https URL such as http://localhost:11434/v1 (got '${baseUrl}').`,
    );
  }
  if (!env.LLM_MODEL)
    problems.push('LLM_MODEL must name the model to use with LLM_BASE_URL, such as llama3.2.');
  if (!url || !env.LLM_MODEL) return undefined;
  return { baseUrl, model: env.LLM_MODEL, ...(env.LLM_API_KEY && { apiKey: env.LLM_API_KEY }) };
}

/** A positive whole number from the environment, or its default. */
function readCount(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  problems: string[],
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? 'of at least 1' : `from 1 to ${max}`;
    problems.push(`${name} must be a whole number ${range} (got '${raw}').`);
    return fallback;
  }
  return value;
}

/** An http or https URL, or undefined for anything else. */
function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
