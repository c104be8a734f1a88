import fs from 'node:fs/promises';
import path from 'node:path';

/** The URL prefix of the files an operator drops into DATA_DIR/download (the launcher). */
export const DOWNLOAD_PREFIX = '/download/';

// Long enough that a burst of page views costs one stat, short enough that a dropped-in launcher shows within seconds.
const LAUNCHER_CHECK_TTL_MS = 5_000;

/** Where the downloads live: DATA_DIR/download. */
export const downloadsDirOf = (dataDir: string): string => path.join(dataDir, 'download');

/**
 * The file a /download/ URL names inside the downloads folder, or undefined when the URL is not such a path or
 * names something the static handler never serves (a dotfile, a path out of the folder, a malformed escape).
 */
export function downloadFileOf(url: string, downloadsDir: string): string | undefined {
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith(DOWNLOAD_PREFIX)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(DOWNLOAD_PREFIX.length));
  } catch {
    return undefined;
  }
  const segments = relative.split('/');
  if (relative === '' || segments.some((segment) => segment === '' || segment.startsWith('.')))
    return undefined;
  const file = path.resolve(downloadsDir, ...segments);
  return file.startsWith(`${path.resolve(downloadsDir)}${path.sep}`) ? file : undefined;
}

/**
 * Whether the launcher can be downloaded: an absolute http(s) LAUNCHER_URL is someone else's to serve and counts as
 * available; a local /download/ path is available while its file exists in DATA_DIR/download; any other path (a
 * file a reverse proxy serves) is the operator's promise and counts as available too.
 *
 * The file's existence is a memo of one stat, kept 5 seconds, rather than a fs.watch: a watch misses files dropped
 * onto network or container-mounted folders, dies with the folder if it is replaced, and holds a handle for the
 * process's life; a stat every few seconds at most is cheap and always right within those seconds. So an operator
 * who drops the file in sees /api/site say so within 5 s, with no restart; the rendered pages, which show the
 * download buttons, are kept in the public cache per answer of this check (platform/web-app.ts), so they follow at once.
 */
export function createLauncherCheck(options: {
  launcherUrl: string;
  downloadsDir: string;
  ttlMs?: number;
  now?: () => number;
}) {
  const { launcherUrl, downloadsDir } = options;
  const ttlMs = options.ttlMs ?? LAUNCHER_CHECK_TTL_MS;
  const now = options.now ?? Date.now;
  const isLocal = launcherUrl.startsWith(DOWNLOAD_PREFIX);
  const file = isLocal ? downloadFileOf(launcherUrl, downloadsDir) : undefined;
  let memo: { at: number; value: Promise<boolean> } | undefined;

  const exists = (target: string) =>
    fs.stat(target).then(
      (stats) => stats.isFile(),
      () => false,
    );

  return {
    /** Whether the launcher's link leads to a file; never rejects. */
    isAvailable(): Promise<boolean> {
      if (!isLocal) return Promise.resolve(true);
      if (file === undefined) return Promise.resolve(false);
      if (!memo || now() - memo.at >= ttlMs) memo = { at: now(), value: exists(file) };
      return memo.value;
    },
  };
}

export type LauncherCheck = ReturnType<typeof createLauncherCheck>;
