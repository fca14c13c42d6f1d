// autocannon ships no types and @types/autocannon is not a dependency: the part bench/run.ts uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    url: string;
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** With workers, a request's setupRequest is the absolute path of a file exporting the function. */
    requests?: { setupRequest?: string }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
