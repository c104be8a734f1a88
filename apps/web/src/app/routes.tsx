import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { RequireAdmin, RequireUser } from './guards.tsx';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';

// Public pages load through the route's own `lazy`. Guarded pages use React.lazy inside their guard instead, so
// their code is fetched only after the guard lets the user in: the admin panel never loads for a visitor.
const ProfilePage = lazy(() =>
  import('../features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const AdminPage = lazy(() =>
  import('../features/admin/admin-page.tsx').then((m) => ({ default: m.AdminPage })),
);

const landing = () =>
  import('../features/landing/landing-page.tsx').then((m) => ({ Component: m.LandingPage }));
const patchNotes = () =>
  import('../features/content/patch-notes-page.tsx').then((m) => ({ Component: m.PatchNotesPage }));
const patchNote = () =>
  import('../features/content/patch-note-page.tsx').then((m) => ({ Component: m.PatchNotePage }));
const resetPassword = () =>
  import('../features/auth/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage }));
const confirmEmail = () =>
  import('../features/auth/confirm-email-page.tsx').then((m) => ({ Component: m.ConfirmEmailPage }));
const confirmEmailChange = () =>
  import('../features/auth/confirm-email-change-page.tsx').then((m) => ({
    Component: m.ConfirmEmailChangePage,
  }));

/** What the admin route shows while the panel's own chunk arrives. */
function AdminLoading() {
  const { t } = useTranslation();
  return <PageLoading label={t('admin.loadingPanel')} detail={t('admin.preparing')} />;
}

/** The route table (docs/product.md §1.2), inside the shared layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        // A second error boundary inside the layout, so a failing page keeps the header and footer.
        errorElement: <RouteError />,
        // Shown inside the layout while the first page's code arrives.
        hydrateFallbackElement: <PageLoading />,
        children: [
          { id: 'landing', index: true, lazy: landing },
          { id: 'home', path: 'home', lazy: landing },
          {
            path: 'shop',
            lazy: () =>
              import('../features/shop/shop-return-page.tsx').then((m) => ({ Component: m.ShopReturnPage })),
          },
          {
            id: 'tos',
            path: 'tos',
            lazy: () => import('../features/legal/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
          },
          {
            id: 'legal',
            path: 'legal',
            lazy: () =>
              import('../features/legal/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
          },
          { id: 'patchNotesLegacy', path: 'patchNotes', lazy: patchNotes },
          { id: 'patchNotes', path: 'patch-notes', lazy: patchNotes },
          { id: 'patchNoteLegacy', path: 'patchNotes/:patchNoteId', lazy: patchNote },
          { id: 'patchNote', path: 'patch-notes/:patchNoteId', lazy: patchNote },
          {
            id: 'news',
            path: 'news',
            lazy: () => import('../features/content/news-page.tsx').then((m) => ({ Component: m.NewsPage })),
          },
          {
            id: 'article',
            path: 'news/:articleId',
            lazy: () =>
              import('../features/content/article-page.tsx').then((m) => ({ Component: m.ArticlePage })),
          },
          {
            id: 'login',
            path: 'login',
            lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
          },
          {
            id: 'register',
            path: 'register',
            lazy: () =>
              import('../features/auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
          },
          // Without a token the page says so (docs/product.md §2.4) instead of a 404.
          { path: 'reset-password', lazy: resetPassword },
          { path: 'reset-password/:token', lazy: resetPassword },
          // The confirmation mail's link: it lands here, is used once, and the page says what came of it.
          { path: 'confirm-email', lazy: confirmEmail },
          { path: 'confirm-email/:token', lazy: confirmEmail },
          // The change-email mail's link: the page asks for a click (a mail scanner opening it changes nothing).
          { path: 'confirm-email-change', lazy: confirmEmailChange },
          { path: 'confirm-email-change/:token', lazy: confirmEmailChange },
          {
            path: 'forgot-password',
            lazy: () =>
              import('../features/auth/forgot-password-page.tsx').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: 'profile',
            element: (
              <RequireUser>
                <ProfilePage />
              </RequireUser>
            ),
          },
          {
            // One route for /admin and its section paths (/admin/news, ...): the panel reads the rest itself.
            path: 'admin/*',
            element: (
              <RequireAdmin>
                <Suspense fallback={<AdminLoading />}>
                  <AdminPage />
                </Suspense>
              </RequireAdmin>
            ),
          },
          {
            path: '*',
            lazy: () =>
              import('../features/errors/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];
