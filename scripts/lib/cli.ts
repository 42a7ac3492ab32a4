/**
 * What the operator CLIs (scripts/submissions.ts, scripts/admin.ts) share: options, usage
 * errors (exit code 2 with the usage), expected failures (exit code 1 with the message).
 */
export class UsageError extends Error {}

/** `--name value` or `--name=value`; undefined when absent. */
export function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
  return value;
}

/** Runs a CLI's main; errors of the `expected` classes print "Error: …" (exit 1). */
export function runCli(
  main: (argv: string[]) => Promise<void>,
  usage: string,
  expected: (new (...args: never[]) => Error)[] = [],
): void {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      process.exitCode = 2;
    } else if (expected.some((type) => error instanceof type)) {
      console.error(`Error: ${(error as Error).message}`);
      process.exitCode = 1;
    } else {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  });
}
