import type { PlatformMessage } from '../../src/protocol';
import type { Heard, RecognitionStream, Recognizer } from '../speech/recognition';
import { endSilenceMs } from '../speech/voice-activity';

/** Utterances waiting for their final words; a client that speaks faster than they come loses the newest. */
const MAX_PENDING_UTTERANCES = 2;
/** How often the visitor's words so far go out as a partial transcript while they speak. */
export const PARTIAL_INTERVAL_MS = 300;
/**
 * A visitor who starts speaking again this soon after an utterance ended (their start is heard ~250 ms in) was
 * still making the same challenge: they paused after a clause that sounded finished. The two are answered as one.
 */
export const CONTINUATION_MS = 1500;

/** The utterance the visitor is speaking: heard as it comes. */
interface Speaking {
  stream: RecognitionStream;
  /** When its start was heard. */
  startedAt: number;
  /** The words heard so far, for the endpoint and the partial transcripts. */
  heard?: Heard;
  partialSentAt: number;
  partialSent: string;
}

/** What an utterance came to: the words said, and the challenge they make with the one they continue. */
export interface Spoken {
  said: string;
  challenge: string;
}

export interface VisitorHearingOptions {
  recognizer: Recognizer;
  sendJson: (message: PlatformMessage) => void;
  log: (line: string) => void;
}

/**
 * A call's ears: streams each utterance of the visitor to the recogniser as it is spoken, sends their words so far
 * as partial transcripts, says how long a silence ends it (speech/voice-activity/endpointing.ts), keeps their
 * voice for the next one, and joins an utterance to the one it continues.
 */
export class VisitorHearing {
  private pending = 0;
  private speaking: Speaking | undefined;
  /** The visitor's last spoken challenge, and when its utterance ended, for one that continues it. */
  private lastSpoken: { text: string; endedAt: number } | undefined;
  /** The visitor's voice as the recogniser normalises it, learnt from their utterances so far. */
  private speakerMean: Float32Array | undefined;
  private closed = false;

  constructor(private readonly options: VisitorHearingOptions) {}

  /** An utterance started: `audio` is all of it so far. */
  start(audio: Int16Array): void {
    if (this.pending >= MAX_PENDING_UTTERANCES) {
      this.options.log('an utterance was dropped: the recogniser is still busy with the ones before it');
      return;
    }
    const speaking: Speaking = {
      stream: this.options.recognizer.stream({
        onPartial: (heard) => this.onPartial(speaking, heard),
        // Speech came faster than the machine decodes it: said in the log, so that a crowd's wait can be seen.
        onWaited: (waitedMs, ahead) =>
          this.options.log(
            `an utterance waited ${Math.round(waitedMs)} ms for a decoder, ${ahead} utterance(s) ahead of it`,
          ),
        ...(this.speakerMean && { mean: this.speakerMean }),
      }),
      startedAt: performance.now(),
      partialSentAt: 0,
      partialSent: '',
    };
    this.speaking = speaking;
    speaking.stream.write(audio);
  }

  /** The utterance's next audio. */
  write(frame: Int16Array): void {
    this.speaking?.stream.write(frame);
  }

  /** The silence that ends the utterance now, from the words heard so far. */
  endSilenceMs(): number {
    return endSilenceMs(this.speaking?.heard);
  }

  /** A typed challenge came between: the next utterance continues nothing. */
  interrupted(): void {
    this.lastSpoken = undefined;
  }

  /**
   * The utterance ended: resolves with what it came to ('' when nothing was said: words shown while the visitor
   * spoke are then taken back), or undefined for an utterance that was not heard (dropped) or a call closed since.
   */
  async end(): Promise<Spoken | undefined> {
    const speaking = this.speaking;
    this.speaking = undefined;
    if (!speaking) return undefined;
    const endedAt = performance.now();
    let said: string;
    this.pending += 1;
    try {
      const heard = await speaking.stream.end();
      said = heard.words.trim();
      if (heard.mean) this.speakerMean = heard.mean;
    } catch (error) {
      this.options.log(`speech recognition failed: ${(error as Error).message}`);
      said = '';
    } finally {
      this.pending -= 1;
    }
    if (this.closed) return undefined;
    if (said === '') {
      if (speaking.partialSent !== '') this.sendPartial('');
      return { said, challenge: said };
    }
    const previous = this.lastSpoken;
    const continues = previous !== undefined && speaking.startedAt - previous.endedAt <= CONTINUATION_MS;
    const challenge = continues ? `${previous.text} ${said}` : said;
    this.lastSpoken = { text: challenge, endedAt };
    return { said, challenge };
  }

  close(): void {
    this.closed = true;
    this.speaking?.stream.cancel();
    this.speaking = undefined;
  }

  private onPartial(speaking: Speaking, heard: Heard): void {
    speaking.heard = heard;
    const now = performance.now();
    if (this.closed || this.speaking !== speaking || heard.words === speaking.partialSent) return;
    if (now - speaking.partialSentAt < PARTIAL_INTERVAL_MS) return;
    speaking.partialSentAt = now;
    speaking.partialSent = heard.words;
    this.sendPartial(heard.words);
  }

  private sendPartial(words: string): void {
    this.options.sendJson({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: words });
  }
}
