// Minimal types for autocannon 8 (it ships none), as the stress suite and the bench use it.
declare module 'autocannon' {
  namespace autocannon {
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: any, context: any) => any;
      onResponse?: (status: number, body: string, context: any, headers: any) => void;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      pipelining?: number;
      timeout?: number;
      overallRate?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
      workers?: number;
    };
    type Histogram = {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9?: number;
    };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      duration: number;
      '2xx': number;
    };
  }
  function autocannon(
    opts: autocannon.Options,
    cb: (err: Error | null, result: autocannon.Result) => void,
  ): { stop(): void };
  export default autocannon;
}
