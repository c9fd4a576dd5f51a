// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { debates } from '../debates';
import { hostedAppConfig, isPlayable, loadAppConfig } from './config';

const HOSTED = {
  VITE_VAPI_PUBLIC_KEY: 'pk-123',
  VITE_SQUAD_ID_MORALITY: 'squad-morality',
  VITE_SQUAD_ID_AI_CONSCIOUSNESS: 'squad-machine',
  VITE_SQUAD_ID_FREE_WILL: '',
  VITE_ASSISTANT_ID_SOCRATES: 'assistant-socrates',
};

describe('hostedAppConfig', () => {
  it('is undefined when the app was built without a public key (local mode)', () => {
    expect(hostedAppConfig({})).toBeUndefined();
    expect(hostedAppConfig({ VITE_VAPI_PUBLIC_KEY: '' })).toBeUndefined();
  });

  it('reads the squads and assistants that provisioning wrote, skipping empty values', () => {
    expect(hostedAppConfig(HOSTED)).toEqual({
      publicKey: 'pk-123',
      apiUrl: 'https://api.vapi.ai',
      squads: { 'morality-debate': 'squad-morality', 'ai-consciousness-debate': 'squad-machine' },
      assistants: { socrates: 'assistant-socrates' },
    });
  });
});

describe('isPlayable', () => {
  it('built for the hosted platform, enables exactly the debates it has squads for', () => {
    const hosted = hostedAppConfig(HOSTED);
    expect(debates.filter((debate) => isPlayable(debate, hosted)).map((debate) => debate.id)).toEqual([
      'morality-debate',
      'ai-consciousness-debate',
    ]);
  });

  it('on the local platform, follows the catalogue flag that the content sets', () => {
    for (const debate of debates) expect(isPlayable(debate, undefined)).toBe(debate.isSquadEnabled);
  });
});

describe('loadAppConfig', () => {
  it('says which platform could not be reached, not "Failed to fetch", when the local platform is down', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    try {
      await expect(loadAppConfig()).rejects.toThrow(
        `Could not reach the voice platform at ${window.location.origin}. Check your connection and try again.`,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
