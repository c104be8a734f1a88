import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLauncherCheck, downloadFileOf } from './downloads.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-data-'));
const dir = path.join(root, 'download');
fs.mkdirSync(dir);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('downloadFileOf', () => {
  it('maps a /download/ URL to its file inside the folder', () => {
    expect(downloadFileOf('/download/TeraLauncher.exe', dir)).toBe(path.join(dir, 'TeraLauncher.exe'));
    expect(downloadFileOf('/download/v2/Tera%20Launcher.exe?x=1', dir)).toBe(
      path.join(dir, 'v2', 'Tera Launcher.exe'),
    );
  });

  it.each([
    '/files/TeraLauncher.exe',
    '/download/',
    '/download/../secret',
    '/download/..%2Fsecret',
    '/download/.hidden',
    '/download/a//b',
    '/download/%E0%A4%A',
  ])('names no file for %s', (url) => {
    expect(downloadFileOf(url, dir)).toBeUndefined();
  });
});

describe('createLauncherCheck', () => {
  it('says whether the file is there, asking the disk at most once per period', async () => {
    let now = 0;
    const check = createLauncherCheck({
      launcherUrl: '/download/Launcher.exe',
      downloadsDir: dir,
      ttlMs: 5000,
      now: () => now,
    });
    expect(await check.isAvailable()).toBe(false);
    fs.writeFileSync(path.join(dir, 'Launcher.exe'), 'MZ');
    now = 4999;
    expect(await check.isAvailable()).toBe(false);
    now = 5000;
    expect(await check.isAvailable()).toBe(true);
    fs.rmSync(path.join(dir, 'Launcher.exe'));
    now = 10_000;
    expect(await check.isAvailable()).toBe(false);
  });

  it('does not count a folder of that name as the file', async () => {
    fs.mkdirSync(path.join(dir, 'Folder.exe'));
    const check = createLauncherCheck({ launcherUrl: '/download/Folder.exe', downloadsDir: dir });
    expect(await check.isAvailable()).toBe(false);
  });

  it.each([
    ['an http(s) URL', 'https://cdn.example/TeraLauncher.exe', true],
    ['a path another server answers', '/files/TeraLauncher.exe', true],
    ['a /download/ path that leaves the folder', '/download/../outside.exe', false],
  ])('counts %s as %s', async (_label, launcherUrl, expected) => {
    fs.writeFileSync(path.join(root, 'outside.exe'), 'MZ');
    const check = createLauncherCheck({ launcherUrl, downloadsDir: dir });
    expect(await check.isAvailable()).toBe(expected);
  });
});
