import type { ChildProcess, StdioOptions } from 'node:child_process';

export declare function spawnSite(
  port: number,
  options?: { env?: Record<string, string | undefined>; stdio?: StdioOptions; detached?: boolean; root?: string },
): ChildProcess;
