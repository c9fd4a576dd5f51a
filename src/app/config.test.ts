import { describe, expect, it } from 'vitest';
import { debates } from '../debates';
import { hostedAppConfig, isPlayable } from './config';

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
