/**
 * Where a server's CPU went, from the .cpuprofile `node --cpu-prof` writes when it exits: self time by function and
 * by where the code lives (the server's bundle, the page renderer, each package, node's internals, the garbage
 * collector), as shares of the time sampled while it was busy.
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function's code lives: `server`, `page renderer`, a package's name, `node`, or V8's own entries. */
function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/dist/server/')) return 'server (dist/server)';
  if (url.includes('/dist-server/')) return 'page renderer (web dist-server)';
  return url.replace(/^file:\/\//, '');
}

interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  functions: { name: string; ms: number }[];
  places: { name: string; ms: number }[];
}

function summarizeProfile(file: string): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    if (frame.functionName === '(idle)') {
      idle += us;
      return;
    }
    busy += us;
    const place = placeOf(frame.url, frame.functionName);
    const name = `${frame.functionName || '(anonymous)'} ${place}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    places.set(place, (places.get(place) ?? 0) + us);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, ms: us / 1000 }));
  return { busyMs: busy / 1000, idleMs: idle / 1000, functions: top(functions, 20), places: top(places, 12) };
}

/** The summary as text: busy share, then the places and the functions by self time. */
export function describeProfile(file: string): string {
  const summary = summarizeProfile(file);
  const share = (ms: number) => `${((100 * ms) / summary.busyMs).toFixed(1)} %`;
  return [
    `${file}: ${(summary.busyMs / 1000).toFixed(1)} s busy, ${(summary.idleMs / 1000).toFixed(1)} s idle (main thread)`,
    'self time by where the code lives:',
    ...summary.places.map((place) => `  ${share(place.ms).padStart(7)}  ${place.name}`),
    'self time by function:',
    ...summary.functions.map((fn) => `  ${share(fn.ms).padStart(7)}  ${fn.name}`),
  ].join('\n');
}
