// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMicShortcuts } from './use-mic-shortcuts';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** A microphone as the arena holds it: muted until toggled. */
function mic(enabled = true) {
  const state = { muted: true, toggles: 0 };
  const toggle = () => {
    state.muted = !state.muted;
    state.toggles += 1;
    rerender();
  };
  const { rerender: rerenderHook } = renderHook(() =>
    useMicShortcuts({ enabled, muted: state.muted, toggle }),
  );
  const rerender = () => rerenderHook();
  return state;
}

const key = (type: 'keydown' | 'keyup', k: string, target: EventTarget = document.body, repeat = false) =>
  target.dispatchEvent(new KeyboardEvent(type, { key: k, bubbles: true, repeat }));

describe('the arena keyboard shortcuts', () => {
  it('M mutes and unmutes', () => {
    const state = mic();
    key('keydown', 'm');
    expect(state.muted).toBe(false);
    key('keydown', 'M');
    expect(state.muted).toBe(true);
  });

  it('holding Space talks: the microphone opens on press, stays open while held, and closes on release', () => {
    const state = mic();
    key('keydown', ' ');
    expect(state.muted).toBe(false);
    key('keydown', ' ', document.body, true);
    expect(state.toggles).toBe(1);
    key('keyup', ' ');
    expect(state.muted).toBe(true);
  });

  it('leaves keys alone in a text field, and Space on a button, and while the debate is not live', () => {
    const state = mic();
    const input = document.body.appendChild(document.createElement('input'));
    key('keydown', 'm', input);
    key('keydown', ' ', input);
    const button = document.body.appendChild(document.createElement('button'));
    key('keydown', ' ', button);
    expect(state.toggles).toBe(0);
    cleanup();
    const offline = mic(false);
    key('keydown', 'm');
    expect(offline.toggles).toBe(0);
  });
});
