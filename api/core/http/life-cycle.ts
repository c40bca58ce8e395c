/**
 * How a server process ends on SIGTERM or SIGINT (decision 048), the same for the one-process
 * server and the library service alone:
 * 1. it says it is stopping (`/readyz` answers 503), so a load balancer sends nothing new;
 * 2. the schedules stop: no digest, harvest or clean-up starts any more;
 * 3. the listener closes: no new connection is accepted, and the requests already being served
 *    finish, for up to SHUTDOWN_TIMEOUT_SECONDS; then the connections still open are cut;
 * 4. the database pools close (the embedded database's lock is released) and the process exits 0.
 * A second signal while this runs changes nothing.
 */

interface ClosingServer {
  close(callback?: (error?: Error) => void): unknown;
  closeIdleConnections?(): void;
  closeAllConnections?(): void;
}

export interface GracefulStop {
  server: ClosingServer;
  timeoutMs: number;
  stopSchedules: (() => void)[];
  closeDatabase: () => Promise<void>;
  /** Called first, at the signal: /readyz turns 503 from here on. */
  onStopping: () => void;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

/** Installs the signal handlers; returns the stop itself (for a caller that ends the process another way). */
export function stopGracefully(options: GracefulStop): (signal: string) => Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | undefined;
  const stop = (signal: string) => {
    stopping ??= (async () => {
      log(`${signal}: stopping; requests in flight have ${options.timeoutMs} ms to finish`);
      options.onStopping();
      for (const stopSchedule of options.stopSchedules) stopSchedule();
      const drained = new Promise<boolean>((resolve) => options.server.close(() => resolve(true)));
      options.server.closeIdleConnections?.();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), options.timeoutMs);
      });
      const finished = await Promise.race([drained, timedOut]);
      clearTimeout(timer);
      if (!finished) {
        log(`${signal}: requests still open after ${options.timeoutMs} ms are cut`);
        options.server.closeAllConnections?.();
      }
      await options.closeDatabase().catch((error: unknown) => log(`closing the database failed: ${String(error)}`));
      log(`${signal}: stopped`);
      exit(0);
    })();
    return stopping;
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return stop;
}
