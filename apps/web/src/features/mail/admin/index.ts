/** The mail feature's admin entry: the panel's shell loads the Mail Outbox section from here, as one chunk. */
export { MailOutboxSection } from './mail-outbox-section.tsx';
