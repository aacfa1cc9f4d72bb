import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router-dom';
import { routes } from './routes';

/**
 * createBrowserRouter's two steps apart, so main.tsx can run them in two tasks: building the
 * route table, then starting (reading the URL, loading the page's route module). Together they
 * are one of the longest tasks of a phone's start-up (docs/build-notes.md#the-start-up-in-tasks).
 * The options are the ones createBrowserRouter passes (react-router 7's production build).
 */
type Router = ReturnType<typeof createRouter>;
let router: Router | undefined;
let started = false;

/** The app's router, its route table built on first use. */
export const appRouter = () =>
  (router ??= createRouter({
    history: createBrowserHistory(),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
  }));

/** Starts the router once (main.tsx, in a task after appRouter's). */
export function startRouter(): Router {
  const r = appRouter();
  if (!started) {
    started = true;
    r.initialize();
  }
  return r;
}
