import fs from 'node:fs';
import path from 'node:path';
import { HealthResponse } from '@agaia/contract';
import { DCLinter } from 'dclint';
import { ValidationSeverity, validate } from 'dockerfile-utils';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.ts';
import { MAX_IMAGE_BYTES } from '../src/platform/media.ts';

// The deploy files and the guide against the code (ADR 019): the Dockerfile linted and held to the rules that matter,
// compose.yaml against the Compose Specification's schema, and docs/deploy.md against what config.ts reads and what
// the server does, so the guide cannot fall behind the code. Files only: no Docker engine, no network.

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const read = (relative: string) => fs.readFileSync(path.join(repoRoot, relative), 'utf8');
const guide = read('docs/deploy.md');

/** A number written in the code as digits, `_` separators and products (`90_000`, `1024 * 1024`). */
const numberIn = (source: string, pattern: RegExp, what: string): number => {
  const match = pattern.exec(source);
  if (!match?.[1]) throw new Error(`not found in the code: ${what}`);
  return match[1]
    .split('*')
    .map((factor) => Number(factor.trim().replace(/_/g, '')))
    .reduce((product, factor) => product * factor, 1);
};

/** nginx and systemd durations: `95s`, `4s`, `35s`, `1m`; a bare number is seconds. */
const seconds = (value: string): number => {
  const match = /^(\d+)(ms|s|m)?$/.exec(value.trim());
  if (!match) throw new Error(`not a duration: ${value}`);
  const amount = Number(match[1]);
  return match[2] === 'ms' ? amount / 1000 : match[2] === 'm' ? amount * 60 : amount;
};

/** The fenced blocks of a markdown text with the given info string. */
const fencedBlocks = (markdown: string, info: string): string[] =>
  [...markdown.matchAll(new RegExp(`^\`\`\`${info}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map(
    (match) => match[1] ?? '',
  );

/** The one block of the guide whose first line starts with `firstLine`. */
const blockStartingWith = (info: string, firstLine: string): string => {
  const found = fencedBlocks(guide, info).filter((block) => block.startsWith(firstLine));
  expect(found, `one \`\`\`${info} block starting with ${firstLine}`).toHaveLength(1);
  return found[0] as string;
};

// What the server's own code says, read once.
const appSource = read('apps/api/src/app.ts');
const mainSource = read('apps/api/src/main.ts');
const shutdownGraceMs = numberIn(
  mainSource,
  /shutdown took over[\s\S]*?\},\s*([\d_]+)\);/,
  'the shutdown grace',
);
const apiPackage = JSON.parse(read('apps/api/package.json')) as { scripts: Record<string, string> };
const rootPackage = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

/** apps/api's start script: `NAME=value … node FLAGS… ENTRY`. */
const startScript = (() => {
  const words = (apiPackage.scripts.start ?? '').split(/\s+/).filter(Boolean);
  const nodeAt = words.indexOf('node');
  expect(nodeAt, 'the start script runs node').toBeGreaterThanOrEqual(0);
  const args = words.slice(nodeAt + 1);
  return {
    env: Object.fromEntries(words.slice(0, nodeAt).map((word) => word.split('=') as [string, string])),
    flags: args.filter((word) => word.startsWith('-')),
    entry: `apps/api/${args.find((word) => !word.startsWith('-'))}`,
  };
})();

/** The variables config.ts reads: the keys of its EnvSchema, found in its syntax tree. */
const configVariables = (() => {
  const file = ts.createSourceFile('config.ts', read('apps/api/src/config.ts'), ts.ScriptTarget.ES2022, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'EnvSchema' &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      const shape = node.initializer.arguments[0];
      if (shape && ts.isObjectLiteralExpression(shape))
        for (const property of shape.properties) if (property.name) names.push(property.name.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
})();

/** The guide's environment file: `NAME=value` lines set, `# NAME=value` lines are named but left unset. */
const envExample = (() => {
  const block = blockStartingWith('sh', '# /etc/agaia/agaia.env');
  const set: Record<string, string> = {};
  const named = new Set<string>();
  for (const line of block.split('\n')) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match?.[2]) continue;
    named.add(match[2]);
    if (match[1]) continue;
    expect(set, `${match[2]} is set once`).not.toHaveProperty(match[2]);
    set[match[2]] = (match[3] ?? '').replace(/^"(.*)"$/, '$1');
  }
  return { block, set, named };
})();

