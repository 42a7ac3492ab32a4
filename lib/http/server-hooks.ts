import http from 'node:http';

export type RequestHook = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const hooksKey = Symbol.for('acm.requestHooks');
type HookedPrototype = http.Server & { [hooksKey]?: Map<string, RequestHook> };

/**
 * Runs `hook` on every request of this process's HTTP servers, before the server's own listener
 * sees it: Next.js gives an application no earlier place to touch the connection or the response
 * (instrumentation.ts installs the hooks, before the server answers its first request). A hook is
 * installed once per name; installing it again replaces nothing and costs nothing.
 */
export function addRequestHook(name: string, hook: RequestHook): void {
  const prototype = http.Server.prototype as HookedPrototype;
  let hooks = prototype[hooksKey];
  if (!hooks) {
    const installed = new Map<string, RequestHook>();
    hooks = installed;
    prototype[hooksKey] = installed;
    const emit = prototype.emit;
    prototype.emit = function emitWithHooks(this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
        for (const run of installed.values()) run(request, response);
      }
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    } as typeof prototype.emit;
  }
  if (!hooks.has(name)) hooks.set(name, hook);
}
