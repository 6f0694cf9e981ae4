import { msg } from '@carmarket/shared/i18n/translate';
import { INBOX_PAGE_SIZE, type InboxStatus } from '@carmarket/shared/staff-inbox';
import { useRef, useState } from 'react';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { Pager } from '../../../components/ui/pager';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useT } from '../../../lib/i18n';
import { useInbox, useNewMessagesCount } from '../api/staff-inbox';
import { InboxMessageCard } from './inbox-message-card';

const EMPTY: Record<InboxStatus, string> = {
  new: msg('No new messages. Everyone who wrote has been answered.'),
  handled: msg('Nothing handled yet.'),
};

/**
 * The staff inbox (decision 097): New and Handled tabs of contact messages and pre-order
 * requests, newest first, a page at a time.
 */
export function StaffInbox() {
  const { t, tc } = useT();
  const [status, setStatus] = useState<InboxStatus>('new');
  const [page, setPage] = useState(1);
  const inbox = useInbox({ status, page });
  const newCount = useNewMessagesCount();
  const handledTotal = useInbox({ status: 'handled', page: 1 }).data?.total;
  const summary = useRef<HTMLParagraphElement>(null);
  const pageCount = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / INBOX_PAGE_SIZE)) : 1;

  return (
    <div>
      <Tabs
        id="inbox"
        label={t('Messages to show')}
        items={[
          { value: 'new', label: tc('messages', 'New'), count: newCount.data },
          { value: 'handled', label: t('Handled'), count: handledTotal },
        ]}
        selected={status}
        onSelect={(value) => {
          setStatus(value);
          setPage(1);
        }}
        className="flex-wrap"
      />
      <TabPanel id="inbox" selected={status} className="mt-6">
        {inbox.isError && <LoadError>{inbox.error.message}</LoadError>}
        {inbox.isPending && <LoadingBlock label={t('Loading messages')} className="h-64" />}
        {inbox.data && (
          <>
            <p
              ref={summary}
              tabIndex={-1}
              aria-live="polite"
              className="text-sm font-semibold text-slate-700 focus:outline-none"
            >
              {t('{count, plural, one {# message} other {# messages}}', {
                count: inbox.data.total,
              })}
            </p>
            {inbox.data.messages.length === 0 ? (
              <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
                {t(EMPTY[status])}
              </p>
            ) : (
              <ul className="mt-3 space-y-6">
                {inbox.data.messages.map((message) => (
                  <li key={`${message.kind}-${message.id}`}>
                    <InboxMessageCard
                      message={message}
                      // The message leaves this list: the focus goes to the count above it.
                      onDone={() => summary.current?.focus()}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pager page={page} pageCount={pageCount} onPage={setPage} />
          </>
        )}
      </TabPanel>
    </div>
  );
}
