import { formatDate } from '@carmarket/shared/date-time';
import { PACKAGE_NAMES, PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import type { Language } from '@carmarket/shared/i18n/languages';
import type { Translator } from '@carmarket/shared/i18n/translate';
import type { AdminUser } from '@carmarket/shared/staff-moderation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useSetUserPackage, useUserSearch } from '../api/manage-packages';
import { AccountSearchForm } from './account-search-form';

/** Find an account by e-mail and set its package once payment is confirmed (api.md, staff). */
export function PackageManager() {
  const { t, language } = useT();
  const [email, setEmail] = useState('');
  const [choices, setChoices] = useState<Record<number, PackageName>>({});
  const users = useUserSearch(email);
  const setPackage = useSetUserPackage();

  return (
    <div>
      <AccountSearchForm
        label={t('Find a seller')}
        fieldLabel={t("Seller's e-mail")}
        onSearch={setEmail}
      />

      {users.isError && (
        <p role="alert" className="mt-4 text-sm text-rose-800">
          {users.error.message}
        </p>
      )}
      {users.data && users.data.length === 0 && (
        <p className="mt-4 text-sm text-slate-600">
          {t('No account starts with “{email}”.', { email })}
        </p>
      )}
      {users.data && users.data.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {users.data.map((user) => {
            const chosen = choices[user.id] ?? user.package;
            return (
              <li
                key={user.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{user.name}</p>
                  <p className="truncate text-sm text-slate-600">{user.email}</p>
                  <p className="text-sm text-slate-700">{packageLine(t, language, user)}</p>
                </div>
                <div className="flex gap-2">
                  <label className="sr-only" htmlFor={`package-${user.id}`}>
                    {t('Package for {email}', { email: user.email })}
                  </label>
                  <select
                    id={`package-${user.id}`}
                    value={chosen}
                    onChange={(event) =>
                      setChoices((current) => ({
                        ...current,
                        [user.id]: event.target.value as PackageName,
                      }))
                    }
                    className={cn(inputStyles, 'w-36 pr-10')}
                  >
                    {PACKAGE_NAMES.map((name) => (
                      <option key={name} value={name}>
                        {t(PACKAGE_TIERS[name].title)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    disabled={setPackage.isPending}
                    onClick={() =>
                      setPackage.mutate(
                        { id: user.id, pkg: chosen },
                        {
                          onSuccess: () =>
                            toast.success(
                              t('{name} now has {package}.', {
                                name: user.name,
                                package: t(PACKAGE_TIERS[chosen].title),
                              }),
                            ),
                        },
                      )
                    }
                    aria-label={t('Set package for {email}', { email: user.email })}
                    className={buttonStyles({ variant: 'secondary' })}
                  >
                    {t('Set')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** "Featured until 24 Dec 2026", or the package alone when it does not end. */
export function packageLine(
  t: Translator['t'],
  language: Language,
  user: Pick<AdminUser, 'package' | 'packageExpiresAt'>,
): string {
  const name = t(PACKAGE_TIERS[user.package].title);
  if (!user.packageExpiresAt) return name;
  return t('{package} until {date}', {
    package: name,
    date: formatDate(user.packageExpiresAt, 'medium', language),
  });
}
