import { isAdmin } from '@agaia/contract/plain';
import { Download, LogIn, LogOut, Menu, MessageCircle, Shield, User, UserPlus, X } from 'lucide-react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSelect } from '../components/language-select.tsx';
import { Logo } from '../components/logo.tsx';
import { ServerStatus } from '../features/game/index.ts';
import { DonateButton } from '../features/shop/index.ts';
import { useEarly } from '../lib/use-is-hydrated.ts';
import { logout, useUser } from '../lib/use-session.ts';
import { useLauncher, useSiteInfo } from '../lib/use-site-info.ts';
import styles from './header.module.css';

const MENU_ID = 'site-menu';
const ICON = 20;

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** The site header: logo, main links, account actions; a hamburger menu under 1024px. */
export function Header() {
  const { t } = useTranslation();
  const user = useUser();
  const { data: site } = useSiteInfo();
  const launcher = useLauncher();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const early = useEarly('menu');

  // A navigation (back button included) always leaves the mobile menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes.
  useEffect(() => setMenuOpen(false), [pathname]);
  // Opened before the page's code ran (index.html's early script): it stays open, now React's. After the effect above.
  useEffect(() => {
    if (menuButton.current?.getAttribute('aria-expanded') === 'true') setMenuOpen(true);
  }, []);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isMenuOpen]);

  // Choosing any link or button inside the menu closes it.
  const closeOnChoice = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button')) setMenuOpen(false);
  };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.brandBlock}>
          <Link to="/" className={styles.brand} aria-label={t('nav.homeLogo')}>
            <Logo className={styles.logo} />
            <span className={styles.brandName}>{t('app.name')}</span>
          </Link>
          {/* Under the brand name and out of the flow, so its late arrival moves nothing. */}
          <ServerStatus variant="header" className={styles.serverStatus} />
        </div>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
          aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
          {...early}
          // Until React owns the button, the early script swaps its label with this one.
          data-other-label={early['data-early'] && t('nav.closeMenu')}
        >
          {/* Both, the one shown chosen by aria-expanded (CSS), so the early script's toggle shows the right one too. */}
          <Menu size={ICON} aria-hidden="true" />
          <X size={ICON} aria-hidden="true" />
        </button>
        {/* Shown under 1024px while the button before it is expanded (CSS). */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegates clicks of the links and buttons inside, which are keyboard-operable themselves. */}
        <div id={MENU_ID} className={styles.menu} onClick={closeOnChoice}>
          <nav aria-label={t('nav.label')}>
            <ul className={styles.list}>
              <li>
                <NavLink to="/" end className={navClass}>
                  {t('nav.home')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/news" className={navClass}>
                  {t('nav.news')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/patch-notes" className={navClass}>
                  {t('nav.patchNotes')}
                </NavLink>
              </li>
              {site?.chatInviteUrl && (
                <li>
                  <a
                    className={styles.link}
                    href={site.chatInviteUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <MessageCircle size={ICON} aria-hidden="true" />
                    {t('nav.chat')}
                    <span className="visually-hidden"> {t('nav.newTab')}</span>
                  </a>
                </li>
              )}
              <li>
                {launcher.isAvailable ? (
                  <a className={styles.link} href={launcher.url} download>
                    <Download size={ICON} aria-hidden="true" />
                    {t('nav.download')}
                  </a>
                ) : (
                  // Not a link until the file is there: a browser would save the 404 under the launcher's name.
                  <span className={`${styles.link} ${styles.unavailable}`} data-launcher="unavailable">
                    <Download size={ICON} aria-hidden="true" />
                    {t('nav.download')}
                    <span className={styles.soon} aria-hidden="true">
                      {t('launcher.soon')}
                    </span>
                    <span className="visually-hidden">: {t('launcher.notAvailable')}</span>
                  </span>
                )}
              </li>
            </ul>
          </nav>
          <ul className={`${styles.list} ${styles.account}`}>
            {user ? (
              <>
                <li>
                  <DonateButton className={`${styles.link} ${styles.cta}`} />
                </li>
                <li>
                  <NavLink to="/profile" className={navClass}>
                    <User size={ICON} aria-hidden="true" />
                    {t('nav.profile')}
                  </NavLink>
                </li>
                {isAdmin(user.webMgt) && (
                  <li>
                    <NavLink to="/admin" className={navClass}>
                      <Shield size={ICON} aria-hidden="true" />
                      {t('nav.admin')}
                    </NavLink>
                  </li>
                )}
                <li>
                  <button type="button" className={styles.link} onClick={() => void logout()}>
                    <LogOut size={ICON} aria-hidden="true" />
                    {t('nav.logout')}
                  </button>
                </li>
              </>
            ) : (
              <>
                <li data-guest-only="">
                  <NavLink to="/login" className={navClass}>
                    <LogIn size={ICON} aria-hidden="true" />
                    {t('nav.login')}
                  </NavLink>
                </li>
                <li data-guest-only="">
                  <NavLink to="/register" className={`${styles.link} ${styles.cta}`}>
                    <UserPlus size={ICON} aria-hidden="true" />
                    {t('nav.register')}
                  </NavLink>
                </li>
              </>
            )}
            <li>
              <LanguageSelect compact />
            </li>
          </ul>
        </div>
      </div>
    </header>
  );
}
