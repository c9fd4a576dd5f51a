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

/** Mounts the React app over the static landing page, starting at `view` when on '/'. */
export function mountApp(root: HTMLElement, view: View['name']): void {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
          <App initialView={view} />
          <Toaster
            visibleToasts={TOASTS_VISIBLE}
            duration={TOAST_DURATION_MS}
            theme="dark"
            position="top-right"
          />
        </Tooltip.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
