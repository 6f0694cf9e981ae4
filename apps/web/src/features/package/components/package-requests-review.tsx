import { formatDate } from '@carmarket/shared/date-time';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n';
import { useDecidePackageRequest, usePendingPackageRequests } from '../api/my-package';

/** Staff: package requests waiting for a confirmed payment. */
export function PackageRequestsReview() {
  const { t, language } = useT();
  const requests = usePendingPackageRequests();
  const decide = useDecidePackageRequest();
  if (requests.isError)
    return (
      <p role="alert" className="text-sm text-rose-800">
        {requests.error.message}
      </p>
    );
  if (!requests.data)
    return (
      <div
        role="status"
        aria-label={t('Loading requests')}
        className="h-20 animate-pulse rounded-xl bg-slate-100"
      />
    );
  if (requests.data.length === 0)
    return <p className="text-sm text-slate-600">{t('No requests waiting.')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {requests.data.map((request) => {
        const wanted = t(PACKAGE_TIERS[request.package].title);
        return (
          <li key={request.id} className="py-3">
            <p className="font-semibold text-slate-900">
              {t('{name} wants {package}', { name: request.user.name, package: wanted })}
            </p>
            <p className="text-sm text-slate-700">
              {t('Reference')} <span className="font-mono font-semibold">{request.reference}</span>
            </p>
            {/* Wrapped, never cut: on a phone the date is the line's end (issue 38). */}
            <p className="text-sm wrap-anywhere text-slate-600">
              {t('{email} · now {package} · asked {date}', {
                email: request.user.email,
                package: t(PACKAGE_TIERS[request.user.package].title),
                date: formatDate(request.createdAt, 'medium', language),
              })}
            </p>
            <div className="mt-2 flex gap-2">
              {(['approve', 'reject'] as const).map((decision) => (
                <button
                  key={decision}
                  type="button"
                  disabled={decide.isPending}
                  onClick={() =>
                    decide.mutate(
                      { id: request.id, decision },
                      {
                        onSuccess: () =>
                          toast.success(
                            decision === 'approve'
                              ? t('{name} now has {package}.', {
                                  name: request.user.name,
                                  package: wanted,
                                })
                              : t('Request rejected.'),
                          ),
                      },
                    )
                  }
                  aria-label={
                    decision === 'approve'
                      ? t('Approve the {package} request of {email}', {
                          package: wanted,
                          email: request.user.email,
                        })
                      : t('Reject the {package} request of {email}', {
                          package: wanted,
                          email: request.user.email,
                        })
                  }
                  className={buttonStyles({
                    variant: decision === 'approve' ? 'primary' : 'secondary',
                  })}
                >
                  {decision === 'approve' ? t('Approve') : t('Reject')}
                </button>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
