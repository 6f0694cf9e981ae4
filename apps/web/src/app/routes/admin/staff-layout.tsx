import { ClipboardList, Inbox, ShieldCheck, UsersRound, type LucideIcon } from 'lucide-react';
import { Navigate, NavLink, Outlet } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { focusRing } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { usePendingAdsCount } from '../../../features/admin/api/get-review-queue';
import { useNewMessagesCount } from '../../../features/staff-inbox/api/staff-inbox';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../../lib/session';
import { NotFoundRoute } from '../not-found';

interface ConsolePage {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** What the count beside it counts, read out after it ("3 ads waiting for review"). */
  count?: { value: number | undefined; noun: [string, string] };
}

/**
 * The staff console (issue 18): one navigation over its pages, each page its own route. Anyone
 * who is not staff gets the sign-in page or a not-found page, never data.
 */
export function StaffLayout() {
  const user = useCurrentUser();
  const isStaff = user?.isStaff === true;
  const waitingAds = usePendingAdsCount({ enabled: isStaff });
  const newMessages = useNewMessagesCount({ enabled: isStaff });
  if (!user) return <Navigate to={paths.login} replace />;
  if (!isStaff) return <NotFoundRoute />;

  const pages: ConsolePage[] = [
    {
      to: paths.admin,
      label: 'Ads',
      Icon: ShieldCheck,
      count: { value: waitingAds.data, noun: ['ad waiting for review', 'ads waiting for review'] },
    },
    {
      to: paths.adminMessages,
      label: 'Messages',
      Icon: Inbox,
      count: { value: newMessages.data, noun: ['new message', 'new messages'] },
    },
    { to: paths.adminUsers, label: 'Users', Icon: UsersRound },
    { to: paths.adminAudit, label: 'Audit log', Icon: ClipboardList },
  ];

  return (
    <PageContainer>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Staff console</p>
      <nav aria-label="Staff console" className="-mx-4 mt-3 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 border-b border-slate-200 pb-3">
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
                {label}
                {count && count.value !== undefined && count.value > 0 && (
                  <ConsoleCount value={count.value} noun={count.noun} />
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

/** A page's count of what waits for staff, beside its name; read out as a phrase. */
function ConsoleCount({ value, noun }: { value: number; noun: [string, string] }) {
  return (
    <>
      <span
        aria-hidden
        className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-900 tabular-nums"
      >
        {value > 999 ? '999+' : value}
      </span>
      <span className="sr-only">
        , {value} {value === 1 ? noun[0] : noun[1]}
      </span>
    </>
  );
}
