import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_LIMITS,
  UpdateSavedSearchSchema,
  type SavedSearch,
  type SavedSearchFrequency,
  type SavedSearchParams,
} from '@carmarket/shared/saved-search';
import { Pencil, Search, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/form-field';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches';
import { FREQUENCY_LABELS } from './frequency-choice';
import { SavedSearchNameField } from './saved-search-name-field';

interface SavedSearchesListProps {
  /** A few words for what a search looks for ("Toyota Aqua in Kandy"). */
  describe: (params: SavedSearchParams) => string;
  /** Where Open goes: Buy Car showing the search. */
  hrefOf: (params: SavedSearchParams) => string;
}

/** The account's Saved Searches: each with its new matches, to open, rename, re-time or delete. */
export function SavedSearchesList({ describe, hrefOf }: SavedSearchesListProps) {
  const { t } = useT();
  const saved = useSavedSearches();
  if (saved.isPending) {
    return <LoadingBlock label={t('Loading your saved searches')} className="h-40" />;
  }
  if (saved.isError) return <LoadError>{saved.error.message}</LoadError>;
  if (saved.data.length === 0) {
    return (
      <div className="rounded-(--radius-card) bg-slate-50 px-6 py-12 text-center">
        <p className="text-lg font-semibold text-slate-900">{t('No saved searches yet')}</p>
        <p className="mt-2 text-slate-600">
          {t('Search on Buy Car, then choose Save this search to hear of new cars that match.')}
        </p>
        <Link to={paths.buyCar} className={buttonStyles({ className: 'mt-6' })}>
          <Search aria-hidden className="size-4" />
          {t('Find cars')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="text-sm text-slate-600">
        {t('{count} of {limit} searches saved.', {
          count: saved.data.length,
          limit: SAVED_SEARCH_LIMITS.perUser,
        })}
      </p>
      <ul className="mt-4 space-y-4">
        {saved.data.map((search) => (
          <SavedSearchRow
            key={search.id}
            search={search}
            description={describe(search.params)}
            href={hrefOf(search.params)}
          />
        ))}
      </ul>
    </>
  );
}

function SavedSearchRow({
  search,
  description,
  href,
}: {
  search: SavedSearch;
  description: string;
  href: string;
}) {
  const { t } = useT();
  const update = useUpdateSavedSearch();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const headingId = `saved-search-${search.id}`;
  const frequencyId = `saved-search-${search.id}-frequency`;

  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold break-words text-slate-900">
            {search.name}
          </h3>
          <p className="mt-1 text-sm break-words text-slate-600">{description}</p>
        </div>
        {search.newMatches > 0 ? (
          <span className="shrink-0 rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-slate-900">
            {search.newMatches >= SAVED_SEARCH_LIMITS.newMatchesCap
              ? t('99+ new')
              : t('{count} new', { count: search.newMatches })}
          </span>
        ) : (
          <span className="shrink-0 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
            {t('No new cars')}
          </span>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Link
          to={href}
          onClick={() => update.mutate({ id: search.id, changes: { seen: true } })}
          className={buttonStyles({ className: 'h-10 px-4' })}
          aria-label={t('Open {name}', { name: search.name })}
        >
          <Search aria-hidden className="size-4" />
          {t('Open')}
        </Link>
        <div>
          <label htmlFor={frequencyId} className="mb-1 block text-xs font-semibold text-slate-700">
            {t('E-mails')}
          </label>
          <select
            id={frequencyId}
            value={search.frequency}
            onChange={(event) => {
              const frequency = event.currentTarget.value as SavedSearchFrequency;
              update.mutate(
                { id: search.id, changes: { frequency } },
                {
                  onSuccess: () =>
                    toast.success(
                      t('{name}: {frequency, select, instant {instantly} other {once a day}}.', {
                        name: search.name,
                        frequency,
                      }),
                    ),
                },
              );
            }}
            className={cn(inputStyles, 'h-10 w-auto py-1.5 pr-9')}
            aria-label={t('E-mails for {name}', { name: search.name })}
          >
            {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(FREQUENCY_LABELS[frequency].label)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => setDialog('rename')}
          className={buttonStyles({ variant: 'secondary', className: 'h-10 px-4' })}
          aria-label={t('Rename {name}', { name: search.name })}
        >
          <Pencil aria-hidden className="size-4" />
          {t('Rename')}
        </button>
        <button
          type="button"
          onClick={() => setDialog('delete')}
          className={buttonStyles({
            variant: 'secondary',
            className: 'h-10 px-4 text-rose-700 hover:bg-rose-50',
          })}
          aria-label={t('Delete {name}', { name: search.name })}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('Delete')}
        </button>
      </div>
      {dialog === 'rename' && <RenameDialog search={search} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteDialog search={search} onClose={() => setDialog(null)} />}
    </li>
  );
}

function RenameDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { t } = useT();
  const update = useUpdateSavedSearch({ handlesOwnError: true });
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = UpdateSavedSearchSchema.safeParse({ name });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(
      { id: search.id, changes: { name } },
      {
        onSuccess: () => {
          toast.success(t('Search renamed.'));
          onClose();
        },
      },
    );
  }

  return (
    <Modal title={t('Rename saved search')} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <SavedSearchNameField value={name} error={error} onChange={setName} />
        {update.error && (
          <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
            {update.error.message}
          </p>
        )}
        <button
          type="submit"
          disabled={update.isPending}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          {update.isPending ? t('Saving…') : t('Save name')}
        </button>
      </form>
    </Modal>
  );
}

function DeleteDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { t } = useT();
  const remove = useDeleteSavedSearch();
  return (
    <Modal
      title={t('Delete this saved search?')}
      description={t('“{name}” and its e-mails stop. This cannot be undone.', {
        name: search.name,
      })}
      onClose={onClose}
    >
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(search.id, {
              onSuccess: () => {
                toast.success(t('Saved search deleted.'));
                onClose();
              },
            })
          }
          className={buttonStyles({
            size: 'lg',
            className: 'bg-rose-700 hover:bg-rose-800 sm:flex-1',
          })}
        >
          {remove.isPending ? t('Deleting…') : t('Delete')}
        </button>
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'sm:flex-1' })}
        >
          {t('Keep it')}
        </button>
      </div>
    </Modal>
  );
}
