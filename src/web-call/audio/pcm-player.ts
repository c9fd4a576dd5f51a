const PLAYBACK_RATE = 16_000;
/**
 * Scheduling slack so that the first frame of a burst is not scheduled in the past: a render block or two. Should
 * the audio thread pass it all the same, that frame plays at once and overlaps the next by the few milliseconds it
 * was late; a reply starts with silence (40 ms at least), so nothing of it is heard.
 */
export const START_DELAY_S = 0.02;
/**
 * While the browser holds the context back (autoplay), what arrives is kept to play from its first word once it
 * starts, up to this much; later audio is dropped, so that a page never clicked cannot grow without bound.
 */
export const MAX_HELD_S = 60;

/** Plays PCM16 mono 16 kHz frames gaplessly through WebAudio and measures what is heard. */
export class PcmPlayer {
  private readonly analyser: AnalyserNode;
  private readonly sources = new Set<AudioBufferSourceNode>();
  private readonly samples: Float32Array<ArrayBuffer>;
  private nextStart = 0;

  constructor(private readonly context: AudioContext) {
    this.analyser = context.createAnalyser();
    this.analyser.fftSize = 1024;
    this.samples = new Float32Array(this.analyser.fftSize);
    this.analyser.connect(context.destination);
  }

  enqueue(pcm: Int16Array): void {
    if (pcm.length === 0) return;
    if (this.context.state !== 'running' && this.nextStart - this.context.currentTime > MAX_HELD_S) return;
    const buffer = this.context.createBuffer(1, pcm.length, PLAYBACK_RATE);
    const channel = buffer.getChannelData(0);
    for (let i = 0; i < pcm.length; i++) channel[i] = (pcm[i] as number) / 0x8000;
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.analyser);
    this.nextStart = Math.max(this.nextStart, this.context.currentTime + START_DELAY_S);
    source.start(this.nextStart);
    this.nextStart += buffer.duration;
    this.sources.add(source);
    source.onended = () => {
      source.disconnect();
      this.sources.delete(source);
    };
  }

  /** Drops everything queued (barge-in: the visitor interrupted). */
  flush(): void {
    for (const source of this.sources) {
      source.onended = null;
      source.stop();
      source.disconnect();
    }
    this.sources.clear();
    this.nextStart = 0;
  }

  /** RMS of what is playing now, 0..1. */
  level(): number {
    this.analyser.getFloatTimeDomainData(this.samples);
    let sum = 0;
    for (const s of this.samples) sum += s * s;
    return Math.sqrt(sum / this.samples.length);
  }

  close(): void {
    this.flush();
    this.analyser.disconnect();
  }
}
