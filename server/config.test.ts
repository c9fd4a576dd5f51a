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
