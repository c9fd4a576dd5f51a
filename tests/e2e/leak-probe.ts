/**
 * Installed into the page before any script runs: keeps a reference to every WebSocket, AudioContext and
 * microphone track the page creates, so a test can ask which are still open. Runs in the browser.
 */
export function installLeakProbe(): void {
  const probe = {
    sockets: [] as WebSocket[],
    contexts: [] as AudioContext[],
    tracks: [] as MediaStreamTrack[],
  };
  (window as unknown as { __leakProbe: typeof probe }).__leakProbe = probe;
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      probe.sockets.push(this);
    }
  };
  const NativeContext = window.AudioContext;
  window.AudioContext = class extends NativeContext {
    constructor(options?: AudioContextOptions) {
      super(options);
      probe.contexts.push(this);
    }
  };
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    probe.tracks.push(...stream.getTracks());
    return stream;
  };
}

export interface LeakReport {
  sockets: number;
  openSockets: number;
  contexts: number;
  openContexts: number;
  tracks: number;
  liveTracks: number;
  audioElements: number;
}

export function readLeakProbe(): LeakReport {
  const probe = (
    window as unknown as {
      __leakProbe: { sockets: WebSocket[]; contexts: AudioContext[]; tracks: MediaStreamTrack[] };
    }
  ).__leakProbe;
  return {
    sockets: probe.sockets.length,
    openSockets: probe.sockets.filter((s) => s.readyState !== WebSocket.CLOSED).length,
    contexts: probe.contexts.length,
    openContexts: probe.contexts.filter((c) => c.state !== 'closed').length,
    tracks: probe.tracks.length,
    liveTracks: probe.tracks.filter((t) => t.readyState === 'live').length,
    audioElements: document.querySelectorAll('audio').length,
  };
}
