declare module '@koa/multer' {
  import type { Middleware } from 'koa';
  type Options = { storage?: unknown; limits?: Record<string, number> };
  interface Multer {
    single(field: string): Middleware;
  }
  function multer(options?: Options): Multer;
  namespace multer {
    function memoryStorage(): unknown;
  }
  export default multer;
}
