import type { ChildProcess, StdioOptions } from 'node:child_process';

export declare const projectRoot: string;
export declare const serverEntry: string;
export declare function spawnSite(port: number, options?: { env?: Record<string, string | undefined>; stdio?: StdioOptions; detached?: boolean }): ChildProcess;
