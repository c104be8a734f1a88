/** The content feature's admin sections: the panel's shell loads them, as one chunk, from here only. */
export { NewsSection, PatchNotesSection } from './sections.tsx';
