import {
  currentPackage,
  PACKAGE_NAMES,
  PACKAGE_TIERS,
  packageCovers,
  type PackageName,
} from '@carmarket/shared/packages';
import { lazy, useEffect } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useNavigate, useSearchParams, type SetURLSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { buttonStyles } from '../../components/ui/button-styles';
import { LoadError, LoadingBlock } from '../../components/ui/load-state';
import {
  editListing,
  LISTINGS_TAB_PARAM,
  listingsAfterSubmit,
  loginReturningTo,
  loginThen,
  paths,
  SELL_EDIT_PARAM,
} from '../../config/paths';
import { useMyPackage } from '../../features/package/api/my-package';
import { UpgradePaymentPanel } from '../../features/package/components/upgrade-payment-panel';
import { useEditableAd } from '../../features/sell/api/edit-ad';
import { useAddVehicleData } from '../../features/sell/api/get-add-vehicle-data';
import { EditAdForm } from '../../features/sell/components/edit-ad-form';
import {
  PostingAllowanceLine,
  PostingLimitReached,
} from '../../features/sell/components/posting-allowance';
import { PackageChooser } from '../../features/sell/components/package-chooser';
import { SellWizard } from '../../features/sell/components/sell-wizard';
import { ModelSuggestions } from '../../features/vehicles/components/model-suggestions';
import { WizardPriceBand } from '../../features/vehicles/components/wizard-price-band';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { PageLoading } from '../../components/ui/page-loading';

// The phone verification panel (issue 36): its own chunk, loaded when first shown.
const PhoneVerificationPanel = lazy(
  () => import('../../features/phone-verification/components/phone-verification-panel'),
);

const SELL_CAR_STATE = 'sell-car';
const STEP_PARAM = 'step';
const PACKAGE_PARAM = 'package';
/** A paid package the seller chose without holding it: how to pay for it (decision 060). */
const UPGRADE_PARAM = 'upgrade';

function isPackageName(value: string | null): value is PackageName {
  return PACKAGE_NAMES.some((name) => name === value);
}

export function SellCarRoute() {
  const { t } = useT();
  const { status, user } = useSession();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const inWizard = searchParams.has(STEP_PARAM);
  const editId = Number(searchParams.get(SELL_EDIT_PARAM)) || null;
  // The package choice is public (rendered on the server, decision 116); the wizard, an edit and
  // an upgrade belong to a user, so they wait for a stored session to be checked.
  if (status === 'checking' && (inWizard || editId !== null || searchParams.has(UPGRADE_PARAM))) {
    return <PageLoading />;
  }
  if (editId !== null) {
    if (!user) return <Navigate to={loginReturningTo(editListing(editId))} replace />;
    return <EditListing id={editId} />;
  }

  const upgrade = searchParams.get(UPGRADE_PARAM);
  if (
    !inWizard &&
    user &&
    isPackageName(upgrade) &&
    upgrade !== 'member' &&
    !packageCovers(currentPackage(user), upgrade)
  ) {
    return (
      <SellUpgrade tier={upgrade} held={currentPackage(user)} setSearchParams={setSearchParams} />
    );
  }

  if (!inWizard) {
    const choose = (tier: PackageName) => {
      // Spec section 2: a visitor signs in first and comes back to the wizard.
      if (!user) {
        void navigate(loginThen(SELL_CAR_STATE));
        return;
      }
      if (!packageCovers(currentPackage(user), tier)) {
        setSearchParams({ [UPGRADE_PARAM]: tier });
        return;
      }
      setSearchParams({ [STEP_PARAM]: '1', [PACKAGE_PARAM]: tier });
    };
    return (
      <PageContainer>
        <PageHeader
          title={t('Sell Your Car')}
          intro={t(
            "Choose a package, add your car's details and photos, and reach serious buyers across the island.",
          )}
        />
        <PackageChooser onChoose={choose} />
      </PageContainer>
    );
  }

  if (!user) return <Navigate to={loginThen(SELL_CAR_STATE)} replace />;

  // With `step` and no package chosen (back from sign-in), the user's own package is used.
  const held = currentPackage(user);
  const asked = searchParams.get(PACKAGE_PARAM);
  const tier = isPackageName(asked) && packageCovers(held, asked) ? asked : held;

  return (
    <PageContainer>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          title={t('Create Your Listing')}
          intro={t(
            'Package: {package}. Up to {photos} photos, live for {months, plural, one {# month} other {# months}} once approved.',
            {
              package: t(PACKAGE_TIERS[tier].title),
              photos: PACKAGE_TIERS[tier].maxPhotos,
              months: PACKAGE_TIERS[tier].validityMonths,
            },
          )}
        />
        <button
          type="button"
          onClick={() => setSearchParams({})}
          className={buttonStyles({
            variant: 'secondary',
            className: 'shrink-0 self-start sm:self-auto',
          })}
        >
          {t('Change Package')}
        </button>
      </div>
      <div className="mt-8">
        <WizardWithOptions
          tier={tier}
          phone={user.mobile}
          onSubmitted={(adId) => void navigate(listingsAfterSubmit(adId))}
        />
      </div>
    </PageContainer>
  );
}

