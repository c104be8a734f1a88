import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { ConsentBanner } from '../components/consent-banner.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { SkyBackdrop } from '../components/sky-backdrop.tsx';
import { useReferralTracking } from '../lib/tracking.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './layout.module.css';
import { PageTransition } from './page-transition.tsx';

/**
 * The shared layout of every page: skip link, header, the main area with the page transition, footer, the consent
 * banner; it also sends the referral hit of this page load.
 */
export function Layout() {
  const { t } = useTranslation();
  useReferralTracking();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <SkyBackdrop />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className={styles.content}>
          <PageTransition>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageTransition>
        </div>
      </main>
      <Footer />
      <ConsentBanner />
      <ScrollRestoration />
    </div>
  );
}
