import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadKnowledge } from '../../server/content';
import { debateAssistants } from '../../server/content/platform';
import { E2E_KEYS } from './chromium';

// What the browser downloads must never hold a secret, the philosophers' prompts or their knowledge (docs/architecture.md
// sections 5 and 7).
const assets = join('dist', 'assets');
const bundle = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, text: readFileSync(join(assets, file), 'utf8') }));

/** A sample of every kind of knowledge text: each seat's arguments and words, each debate's cues and examples. */
function knowledgeSamples(): string[] {
  const { topics, philosophers } = loadKnowledge();
  const samples = [...topics.values()].flatMap((topic) =>
    topic.issues.flatMap((i) => [i.examples[0] as string]),
  );
  for (const person of philosophers.values()) {
    samples.push(person.style.openers[0] as string);
    for (const seat of Object.values(person.seats)) {
      if (seat.role === 'debater')
        samples.push(...seat.arguments.map((a) => a.claim), seat.terms[0]?.meaning ?? '');
      else samples.push(seat.summaries[0] as string, seat.framings[0]?.text ?? '');
    }
  }
  return samples.filter((sample) => sample.length > 20);
}

test('the built app holds no private key, no system prompt and no knowledge', () => {
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
    const leaked = knowledgeSamples().filter((sample) => text.includes(sample.slice(0, 60)));
    expect(leaked, `${file} holds the philosophers' knowledge`).toEqual([]);
  }
});