/**
 * A seller chose a package they do not hold: its price and how to pay, a button to ask for it,
 * and the way on meanwhile: this ad under the package they hold now.
 */
function SellUpgrade({
  tier,
  held,
  setSearchParams,
}: {
  tier: Exclude<PackageName, 'member'>;
  held: PackageName;
  setSearchParams: SetURLSearchParams;
}) {
  const { t } = useT();
  const myPackage = useMyPackage();
  const heldTitle = t(PACKAGE_TIERS[held].title);
  return (
    <PageContainer>
      <PageHeader
        title={t('Sell Your Car')}
        intro={t(
          '{tier} ads need the {tier} package; your account has {held}. Pay for the upgrade, or post this ad as {held} now.',
          { tier: t(PACKAGE_TIERS[tier].title), held: heldTitle },
        )}
      />
      <div className="mt-8 max-w-3xl">
        {myPackage.isError && <LoadError>{myPackage.error.message}</LoadError>}
        {myPackage.isPending && (
          <LoadingBlock label={t('Loading the package details')} className="h-96" />
        )}
        {myPackage.data && (
          <UpgradePaymentPanel tier={tier} pkg={myPackage.data} headingLevel={2}>
            <button
              type="button"
              onClick={() => setSearchParams({ [STEP_PARAM]: '1', [PACKAGE_PARAM]: held })}
              className={buttonStyles({ variant: 'secondary', size: 'lg' })}
            >
              {t('Continue as {package} now', { package: heldTitle })}
            </button>
          </UpgradePaymentPanel>
        )}
        <button
          type="button"
          onClick={() => setSearchParams({})}
          className={buttonStyles({ variant: 'ghost', className: 'mt-4' })}
        >
          {t('Back to packages')}
        </button>
      </div>
    </PageContainer>
  );
}

function WizardWithOptions(props: {
  tier: PackageName;
  phone: string;
  onSubmitted: (adId: number) => void;
}) {
  const { t } = useT();
  const options = useAddVehicleData();
  // The new ads left today (decision 098). Without it the wizard still works: the API checks.
  const myPackage = useMyPackage();
  // Spec section 7: a failed load shows the server's message as an error toast.
  const failure = options.isError ? options.error.message : null;
  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure]);
  if (options.isError) {
    return <LoadError>{options.error.message}</LoadError>;
  }
  if (!options.data || myPackage.isPending) {
    return <LoadingBlock label={t('Loading the form')} className="h-96" />;
  }
  const held = myPackage.data;
  if (held && held.newAds.left === 0) return <PostingLimitReached tier={held.tier} />;
  // A new key per package: changing package starts a fresh wizard.
  return (
    <SellWizard
      key={props.tier}
      {...props}
      firstStepNotice={
        held ? <PostingAllowanceLine tier={held.tier} left={held.newAds.left} /> : undefined
      }
      options={options.data}
      renderModelSuggestions={({ makeId, listId }) => (
        <ModelSuggestions makeId={makeId} listId={listId} />
      )}
      renderPriceBand={(car) => <WizardPriceBand {...car} />}
      renderPhoneVerification={(panel) => <PhoneVerificationPanel {...panel} />}
    />
  );
}

/** `/sell-car?edit=12`: the wizard's details on one of the seller's ads (decision 081). */
function EditListing({ id }: { id: number }) {
  const { t } = useT();
  const navigate = useNavigate();
  const ad = useEditableAd(id);
  const options = useAddVehicleData();
  const failure = ad.error ?? options.error;
  return (
    <PageContainer>
      <PageHeader
        title={t('Edit Your Listing')}
        intro={t("Change your car's details and photos.")}
      />
      <div className="mt-8">
        {failure ? (
          <LoadError>{failure.message}</LoadError>
        ) : !ad.data || !options.data ? (
          <LoadingBlock label={t('Loading your ad')} className="h-96" />
        ) : (
          <EditAdForm
            ad={ad.data}
            options={options.data}
            onSaved={() =>
              void navigate(`${paths.listings}?${LISTINGS_TAB_PARAM}=${ad.data.status}`)
            }
            renderModelSuggestions={({ makeId, listId }) => (
              <ModelSuggestions makeId={makeId} listId={listId} />
            )}
          />
        )}
      </div>
    </PageContainer>
  );
}
