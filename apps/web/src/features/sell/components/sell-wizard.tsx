import {
  AD_MESSAGES,
  AD_TOASTS,
  AD_UPLOAD_LIMITS,
  type AddVehicleDataResponse,
} from '@carmarket/shared/ad';
import { msg } from '@carmarket/shared/i18n/translate';
import { PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { lazyModule } from '../../../lib/lazy-module';
import type {
  PhoneVerificationSlotProps,
  RenderPhoneVerification,
} from '../../../lib/phone-verification-slot';
import { useCurrentUser } from '../../../lib/session';
import { useCreateAd } from '../api/create-ad';
import { checkDraft, emptyDraft, toAdFields, type AdDraft } from './ad-draft';
import { fileTooLarge, PhotosStep, pickedPhotoProblem, type PickedPhoto } from './photos-step';
import { ReviewStep } from './review-step';
import type { RichTextEditorHandle } from './rich-text-editor';
import { UPLOAD_SENT_PERCENT, UploadProgressDialog } from './upload-progress-dialog';
import { VehicleDetailsStep } from './vehicle-details-step';

const STEPS = [msg('Vehicle Details'), msg('Upload Photos'), msg('Review & Submit')] as const;
/**
 * The number rules of issue 36. Their module is shared with the panel, the offer form and chat,
 * so a static import would add a chunk to the list every page's entry carries (issue 17's
 * budget): it is fetched once the wizard is on screen instead, long before Continue.
 */
const phoneRules = lazyModule(() => import('@carmarket/shared/phone-verification'));

/** Spec section 9: the progress modal closes one second after 100%. */
const CLOSE_AFTER_COMPLETE_MS = 1000;

interface SellWizardProps {
  tier: PackageName;
  options: AddVehicleDataResponse;
  /** The seller's mobile, offered as the ad's phone number. */
  phone: string;
  /** The new ad's id, once the server has it. */
  onSubmitted: (adId: number) => void;
  renderModelSuggestions?: ComponentProps<typeof VehicleDetailsStep>['renderModelSuggestions'];
  renderPriceBand?: ComponentProps<typeof VehicleDetailsStep>['renderPriceBand'];
  /** Shown above step 1's fields: the new ads left today (decision 098). */
  firstStepNotice?: ReactNode;
  /**
   * The phone verification panel (issue 36) for `phone`, composed by the route: a feature does
   * not import another. `reason` is the API's sentence when a submission was refused.
   */
  renderPhoneVerification: RenderPhoneVerification;
}

/** What the panel is open for: the number, and the API's sentence when submitting was refused. */
interface PhoneCheck {
  phone: string;
  reason: string | undefined;
}

/** The three-step wizard of spec sections 2 and 4. Nothing typed or picked is lost on failure. */
export function SellWizard({
  tier,
  options,
  phone,
  onSubmitted,
  renderModelSuggestions,
  renderPriceBand,
  firstStepNotice,
  renderPhoneVerification,
}: SellWizardProps) {
  const { t } = useT();
  const pkg = PACKAGE_TIERS[tier];
  const richDescription = pkg.richDescription;
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<AdDraft>(() => emptyDraft(phone));
  const [invalidField, setInvalidField] = useState<keyof AdDraft | null>(null);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [threeSixty, setThreeSixty] = useState<File | null>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** The ad the server stored: the dialog shows 100%, then closes a second later. */
  const [storedAdId, setStoredAdId] = useState<number | null>(null);
  const account = useCurrentUser();
  const [phoneCheck, setPhoneCheck] = useState<PhoneCheck | null>(null);
  const onSubmittedRef = useRef(onSubmitted);
  useEffect(() => {
    onSubmittedRef.current = onSubmitted;
  });

  // Counted from when 100% is on the screen, not from the answer: a busy phone may paint it late.
  useEffect(() => {
    if (storedAdId === null) return;
    const timer = setTimeout(() => {
      setProgress(null);
      toast.success(t(AD_TOASTS.submitted));
      onSubmittedRef.current(storedAdId);
    }, CLOSE_AFTER_COMPLETE_MS);
    return () => clearTimeout(timer);
  }, [storedAdId, t]);
  const editorRef = useRef<RichTextEditorHandle | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The bytes' progress stops at 99%: 100% means the server has stored the ad, and the dialog
  // closes one second after that (spec section 9), not after the server's work on the photos.
  const createAd = useCreateAd((percent) => setProgress(Math.min(percent, UPLOAD_SENT_PERCENT)));

  // Previews are object URLs: release them when the wizard goes away.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => photosRef.current.forEach((p) => URL.revokeObjectURL(p.previewUrl)), []);

  function goTo(next: number) {
    setStep(next);
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'start' });
    });
  }

  useEffect(() => {
    phoneRules.load().catch(() => {});
  }, []);

  function continueFromDetails() {
    // Spec section 4: moving to step 2 stores the editor's HTML as the description.
    const current = richDescription
      ? { ...draft, description: editorRef.current?.getHtml() ?? draft.description }
      : draft;
    setDraft(current);
    const check = checkDraft(current);
    if (!check.ok) {
      setInvalidField(check.field);
      toast.error(t(check.message));
      return;
    }
    setInvalidField(null);
    // Issue 36: an ad's phone is the seller's verified mobile. Asked here, on step 1, so the
    // seller does not learn it only after uploading the photos; the API checks again on submit.
    const rules = phoneRules.current();
    if (account && !rules) {
      phoneRules.load().then(continueFromDetails, () => toast.error(t(NETWORK_ERROR_MESSAGE)));
      return;
    }
    if (account && rules && !phoneIsVerified(rules, current.phone, account)) {
      setPhoneCheck({ phone: current.phone, reason: undefined });
      return;
    }
    setPhoneCheck(null);
    goTo(1);
  }

  function phoneVerified() {
    setPhoneCheck(null);
    // Refused on submit (step 3): the seller presses Submit Ad again; from step 1, on to photos.
    if (step === 0) goTo(1);
  }

  function continueFromPhotos() {
    if (photos.length === 0) {
      toast.error(t(AD_MESSAGES.photoRequired));
      return;
    }
    goTo(2);
  }

  function addPhoto(file: File) {
    // The picker adds one file at a time and ignores files past the package's maximum.
    if (photos.length >= pkg.maxPhotos) return;
    const problem = pickedPhotoProblem(file, t);
    if (problem) {
      toast.error(problem);
      return;
    }
    setPhotos((current) =>
      current.length >= pkg.maxPhotos
        ? current
        : [...current, { file, previewUrl: URL.createObjectURL(file) }],
    );
  }

  function removePhoto(index: number) {
    setPhotos((current) => {
      const removed = current[index];
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      return current.filter((_, position) => position !== index);
    });
  }

  function pickLimited(limit: number, setter: (file: File | null) => void) {
    return (file: File | null) => {
      if (file && file.size > limit) {
        toast.error(fileTooLarge(file, limit, t));
        return;
      }
      setter(file);
    };
  }

  function submit() {
    setProgress(0);
    createAd.mutate(
      {
        fields: toAdFields(draft),
        photos: photos.map((photo) => photo.file),
        threeSixty: pkg.threeSixtyView ? threeSixty : null,
        video: pkg.video ? video : null,
      },
      {
        onSuccess: ({ id }) => {
          setProgress(100);
          setStoredAdId(id);
        },
        onError: (error) => {
          // Spec section 4: the progress modal closes and the form stays as it was.
          setProgress(null);
          const refusedPhone = phoneRules.current()?.PHONE_NOT_VERIFIED_CODE;
          if (error instanceof ApiError && error.code === refusedPhone) {
            setPhoneCheck({ phone: draft.phone, reason: error.message });
            return;
          }
          toast.error(error.message);
        },
      },
    );
  }

  const extras = pkg.threeSixtyView || pkg.video;

  return (
    <div className="rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) sm:p-8">
      <ol className="grid grid-cols-3 gap-2" aria-label={t('Steps')}>
        {STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className="flex flex-col gap-2 text-xs font-semibold sm:text-sm"
          >
            <span
              aria-hidden
              className={cn('h-1.5 rounded-full', index <= step ? 'bg-brand-700' : 'bg-slate-200')}
            />
            <span
              className={cn(
                'min-w-0 break-words',
                index === step ? 'text-brand-800' : 'text-slate-600',
              )}
            >
              <span className="sr-only">{t('Step')} </span>
              {index + 1}. {t(label)}
            </span>
          </li>
        ))}
      </ol>

      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-8 scroll-mt-24 text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl"
      >
        {t(STEPS[step] ?? STEPS[0])}
      </h2>

      <div className="mt-6">
        {step === 0 && firstStepNotice}
        {step === 0 && (
          <VehicleDetailsStep
            draft={draft}
            onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))}
            options={options}
            richDescription={richDescription}
            invalidField={invalidField}
            editorRef={editorRef}
            renderModelSuggestions={renderModelSuggestions}
            renderPriceBand={renderPriceBand}
          />
        )}
        {step === 1 && (
          <PhotosStep
            photos={photos}
            maxPhotos={pkg.maxPhotos}
            onAddPhoto={addPhoto}
            onRemovePhoto={removePhoto}
            extras={
              extras
                ? {
                    threeSixty,
                    video,
                    onThreeSixty: pickLimited(AD_UPLOAD_LIMITS.threeSixtyBytes, setThreeSixty),
                    onVideo: pickLimited(AD_UPLOAD_LIMITS.videoBytes, setVideo),
                  }
                : null
            }
          />
        )}
        {step === 2 && (
          <ReviewStep
            draft={draft}
            options={options}
            photos={photos}
            richDescription={richDescription}
            extras={extras ? { threeSixty: threeSixty !== null, video: video !== null } : null}
          />
        )}
        {phoneCheck && (step === 0 || step === 2) && (
          // A new number asked for starts the panel afresh.
          <div key={phoneCheck.phone} className="mt-6">
            <PhoneVerificationSlot
              render={renderPhoneVerification}
              phone={phoneCheck.phone}
              reason={phoneCheck.reason}
              onVerified={phoneVerified}
            />
          </div>
        )}
      </div>

      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <button
            type="button"
            onClick={() => goTo(step - 1)}
            className={buttonStyles({ variant: 'secondary', size: 'lg' })}
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t('Back')}
          </button>
        ) : (
          <span />
        )}
        {step === 0 && (
          <button
            type="button"
            onClick={continueFromDetails}
            className={buttonStyles({ size: 'lg' })}
          >
            {t('Continue')}
            <ArrowRight aria-hidden className="size-4" />
          </button>
        )}
        {step === 1 && (
          <button
            type="button"
            onClick={continueFromPhotos}
            className={buttonStyles({ size: 'lg' })}
          >
            {t('Continue')}
            <ArrowRight aria-hidden className="size-4" />
          </button>
        )}
        {step === 2 && (
          <button
            type="button"
            onClick={submit}
            disabled={createAd.isPending || progress !== null}
            className={buttonStyles({ size: 'lg' })}
          >
            <Send aria-hidden className="size-4" />
            {t('Submit Ad')}
          </button>
        )}
      </div>

      {progress !== null && <UploadProgressDialog percent={progress} />}
    </div>
  );
}

/** The ad's phone is the account's verified mobile number (both normalised: 077… and +9477…). */
function phoneIsVerified(
  { normaliseSriLankanMobile }: { normaliseSriLankanMobile: (input: string) => string | null },
  phone: string,
  account: { mobile: string; phoneVerified: boolean },
) {
  if (!account.phoneVerified) return false;
  const typed = normaliseSriLankanMobile(phone);
  return typed !== null && typed === normaliseSriLankanMobile(account.mobile);
}

/**
 * The route's panel as an element: called in its own render, so the callbacks it is handed
 * (which move focus) are not read while the wizard renders; it may suspend while it loads.
 */
function PhoneVerificationSlot({
  render,
  ...props
}: PhoneVerificationSlotProps & { render: RenderPhoneVerification }) {
  return <Suspense fallback={null}>{render(props)}</Suspense>;
}
