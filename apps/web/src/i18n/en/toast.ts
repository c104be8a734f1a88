// The toast corridor's own words, added to the catalog by toast-messages.ts with the pages that show toasts (the
// profile and the admin panel): the public pages never download them.
export const enToast = {
  toast: {
    region: 'Notifications',
    close: 'Close notification',
  },
} as const;
