import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;
let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded by the first image an instance processes: about 27 MB of resident memory that an instance
 * which never re-encodes an upload nor makes a smaller copy does not carry (docs/benchmarks.md, memory).
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Each image is processed once (a copy is made and stored, an upload is cleaned once): libvips' cache of recent
    // operations (50 MB by default) would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
