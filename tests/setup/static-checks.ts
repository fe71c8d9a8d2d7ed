/**
 * The static checks of `npm test`, side by side: the type checker runs on one core while the linters run
 * beside it, which on two cores saves most of the linters' time. Each chain's output is printed whole
 * when it ends, so one failure reads in one piece; the exit status is 1 when any check failed.
 */
import { spawn } from "node:child_process";

const chains = [[["run", "typecheck"]], [["run", "lint"], ["run", "lint", "-w", "@sitecrew/wordpress-plugin"]]];

function npm(args: string[]) {
  return new Promise<{ ok: boolean; output: string }>((resolve) => {
    const child = spawn("npm", args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = `$ npm ${args.join(" ")}\n`;
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

const results = await Promise.all(
  chains.map(async (chain) => {
    for (const args of chain) {
      const { ok, output } = await npm(args);
      process.stdout.write(output);
      if (!ok) return false;
    }
    return true;
  }),
);
process.exitCode = results.every(Boolean) ? 0 : 1;
