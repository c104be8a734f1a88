/** The accounts feature's sentences (answers and refusals), in English. */
export const AccountsText = {
  gameAccountTaken: 'This game account already belongs to another site account.',
  /** A new or renamed user name that reads like a staff member's (demo_admln beside demo_admin). */
  userNameTooSimilar: "This user name is too similar to a staff member's name.",
  /** `until`: the ban's end, written in the reader's language; `reason`: the staff's words. */
  banned: 'This account is banned until {{until}} UTC. Reason: {{reason}}',
} as const;
