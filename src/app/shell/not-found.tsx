import { useEffect } from 'react';

export function NotFound({ pathname }: { pathname: string }) {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="page-center not-found">
      <h1 className="title">404</h1>
      <p className="lead">Oops! Page not found</p>
      <a className="button" href="/">
        Return to Home
      </a>
    </main>
  );
}
