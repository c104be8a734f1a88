/** Why the admin API refuses a write on an account (both sides show them). */
export const HierarchyMessages = {
  self: 'You cannot change your own account through the admin panel: use your profile.',
  above: 'You can only act on accounts whose permissions are a subset of your own.',
  credentials: "Changing another account's password or email needs the Account Actions permission as well.",
} as const;
