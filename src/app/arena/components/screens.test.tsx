// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionErrorScreen } from './connection-error-screen';
import { runDiagnostics, type Diagnostic } from './diagnostics';
import { LoadingScreen } from './loading-screen';
import { MicDeniedScreen } from './mic-denied-screen';

afterEach(cleanup);

describe('LoadingScreen', () => {
  it('shows the club header and a status with the connection text', () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dialectic Club' })).toBeDefined();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Establishing voice connection...');
    expect(status.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('main')).toBeDefined();
  });
});

describe('MicDeniedScreen', () => {
  it('explains the denied microphone exactly and leads back to the battles', async () => {
    const onBack = vi.fn();
    render(<MicDeniedScreen onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Microphone Access Denied' })).toBeDefined();
    expect(
      screen.getByText(
        'Microphone access is required to join the debate. Please enable microphone permissions in your browser settings and reload the page.',
      ),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Battles' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('ConnectionErrorScreen', () => {
  const diagnostics: Diagnostic[] = [
    { label: 'Voice key configured', pass: true },
    { label: 'Media devices available', pass: false },
    { label: 'WebSocket supported', pass: true },
    { label: 'Secure connection (HTTPS or localhost)', pass: false },
    { label: 'Internet online', pass: true },
  ];

  it('shows the message as an alert and retries with Try Again', async () => {
    const onTryAgain = vi.fn();
    render(
      <ConnectionErrorScreen message="Failed to connect" onTryAgain={onTryAgain} diagnostics={diagnostics} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Connection Error' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('Failed to connect');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
  });

  it('marks each diagnostic pass or fail in words, not only in colour', () => {
    render(<ConnectionErrorScreen message="x" onTryAgain={vi.fn()} diagnostics={diagnostics} />);
    const section = screen.getByRole('region', { name: 'System Diagnostics' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Voice key configured: pass',
      'Media devices available: fail',
      'WebSocket supported: pass',
      'Secure connection (HTTPS or localhost): fail',
      'Internet online: pass',
    ]);
  });

  it('lists the troubleshooting steps', () => {
    render(<ConnectionErrorScreen message="x" onTryAgain={vi.fn()} diagnostics={diagnostics} />);
    const section = screen.getByRole('region', { name: 'Troubleshooting Steps' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Check your internet connection',
      'Make sure the voice public key is set in the environment',
      'Grant microphone permission',
      'Refresh the page',
      'Check the browser console for errors',
    ]);
  });

  it('never renders the public key, only the marks computed from it', () => {
    const secret = 'pk_test_SECRET_4242';
    const { container } = render(
      <ConnectionErrorScreen
        message="Failed to connect"
        onTryAgain={vi.fn()}
        diagnostics={runDiagnostics({
          publicKey: secret,
          navigator: { onLine: false } as Navigator,
          location: { protocol: 'http:', hostname: 'localhost' } as Location,
          WebSocket: class FakeWebSocket {
            readonly url = '';
          },
        })}
      />,
    );
    expect(container.innerHTML).not.toContain(secret);
    expect(container.innerHTML).not.toContain('SECRET');
    const marks = within(screen.getByRole('region', { name: 'System Diagnostics' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(marks).toEqual([
      'Voice key configured: pass',
      'Media devices available: fail',
      'WebSocket supported: pass',
      'Secure connection (HTTPS or localhost): pass',
      'Internet online: fail',
    ]);
  });
});
