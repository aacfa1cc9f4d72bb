/** What bench/run.ts hands a part that starts its own servers: one shape for every such part. */
export type BenchServer = { base: string; pid: number; stop(): Promise<void> };
export type BenchRow = { part: string; figure: string; value: string; goal: string; met: boolean | null; why?: string };
export type PartTools<S extends BenchServer = BenchServer> = {
  startServer(
    name: string,
    seed: 'demo' | 'none',
    prepare: (dir: string) => void,
    env: Record<string, string | undefined>,
  ): Promise<S>;
  login(base: string): Promise<string>;
  add(row: BenchRow): void;
};
