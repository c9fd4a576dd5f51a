/**
 * jsdom has no ResizeObserver, and Radix measures tooltips and scroll areas with one. Tests install this
 * do-nothing stand-in: layout never changes in jsdom, so there is nothing to observe.
 */
export class FakeResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function installFakeResizeObserver(): void {
  if (typeof globalThis.ResizeObserver === 'undefined') globalThis.ResizeObserver = FakeResizeObserver;
}
