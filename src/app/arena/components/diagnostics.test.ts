import { describe, expect, it } from 'vitest';
import { runDiagnostics, type DiagnosticsEnvironment } from './diagnostics';

const SECRET = 'pk_live_1234567890abcdef';

function fakeNavigator(fields: { onLine: boolean; getUserMedia?: boolean }): Navigator {
  const mediaDevices = fields.getUserMedia ? { getUserMedia: async () => ({}) } : undefined;
  return { onLine: fields.onLine, mediaDevices } as unknown as Navigator;
}

function fakeLocation(url: string): Location {
  const { protocol, hostname } = new URL(url);
  return { protocol, hostname } as Location;
}

/** Only its type is checked: a constructor function. */
class FakeWebSocket {
  readonly url = '';
}

const healthy: DiagnosticsEnvironment = {
  publicKey: SECRET,
  navigator: fakeNavigator({ onLine: true, getUserMedia: true }),
  location: fakeLocation('https://club.example/'),
  WebSocket: FakeWebSocket,
};

describe('runDiagnostics', () => {
  it('passes all five checks in a healthy browser, in the spec order', () => {
    expect(runDiagnostics(healthy)).toEqual([
      { label: 'Voice key configured', pass: true },
      { label: 'Media devices available', pass: true },
      { label: 'WebSocket supported', pass: true },
      { label: 'Secure connection (HTTPS or localhost)', pass: true },
      { label: 'Internet online', pass: true },
    ]);
  });

  it('fails every check in an empty environment', () => {
    expect(runDiagnostics({}).map((check) => check.pass)).toEqual([false, false, false, false, false]);
  });

  it('fails each check on its own cause', () => {
    const marks = (env: DiagnosticsEnvironment) => runDiagnostics({ ...healthy, ...env }).map((c) => c.pass);
    expect(marks({ publicKey: '  ' })).toEqual([false, true, true, true, true]);
    expect(marks({ navigator: fakeNavigator({ onLine: true }) })).toEqual([true, false, true, true, true]);
    expect(marks({ WebSocket: undefined })).toEqual([true, true, false, true, true]);
    expect(marks({ location: fakeLocation('http://club.example/') })).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
    expect(marks({ navigator: fakeNavigator({ onLine: false, getUserMedia: true }) })).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it.each(['http://localhost:3000/', 'http://127.0.0.1:5173/', 'http://[::1]:3000/'])(
    'treats %s as a secure connection',
    (url) => {
      const secure = runDiagnostics({ ...healthy, location: fakeLocation(url) })[3];
      expect(secure).toEqual({ label: 'Secure connection (HTTPS or localhost)', pass: true });
    },
  );

  it('never copies any part of the key into its result', () => {
    const output = JSON.stringify(runDiagnostics(healthy));
    for (let start = 0; start + 4 <= SECRET.length; start += 1) {
      expect(output).not.toContain(SECRET.slice(start, start + 4));
    }
  });
});
