import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WebCallError } from './errors';
import { FakeTransport } from './testing/fake-transport';
import { setupWebCall as setup } from './testing/web-call-setup';
import type { WebCall } from './web-call';

beforeEach(() => FakeTransport.reset());

describe('who ended the call, and what each failure is', () => {
  it("says 'customer-ended-call' once, whoever left (spec section 4), and call-end says who did", async () => {
    const reasons: (string | undefined)[] = [];
    const endedBy: string[] = [];
    for (const by of ['visitor', 'platform', 'connection'] as const) {
      const { client, transports } = setup();
      client.on('message', (m) => {
        if (m.type === 'status-update') reasons.push(m.endedReason as string | undefined);
      });
      client.on('call-end', (ended) => endedBy.push(ended.by));
      await client.start('a-1');
      if (by === 'visitor') await client.stop();
      else transports[0]?.events.onLeft({ by });
    }
    expect(reasons).toEqual(['customer-ended-call', 'customer-ended-call', 'customer-ended-call']);
    expect(endedBy).toEqual(['visitor', 'platform', 'connection']);
  });

  it('gives every failure a code: start-failed, join-failed, microphone, malformed-message, missing-target', async () => {
    const codes: string[] = [];
    const collect = (client: WebCall) =>
      client.on('error', (error) => codes.push(`${error.code}: ${error.message}`));

    const refused = setup({}, () =>
      Response.json({ message: 'squadId x matches no squad' }, { status: 400 }),
    );
    collect(refused.client);
    expect(await refused.client.start('a-1')).toBeNull();

    const unjoinable = setup({
      createTransport: async (options) => {
        const transport = new FakeTransport(options);
        transport.joinError = new Error('Could not connect to the voice transport (code 1006).');
        return transport;
      },
    });
    collect(unjoinable.client);
    expect(await unjoinable.client.start('a-1')).toBeNull();

    const live = setup();
    collect(live.client);
    await live.client.start('a-1');
    const transport = live.transports[0] as FakeTransport;
    transport.muteError = new DOMException('Requested device not found', 'NotFoundError');
    live.client.setMuted(false);
    await vi.waitFor(() => expect(codes).toHaveLength(3));
    transport.events.onAppMessage(JSON.stringify({ type: 'speech-update', status: 'loud' }));
    await expect(live.client.start()).rejects.toBeInstanceOf(WebCallError);

    expect(codes.map((c) => c.split(':')[0])).toEqual([
      'start-failed',
      'join-failed',
      'microphone',
      'malformed-message',
      'missing-target',
    ]);
    expect(codes[0]).toContain('squadId x matches no squad');
    expect(codes[1]).toBe('join-failed: Could not connect to the voice transport (code 1006).');
    expect(codes[2]).toBe('microphone: The microphone could not be opened: Requested device not found');
  });
});
