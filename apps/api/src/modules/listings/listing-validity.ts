import { PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import { addMonths } from '../../lib/months';

/**
 * When an ad's validity ends if it runs from `from`: its package's months (member 1, featured
 * and vip 2). Approval runs it from now; a renewal from the later of now and the current expiry.
 */
export function adValidUntil(pkg: PackageName, from: Date): Date {
  return addMonths(from, PACKAGE_TIERS[pkg].validityMonths);
}
