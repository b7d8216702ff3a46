/**
 * The part of autocannon's API the benchmark uses. The package ships no types and @types/autocannon is
 * not a dependency of the project, so the benchmark declares what it relies on here.
 */
declare module 'autocannon' {
  export interface Percentiles {
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
  }

  /** One request of the `requests` sequence; extra properties reach `setupRequest` unchanged. */
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** In workers mode: the absolute path of a CommonJS module exporting (request, context) => request. */
    setupRequest?: string;
    [extra: string]: unknown;
  }

  export interface Options {
    url: string;
    requests?: RequestSpec[];
    connections?: number;
    duration?: number;
    pipelining?: number;
    workers?: number;
    method?: string;
    headers?: Record<string, string>;
    timeout?: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches?: number;
    latency: Percentiles;
    requests: Percentiles & { sent: number };
    throughput: Percentiles;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
