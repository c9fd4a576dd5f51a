import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="page-center">
      <h1 className="title">404</h1>
      <p className="lead">Oops! Page not found</p>
      <Link className="button" to="/">
        Return to Home
      </Link>
    </main>
  );
}
