import { describe, expect, it } from 'vitest';
import { platformRoutes } from './routes';
import { SPEC_CALLS, SPEC_FORM_DATA_CALLS, SPEC_UNAUTHENTICATED_CALLS } from './testing/spec-calls';

const NAMESPACES = [
  'call',
  'v2',
  'chat',
  'session',
  'assistant',
  'phoneNumber',
  'tool',
  'file',
  'knowledgeBase',
  'workflow',
  'squad',
  'testSuite',
  'testSuite.tests',
  'testSuite.runs',
  'analytics',
  'logs',
  'org',
  'token',
  'credential',
  'template',
  'voiceLibrary',
  'provider',
];

const callOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('platformRoutes', () => {
  it('has every call of the spec table and nothing else', () => {
    expect(SPEC_CALLS).toHaveLength(125);
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length);
    expect(platformRoutes.map(callOf).sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('has no duplicate (method, path) and no duplicate name within a namespace', () => {
    const calls = platformRoutes.map(callOf);
    expect(new Set(calls).size).toBe(calls.length);
    const names = platformRoutes.map((route) => `${route.namespace}.${route.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names namespaces from the agreed list and calls with camelCase verbs', () => {
    expect([...new Set(platformRoutes.map((route) => route.namespace))].sort()).toEqual(
      [...NAMESPACES].sort(),
    );
    for (const route of platformRoutes) expect(route.name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('uses create/list/get/update/replace/delete for the plain collection and item calls', () => {
    const byCall = new Map(
      platformRoutes.map((route) => [callOf(route), `${route.namespace}.${route.name}`]),
    );
    expect(byCall.get('POST /assistant')).toBe('assistant.create');
    expect(byCall.get('GET /assistant')).toBe('assistant.list');
    expect(byCall.get('GET /assistant/{id}')).toBe('assistant.get');
    expect(byCall.get('PATCH /assistant/{id}')).toBe('assistant.update');
    expect(byCall.get('PUT /assistant/{id}')).toBe('assistant.replace');
    expect(byCall.get('DELETE /assistant/{id}')).toBe('assistant.delete');
    expect(byCall.get('GET /assistant/{id}/version')).toBe('assistant.versions');
    expect(byCall.get('POST /call/web')).toBe('call.createWeb');
    expect(byCall.get('GET /test-suite/{id}/run/{runId}')).toBe('testSuite.runs.get');
  });

  it('sends form data exactly where the spec says, JSON for other bodies, and no body for GET or DELETE', () => {
    for (const route of platformRoutes) {
      const call = callOf(route);
      if (SPEC_FORM_DATA_CALLS.includes(call)) expect(route.body, call).toBe('form-data');
      else if (route.method === 'GET' || route.method === 'DELETE') expect(route.body, call).toBe('none');
      else expect(route.body, call).toBe('json');
    }
  });

  it('is secure everywhere except the credential webhook', () => {
    const open = platformRoutes.filter((route) => !route.secure).map(callOf);
    expect(open).toEqual(SPEC_UNAUTHENTICATED_CALLS);
  });

  it('marks the deprecated file upload', () => {
    const deprecated = platformRoutes.filter((route) => 'deprecated' in route && route.deprecated);
    expect(deprecated.map(callOf)).toEqual(['POST /file/upload']);
  });
});
