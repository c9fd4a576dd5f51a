import { QueryClientProvider } from '@tanstack/react-query';
import * as Tooltip from '@radix-ui/react-tooltip';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { App } from './app';
import {
  createQueryClient,
  TOAST_DURATION_MS,
  TOASTS_VISIBLE,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from './defaults';
import type { View } from './main-experience';

/** Clear of the arena's controls, fixed to the bottom of a narrow screen (arena.css). */
const TOAST_BOTTOM_NARROW = '12rem';

/** Mounts the React app over the static landing page, starting at `view` when on '/'. */
export function mountApp(root: HTMLElement, view: View['name']): void {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
          <App initialView={view} />
          {/* Toasts rise from the bottom corner, above the arena's fixed bar on a phone (styles.css): at the top they
              covered the header's Exit Arena, End debate, clock and badge, and took their clicks. */}
          <Toaster
            visibleToasts={TOASTS_VISIBLE}
            // Error toasts in the error colours: the spec's "destructive" toast.
            richColors
            duration={TOAST_DURATION_MS}
            theme="dark"
            position="bottom-right"
            mobileOffset={{ bottom: TOAST_BOTTOM_NARROW }}
          />
        </Tooltip.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
