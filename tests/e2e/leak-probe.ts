/**
 * Installed into the page before any script runs: counts every WebSocket, AudioContext and microphone track the
 * page creates and keeps a weak reference to each, so a test can ask which are still open without the probe
 * itself keeping them alive (the soak test also measures the heap). One the browser has collected is closed: an
 * open socket, a running context or a live track is kept alive by the browser itself. Runs in the browser.
 */
export function installLeakProbe(): void {
  const probe = {
    sockets: [] as WeakRef<WebSocket>[],
    contexts: [] as WeakRef<AudioContext>[],
    tracks: [] as WeakRef<MediaStreamTrack>[],
  };
  (window as unknown as { __leakProbe: typeof probe }).__leakProbe = probe;
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      probe.sockets.push(new WeakRef(this));
    }
  };
  const NativeContext = window.AudioContext;
  window.AudioContext = class extends NativeContext {
    constructor(options?: AudioContextOptions) {
      super(options);
      probe.contexts.push(new WeakRef(this));
    }
  };
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    probe.tracks.push(...stream.getTracks().map((track) => new WeakRef(track)));
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
      __leakProbe: {
        sockets: WeakRef<WebSocket>[];
        contexts: WeakRef<AudioContext>[];
        tracks: WeakRef<MediaStreamTrack>[];
      };
    }
  ).__leakProbe;
  const open = <T extends object>(refs: WeakRef<T>[], isOpen: (item: T) => boolean): number =>
    refs.filter((ref) => {
      const item = ref.deref();
      return item !== undefined && isOpen(item);
    }).length;
  return {
    sockets: probe.sockets.length,
    openSockets: open(probe.sockets, (s) => s.readyState !== WebSocket.CLOSED),
    contexts: probe.contexts.length,
    openContexts: open(probe.contexts, (c) => c.state !== 'closed'),
    tracks: probe.tracks.length,
    liveTracks: open(probe.tracks, (t) => t.readyState === 'live'),
    audioElements: document.querySelectorAll('audio').length,
  };
}
