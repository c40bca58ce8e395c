/**
 * The built one-process server (`node build/server.js`, what `npm start` runs) on a free port of
 * this machine, for tests that need the real thing: started with `env` (PORT and HOST are set
 * here), ready once it prints "catalogue ready". Needs `npm run build`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "./private-postgres.ts";

export interface BuiltServer {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  base: string;
  /** Everything it printed so far, stdout and stderr. */
  log(): string;
  /** SIGTERM, and its exit. */
  stop(): Promise<void>;
}

export async function startBuiltServer(env: NodeJS.ProcessEnv): Promise<BuiltServer> {
  const port = await freePort();
  let log = "";
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("catalogue ready")) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited ${code}: ${log}`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    log: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
