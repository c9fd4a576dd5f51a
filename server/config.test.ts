import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

const read = (env: NodeJS.ProcessEnv) => readServerConfig(env, '/app');

describe('the model configuration (LLM_*)', () => {
  it('is off by default', () => {
    expect(read({}).model).toBeUndefined();
  });

  it('reads an OpenAI-compatible endpoint, its model and its key', () => {
    expect(
      read({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.2', LLM_API_KEY: 'k' }).model,
    ).toEqual({ baseUrl: 'http://localhost:11434/v1', model: 'llama3.2', apiKey: 'k' });
  });

  it.each([
    [{ LLM_BASE_URL: 'localhost:11434' }, /LLM_BASE_URL must be an http or https URL/],
    [{ LLM_BASE_URL: 'ftp://example.org/v1', LLM_MODEL: 'm' }, /LLM_BASE_URL must be an http or https URL/],
    [{ LLM_BASE_URL: 'http://localhost:11434/v1' }, /LLM_MODEL must name the model/],
    [{ LLM_MODEL: 'llama3.2' }, /need LLM_BASE_URL/],
  ])('refuses %j with a readable reason', (env, reason) => {
    expect(() => read(env)).toThrow(reason);
  });
});

describe('the platform limits, origins and database', () => {
  it('has safe defaults', () => {
    const config = read({});
    expect(config).toMatchObject({
      maxCalls: 64,
      callRate: { burst: 120, perSecond: 1 },
      allowedOrigins: [],
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.speechWorkers).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
  });

  it('reads them from the environment, origins reduced to their origin', () => {
    const config = read({
      MAX_CALLS: '8',
      SPEECH_WORKERS: '3',
      CALL_RATE_BURST: '10',
      CALL_RATE_PER_SECOND: '2',
      PUBLIC_URL: 'https://debates.example.org/some/path',
      ALLOWED_ORIGINS: 'http://localhost:5173, https://a.example',
      DATABASE_URL: 'postgres://club@db/club',
    });
    expect(config).toMatchObject({
      maxCalls: 8,
      speechWorkers: 3,
      callRate: { burst: 10, perSecond: 2 },
      publicUrl: 'https://debates.example.org',
      allowedOrigins: ['http://localhost:5173', 'https://a.example'],
      databaseUrl: 'postgres://club@db/club',
    });
  });

  it.each([
    [{ MAX_CALLS: '0' }, /MAX_CALLS must be a whole number of at least 1/],
    [{ CALL_RATE_BURST: 'lots' }, /CALL_RATE_BURST must be a whole number/],
    [{ SPEECH_WORKERS: '17' }, /SPEECH_WORKERS must be a whole number from 1 to 16/],
    [{ SPEECH_WORKERS: '2.5' }, /SPEECH_WORKERS must be a whole number from 1 to 16/],
    [{ PUBLIC_URL: 'debates.example.org' }, /PUBLIC_URL must hold http or https origins/],
    [{ ALLOWED_ORIGINS: 'ws://x' }, /ALLOWED_ORIGINS must hold http or https origins/],
    [{ DATABASE_URL: 'mysql://db' }, /DATABASE_URL must be a postgres:\/\/ URL/],
  ])('refuses %j with a readable reason', (env, reason) => {
    expect(() => read(env)).toThrow(reason);
  });
});
