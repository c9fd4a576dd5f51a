import { describe, expect, it } from 'vitest';
import { buildUrl, encodeBody, encodeQuery, fillPath, readResponseBody } from './encoding';

describe('encoding', () => {
  it('encodes a query: drops undefined and null, repeats arrays, percent-encodes keys and values', () => {
    expect(encodeQuery({ 'a b': 'c/d', e: undefined, f: null, g: [true, 2] })).toBe('a%20b=c%2Fd&g=true&g=2');
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery(undefined)).toBe('');
  });

  it('joins the path under the base URL, keeping its base path and any query it has', () => {
    expect(buildUrl('https://api.example', '/call').href).toBe('https://api.example/call');
    expect(buildUrl('http://h:3000/api', '/call', { limit: 1 }).href).toBe('http://h:3000/api/call?limit=1');
    expect(buildUrl('http://h/', '/x?y=1', { z: 2 }).href).toBe('http://h/x?y=1&z=2');
  });

  it('fills placeholders in order and refuses a missing, empty or dot parameter', () => {
    expect(fillPath('/org/{id}/member/{userId}/leave', ['o 1', 'u#2'])).toBe('/org/o%201/member/u%232/leave');
    expect(() => fillPath('/call/{id}', [])).toThrow(TypeError);
    expect(() => fillPath('/call/{id}', [''])).toThrow("path parameter 'id'");
    expect(() => fillPath('/call/{id}', ['.'])).toThrow(TypeError);
    expect(() => fillPath('/call/{id}', [{}])).toThrow(TypeError);
  });

  it('encodes bodies by kind, and sends none for undefined', () => {
    expect(encodeBody('json', { a: 1 })).toEqual({ body: '{"a":1}', contentType: 'application/json' });
    expect(encodeBody('json', undefined)).toEqual({ body: undefined, contentType: undefined });
    expect(encodeBody('text', 'hi')).toEqual({ body: 'hi', contentType: undefined });
    const form = new FormData();
    expect(encodeBody('form-data', form).body).toBe(form);
    expect(String(encodeBody('url-encoded', { a: [1, 2] }).body)).toBe('a=1&a=2');
    expect(() => encodeBody('form-data', 'not fields')).toThrow(TypeError);
  });

  it('reads a response as JSON, text or nothing', async () => {
    const json = (text: string, type = 'application/json') =>
      new Response(text, { headers: { 'content-type': type } });
    expect(await readResponseBody(json('{"a":1}'), 'GET')).toEqual({ a: 1 });
    expect(await readResponseBody(json('{broken'), 'GET')).toBe('{broken');
    expect(await readResponseBody(json('<p>hi</p>', 'text/html'), 'GET')).toBe('<p>hi</p>');
    expect(await readResponseBody(json(''), 'GET')).toBeUndefined();
    expect(await readResponseBody(new Response(null, { status: 204 }), 'DELETE')).toBeUndefined();
    expect(await readResponseBody(json('{"a":1}'), 'HEAD')).toBeUndefined();
  });
});
