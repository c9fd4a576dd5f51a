// npm run provision: creates (or updates) the debate assistants and squads on the platform at VAPI_API_URL with
// VAPI_PRIVATE_KEY, writes the ids the app needs to .env.local, and prints them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createPlatformClient, DEFAULT_BASE_URL, PlatformApiError } from '../src/platform-api';
import { assistantVariable, mergeEnvFile, squadVariable } from './provision/env-file';
import { provisionDebates } from './provision/provision';

function readEnvironment(env: NodeJS.ProcessEnv): { baseUrl: string; token: string; envFile: string } {
  const problems: string[] = [];
  const token = env.VAPI_PRIVATE_KEY?.trim() ?? '';
  if (token === '')
    problems.push('VAPI_PRIVATE_KEY is not set: use your platform private key (never the public one).');
  const baseUrl = env.VAPI_API_URL?.trim() || DEFAULT_BASE_URL;
  try {
    const url = new URL(baseUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
  } catch {
    problems.push(`VAPI_API_URL must be an http(s) URL (got '${baseUrl}').`);
  }
  if (problems.length > 0) {
    throw new Error(`Cannot provision:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return { baseUrl, token, envFile: resolve(env.PROVISION_ENV_FILE ?? '.env.local') };
}

async function main(): Promise<void> {
  const { baseUrl, token, envFile } = readEnvironment(process.env);
  console.log(`Provisioning the debates on ${baseUrl} ...`);
  const result = await provisionDebates(createPlatformClient({ baseUrl, token }));

  const updates: Record<string, string> = {};
  if (baseUrl !== DEFAULT_BASE_URL) updates.VITE_VAPI_API_URL = baseUrl;
  for (const [key, { id, action }] of Object.entries(result.assistants)) {
    updates[assistantVariable(key)] = id;
    console.log(`  assistant ${key}: ${id} (${action})`);
  }
  for (const [debateId, { id, action }] of Object.entries(result.squads)) {
    updates[squadVariable(debateId)] = id;
    console.log(`  squad ${debateId}: ${id} (${action})`);
  }
  const existing = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '';
  writeFileSync(envFile, mergeEnvFile(existing, updates));
  console.log(`Wrote ${Object.keys(updates).length} ids to ${envFile}.`);
  if (!/^VITE_VAPI_PUBLIC_KEY=./m.test(existing)) {
    console.log('Add VITE_VAPI_PUBLIC_KEY=<your public key> to it, then npm run build to go live.');
  }
}

main().catch((error: unknown) => {
  if (error instanceof PlatformApiError) {
    console.error(`The platform refused (${error.status}): ${error.message}`);
    if (error.status === 401)
      console.error('Check VAPI_PRIVATE_KEY: it must be the private key of your organisation.');
  } else {
    console.error(error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
});
