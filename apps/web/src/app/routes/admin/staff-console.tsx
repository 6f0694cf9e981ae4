import {
  ClipboardList,
  Inbox,
  MessageSquareWarning,
  Package,
  ShieldCheck,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType } from 'react';
import { Navigate, NavLink, Outlet, Route, Routes, useLocation } from 'react-router';
import { msg } from '@carmarket/shared/i18n/translate';
import { STAFF_PAGE_TITLES } from '@carmarket/shared/site-page-titles';
import { staffPaths } from '@carmarket/shared/site-paths';
import { PageContainer } from '../../../components/layout/page-container';
import { focusRing } from '../../../components/ui/button-styles';
import { CountBadge } from '../../../components/ui/count-badge';
import { paths } from '../../../config/paths';
import { usePendingAdsCount } from '../../../features/admin/api/get-review-queue';
import { useOpenReportsCount } from '../../../features/reports/api/open-reports-count';
import { usePendingPackageRequests } from '../../../features/package/api/my-package';
import { useNewMessagesCount } from '../../../features/staff-inbox/api/staff-inbox';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotFoundRoute } from '../not-found';

interface ConsolePage {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** How many wait there, and the phrase read out after it ("3 ads waiting for review"). */
  count?: { value: number | undefined; phrase: (count: number) => string };
}

/** A console page module's named component, lazily: each page is its own chunk. */
function consolePage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const AdminRoute = consolePage(() => import('../admin'), 'AdminRoute');
const AdminReportsRoute = consolePage(() => import('./reports'), 'AdminReportsRoute');
const AdminMessagesRoute = consolePage(() => import('./messages'), 'AdminMessagesRoute');
const AdminUsersRoute = consolePage(() => import('./users'), 'AdminUsersRoute');
const AdminAuditRoute = consolePage(() => import('./audit'), 'AdminAuditRoute');
const AdminPackagesRoute = consolePage(() => import('./packages'), 'AdminPackagesRoute');

/** A console page's path below `/admin/*`, where the app's router hands the console over. */
const below = (path: string) => path.slice(paths.admin.length + 1);

/** The console's pages below `/admin` by path, with their titles (the root layout names `/admin`). */
const STAFF_TITLES = new Map<string, string>(
  (Object.keys(staffPaths) as Array<keyof typeof staffPaths>).map((key) => [
    staffPaths[key],
    STAFF_PAGE_TITLES[key],
  ]),
);

/**
 * The staff console (issue 18): everything under `/admin`, one lazy module of the app's router,
 * so the console's pages add nothing to a public page's first load. Its own routes pick the page;
 * the app's Suspense shows while a page's chunk arrives. build/route-modules.ts names these files
 * for the server's preloads.
 */
export function StaffConsole() {
  useDocumentTitle(STAFF_TITLES.get(useLocation().pathname));
  return (
    <Routes>
      <Route element={<StaffLayout />}>
        <Route index element={<AdminRoute />} />
        <Route path={below(staffPaths.adminReports)} element={<AdminReportsRoute />} />
        <Route path={below(staffPaths.adminMessages)} element={<AdminMessagesRoute />} />
        <Route path={below(staffPaths.adminUsers)} element={<AdminUsersRoute />} />
        <Route path={below(staffPaths.adminAudit)} element={<AdminAuditRoute />} />
        <Route path={below(staffPaths.adminPackages)} element={<AdminPackagesRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

/**
 * One navigation over the console's pages, with what waits for staff on each. Anyone who is not
 * staff gets the sign-in page or a not-found page, never data.
 */
function StaffLayout() {
  const { t } = useT();
  const user = useCurrentUser();
  const isStaff = user?.isStaff === true;
  const waitingAds = usePendingAdsCount({ enabled: isStaff });
  const reportedAds = useOpenReportsCount({ enabled: isStaff });
  const newMessages = useNewMessagesCount({ enabled: isStaff });
  const packageRequests = usePendingPackageRequests({ enabled: isStaff });
  if (!user) return <Navigate to={paths.login} replace />;
  if (!isStaff) return <NotFoundRoute />;

  const pages: ConsolePage[] = [
    {
      to: paths.admin,
      label: msg('Ads'),
      Icon: ShieldCheck,
      count: {
        value: waitingAds.data,
        phrase: (count) =>
          t('{count, plural, one {# ad waiting for review} other {# ads waiting for review}}', {
            count,
          }),
      },
    },
    {
      to: staffPaths.adminReports,
      label: msg('Reports'),
      Icon: MessageSquareWarning,
      count: {
        value: reportedAds.data,
        phrase: (count) =>
          t('{count, plural, one {# reported ad} other {# reported ads}}', { count }),
      },
    },
    {
      to: staffPaths.adminMessages,
      label: msg('Messages'),
      Icon: Inbox,
      count: {
        value: newMessages.data,
        phrase: (count) =>
          t('{count, plural, one {# new message} other {# new messages}}', { count }),
      },
    },
    {
      to: staffPaths.adminPackages,
      label: msg('Packages'),
      Icon: Package,
      count: {
        value: packageRequests.data?.length,
        phrase: (count) =>
          t('{count, plural, one {# package request} other {# package requests}}', { count }),
      },
    },
    { to: staffPaths.adminUsers, label: msg('Users'), Icon: UsersRound },
    { to: staffPaths.adminAudit, label: msg('Audit log'), Icon: ClipboardList },
  ];

  return (
    <PageContainer>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t('Staff console')}
      </p>
      {/* Every page in view on a phone, the row wrapping (a row that scrolled sideways hid
          Packages and its count off the screen). Positioned, so the counts' hidden phrases
          (absolute, as sr-only is) stay inside it and never widen the page. */}
      <nav aria-label={t('Staff console')} className="relative mt-3">
        <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
          {pages.map(({ to, label, Icon, count }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  cn(
                    'flex h-11 items-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                    focusRing,
                    isActive
                      ? 'bg-brand-700 text-white'
                      : 'border border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                  )
                }
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {t(label)}
                {count && count.value !== undefined && count.value > 0 && (
                  <CountBadge value={count.value} phrase={count.phrase(count.value)} />
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </PageContainer>
  );
}
