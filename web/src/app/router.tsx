import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;
/** The app's router, created on first use (main.tsx decides when: see there). */
export const appRouter = () => (router ??= createBrowserRouter(routes));
