import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteInfo, stubFetch } from '../../test/fetch-stub.ts';
import { LAZY, renderApp } from '../../test/render-app.tsx';
import { SECTION_ROOT_MARGIN } from './use-active-section.ts';

/** A stand-in IntersectionObserver that lets a test say which elements cross the centre band. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
}

function cross(changes: Record<string, boolean>) {
  const observer = FakeObserver.instances.find((o) => o.elements.size > 0);
  if (!observer) throw new Error('No section is observed.');
  const entries = Object.entries(changes).map(([id, isIntersecting]) => {
    const target = document.getElementById(id);
    if (!target) throw new Error(`No section ${id}.`);
    return { target, isIntersecting } as unknown as IntersectionObserverEntry;
  });
  act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
}

function activeBackground() {
  const active = document.querySelectorAll('[data-testid="landing-backdrop"] [data-active="true"]');
  expect(active).toHaveLength(1);
  return active[0]?.getAttribute('data-section');
}

describe('landing page', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the four sections with the pitch, the features, the start buttons and the chat invite', async () => {
    stubFetch();
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Agaia Online' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText('Free to play, not pay-to-win')).toBeInTheDocument();
    expect(screen.getByText('Free cosmetics for every new account')).toBeInTheDocument();
    expect(screen.getByText('Server-side anti-cheat')).toBeInTheDocument();
    const features = within(screen.getByRole('region', { name: 'Why Agaia' }));
    for (const name of [
      'Innovative experience',
      'Active development',
      'Play-to-earn cosmetics',
      'Stable servers',
      'Fair and balanced',
      'Safe',
    ]) {
      expect(features.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const start = within(screen.getByRole('region', { name: 'Get started' }));
    expect(start.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(start.getByRole('link', { name: 'Download Client' })).toHaveAttribute(
      'href',
      '/download/TeraLauncher.exe',
    );
    const community = within(screen.getByRole('region', { name: 'Join the community' }));
    const chat = await community.findByRole('link', { name: /Join the chat server/ });
    expect(chat).toHaveAttribute('href', 'https://chat.example/invite');
    expect(chat).toHaveAttribute('target', '_blank');
  });

  it("disables Download Client and says why while the launcher's file is missing", async () => {
    stubFetch({ 'GET /api/site': { json: { ...siteInfo, launcherAvailable: false } } });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Agaia Online' }, LAZY);
    const start = within(screen.getByRole('region', { name: 'Get started' }));
    const button = await start.findByRole('button', { name: 'Download Client' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The launcher is not available yet. Check back soon.');
    expect(start.queryByRole('link', { name: 'Download Client' })).not.toBeInTheDocument();
    expect(start.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  });

  it('cross-fades to the background of the section crossing the centre band (40% margins)', async () => {
    stubFetch();
    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Agaia Online' }, LAZY);
    const observer = FakeObserver.instances.find((o) => o.elements.size > 0);
    expect(observer?.options.rootMargin).toBe(SECTION_ROOT_MARGIN);
    expect(SECTION_ROOT_MARGIN).toBe('-40% 0px -40% 0px');
    expect(observer?.elements.size).toBe(4);
    expect(activeBackground()).toBe('welcome');

    cross({ welcome: false, features: true });
    expect(activeBackground()).toBe('features');
    expect(document.getElementById('features')).toHaveAttribute('data-active', 'true');

    cross({ features: false, start: true });
    expect(activeBackground()).toBe('start');

    // Between two sections (nothing in the band) the last background stays.
    cross({ start: false });
    expect(activeBackground()).toBe('start');

    cross({ community: true });
    expect(activeBackground()).toBe('community');

    cross({ community: false, welcome: true });
    expect(activeBackground()).toBe('welcome');
  });

  it('uses the art files an operator can replace', async () => {
    stubFetch();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, LAZY);
    const layers = document.querySelectorAll('[data-testid="landing-backdrop"] [data-section]');
    expect([...layers].map((layer) => layer.getAttribute('data-section'))).toEqual([
      'welcome',
      'features',
      'start',
      'community',
    ]);
    expect(document.querySelector('[data-testid="landing-backdrop"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
