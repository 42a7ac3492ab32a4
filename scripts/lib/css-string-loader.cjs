/**
 * Turbopack loader for `*.inline.css`: compiles the file with Tailwind's PostCSS plugin (the
 * site's only CSS pipeline: no stylesheet is imported), minifies it and exports the result as a
 * string, so the root layout can write the site's stylesheet into the HTML once instead of
 * linking a render-blocking file (see components/layout/inline-styles.tsx).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- Turbopack runs webpack loaders as CommonJS */
const postcss = require('postcss');
const tailwindcss = require('@tailwindcss/postcss');

module.exports = function cssStringLoader(source) {
  const done = this.async();
  postcss([tailwindcss({ optimize: { minify: true } })])
    .process(source, { from: this.resourcePath })
    .then((result) => {
      for (const message of result.messages) {
        if (message.type === 'dependency') this.addDependency(message.file);
        if (message.type === 'dir-dependency' && this.addContextDependency) this.addContextDependency(message.dir);
      }
      done(null, `export default ${JSON.stringify(result.css)};\n`);
    }, done);
};
