import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../lib/format.ts';
import { expectNoAxeViolation } from '../../../../test/axe.ts';
import { queriesSent, type StubResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';
import { buildCharacterStats } from '../../../../test/stats-builders.ts';
import { captureDownloads, figureTableRows, statsPanel, tileText } from '../../../../test/stats-queries.ts';

const CHARACTERS = 'GET /api/admin/stats/characters';
const PANEL = 'Characters in the game';

async function openCharacterStats(answer: StubResponse = { json: buildCharacterStats() }) {
  const mock = stubFetch({ [CHARACTERS]: answer });
  renderApp('/admin/character-stats', { user: buildUser({ webMgt: 23 }) });
  await screen.findByRole('heading', { level: 3, name: 'Character Statistics' }, LAZY);
  return mock;
}

async function figures() {
  await within(await screen.findByRole('region', { name: PANEL })).findByText('Total characters');
  return statsPanel(PANEL);
}

describe('admin Statistics: Character Stats', () => {
  it('counts every server: the total, when it was counted, classes, races and level bands', async () => {
    const mock = await openCharacterStats();
    const panel = await figures();
    expect(queriesSent(mock, CHARACTERS)).toHaveLength(1);
    expect(tileText(panel, 'Total characters')).toBe(
      `30 · Counted at ${formatDateTime('2026-11-24T15:05:00.000Z')}`,
    );
    expect(panel.getByLabelText('Server')).toHaveValue('all');
    expect(await figureTableRows(panel, 'Classes')).toEqual([
      'Class | Characters',
      'Warrior | 12',
      'Brawler | 18',
    ]);
    expect(await figureTableRows(panel, 'Races')).toEqual([
      'Race | Characters',
      'Castanic | 20',
      'Elin | 10',
    ]);
    expect(await figureTableRows(panel, 'Level bands')).toEqual([
      'Levels | Characters',
      '1–10 | 5',
      '61–70 | 25',
    ]);
  });

  it("shows one server's counts when picked, and names its CSV after it", async () => {
    await openCharacterStats();
    const panel = await figures();
    await userEvent.selectOptions(panel.getByLabelText('Server'), 'Arun');
    expect(tileText(panel, 'Total characters')).toMatch(/^9 · Counted at /);
    expect(await figureTableRows(panel, 'Classes')).toEqual([
      'Class | Characters',
      'Warrior | 3',
      'Brawler | 6',
    ]);
    const files = captureDownloads();
    await userEvent.click(panel.getByRole('button', { name: 'Download CSV of Classes' }));
    expect(files.map((file) => file.name)).toEqual(['character-classes-arun-2026-11-24.csv']);
    expect(await files[0]?.read()).toBe('"Class","Characters"\r\n"Warrior","3"\r\n"Brawler","6"\r\n');
  });

  it('says the game backend is not connected and how to connect it, instead of empty figures', async () => {
    await openCharacterStats({ json: { connected: false } });
    const panel = within(await screen.findByRole('region', { name: PANEL }));
    expect(await panel.findByText('The game backend is not connected')).toBeInTheDocument();
    expect(panel.getByText('GAME_BACKEND=tera-api')).toBeInTheDocument();
    expect(panel.getByText('TERA_DB_URL')).toBeInTheDocument();
    expect(panel.queryByRole('figure')).not.toBeInTheDocument();
    expect(panel.queryByLabelText('Server')).not.toBeInTheDocument();
    await expectNoAxeViolation();
  });

  it("shows the server's message while the game's database does not answer, and Try Again reads it again", async () => {
    await openCharacterStats({
      status: 503,
      json: { message: "The game's database is not answering: try again in a minute." },
    });
    const panel = within(await screen.findByRole('region', { name: PANEL }));
    expect(
      await panel.findByText("The game's database is not answering: try again in a minute."),
    ).toBeInTheDocument();
    stubFetch({ [CHARACTERS]: { json: buildCharacterStats() } });
    await userEvent.click(panel.getByRole('button', { name: 'Try Again' }));
    expect(await panel.findByText('Total characters')).toBeInTheDocument();
  });

  it('has no accessibility violation', async () => {
    await openCharacterStats();
    await figures();
    await expectNoAxeViolation();
    await figureTableRows(statsPanel(PANEL), 'Races');
    await expectNoAxeViolation();
  });
});
