// autocannon 8 ships no types (and @types/autocannon trails its releases): only what the benches use.
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: Request) => Request;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }

  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
