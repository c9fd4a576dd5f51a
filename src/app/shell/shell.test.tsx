// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createQueryClient,
  QUERY_CACHE_MS,
  QUERY_RETRIES,
  queryRetryDelay,
  TOAST_DURATION_MS,
  TOASTS_VISIBLE,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from './defaults';
import { describeError, ErrorBoundary } from './error-boundary';
import { NotFound } from './not-found';

afterEach(() => vi.restoreAllMocks());

describe('NotFound', () => {
  it("says 'Oops! Page not found', links home and logs the missing path", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<NotFound pathname="/no/such/page" />);
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/no/such/page');
  });
});

describe('ErrorBoundary', () => {
  function Boom({ error }: { error: unknown }): never {
    throw error;
  }

  it("shows 'Unexpected Application Error!' with the error's message", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Boom error={new Error('the squad went missing')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('the squad went missing')).toBeTruthy();
  });

  it('prefers a status when the error carries one', () => {
    expect(describeError({ status: 503, statusText: 'Service Unavailable' })).toBe('503 Service Unavailable');
    expect(describeError('plain')).toBe('plain');
  });
});

describe('library defaults (spec section 9)', () => {
  it('tooltips 700/300 ms, toasts 3 visible for 4000 ms', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TOASTS_VISIBLE, TOAST_DURATION_MS]).toEqual([
      700, 300, 3, 4000,
    ]);
  });

  it('retries 3 times with backoff capped at 30 s and keeps its cache 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(QUERY_RETRIES);
    expect(QUERY_RETRIES).toBe(3);
    expect(queries?.gcTime).toBe(QUERY_CACHE_MS);
    expect(QUERY_CACHE_MS).toBe(300_000);
  });
});
