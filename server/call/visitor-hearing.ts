import type { PlatformMessage } from '../../src/protocol';
import type { Heard, RecognitionStream, Recognizer } from '../speech/recognition';
import { concatPcm, durationMs } from '../speech';
import { endSilenceMs } from '../speech/voice-activity';
import { writtenForm } from './written-form';

/** Utterances waiting for their final words; a client that speaks faster than they come loses the newest. */
const MAX_PENDING_UTTERANCES = 2;
/** How often the visitor's words so far go out as a partial transcript while they speak. */
export const PARTIAL_INTERVAL_MS = 300;
/**
 * A visitor who starts speaking again this soon after an utterance ended (their start is heard ~250 ms in) was
 * still making the same challenge: they paused after a clause that sounded finished. The two are answered as one.
 */
export const CONTINUATION_MS = 1500;

/**
 * Silence before the endpoint at which an utterance's words are settled: its stream is ended then, so that its last
 * audio is decoded and its words sent back (behind other visitors' audio, when a crowd speaks) while the endpoint
 * still waits, and the words are ready when it ends the utterance. A visitor who speaks again before
 * the endpoint goes on in a new stream, and the utterance's words are its parts' words, in order.
 */
export const SETTLE_LEAD_MS = 200;
/** The least silence that settles an utterance: shorter pauses come between words of one phrase. */
export const MIN_SETTLE_SILENCE_MS = 150;
/**
 * The most parts an utterance is heard in: past it, a visitor who keeps pausing is heard in one stream to the end
 * (each part costs a decoder's last step, and the utterance detector lets an utterance run 15 s).
 */
export const MAX_PARTS = 8;
/** Of the silence after a settled part, what goes before the next part as its lead-in (the decoder's own pause). */
const RESUME_LEAD_MS = 150;

/** The utterance the visitor is speaking: heard as it comes, in one stream or, if they paused, several. */
interface Speaking {
  /** The part being heard; none while the utterance is settled (silence since). */
  stream: RecognitionStream | undefined;
  /** The parts already settled, in order: their final words to come. */
  settled: Promise<Heard>[];
  /** The settled parts' words as far as they are known (their partials, then their finals). */
  settledWords: string[];
  /** Settled parts whose final words have not come yet. */
  finalsDue: number;
  /** When its start was heard. */
  startedAt: number;
  /** The words heard so far in the current part, for the endpoint and the partial transcripts. */
  heard?: Heard;
  /** Silence since the last voiced frame, in ms, and its last frames (a next part's lead-in). */
  silentMs: number;
  silence: Int16Array[];
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
  /**
   * Every word of the utterance is heard while the endpoint still waits: what it comes to if the visitor says no
   * more (its answer can be made ready); undefined when they go on after all.
   */
  foresee?: (spoken: Spoken | undefined) => void;
  /** The names on the call, as the transcript writes them (written-form.ts). */
  names?: readonly string[];
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

  /** Tells the recogniser this visitor no longer needs a decoder ready; none until their microphone is on. */
  private leave: (() => void) | undefined;

  constructor(private readonly options: VisitorHearingOptions) {}

  /**
   * The visitor's microphone sends audio: from its first frame until the call ends, a decoder is made ready for them
   * before they speak (a crowd may start at once). A visitor who only types costs none.
   */
  microphoneOn(): void {
    if (this.leave || this.closed) return;
    this.leave = this.options.recognizer.expectSpeaker();
  }

  /** An utterance started: `audio` is all of it so far. */
  start(audio: Int16Array): void {
    if (this.pending >= MAX_PENDING_UTTERANCES) {
      this.options.log('an utterance was dropped: the recogniser is still busy with the ones before it');
      return;
    }
    const speaking: Speaking = {
      stream: undefined,
      settled: [],
      settledWords: [],
      finalsDue: 0,
      startedAt: performance.now(),
      silentMs: 0,
      silence: [],
      partialSentAt: 0,
      partialSent: '',
    };
    this.speaking = speaking;
    this.hearPart(speaking, audio);
  }

  /**
   * The utterance's next audio, and whether it is voiced. A long enough silence settles the part being heard; a
   * voice after it starts the next part.
   */
  write(frame: Int16Array, voiced: boolean): void {
    const speaking = this.speaking;
    if (!speaking) return;
    if (voiced) {
      speaking.silentMs = 0;
      if (!speaking.stream) {
        this.hearPart(speaking, concatPcm([...speaking.silence, frame]));
        speaking.silence = [];
        // What the utterance came to, if it was foreseen, is not what it comes to now.
        this.options.foresee?.(undefined);
        return;
      }
    } else {
      speaking.silentMs += durationMs(frame);
      if (!speaking.stream) {
        speaking.silence.push(frame);
        if (speaking.silence.length > Math.ceil(RESUME_LEAD_MS / durationMs(frame))) speaking.silence.shift();
        return;
      }
    }
    speaking.stream.write(frame);
    const lastPart = speaking.settled.length >= MAX_PARTS - 1;
    if (!voiced && !lastPart && speaking.silentMs >= this.settleAfterMs(speaking)) this.settle(speaking);
  }

