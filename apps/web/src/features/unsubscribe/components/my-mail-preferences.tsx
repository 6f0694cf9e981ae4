import { UNSUBSCRIBE_MESSAGES } from '@carmarket/shared/unsubscribe';
import toast from 'react-hot-toast';
import { LoadingBlock } from '../../../components/ui/load-state';
import { useT } from '../../../lib/i18n';
import { useMyMailPreferences, useSaveMyMailPreferences } from '../api/my-mail-preferences';
import { MailPreferencesSwitches } from './mail-preferences-switches';

/** The signed-in user's e-mail switches (Settings → E-mail preferences), saved as they change. */
export function MyMailPreferences() {
  const { t } = useT();
  const preferences = useMyMailPreferences();
  const save = useSaveMyMailPreferences();
  if (!preferences.data) {
    return <LoadingBlock label={t('Loading your e-mail preferences')} className="h-72" />;
  }
  return (
    <MailPreferencesSwitches
      headingLevel="h3"
      preferences={preferences.data}
      onChange={(next) =>
        save.mutate(next, { onSuccess: () => toast.success(t(UNSUBSCRIBE_MESSAGES.saved)) })
      }
    />
  );
}
