import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { buildProfile } from './builders.ts';
import { type StubResponse, stubFetch } from './fetch-stub.ts';
import { buildUser, LAZY, renderApp } from './render-app.tsx';

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

/**
 * Opens the profile's Security tab (named `tab` in the page's language) with these answers (the profile's own added)
 * and waits for the card headed `heading`; answers the fetch mock, the tab panel and a user.
 */
export async function openSecurityTab(
  routes: Record<string, StubResponse>,
  heading: string,
  tab = 'Security',
) {
  const fetchMock = stubFetch({ 'GET /api/user/profile': { json: buildProfile() }, ...routes });
  renderApp('/profile', { user: buildUser({ userName: 'Aria' }) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: tab }, LAZY));
  const panel = within(screen.getByRole('tabpanel', { name: tab }));
  await panel.findByRole('heading', { name: heading });
  return { fetchMock, panel, user };
}
