export declare function renderNginxConfig(options: {
  root?: string;
  listen: string | number;
  appDir: string;
  instances: (string | number)[];
  cacheDir: string;
  accessLog?: string;
}): string;
