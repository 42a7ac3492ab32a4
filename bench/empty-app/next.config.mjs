/**
 * Defaults on purpose: this app is the empty-page baseline of the JavaScript budget and of the
 * phone bench (scripts/bench-phone.mjs): one paragraph and one client button.
 * It is built with the project's own next (`npx next build bench/empty-app` from the project
 * root); Turbopack finds the project's package-lock.json and resolves node_modules from there.
 */
const nextConfig = {};

export default nextConfig;
