import { formatDate } from '@carmarket/shared/date-time';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useDecidePackageRequest, usePendingPackageRequests } from '../api/my-package';

/** Staff: package requests waiting for a confirmed payment. */
export function PackageRequestsReview() {
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
        aria-label="Loading requests"
        className="h-20 animate-pulse rounded-xl bg-slate-100"
      />
    );
  if (requests.data.length === 0)
    return <p className="text-sm text-slate-600">No requests waiting.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {requests.data.map((request) => (
        <li key={request.id} className="py-3">
          <p className="font-semibold text-slate-900">
            {request.user.name} wants {PACKAGE_TIERS[request.package].title}
          </p>
          <p className="text-sm text-slate-700">
            Reference <span className="font-mono font-semibold">{request.reference}</span>
          </p>
          <p className="truncate text-sm text-slate-600">
            {request.user.email} · now {PACKAGE_TIERS[request.user.package].title} · asked{' '}
            {formatDate(request.createdAt)}
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
                            ? `${request.user.name} now has ${PACKAGE_TIERS[request.package].title}.`
                            : 'Request rejected.',
                        ),
                    },
                  )
                }
                className={buttonStyles({
                  variant: decision === 'approve' ? 'primary' : 'secondary',
                })}
              >
                {decision === 'approve' ? 'Approve' : 'Reject'}
                <span className="sr-only">
                  {' '}
                  the {PACKAGE_TIERS[request.package].title} request of {request.user.email}
                </span>
              </button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
