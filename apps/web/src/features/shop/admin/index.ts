/** The shop feature's admin section: the panel's shell loads it, as one chunk, from here only. */
export { ShopSection } from './shop-section.tsx';
