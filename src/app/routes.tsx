import type { RouteObject } from 'react-router';
import { MainExperience } from './views/main-experience';
import { NotFound } from './views/not-found';
import { RouteError } from './views/route-error';

export const routes: RouteObject[] = [
  { path: '/', element: <MainExperience />, errorElement: <RouteError /> },
  { path: '*', element: <NotFound />, errorElement: <RouteError /> },
];
