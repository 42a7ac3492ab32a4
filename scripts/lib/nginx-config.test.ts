/** @jest-environment node */
import { renderNginxConfig } from './nginx-config.mjs';

/**
 * What deploy/nginx/acm.conf must keep for the site's people and for the instances: access logs
 * that never hold a query string (ticket links, letters' statements and return paths carry names
 * and passport fragments), and idle upstream connections closed by nginx before Node closes them.
 */
describe('the nginx configuration', () => {
  const rendered = renderNginxConfig({
    listen: '127.0.0.1:8080',
    appDir: '/srv/acm',
    instances: [3001, 3002],
    cacheDir: '/tmp/acm-cache',
    accessLog: '/tmp/acm-access.log',
  });

  it('logs requests without their query strings', () => {
    const format = /log_format acm_no_query ([^;]*);/.exec(rendered)?.[1] ?? '';
    expect(format).toContain('$uri');
    for (const variable of ['$request ', '$request"', '$request_uri', '$args', '$query_string', '$arg_'])
      expect(format).not.toContain(variable);
    expect(rendered).toContain('access_log /tmp/acm-access.log acm_no_query;');
    // No other access log in the file writes the default format (which holds the query string).
    expect(
      rendered
        .match(/access_log [^;]*;/g)
        ?.filter((line) => line !== 'access_log off;' && !line.endsWith(' acm_no_query;')),
    ).toEqual([]);
  });

  it('closes idle upstream connections before the instances do (Node: 5 s)', () => {
    const upstream = /upstream acm_instances \{([^}]*)\}/.exec(rendered)?.[1] ?? '';
    const seconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(5);
  });

  it('renders the default access log for an operator', () => {
    expect(
      renderNginxConfig({
        listen: 80,
        appDir: '/srv/acm',
        instances: ['10.0.0.2:3001'],
        cacheDir: '/var/cache/nginx/acm',
      }),
    ).toContain('access_log /var/log/nginx/access.log acm_no_query;');
  });
});
