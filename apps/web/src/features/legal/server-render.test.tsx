import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/catalogs.ts';
import { siteQueryKey } from '../../lib/use-site-info.ts';
import { siteInfo } from '../../test/fetch-stub.ts';
import { renderOnServer } from '../../test/render-app.tsx';
import { loadLegalTexts } from './legal-documents.ts';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

/** A page rendered as the server renders it: synchronously, in one pass, with the site info already read. */
const renderPage = (page: ReactElement) => renderOnServer(page, [[siteQueryKey, siteInfo]]);

describe('the legal pages on the server', () => {
  it('render in Portuguese in one pass once the renderer has loaded the texts of the language', async () => {
    await switchLanguage('pt-BR');
    await loadLegalTexts('pt-BR');
    // No Suspense boundary here: a page that suspended would fail the render.
    const terms = renderPage(<TermsPage />);
    expect(terms).toContain('Termos e Condições de Uso');
    expect(terms).toContain('Contas e idade (PEGI 13)');
    expect(terms).toContain('Última atualização: 24 de junho de 2025');
    expect(terms).not.toContain('Scope and provider');
    const privacy = renderPage(<PrivacyPage />);
    expect(privacy).toContain('Dados que coletamos');
    expect(privacy).toContain('com sede na Grécia');
  });

  it('render in English as before', () => {
    const terms = renderPage(<TermsPage />);
    expect(terms).toContain('Accounts and age (PEGI 13)');
    expect(terms).toContain('Last updated: June 24th, 2025');
  });
});
