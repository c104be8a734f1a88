import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

type Scope = ReturnType<typeof within>;

type EmailChange = { newEmail: string; confirmEmail?: string; currentPassword: string };

/**
 * Opens Change Email from the profile card `card`, fills in its three fields (the confirmation defaults to the new
 * address) and submits it; answers queries inside the dialog, which stays open to show the outcome.
 */
export async function submitEmailChange(
  user: UserEvent,
  card: Scope,
  { newEmail, confirmEmail = newEmail, currentPassword }: EmailChange,
): Promise<Scope> {
  await user.click(card.getByRole('button', { name: 'Change Email' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Change Email' }));
  await user.type(dialog.getByLabelText('New Email'), newEmail);
  await user.type(dialog.getByLabelText('Confirm New Email'), confirmEmail);
  await user.type(dialog.getByLabelText('Current Password'), currentPassword);
  await user.click(dialog.getByRole('button', { name: 'Change Email' }));
  return dialog;
}
