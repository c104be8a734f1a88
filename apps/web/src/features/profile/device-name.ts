// The browsers and systems a player is likely to log in from, most specific first (Edge and Opera also say Chrome;
// every browser on iOS says Safari). Anything else is "Unknown browser" / left out.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(A|iOS|e)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+ .*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A short name for the device a session began on, read from its User-Agent: "Firefox on Windows", worded by `both`
 * (the page's catalog: "Firefox no Windows"). A session that sent none, or one this does not recognise, gets the
 * fallback (the full text stays available as a title).
 */
export function deviceName(
  userAgent: string | null,
  fallback: string,
  both: (browser: string, system: string) => string,
): string {
  if (!userAgent) return fallback;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return both(browser, system);
  return browser ?? system ?? fallback;
}
