import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { Router } from './router';

describe('Router', () => {
  const handler = (): void => undefined;
  const router = new Router().add('GET', '/call/:id', handler).add('POST', '/call/web', handler);

  it('matches patterns and decodes parameters', () => {
    expect(router.match('GET', '/call/abc%20d')?.params).toEqual({ id: 'abc d' });
    expect(router.match('POST', '/call/web')?.params).toEqual({});
  });

  it('answers undefined for an unknown path and 405 for a known path with another method', () => {
    expect(router.match('GET', '/nothing/here')).toBeUndefined();
    const thrown = (() => {
      try {
        router.match('PUT', '/call/x');
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).statusCode).toBe(405);
    // It says which methods the path takes, as HTTP asks of a 405.
    expect((thrown as HttpError).headers.allow).toBe('GET');
    expect((thrown as HttpError).message).toBe('PUT is not supported on /call/x: use GET.');
  });
});
