import { PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import { addMonths } from '../../lib/months';

/** Featured and vip run for their validity from `now`; member never expires. */
export function packageExpiry(name: PackageName, now: Date): Date | null {
  return name === 'member' ? null : addMonths(now, PACKAGE_TIERS[name].validityMonths);
}
