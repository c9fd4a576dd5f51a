import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../server/test-support';
import { NO_CALL_OBJECT, START_MISSING_TARGET, WebCall } from './index';

describe('WebCall', () => {
  let server: TestPlatform;

  beforeAll(async () => {
    server = await startTestPlatform();
  });
  afterAll(() => server.close());

  it('refuses to start without an assistant, squad or workflow', async () => {
    await expect(new WebCall('key', server.baseUrl).start()).rejects.toThrow(START_MISSING_TARGET);
  });

  it('refuses to mute when there is no call', () => {
    expect(() => new WebCall('key', server.baseUrl).setMuted(true)).toThrow(NO_CALL_OBJECT);
  });

  it('emits the platform error and resolves null when the key is refused', async () => {
    const call = new WebCall('not-the-key', server.baseUrl);
    const onError = vi.fn();
    call.on('error', onError);
    await expect(call.start('some-assistant')).resolves.toBeNull();
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 401 });
  });
});
