import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { debateAssistants } from '../../src/debates/platform';
import { E2E_KEYS } from './chromium';

// What the browser downloads must never hold a secret or the philosophers' prompts (DESIGN.md section 7).
const assets = join('dist', 'assets');
const bundle = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, text: readFileSync(join(assets, file), 'utf8') }));

test('the built app holds no private key and no system prompt', () => {
  expect(bundle.length).toBeGreaterThan(0);
  const secrets = [E2E_KEYS.privateKey, process.env.VAPI_PRIVATE_KEY, process.env.LOCAL_PRIVATE_KEY].filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  for (const { file, text } of bundle) {
    for (const secret of secrets) expect(text.includes(secret), `${file} holds a private key`).toBe(false);
    expect(/PRIVATE_KEY/.test(text), `${file} names a private key variable`).toBe(false);
    for (const assistant of debateAssistants) {
      const prompt = assistant.systemPrompt.slice(0, 60);
      expect(text.includes(prompt), `${file} holds ${assistant.name}'s prompt`).toBe(false);
    }
  }
});
