import {
  CreateSavedSearchSchema,
  SAVED_SEARCH_MESSAGES,
  type SavedSearchFrequency,
  type SavedSearchParams,
} from '@carmarket/shared/saved-search';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useCreateSavedSearch } from '../api/saved-searches';
import { FrequencyChoice } from './frequency-choice';
import { SavedSearchNameField } from './saved-search-name-field';

/** The Save this search dialog: the name and how often to hear of new cars. */
export function SaveSearchDialog({
  params,
  suggestedName,
  onClose,
}: {
  params: SavedSearchParams;
  suggestedName: string;
  onClose: () => void;
}) {
  const { t } = useT();
  const create = useCreateSavedSearch();
  const [name, setName] = useState(suggestedName);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('daily');
  const [nameError, setNameError] = useState<string>();
  const radioName = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = CreateSavedSearchSchema.safeParse({ name, frequency, params });
    if (!checked.success) {
      const nameIssue = checked.error.issues.find((issue) => issue.path[0] === 'name');
      setNameError(nameIssue?.message);
      if (nameIssue) return;
    }
    setNameError(undefined);
    create.mutate(
      { name, frequency, params },
      {
        onSuccess: () => {
          toast.success(t(SAVED_SEARCH_MESSAGES.saved));
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      title={t('Save this search')}
      description={t(
        'We will e-mail you when new cars match it. You can change or delete it under Saved Searches.',
      )}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <SavedSearchNameField value={name} error={nameError} onChange={setName} />
        <FrequencyChoice name={radioName} value={frequency} onChange={setFrequency} />
        {create.error && (
          <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
            {create.error.message}{' '}
            {/* The API words the refusal in the page's language, from the same catalog. */}
            {create.error.message === t(SAVED_SEARCH_MESSAGES.tooMany) && (
              <Link to={paths.savedSearches} className="font-semibold underline">
                {t('Open Saved Searches')}
              </Link>
            )}
          </p>
        )}
        <button
          type="submit"
          disabled={create.isPending}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          {create.isPending ? t('Saving…') : t('Save')}
        </button>
      </form>
    </Modal>
  );
}
