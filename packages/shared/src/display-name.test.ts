import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ProfileUpdateSchema, RegisterSchema } from './account';
import { looksLikeTheSite, nameShownToOthers } from './display-name';

/** Names that could pass for the site or its team (issue 29): each one refused. */
export const SITE_LIKE_NAMES = [
  'CarMarket',
  'carmarket',
  'CARMARKET',
  'Car Market',
  'car-market',
  'C a r M a r k e t',
  'Car.Market.lk',
  'CarMarket Security Team',
  'CarMarket Support',
  'CarMarketSupport',
  'carmarketsupport',
  'CarMarket_Official',
  'Support',
  'SUPPORT',
  'Sup port',
  'Supp0rt',
  'Support!',
  'Admin',
  'ADMIN',
  'Adm1n',
  '@dmin',
  'Admin1',
  'Adrnin',
  'Administrator',
  'Admin Team',
  'Kamal (Admin)',
  'Security',
  'Secur1ty',
  'Staff',
  '5taff',
  'Moderator',
  'M0derat0r',
  'Official',
  '0ffic1al',
  'Officia|',
  // Cyrillic А, Ѕ, С and М, and Greek Α, in place of the Latin letters.
  '\u0410dmin',
  '\u0405upport',
  '\u0421ar\u041carket',
  '\u0391dmin',
  // Full-width letters, a zero-width space, an accent.
  'Ａｄｍｉｎ',
  'Ad\u200bmin',
  'Ādmin',
];

/** Real names that share letters with the words above, and must stay allowed. */
const ORDINARY_NAMES = [
  'Nimal Perera',
  'Padmini Jayasuriya',
  'Supun Adikari',
  'Oscar Marketing',
  'Staffordshire Motors',
  'Dilan Securities',
  'Kasun Car Sales',
  'Team Lanka Motors',
  'Moderate Prices Ltd',
  'නිමල් පෙරේරා',
  'கமலா பெர்னாண்டோ',
  'Mohamed Rizvi',
];

const registration = (name: string) => ({
  name,
  mobile: '0771234567',
  email: 'nimal@example.lk',
  password: 'longenough',
  confirmPassword: 'longenough',
});
const profile = (name: string) => ({
  name,
  mobile: '0771234567',
  email: 'nimal@example.lk',
  line1: '12 Galle Road',
  cityId: '1',
});

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('names that imitate the site', () => {
  it.each(SITE_LIKE_NAMES)('refuses %j at registration and profile save', (name) => {
    expect(looksLikeTheSite(name)).toBe(true);
    expect(firstMessage(RegisterSchema.safeParse(registration(name)))).toBe(
      ACCOUNT_MESSAGES.nameLikeTheSite,
    );
    expect(firstMessage(ProfileUpdateSchema.safeParse(profile(name)))).toBe(
      ACCOUNT_MESSAGES.nameLikeTheSite,
    );
  });

  it.each(ORDINARY_NAMES)('accepts %j', (name) => {
    expect(looksLikeTheSite(name)).toBe(false);
    expect(RegisterSchema.safeParse(registration(name)).success).toBe(true);
    expect(ProfileUpdateSchema.safeParse(profile(name)).success).toBe(true);
  });

  it('says what to do in words a person understands', () => {
    expect(ACCOUNT_MESSAGES.nameLikeTheSite).toBe(
      'Please use your own name. Names like CarMarket, Support, Admin or Security could be mistaken for our team.',
    );
  });

  it('shows an existing account with such a name to others as a neutral stand-in', () => {
    expect(nameShownToOthers('CarMarket Security Team', 'A buyer')).toBe('A buyer');
    expect(nameShownToOthers('Kamala Fernando', 'A buyer')).toBe('Kamala Fernando');
  });
});
