import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteInfo, stubFetch } from '../../test/fetch-stub.ts';
import { LAZY, renderApp } from '../../test/render-app.tsx';

const provider = {
  legalEntity: 'Agaia Games IKE',
  legalAddress: '1 Odos Example, 10558 Athens, Greece',
  legalEmail: 'legal@agaia.example',
};

describe('legal pages', () => {
  it('shows the terms with their date, contents and key clauses', async () => {
    stubFetch({ 'GET /api/site': { json: { ...siteInfo, ...provider } } });
    renderApp('/tos');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions of Use' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated: June 24th, 2025')).toBeInTheDocument();
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    expect(contents.getByRole('link', { name: 'Accounts and age (PEGI 13)' })).toHaveAttribute(
      'href',
      '#accounts',
    );
    expect(document.getElementById('accounts')).not.toBeNull();
    const text = document.body.textContent ?? '';
    for (const clause of [
      'at least 13 years old',
      'shared accounts are not allowed',
      'has not been used for one year',
      'Anonymizers',
      'An e-mail address or a web address may not be used as a name',
      "two weeks' notice",
      'at least 30 days in advance',
      'up to three months',
      'Donations are final',
      'Premium currency has no cash value',
      'Memberships',
      'online dispute resolution',
      'send a request by e-mail to legal@agaia.example',
    ]) {
      expect(text).toContain(clause);
    }
    expect(await screen.findByText('Agaia Games IKE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'legal@agaia.example' })).toHaveAttribute(
      'href',
      'mailto:legal@agaia.example',
    );
  });

  it('shows the privacy policy with its date, the consent manager, Greece and the provider', async () => {
    stubFetch({ 'GET /api/site': { json: { ...siteInfo, ...provider } } });
    renderApp('/legal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated: June 24th, 2025')).toBeInTheDocument();
    for (const name of [
      'Data we collect',
      'Purposes and legal bases',
      'Cookies, local storage and the consent manager',
      'Anonymized analytics',
      'Social media and external links',
      'Retention',
      'Recipients and transfers',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeInTheDocument();
    }
    const text = document.body.textContent ?? '';
    expect(text).toContain('Until you accept, only essential storage is used');
    expect(text).toContain('based in Greece');
    expect(await screen.findByText('1 Odos Example, 10558 Athens, Greece')).toBeInTheDocument();
  });

  it('shows marked placeholders when the provider is not configured', async () => {
    stubFetch({
      'GET /api/site': { json: { ...siteInfo, legalEntity: '', legalAddress: '', legalEmail: '' } },
    });
    renderApp('/legal');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, LAZY);
    expect(await screen.findByText('[Provider name not configured: LEGAL_ENTITY]')).toBeInTheDocument();
    expect(screen.getByText('[Contact e-mail not configured: LEGAL_EMAIL]')).toBeInTheDocument();
  });
});
