import { formatDateTime } from '@carmarket/shared/date-time';
import { RotateCcw } from 'lucide-react';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { useT } from '../../../lib/i18n';
import { useFailedJobs, useRetryJob } from '../api/failed-jobs';

/**
 * Background work whose retries ran out (decision 080): what it was, when it failed, the error,
 * and a Retry that runs it again. Nothing here means every e-mail went out.
 */
export function FailedJobs() {
  const { t, language } = useT();
  const failed = useFailedJobs();
  const retry = useRetryJob();

  if (failed.isPending) return <LoadingBlock label={t('Loading failed jobs')} className="h-20" />;
  if (failed.isError) return <LoadError>{failed.error.message}</LoadError>;
  if (failed.data.jobs.length === 0) {
    return (
      <p className="text-sm text-slate-600">{t('Nothing has failed. Every e-mail went out.')}</p>
    );
  }
  return (
    <div>
      <p className="text-sm text-slate-700">
        {t('{count, plural, one {# job failed.} other {# jobs failed.}}', {
          count: failed.data.count,
        })}
      </p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {failed.data.jobs.map((job) => (
          <li key={job.id} className="space-y-2 p-4">
            <p className="font-semibold break-words text-slate-900">{job.description}</p>
            <p className="text-sm text-slate-600">
              {t('Failed {date} after {attempts, plural, one {# attempt} other {# attempts}}', {
                date: formatDateTime(job.failedAt, 'day-month', language),
                attempts: job.attempts,
              })}
            </p>
            <p className="rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs break-words text-slate-800">
              {job.error}
            </p>
            <button
              type="button"
              className={buttonStyles({ variant: 'secondary' })}
              disabled={retry.isPending && retry.variables === job.id}
              onClick={() =>
                retry.mutate(job.id, {
                  onSuccess: () => toast.success(t('Queued again. It runs within a minute.')),
                })
              }
            >
              <RotateCcw aria-hidden className="size-4" />
              {t('Retry')}
              <span className="sr-only"> {job.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
