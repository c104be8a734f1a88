/** Twitch drops' public entry: what other features (the profile) may use; everything else here is the feature's own. */
export { useTwitchUnlink } from './api/twitch-link.ts';
export { DropsPanel } from './drops-panel.tsx';
export { LinkTwitchButton } from './link-twitch-button.tsx';
