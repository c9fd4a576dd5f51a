/**
 * Plays the assistant's audio through one hidden <audio> element per call. A newer track supersedes the
 * element of the older one; removeAll() leaves nothing behind, even for a play() still pending.
 */
export class RemoteAudio {
  private element: HTMLAudioElement | undefined;
  private closed = false;
  /** The output device chosen, applied to every element. */
  private sinkId: string | undefined;

  /**
   * Resolves true once the track plays, false when it was superseded or removed meanwhile (nothing to announce).
   * Rejects when the browser refuses to play, usually its autoplay policy; the element is then removed.
   */
  async play(participantId: string, track: MediaStreamTrack): Promise<boolean> {
    if (this.closed) return false;
    if (this.element) this.detach(this.element);
    const element = document.createElement('audio');
    element.dataset.participantId = participantId;
    element.autoplay = true;
    element.hidden = true;
    element.srcObject = new MediaStream([track]);
    if (this.sinkId) await element.setSinkId(this.sinkId);
    document.body.append(element);
    this.element = element;
    try {
      // play() pends through media start-up, long enough for the call to end or the track to be replaced.
      await element.play();
    } catch (error) {
      if (this.element !== element) return false;
      this.detach(element);
      throw error;
    }
    return this.element === element;
  }

  /** Plays the assistant through this output device, now and for later tracks. */
  async setOutputDevice(deviceId: string): Promise<void> {
    if (typeof HTMLMediaElement.prototype.setSinkId !== 'function') {
      throw new Error('This browser cannot choose where the debate is played.');
    }
    await this.element?.setSinkId(deviceId);
    this.sinkId = deviceId;
  }

  /** Removes the element of a participant who left. */
  remove(participantId: string): void {
    if (this.element?.dataset.participantId === participantId) this.detach(this.element);
  }

  /** Removes the element and refuses later plays. */
  removeAll(): void {
    this.closed = true;
    if (this.element) this.detach(this.element);
  }

  private detach(element: HTMLAudioElement): void {
    element.srcObject = null;
    element.remove();
    if (this.element === element) this.element = undefined;
  }
}
