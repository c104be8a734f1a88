import type { TwitchReward, TwitchRewardType } from '@agaia/contract';
import { screen, within } from '@testing-library/react';
import { DropsPanel } from '../features/twitch/drops-panel.tsx';
import { type StubResponse, siteInfo, stubFetch } from './fetch-stub.ts';
import { renderWithProviders } from './render-app.tsx';

export const WATCH_TIME = 'GET /api/user/twitch/watchtime';
export const WATCH_REWARDS = 'GET /api/user/twitch/watchrewards';
export const CLAIM_VIEWER = 'POST /api/user/twitch/getviewerreward';

type ClaimAnswer = StubResponse | Promise<StubResponse>;

/** A promise to settle by hand, to look at the screen while a call is in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const toResponse = ({ status = 200, json }: StubResponse) =>
  new Response(json === undefined ? null : JSON.stringify(json), {
    status,
    headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
  });

type DropsStub = {
  minutes?: number;
  rewards?: TwitchReward[];
  /** The answer to the n-th claim (0-based). */
  claim?: (n: number) => ClaimAnswer;
  twitchEnabled?: boolean;
  routes?: Record<string, StubResponse>;
  /** Leaves every read of the rewards after the first unanswered, so only the screen's own state shows. */
  holdRefetch?: boolean;
};

/** Stubs the viewer drop endpoints: time, rewards, and claims answered one by one. */
export function stubDrops({
  minutes = 0,
  rewards = [],
  claim,
  twitchEnabled = true,
  routes = {},
  holdRefetch = false,
}: DropsStub) {
  const mock = stubFetch({
    'GET /api/site': { json: { ...siteInfo, twitchEnabled } },
    [WATCH_TIME]: { json: { watchTime: minutes } },
    [WATCH_REWARDS]: { json: { rewards } },
    ...routes,
  });
  const table = mock.getMockImplementation();
  let claims = 0;
  let rewardReads = 0;
  mock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    if (claim && key === CLAIM_VIEWER) return toResponse(await claim(claims++));
    if (holdRefetch && key === WATCH_REWARDS && rewardReads++ > 0) return new Promise<Response>(() => {});
    if (!table) throw new Error('fetch stub missing');
    return table(input, init);
  });
  return mock;
}

/** Renders one drops tab on its own, with a fresh query client that does not retry. */
export function renderDrops(kind: TwitchRewardType = 'viewer', isLinked = true) {
  return renderWithProviders(<DropsPanel kind={kind} isLinked={isLinked} />);
}

/** The card of a reward, found by its title. */
export function cardOf(title: string) {
  const card = screen.getByRole('heading', { name: title }).closest('li');
  if (!card) throw new Error(`No card for ${title}`);
  return within(card);
}

/** The state a reward's card shows: its badge text. */
export function badgeOf(title: string): string | null {
  const card = screen.getByRole('heading', { name: title }).closest('li');
  return card?.querySelector('[data-badge]')?.textContent ?? null;
}
