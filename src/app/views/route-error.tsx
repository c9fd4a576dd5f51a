import { isRouteErrorResponse, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="page-center" role="alert">
      <h1 className="title">Unexpected Application Error!</h1>
      <p className="lead">{detail}</p>
    </main>
  );
}
