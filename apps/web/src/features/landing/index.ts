/**
 * The landing feature's public entry: what other features may use. Nothing yet; its pages are mounted by
 * app/routes.tsx, each lazily in its own chunk.
 */
export {};
