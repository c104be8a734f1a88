/**
 * The statistics feature's admin entry: the panel's shell loads the three Statistics views from here, as one chunk
 * (uPlot follows in a chunk of its own with the first chart drawn).
 */
export { CharacterStatsSection } from './characters/character-stats-section.tsx';
export { GameStatsSection } from './game/game-stats-section.tsx';
export { PaymentStatsSection } from './payments/payment-stats-section.tsx';
