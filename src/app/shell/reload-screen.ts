// The screen for a part of the app that cannot be loaded (load-chunk.ts), in plain DOM: the entry script draws it
// itself when the app's own code is gone (a tab opened before a redeploy), and the React error boundary shows the
// same words.

export const RELOAD_TITLE = 'Dialectic Club needs a reload';
export const RELOAD_TEXT =
  'A part of the app could not be loaded: the connection dropped, or a newer version is out. Reload to carry on.';

/** Replaces what `root` shows with the Reload screen, its button focused so a keyboard user can act at once. */
export function drawReloadScreen(root: HTMLElement): void {
  const main = document.createElement('main');
  main.className = 'page-center';
  main.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.className = 'title';
  title.textContent = RELOAD_TITLE;
  const text = document.createElement('p');
  text.className = 'lead';
  text.textContent = RELOAD_TEXT;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  main.append(title, text, reload);
  root.replaceChildren(main);
  reload.focus();
}
