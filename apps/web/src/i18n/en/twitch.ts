// The Twitch Drops panel's words, added to the catalog by twitch-messages.ts when the panel loads (in the profile).
export const enTwitch = {
  twitch: {
    loading: 'Loading Twitch Drops...',
    loadFailed: 'Failed to load Twitch Drop data.',
    viewerTime: 'Watch time',
    streamerTime: 'Stream time',
    viewerRewards: 'Viewer rewards',
    streamerRewards: 'Streamer rewards',
    progressLabel: 'Progress to the last reward',
    progressValue: '{{time}} of {{max}}',
    filtersLabel: 'Show rewards',
    filters: { all: 'All', available: 'Available', locked: 'Locked', claimed: 'Claimed' },
    states: { available: 'Available', locked: 'Locked', claimed: 'Claimed' },
    requires: 'Requires {{time}}',
    item: 'Item {{itemId}} × {{quantity}}',
    claim: 'Claim',
    claimLabel: 'Claim {{title}}',
    claimAll: 'Claim All',
    claiming: 'Claiming...',
    claimed: 'Reward claimed!',
    claimedCount: 'Claimed {{n}} reward(s).',
    claimFailed: 'Failed to claim reward.',
    claimAllFailed: 'Failed to claim all rewards.',
    nothingToClaim: 'No rewards available to claim yet.',
    noRewards: 'No rewards this season yet. Check back soon.',
    noMatch: 'No rewards match this filter.',
    promptTitle: 'Link your Twitch account',
    viewerPrompt:
      'Watch Agaia Online streams on Twitch with your account linked to earn watch time, then claim in-game rewards here.',
    streamerPrompt:
      'Stream Agaia Online on Twitch with your account linked to earn stream time, then claim in-game rewards here.',
  },
} as const;
