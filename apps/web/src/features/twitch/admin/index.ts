/** The twitch feature's admin section: the panel's shell loads it, as one chunk, from here only. */
export { TwitchDropsSection } from './twitch-drops-section.tsx';
