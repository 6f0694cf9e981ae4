import { PACKAGE_NAMES, type PackageName } from '@carmarket/shared/packages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PackageComparison } from './package-comparison';
import { PlanCard } from '../../../components/ui/plan-card';
import { PremiumBenefits } from './premium-benefits';
import { useT } from '../../../lib/i18n';

/**
 * Sell Your Car with no package chosen (spec section 2): the three plan cards (Featured
 * recommended), the comparison table and the premium box.
 */
export function PackageChooser({ onChoose }: { onChoose: (tier: PackageName) => void }) {
  const { t } = useT();
  return (
    <>
      <h2 className="sr-only">{t('Packages')}</h2>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {PACKAGE_NAMES.map((tier) => (
          <PlanCard
            key={tier}
            tier={tier}
            recommended={tier === 'featured'}
            action={
              <button
                type="button"
                onClick={() => onChoose(tier)}
                aria-describedby={`plan-${tier}`}
                className={buttonStyles({
                  variant: tier === 'featured' ? 'primary' : 'secondary',
                  size: 'lg',
                  className: 'w-full',
                })}
              >
                {t('Select Plan')}
              </button>
            }
          />
        ))}
      </div>
      <PackageComparison />
      <PremiumBenefits />
    </>
  );
}
