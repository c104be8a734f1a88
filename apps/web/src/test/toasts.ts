import { screen, within } from '@testing-library/react';

/** The page's toast corridor (components/toast.tsx), where the outcome of an action shows. */
const toastRegion = () => within(screen.getByRole('region', { name: 'Notifications' }));

/** The corridor's polite live region: success and info toasts. */
export const politeToasts = () => within(toastRegion().getByRole('status'));

/** The corridor's assertive live region (role=alert): error toasts. */
export const errorToasts = () => within(toastRegion().getByRole('alert'));
