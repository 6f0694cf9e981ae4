import { formatDate } from '@carmarket/shared/date-time';
import { PACKAGE_NAMES, PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useSetUserPackage, useUserSearch } from '../api/manage-packages';
import { AccountSearchForm } from './account-search-form';

/** Find an account by e-mail and set its package once payment is confirmed (api.md, staff). */
export function PackageManager() {
  const [email, setEmail] = useState('');
  const [choices, setChoices] = useState<Record<number, PackageName>>({});
  const users = useUserSearch(email);
  const setPackage = useSetUserPackage();

  return (
    <div>
      <AccountSearchForm label="Find a seller" fieldLabel="Seller's e-mail" onSearch={setEmail} />

      {users.isError && (
        <p role="alert" className="mt-4 text-sm text-rose-800">
          {users.error.message}
        </p>
      )}
      {users.data && users.data.length === 0 && (
        <p className="mt-4 text-sm text-slate-600">No account starts with “{email}”.</p>
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
                  <p className="text-sm text-slate-700">
                    {PACKAGE_TIERS[user.package].title}
                    {user.packageExpiresAt && ` until ${formatDate(user.packageExpiresAt)}`}
                  </p>
                </div>
                <div className="flex gap-2">
                  <label className="sr-only" htmlFor={`package-${user.id}`}>
                    Package for {user.email}
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
                        {PACKAGE_TIERS[name].title}
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
                            toast.success(`${user.name} now has ${PACKAGE_TIERS[chosen].title}.`),
                        },
                      )
                    }
                    className={buttonStyles({ variant: 'secondary' })}
                  >
                    Set<span className="sr-only"> package for {user.email}</span>
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
