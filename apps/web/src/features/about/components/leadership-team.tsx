import { msg } from '@carmarket/shared/i18n/translate';
import { leaderPortraitSrc, type PortraitLook } from './leader-portrait';
import { useT } from '../../../lib/i18n';

const LEADERS: ReadonlyArray<{ name: string; role: string; bio: string; look: PortraitLook }> = [
  {
    name: 'Dilan Wickramasinghe',
    role: msg('Founder & Chief Executive Officer'),
    bio: msg(
      'Dilan spent twelve years in vehicle import and leasing before founding CarMarket in 2015 to bring the honesty of a good dealer online.',
    ),
    look: {
      skin: '#b07a52',
      hair: '#1d1b1a',
      hairStyle: 'side-part',
      jacket: '#1e2f4f',
      shirt: '#f4f6f8',
      backdrop: ['#dbe7ff', '#a9c1ee'],
      beard: true,
    },
  },
  {
    name: 'Shalini Fernando',
    role: msg('Chief Operating Officer'),
    bio: msg(
      'Shalini leads the review team that checks every ad, and the customer support desk that answers buyers and sellers around the clock.',
    ),
    look: {
      skin: '#c08a62',
      hair: '#241a16',
      hairStyle: 'long',
      jacket: '#8a2342',
      shirt: '#f7e9d8',
      backdrop: ['#fde8c8', '#f2c98e'],
    },
  },
  {
    name: 'Arjun Rajapaksha',
    role: msg('Chief Technology Officer'),
    bio: msg(
      'Arjun builds the search, finance tools and security behind CarMarket, and believes a fast site on a slow connection is a feature.',
    ),
    look: {
      skin: '#9c6a45',
      hair: '#141312',
      hairStyle: 'short',
      jacket: '#2f5d4a',
      shirt: '#e7eef5',
      backdrop: ['#d5f0e3', '#9fd3bb'],
      glasses: true,
    },
  },
];

/** Spec section 2, About: three leadership profiles with name, role, photo and bio. */
export function LeadershipTeam() {
  const { t } = useT();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {LEADERS.map((leader) => (
        <li
          key={leader.name}
          className="flex flex-col items-center rounded-3xl border border-slate-200 bg-white p-7 text-center shadow-(--shadow-card)"
        >
          <img
            src={leaderPortraitSrc(leader.look)}
            alt={t('Portrait of {name}, {role}', { name: leader.name, role: t(leader.role) })}
            width={128}
            height={128}
            loading="lazy"
            className="size-32 rounded-full object-cover ring-4 ring-white shadow-(--shadow-card)"
          />
          <h3 className="mt-5 text-lg font-bold text-slate-900">{leader.name}</h3>
          <p className="mt-1 text-sm font-semibold text-brand-700">{t(leader.role)}</p>
          <p className="mt-4 text-sm leading-relaxed text-slate-600">{t(leader.bio)}</p>
        </li>
      ))}
    </ul>
  );
}
