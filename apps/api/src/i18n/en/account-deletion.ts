/** The account-deletion feature's sentences (answers and refusals), in English. */
export const AccountDeletionText = {
  // The player's request
  alreadyWaiting: 'Your deletion request is already waiting for the staff.',
  requested: 'Your deletion request was sent. The staff will confirm it, and we will tell you by mail.',
  nothingPending: 'You have no pending deletion request.',
  cancelled: 'Your deletion request was taken back. Your account stays.',

  // The staff's decision
  requestNotFound: 'No such deletion request.',
  notPending: 'This request is no longer pending.',
  needsAccountActions: 'Deleting an account needs the Account Actions permission as well.',
  deleted: 'Account {{id}} was deleted.',
  declined: 'The request was declined; the player is told why.',

  // The mails telling the player (greeting and button: the mails group's)
  mailReceived_subject: 'We received your account deletion request',
  mailReceived_body:
    'We received your request to delete your account. A member of staff will look at it soon; until then your account works as before, and you can take the request back on your profile.',
  mailReceived_notYou: 'If you did not ask for this, change your password and take the request back.',
  mailConfirmed_subject: 'Your account was deleted',
  mailConfirmed_body:
    'As you asked, your account was deleted: its name, email address, login and linked accounts are gone, and you can no longer log in with it.',
  mailConfirmed_records:
    'Donation records are kept, without your name or address, for as long as tax law requires. This is the last mail you get from us.',
  mailDeclined_subject: 'Your account deletion request was declined',
  /** `note`: the staff's own words. */
  mailDeclined_body: 'A member of staff declined your request to delete your account: {{note}}',
} as const;
