/** The performance mark the bootstrap sets when ENTER starts to work (read by scripts/bench/landing-js.ts). */
export const ENTER_READY_MARK = 'dialectic:enter-ready';
