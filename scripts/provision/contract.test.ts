import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectSchema, openApiAvailable } from '../../tests/support/openapi';
import { debateAssistantDtos, getSquad, toCreateSquadDto } from '../../server/content/platform';
import { createPlatformClient, type PlatformClient } from '../../src/platform-api/client';
import { startRecordingServer, type RecordingServer } from '../../src/platform-api/testing/recording-server';
import type { CreateAssistantDTO, CreateWebCallDTO } from '../../src/platform-api/types';

/** What went over the wire for the only request so far, parsed. */
function sentBody(server: RecordingServer): unknown {
  expect(server.requests).toHaveLength(1);
  return JSON.parse(server.requests[0]?.body.toString() ?? 'null');
}

/** A debate assistant as provisioning sends it (the debate domain's toCreateAssistantDto). */
function sampleAssistant(): CreateAssistantDTO {
  const [first] = debateAssistantDtos();
  if (!first) throw new Error('The debate cast is empty.');
  return first;
}

function fakeSquad() {
  const squad = getSquad('morality-debate');
  if (!squad) throw new Error('No morality squad.');
  return toCreateSquadDto(squad, (key) => `fake-assistant-${key}`);
}

describe.skipIf(!openApiAvailable)('what the debate sends matches the OpenAPI document', () => {
  let server: RecordingServer;
  let platform: PlatformClient;

  beforeAll(async () => {
    server = await startRecordingServer();
    platform = createPlatformClient({ baseUrl: server.baseUrl, token: 'private-key' });
  });
  beforeEach(() => server.reset());
  afterAll(() => server.close());

  it('POST /assistant: every debate assistant is a CreateAssistantDTO', async () => {
    for (const assistant of debateAssistantDtos()) {
      server.reset();
      await platform.assistant.create(assistant);
      expectSchema('CreateAssistantDTO', sentBody(server));
    }
  });

  it('POST /squad: the squad built with toCreateSquadDto is a CreateSquadDTO', async () => {
    await platform.squad.create(fakeSquad());
    const body = sentBody(server);
    expectSchema('CreateSquadDTO', body);
    expect(body).toMatchObject({ members: [{ assistantId: 'fake-assistant-aristotle' }, {}, {}] });
  });

  it('POST /call/web: by squad id, and with an inline squad and assistant overrides, is a CreateWebCallDTO', async () => {
    const bodies: CreateWebCallDTO[] = [
      { squadId: 'fake-squad-id' },
      { assistantId: 'fake-assistant-id', assistantOverrides: { firstMessage: 'Shall we begin?' } },
      { squad: fakeSquad() },
      { assistant: sampleAssistant() },
    ];
    for (const body of bodies) {
      server.reset();
      await platform.call.createWeb(body);
      expectSchema('CreateWebCallDTO', sentBody(server));
    }
  });

  it('the schemas do reject a wrong body, so the checks above mean something', () => {
    expect(() => expectSchema('CreateSquadDTO', { name: 'No members' })).toThrow('mismatch');
    expect(() => expectSchema('CreateAssistantDTO', { name: 'x'.repeat(41) })).toThrow('mismatch');
  });
});
