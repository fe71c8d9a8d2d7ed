/**
 * The static checks of `npm test`, side by side. The declarations of core, functions and the plugin's dev
 * tools are built first, as both the linter and the type check of the other packages read them; then the
 * type checker and the linter run beside each other, and the plugin's PHP checks, knip's search for
 * unused files, exports and dependencies (which reads the sources alone), dependency-cruiser's architecture rules and
 * oxfmt's check of the layout beside all of it. Each
 * step's output is printed whole when it ends, so one failure reads in one piece; the exit status is 1 when
 * any check failed.
 */
import { spawn } from "node:child_process";

function npm(...args: string[]) {
  return new Promise<boolean>((resolve) => {
    const child = spawn("npm", args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = `$ npm ${args.join(" ")}\n`;
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => {
      process.stdout.write(`${output}${error.message}\n`);
      resolve(false);
    });
    child.on("close", (code) => {
      process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

// The linter's own `npm run declarations` then finds them up to date, as does the type check.
const typescript = async () => (await npm("run", "declarations")) && (await Promise.all([npm("run", "typecheck"), npm("run", "lint")])).every(Boolean);

const results = await Promise.all([
  typescript(),
  npm("run", "lint", "-w", "@sitecrew/wordpress-plugin"),
  npm("run", "knip"),
  npm("run", "architecture"),
  npm("run", "format:check"),
]);
process.exitCode = results.every(Boolean) ? 0 : 1;
