import { InitialsAvatar } from '../../../components/ui/initials-avatar';

const LEADERS = [
  {
    name: 'Dilan Wickramasinghe',
    role: 'Founder & Chief Executive Officer',
    bio: 'Dilan spent twelve years in vehicle import and leasing before founding CarMarket in 2015 to bring the honesty of a good dealer online.',
  },
  {
    name: 'Shalini Fernando',
    role: 'Chief Operating Officer',
    bio: 'Shalini leads the review team that checks every ad, and the customer support desk that answers buyers and sellers around the clock.',
  },
  {
    name: 'Arjun Rajapaksha',
    role: 'Chief Technology Officer',
    bio: 'Arjun builds the search, finance tools and security behind CarMarket, and believes a fast site on a slow connection is a feature.',
  },
] as const;

export function LeadershipTeam() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {LEADERS.map((leader, index) => (
        <li
          key={leader.name}
          className="flex flex-col items-center rounded-3xl border border-slate-200 bg-white p-7 text-center shadow-(--shadow-card)"
        >
          <InitialsAvatar name={leader.name} tone={index} className="size-24 text-2xl" />
          <h3 className="mt-5 text-lg font-bold text-slate-900">{leader.name}</h3>
          <p className="mt-1 text-sm font-semibold text-brand-700">{leader.role}</p>
          <p className="mt-4 text-sm leading-relaxed text-slate-600">{leader.bio}</p>
        </li>
      ))}
    </ul>
  );
}
