/** The mail feature's sentences (answers and refusals), in English. */
export const MailText = {
  mailNotFound: 'Mail not found.',
  alreadySent: 'This mail was already sent.',
  textGone:
    'The text of this mail is no longer kept, so it cannot be sent again: the player can ask for a new one.',
  sendingNow: 'This mail is being sent right now: look again in a minute.',
  resent: 'The mail is on its way again.',
} as const;
