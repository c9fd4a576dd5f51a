/** The banner's base speed (spec section 2): 2 px per frame at 60 frames a second, leftward. */
export const BANNER_SPEED_PX_PER_FRAME = 2;
const FRAMES_PER_SECOND = 60;

/**
 * Sets the banner's scroll duration from its width so that it moves at the base speed whatever the screen.
 * The track holds the slogan several times and scrolls by half of itself, so the loop is seamless.
 * Plain DOM, no React: the static landing page uses it before React has loaded.
 */
export function startBanner(banner: HTMLElement): () => void {
  const track = banner.querySelector<HTMLElement>('.banner-track');
  if (!track) return () => undefined;
  const update = (): void => {
    const distance = track.scrollWidth / 2;
    const seconds = distance / (BANNER_SPEED_PX_PER_FRAME * FRAMES_PER_SECOND);
    track.style.setProperty('--banner-duration', `${Math.max(1, seconds).toFixed(2)}s`);
  };
  update();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
  observer?.observe(track);
  return () => observer?.disconnect();
}