/** A Dockerfile as its instructions (continuation lines joined, comments dropped), each with its build stage. */
function instructions(dockerfile: string) {
  const logical: string[] = [];
  let pending = '';
  for (const raw of dockerfile.split('\n')) {
    if (!pending && (/^\s*#/.test(raw) || raw.trim() === '')) continue;
    const line = raw.replace(/\s+$/, '');
    if (line.endsWith('\\')) pending += `${line.slice(0, -1)} `;
    else {
      logical.push(`${pending}${line}`.trim());
      pending = '';
    }
  }
  let stage = -1;
  return logical.map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = keyword.toUpperCase();
    if (instruction === 'FROM') stage += 1;
    return { instruction, args: rest.join(' '), stage };
  });
}

// Names that hold secrets (a URL with a password in it is caught by its value).
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|_KEY$|DATABASE_URL|SMTP_URL|TERA_DB_URL/;
const SECRET_VALUE = /\b(sk|rk)_(test|live)_|whsec_|:\/\/[^/\s:@]+:[^/\s@]+@/;

// Files only, so once: the PostgreSQL pass of the api suite would check the same files again.
describe.skipIf(process.env.TEST_DATABASE_URL)('deploy files', () => {
  describe('Dockerfile', () => {
    const dockerfile = read('Dockerfile');
    const steps = instructions(dockerfile);
    const lastStage = Math.max(...steps.map((step) => step.stage));
    const final = steps.filter((step) => step.stage === lastStage);

    it('passes dockerfile-utils (what the Docker builder refuses), every check an error', () => {
      const E = ValidationSeverity.ERROR;
      const problems = validate(dockerfile, {
        deprecatedMaintainer: E,
        directiveCasing: E,
        emptyContinuationLine: E,
        instructionCasing: E,
        instructionCmdMultiple: E,
        instructionEntrypointMultiple: E,
        instructionHealthcheckMultiple: E,
        instructionJSONInSingleQuotes: E,
        instructionWorkdirRelative: E,
      });
      expect(problems.map((p) => `line ${p.range.start.line + 1}: ${p.message}`)).toEqual([]);
    });

    it('pins every base image by a version tag or digest, never latest', () => {
      const stages = new Set<string>();
      for (const { args } of steps.filter((step) => step.instruction === 'FROM')) {
        const [image = '', as, name] = args.replace(/--platform=\S+\s+/, '').split(/\s+/);
        if (!stages.has(image))
          expect(image, `FROM ${image}`).toMatch(/^[\w./-]+(:[\w.-]+)?(@sha256:[0-9a-f]{64})?$/);
        if (!stages.has(image)) expect(image, `FROM ${image}`).toMatch(/:(?!latest\b)[\w.-]+|@sha256:/);
        if (as?.toUpperCase() === 'AS' && name) stages.add(name);
      }
    });

    it('runs as an unprivileged user, with a health check on /api/health', () => {
      const users = final.filter((step) => step.instruction === 'USER');
      expect(users.length).toBeGreaterThan(0);
      expect(users.at(-1)?.args).not.toMatch(/^(root|0)(:|$)/);
      const health = final.filter((step) => step.instruction === 'HEALTHCHECK');
      expect(health).toHaveLength(1);
      expect(health[0]?.args).toMatch(/\bCMD\b[\s\S]*\/api\/health/);
    });

    it('uses COPY only (no ADD, so no remote URL), and no secret in the image', () => {
      expect(steps.filter((step) => step.instruction === 'ADD')).toEqual([]);
      for (const { instruction, args } of steps.filter((step) =>
        ['ENV', 'ARG', 'LABEL'].includes(step.instruction),
      )) {
        for (const [, name = '', value = ''] of args.matchAll(/([A-Za-z_][\w.-]*)=("[^"]*"|\S*)/g)) {
          expect(name, `${instruction} ${name}`).not.toMatch(SECRET_NAME);
          expect(value, `${instruction} ${name}`).not.toMatch(SECRET_VALUE);
        }
      }
      expect(dockerfile).not.toMatch(SECRET_VALUE);
      const ignored = read('.dockerignore').split('\n');
      for (const pattern of ['.git', '**/node_modules', '.env', '*.env', '**/*.env'])
        expect(ignored).toContain(pattern);
    });

    it("starts the server as apps/api's start script does, with DATA_DIR a volume", () => {
      const env = Object.fromEntries(
        final
          .filter((step) => step.instruction === 'ENV')
          .flatMap((step) => [...step.args.matchAll(/([A-Za-z_]\w*)=(\S*)/g)].map((m) => [m[1], m[2]])),
      );
      for (const [name, value] of Object.entries(startScript.env)) expect(env[name], name).toBe(value);
      const cmd = final.filter((step) => step.instruction === 'CMD');
      expect(cmd).toHaveLength(1);
      expect(JSON.parse(cmd[0]?.args ?? '[]')).toEqual(['node', ...startScript.flags, startScript.entry]);
      expect(final.find((step) => step.instruction === 'EXPOSE')?.args).toBe(env.PORT);
      expect(final.find((step) => step.instruction === 'VOLUME')?.args).toBe(`["${env.DATA_DIR}"]`);
      expect(env.HOST).toBe('0.0.0.0');
    });
  });

  describe('compose.yaml', () => {
    const source = read('compose.yaml');
    const compose = parse(source) as {
      services: Record<string, Record<string, unknown>>;
      volumes?: Record<string, unknown>;
    };
    const services = compose.services;

    it('passes dclint: the Compose Specification schema and every rule', () => {
      const linter = new DCLinter({ rules: {}, quiet: false, debug: false, exclude: [] });
      const [result] = linter.lintFiles([path.join(repoRoot, 'compose.yaml')], false);
      expect(result?.messages.map((m) => `${m.type} ${m.rule} line ${m.line}: ${m.message}`)).toEqual([]);
    });

    it('runs PostgreSQL 15, Redis and the site built here, each with a health check', () => {
      expect(Object.keys(services).sort()).toEqual(['postgres', 'redis', 'site']);
      expect(services.postgres?.image).toMatch(/^postgres:15\b/);
      expect(services.redis?.image).toMatch(/^redis:\d/);
      expect(services.site?.build).toBeDefined();
      for (const [name, service] of Object.entries(services))
        expect((service.healthcheck as { test?: unknown } | undefined)?.test, name).toBeDefined();
      expect(JSON.stringify(services.site?.healthcheck)).toContain('/api/health');
      expect(services.site?.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    });

    it('keeps data in named volumes and secrets in env files, not inline', () => {
      for (const [name, service] of Object.entries(services)) {
        for (const mount of (service.volumes as string[] | undefined) ?? []) {
          const volume = mount.split(':')[0] ?? '';
          expect(compose.volumes, `${name}: ${mount}`).toHaveProperty(volume);
        }
        const environment = (service.environment as Record<string, unknown> | undefined) ?? {};
        for (const [key, value] of Object.entries(environment)) {
          expect(key, `${name}.environment`).not.toMatch(SECRET_NAME);
          expect(String(value), `${name}.environment.${key}`).not.toMatch(SECRET_VALUE);
        }
      }
      expect(source).not.toMatch(SECRET_VALUE);
      expect(services.postgres?.env_file).toEqual(['./postgres.env']);
      expect(services.site?.env_file).toEqual(['./agaia.env']);
      const dataDir = (services.site?.environment as Record<string, string> | undefined)?.DATA_DIR;
      expect(services.site?.volumes).toContain(`site-data:${dataDir}`);
    });

    it('publishes the site on the loopback address only, and stops it within its grace', () => {
      expect(services.site?.ports).toEqual(['127.0.0.1:3000:3000']);
      expect(seconds(String(services.site?.stop_grace_period))).toBeGreaterThan(shutdownGraceMs / 1000);
      expect(services.site?.init).toBe(true);
    });
  });

  describe('docs/deploy.md', () => {
    it('names every variable config.ts reads in its environment file, and no other', () => {
      expect(configVariables.length).toBeGreaterThan(50);
      expect(configVariables.filter((name) => !envExample.named.has(name))).toEqual([]);
      expect([...envExample.named].filter((name) => !configVariables.includes(name))).toEqual([]);
    });

    it('gives an environment file the configuration loads, set for production', () => {
      const config = loadConfig(envExample.set);
      expect(config.PUBLIC_URL).toMatch(/^https:\/\//);
      expect(config.DATABASE_URL).toMatch(/^postgres:\/\//);
      expect(config.SMTP_URL).toBeDefined();
      expect(config.MAIL_FROM).toBeDefined();
      expect(config.payments).toBeDefined();
      expect(config.twitch).toBeDefined();
      expect(config.tera).toBeDefined();
      expect(config.TRUST_PROXY).toBe(1);
      expect(config.HOST).toBe('127.0.0.1');
      expect(config.LOG_FORMAT).toBe('json');
      expect(config.ADMIN_TWO_FACTOR).toBe('required');
      expect(config.DATA_DIR).toBe('/var/lib/agaia');
    });

    it('runs the service as the start script does, unprivileged, past the shutdown grace', () => {
      const unit = blockStartingWith('ini', '[Unit]\nDescription=Agaia Online website\n');
      const setting = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]);
      expect(setting('ExecStart')).toEqual([
        `/usr/bin/node ${[...startScript.flags, startScript.entry].join(' ')}`,
      ]);
      const environment = setting('Environment').join(' ');
      for (const [name, value] of Object.entries(startScript.env))
        expect(environment).toContain(`${name}=${value}`);
      expect(setting('User')).toEqual(['agaia']);
      expect(setting('EnvironmentFile')).toEqual(['/etc/agaia/agaia.env']);
      expect(setting('Restart')).toEqual(['on-failure']);
      expect(setting('KillSignal')).toEqual(['SIGTERM']);
      expect(seconds(setting('TimeoutStopSec')[0] ?? '')).toBeGreaterThan(shutdownGraceMs / 1000);
      expect(setting('NoNewPrivileges')).toEqual(['yes']);
      expect(setting('ProtectSystem')).toEqual(['strict']);
      expect(setting('ReadWritePaths')).toEqual([envExample.set.DATA_DIR]);
      expect(setting('MemoryDenyWriteExecute')).toEqual([]);
    });

    it("sets nginx's limits from the server's", () => {
      const nginx = fencedBlocks(guide, 'nginx').join('\n');
      const directive = (name: string) =>
        [...nginx.matchAll(new RegExp(`^\\s*${name}\\s+([^;]+);`, 'gm'))].map((m) => m[1]);
      const [maxBody = ''] = directive('client_max_body_size');
      const bodyBytes = Number(/^(\d+)m$/.exec(maxBody)?.[1]) * 1024 * 1024;
      const webhookLimit = numberIn(
        read('apps/api/src/features/shop/shop.routes.ts'),
        /bodyLimit:\s*([\d_ *]+)\s*\}/,
        'the webhook body limit',
      );
      // The largest JSON body a route reads (an article: BODY_LIMITS in platform/input-guards.ts).
      const jsonLimit = numberIn(
        read('apps/api/src/platform/input-guards.ts'),
        /article: ([\d_ *]+),/,
        'the largest body limit',
      );
      expect(bodyBytes).toBeGreaterThan(Math.max(MAX_IMAGE_BYTES, webhookLimit, jsonLimit));
      const connectionTimeoutMs = numberIn(appSource, /connectionTimeout:\s*([\d_]+)/, 'connectionTimeout');
      for (const value of directive('proxy_read_timeout'))
        expect(seconds(value ?? '') * 1000).toBeGreaterThan(connectionTimeoutMs);
      const keepAliveMs = numberIn(appSource, /keepAliveTimeout:\s*([\d_]+)/, 'keepAliveTimeout');
      const keepalives = directive('keepalive_timeout');
      expect(keepalives.length).toBeGreaterThan(0);
      for (const value of keepalives) expect(seconds(value ?? '') * 1000).toBeLessThan(keepAliveMs);
      expect(directive('gzip')).toEqual(['off']);
      expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
      expect(nginx).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    });

    it('lists the Stripe events the shop handles, the Twitch redirect path and the health fields', () => {
      const events = [
        ...read('apps/api/src/features/shop/fulfilment.service.ts').matchAll(/case '([a-z_.]+)':/g),
      ].map((m) => m[1]);
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) expect(guide).toContain(`- \`${event}\``);
      const redirect = /\$\{config\.PUBLIC_URL\}(\/api\/[\w/]+)`/.exec(
        read('apps/api/src/features/twitch/twitch.ts'),
      )?.[1];
      expect(guide).toContain(`https://agaia.example.com${redirect}`);
      for (const field of Object.keys(HealthResponse.shape)) expect(guide).toContain(`| \`${field}\` |`);
    });

    it('uses only npm scripts, CLI commands and repository paths that exist', () => {
      for (const [, script] of guide.matchAll(/npm run (?:--silent )?([\w:-]+)/g))
        expect(Object.keys(rootPackage.scripts), `npm run ${script}`).toContain(script);
      const cliCommands =
        /const commands = \[([^\]]+)\]/.exec(read('apps/api/src/cli.ts'))?.[1]?.match(/[\w-]+/g) ?? [];
      expect(cliCommands.length).toBeGreaterThan(0);
      for (const [, command] of guide.matchAll(/(?:cli --|agaia-cli) ([a-z][\w-]*)/g))
        expect(cliCommands, `cli ${command}`).toContain(command);
      for (const [file] of guide.matchAll(/\b(?:apps|packages|docs)\/[\w./-]+\.(?:ts|tsx|md|json|mjs)\b/g))
        if (!/\/dist(-server)?\//.test(file))
          expect(fs.existsSync(path.join(repoRoot, file)), file).toBe(true);
    });
  });
});
