// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EventMap = Record<string, (...args: any[]) => void>;

/** A small typed event emitter: one event map type drives on/once/off/emit. */
export class TypedEmitter<Events extends EventMap> {
  private readonly handlers = new Map<keyof Events, Set<Events[keyof Events]>>();

  on<E extends keyof Events>(event: E, handler: Events[E]): this {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
    return this;
  }

  once<E extends keyof Events>(event: E, handler: Events[E]): this {
    const wrapper = ((...args: Parameters<Events[E]>) => {
      this.off(event, wrapper);
      handler(...args);
    }) as Events[E];
    return this.on(event, wrapper);
  }

  off<E extends keyof Events>(event: E, handler: Events[E]): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  removeListener<E extends keyof Events>(event: E, handler: Events[E]): this {
    return this.off(event, handler);
  }

  removeAllListeners(): this {
    this.handlers.clear();
    return this;
  }

  listenerCount(event: keyof Events): number {
    return this.handlers.get(event)?.size ?? 0;
  }

  protected emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      try {
        handler(...args);
      } catch (error) {
        // A listener's bug must not break the call or the other listeners.
        console.error(`web-call: a '${String(event)}' listener threw`, error);
      }
    }
  }
}
