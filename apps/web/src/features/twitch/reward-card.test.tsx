import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTwitchReward } from '../../test/twitch-builders.ts';
import { RewardCard } from './reward-card.tsx';

const renderCard = (imageUrl: string | null) =>
  render(
    <ul>
      <RewardCard reward={buildTwitchReward({ imageUrl })} state="locked" canClaim onClaim={() => {}} />
    </ul>,
  ).container.querySelector('img');

describe('RewardCard: the widths it asks for', () => {
  it('gives an uploaded image a srcset sized to its card', () => {
    const img = renderCard('/api/media/5e.gif');
    expect(img).toHaveAttribute('src', '/api/media/5e.gif');
    expect(img?.getAttribute('srcset')).toBe(
      '/api/media/5e.gif?w=320 320w, /api/media/5e.gif?w=640 640w, /api/media/5e.gif?w=960 960w, ' +
        '/api/media/5e.gif?w=1280 1280w, /api/media/5e.gif?w=1920 1920w',
    );
    expect(img).toHaveAttribute('sizes', '(max-width: 639px) calc(100vw - 66px), 340px');
  });

  it('shows an external image with a plain src, and no image at all without one', () => {
    const img = renderCard('https://static-cdn.example/reward.png');
    expect(img).toHaveAttribute('src', 'https://static-cdn.example/reward.png');
    expect(img).not.toHaveAttribute('srcset');
    expect(renderCard(null)).toBeNull();
  });
});
