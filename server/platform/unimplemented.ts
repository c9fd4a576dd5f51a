import { platformRoutes } from '../../src/platform-api/routes';
import { HttpError } from '../http/errors';
import type { Router } from '../http/router';

/**
 * Every call of spec section 7 (the API client's route table) that the local platform does not run answers 501
 * naming itself, so a client learns at once that it needs the hosted platform, never a 404 it might take for a
 * missing record. Added after the routes the local platform does run.
 */
export function addUnimplementedRoutes(router: Router): void {
  for (const { method, path } of platformRoutes) {
    const pattern = path.replace(/\{(\w+)\}/g, ':$1');
    if (router.has(method, pattern)) continue;
    router.add(method, pattern, () => {
      throw new HttpError(
        501,
        `The local platform does not implement ${method} ${path}: run the app against the hosted platform for it.`,
      );
    });
  }
}