  /** The silence that ends the utterance now, from the words heard so far. */
  endSilenceMs(): number {
    return endSilenceMs(this.speaking && this.heardSoFar(this.speaking));
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
    if (speaking.stream) this.settle(speaking);
    let said: string;
    this.pending += 1;
    try {
      // Each part's final replaces its partial words in settledWords as it comes (settle()).
      await Promise.all(speaking.settled);
      said = this.written(joinParts(speaking.settledWords));
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
    const spoken = this.spokenOf(speaking, said);
    this.lastSpoken = { text: spoken.challenge, endedAt };
    return spoken;
  }

  /** The challenge an utterance that said `said` makes: with the one before, if it continues it. */
  private spokenOf(speaking: Speaking, said: string): Spoken {
    const previous = this.lastSpoken;
    const continues = previous !== undefined && speaking.startedAt - previous.endedAt <= CONTINUATION_MS;
    return { said, challenge: continues ? `${previous.text} ${said}` : said };
  }

  /** The words as the transcript shows them: a sentence, its names capitalised. */
  private written(words: string): string {
    return words === '' ? '' : writtenForm(words, this.options.names ?? []);
  }

  close(): void {
    this.leave?.();
    this.leave = undefined;
    this.closed = true;
    this.speaking?.stream?.cancel();
    this.speaking = undefined;
  }

  /** Starts the utterance's next part, in a stream of its own, with its audio so far. */
  private hearPart(speaking: Speaking, audio: Int16Array): void {
    const stream = this.options.recognizer.stream({
      onPartial: (heard) => {
        if (speaking.stream === stream) this.onPartial(speaking, heard);
      },
      // Speech came faster than the machine decodes it: said in the log, so that a crowd's wait can be seen.
      onWaited: (waitedMs, ahead) =>
        this.options.log(
          `an utterance waited ${Math.round(waitedMs)} ms for a decoder, ${ahead} utterance(s) ahead of it`,
        ),
      // A part after a pause is in the voice its last part taught, if its final has come.
      ...(this.speakerMean && { mean: this.speakerMean }),
    });
    speaking.stream = stream;
    delete speaking.heard;
    stream.write(audio);
  }

  /** How much silence settles the part being heard: the endpoint's, less the lead the final needs. */
  private settleAfterMs(speaking: Speaking): number {
    // Nothing heard yet (a new voice is still being read): its words are wanted for the endpoint, so at once.
    if (!speaking.heard?.words) return MIN_SETTLE_SILENCE_MS;
    return Math.max(MIN_SETTLE_SILENCE_MS, endSilenceMs(this.heardSoFar(speaking)) - SETTLE_LEAD_MS);
  }

  /** Ends the part being heard: its final words are decoded while the visitor is silent. */
  private settle(speaking: Speaking): void {
    const stream = speaking.stream;
    if (!stream) return;
    const index = speaking.settled.length;
    speaking.settledWords.push(speaking.heard?.words ?? '');
    const final = stream.end();
    speaking.settled.push(final);
    speaking.finalsDue += 1;
    speaking.stream = undefined;
    final.then(
      (heard) => {
        if (heard.mean) this.speakerMean = heard.mean;
        speaking.settledWords[index] = heard.words;
        speaking.finalsDue -= 1;
        // The endpoint now hears the final words; a part after it has its own.
        if (!speaking.stream) speaking.heard = heard;
        this.foreseeEnd(speaking);
      },
      () => undefined, // end() reports it
    );
  }

  /** Every part of the utterance being spoken is heard, and the visitor is silent: what it comes to is foreseen. */
  private foreseeEnd(speaking: Speaking): void {
    if (this.closed || this.speaking !== speaking || speaking.stream || speaking.finalsDue > 0) return;
    const said = this.written(joinParts(speaking.settledWords));
    if (said !== '') this.options.foresee?.(this.spokenOf(speaking, said));
  }

  /** Everything heard of the utterance so far: its settled parts' words, then the current part's. */
  private heardSoFar(speaking: Speaking): Heard | undefined {
    const current = speaking.stream ? speaking.heard : undefined;
    const words = joinParts([...speaking.settledWords, current?.words ?? '']);
    if (words === '') return undefined;
    return { words, endChance: (current?.words ? current : speaking.heard)?.endChance ?? 0 };
  }

  private onPartial(speaking: Speaking, heard: Heard): void {
    speaking.heard = heard;
    const now = performance.now();
    const words = this.heardSoFar(speaking)?.words ?? '';
    if (this.closed || this.speaking !== speaking || words === speaking.partialSent) return;
    if (now - speaking.partialSentAt < PARTIAL_INTERVAL_MS) return;
    speaking.partialSentAt = now;
    speaking.partialSent = words;
    this.sendPartial(words);
  }

  private sendPartial(words: string): void {
    this.options.sendJson({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: words });
  }
}

/** An utterance's words from its parts' (some of which may have none). */
function joinParts(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}
