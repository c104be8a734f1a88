import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/catalogs.ts';
import { siteInfo, stubFetch } from '../../test/fetch-stub.ts';
import { LAZY, renderApp } from '../../test/render-app.tsx';
import { formatLegalDate } from './legal-date.ts';
import type { LegalText } from './legal-types.ts';
import { privacySections as englishPrivacy } from './privacy-content.ts';
import { privacySections as portuguesePrivacy } from './pt-BR/privacy-content.ts';
import { termsSections as portugueseTerms } from './pt-BR/terms-content.ts';
import { termsSections as englishTerms } from './terms-content.ts';

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

/** Every text of the page shown so far, kept on each change: whatever appeared, even for a moment, is in here. */
function watchTexts(): { seen: string[]; stop: () => void } {
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

/** The table of contents' entries: [label, href]. */
const contentsLinks = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('legal pages in Brazilian Portuguese', () => {
  const sample = {
    entity: 'Agaia Games IKE',
    address: '1 Odos Example, 10558 Athens, Greece',
    email: 'legal@agaia.example',
  };

  it('shows the terms in Portuguese at once, with their date, contents and key clauses, never English first', async () => {
    stubFetch({ 'GET /api/site': { json: { ...siteInfo, ...provider } } });
    await switchLanguage('pt-BR');
    const { seen, stop } = watchTexts();
    renderApp('/tos');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termos e Condições de Uso' }, LAZY),
    ).toBeInTheDocument();
    // The title and the text arrive together: the page waited for its Portuguese text instead of showing English.
    expect(screen.getByRole('heading', { level: 2, name: /Contas e idade \(PEGI 13\)/ })).toBeInTheDocument();
    expect(screen.getByText('Última atualização: 24 de junho de 2025')).toBeInTheDocument();
    expect(contentsLinks('Sumário')).toEqual([
      ...portugueseTerms(sample).map((section) => [section.title, `#${section.id}`]),
      ['Prestador do serviço', '#provider'],
    ]);
    expect(document.getElementById('accounts')).not.toBeNull();
    const text = document.body.textContent ?? '';
    for (const clause of [
      'pelo menos 13 anos',
      'contas compartilhadas',
      'sem uso por um ano',
      'Usar anonimizadores',
      'Não é permitido usar como nome um endereço de e-mail ou um endereço da web',
      'aviso prévio de duas semanas',
      'pelo menos 30 dias de antecedência',
      'até três meses',
      'As doações são definitivas',
      'A moeda premium não tem valor monetário',
      'As assinaturas',
      'resolução de conflitos on-line',
      'envie um pedido por e-mail para legal@agaia.example',
    ]) {
      expect(text).toContain(clause);
    }
    expect(await screen.findByText('Agaia Games IKE')).toBeInTheDocument();
    stop();
    const english = englishTerms(sample).map((section) => section.title);
    expect(seen.filter((shown) => english.some((title) => shown.includes(title)))).toEqual([]);
    expect(seen.some((shown) => shown.includes('Last updated'))).toBe(false);
  });

  it('shows the privacy policy in Portuguese, with its date, headings, the consent manager and Greece', async () => {
    stubFetch({ 'GET /api/site': { json: { ...siteInfo, ...provider } } });
    await switchLanguage('pt-BR');
    renderApp('/legal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText('Última atualização: 24 de junho de 2025')).toBeInTheDocument();
    for (const name of [
      'Dados que coletamos',
      'Finalidades e bases legais',
      'Cookies, armazenamento local e o gerenciador de consentimento',
      'Estatísticas anonimizadas',
      'Redes sociais e links externos',
      'Retenção dos dados',
      'Destinatários e transferências',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(contentsLinks('Sumário')).toEqual([
      ...portuguesePrivacy(sample).map((section) => [section.title, `#${section.id}`]),
      ['Prestador do serviço', '#provider'],
    ]);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Até que você aceite, apenas o armazenamento essencial é usado');
    expect(text).toContain('com sede na Grécia');
    expect(await screen.findByText('1 Odos Example, 10558 Athens, Greece')).toBeInTheDocument();
  });

  it('follows the language when it changes on the page, and back', async () => {
    stubFetch({ 'GET /api/site': { json: { ...siteInfo, ...provider } } });
    renderApp('/tos');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions of Use' }, LAZY);
    await act(() => switchLanguage('pt-BR'));
    expect(
      await screen.findByRole('heading', { level: 2, name: /Objeto e prestador do serviço/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Última atualização: 24 de junho de 2025')).toBeInTheDocument();
    await act(() => switchLanguage('en'));
    expect(await screen.findByRole('heading', { level: 2, name: /Scope and provider/ })).toBeInTheDocument();
    expect(screen.getByText('Last updated: June 24th, 2025')).toBeInTheDocument();
  });

  it.each([
    ['terms', englishTerms, portugueseTerms],
    ['privacy', englishPrivacy, portuguesePrivacy],
  ] as [string, LegalText, LegalText][])(
    'has every section of the English %s: same ids in the same order, its paragraphs, points and provider details',
    (_, english, portuguese) => {
      const marks = { entity: '‹entity›', address: '‹address›', email: '‹email›' };
      const shape = (text: LegalText) =>
        text(marks).map((section) => ({
          id: section.id,
          paragraphs: section.paragraphs.length,
          points: section.points?.length,
          // The provider's details each section names: the translation keeps every one.
          names: Object.values(marks).filter((mark) => JSON.stringify(section).includes(mark)),
        }));
      expect(shape(portuguese)).toEqual(shape(english));
      // Translated, not copied: no heading, paragraph or point is the English one.
      const lines = (text: LegalText) =>
        text(marks).flatMap((section) => [section.title, ...section.paragraphs, ...(section.points ?? [])]);
      const englishLines = new Set(lines(english));
      expect(lines(portuguese).filter((line) => englishLines.has(line))).toEqual([]);
    },
  );
});

describe('legal dates', () => {
  it.each([
    ['2025-06-24', 'en', 'June 24th, 2025'],
    ['2025-07-01', 'en', 'July 1st, 2025'],
    ['2025-07-02', 'en', 'July 2nd, 2025'],
    ['2025-07-03', 'en', 'July 3rd, 2025'],
    ['2025-07-11', 'en', 'July 11th, 2025'],
    ['2025-07-22', 'en', 'July 22nd, 2025'],
    ['2025-06-24', 'pt-BR', '24 de junho de 2025'],
    ['2025-07-01', 'pt-BR', '1º de julho de 2025'],
  ])('%s in %s is written %s', (date, language, written) => {
    expect(formatLegalDate(date, language)).toBe(written);
  });
});
