import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError } from './load-chunk';
import { RELOAD_TEXT, RELOAD_TITLE } from './reload-screen';

interface State {
  error: unknown;
}

/** The generic fallback of spec section 2: 'Unexpected Application Error!' with the error's status or message. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    if (this.state.error instanceof ChunkLoadError) {
      return (
        <main className="page-center" role="alert">
          <h1 className="title">{RELOAD_TITLE}</h1>
          <p className="lead">{RELOAD_TEXT}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </main>
      );
    }
    return (
      <main className="page-center" role="alert">
        <h1 className="title">Unexpected Application Error!</h1>
        <p className="lead">{describeError(this.state.error)}</p>
        <a className="button" href="/">
          Return to Home
        </a>
      </main>
    );
  }
}

export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, statusText, message } = error as {
      status?: unknown;
      statusText?: unknown;
      message?: unknown;
    };
    if (typeof status === 'number')
      return `${status}${typeof statusText === 'string' ? ` ${statusText}` : ''}`;
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
}
