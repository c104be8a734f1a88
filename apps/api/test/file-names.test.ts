import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

// A feature's files are named `<name>[.<audience>].<role>[.<tag>][.test].ts`: the audience (admin, player) and the
// role (module, routes, service, ...) are dot-separated parts, so a folder lists each concern's files together and
// a search for `.admin.` finds every admin file. Biome's useFilenamingConvention keeps every part kebab-case.
const FEATURE_FILE =
  /^(?<name>[a-z0-9]+(?:-[a-z0-9]+)*)(?:\.(?:admin|player))?(?:\.(?:module|routes|service|mails|seed|client|schemas|backend))?(?:\.(?:tera|i18n))?(?:\.test)?\.ts$/;
// A role or audience written into the name with a dash (`twitch-admin.service.ts`) instead of as its own part.
const ROLE_IN_NAME = /-(?:admin|player|module|routes|service|mails|seed)$/;

describe('file names', () => {
  it("names each API feature's files by its parts: name, audience, role", () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/api/src/features'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(50);
    const misnamed = files.filter((file) => {
      const match = FEATURE_FILE.exec(path.basename(file));
      return !match || ROLE_IN_NAME.test(match.groups?.name ?? '');
    });
    expect(misnamed).toEqual([]);
  });
});
