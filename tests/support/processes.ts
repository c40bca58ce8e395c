/** Starting the product's servers as child processes, for the tests that run them as an operator does. */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  child: ChildProcess;
  /** Everything it printed, stdout and stderr. */
  output(): string;
}

/** Starts `command`, resolving once a line of its output contains `ready`. */
export function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<Running> {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(" ")} not ready in 150 s:\n${log}`)), 150_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(ready)) {
        clearTimeout(timer);
        resolve({ child, output: () => log });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(" ")} exited ${code}:\n${log}`));
    });
  });
}
