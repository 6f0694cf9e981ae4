import { CircleCheck, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';

/** What a confirmation or undo link did, said in a sentence and announced. */
export function LinkDone({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-2">{children}</div>
    </div>
  );
}

/** Why a link cannot be used, with the way on. */
export function LinkRefused({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl bg-rose-50 p-4 text-rose-900">
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-2">{children}</div>
    </div>
  );
}

export const outcomeLinkStyles =
  'inline-block rounded font-semibold underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';

/** An e-mailed link's action as the page runs it: a mutation of the token. */
interface LinkAction {
  isSuccess: boolean;
  isError: boolean;
  isPending: boolean;
  data?: { message: string } | undefined;
  error: { message: string } | null;
  mutate: (token: string) => void;
}

/**
 * The card an e-mailed link opens (decision 103): opening it changes nothing, since mail scanners
 * open every link; the button acts. A malformed or refused link says why and shows `wayOn`; a
 * done one says so and shows `afterDone`.
 */
export function EmailLinkPanel(props: {
  token: string;
  wellFormed: boolean;
  action: LinkAction;
  malformedMessage: string;
  explanation: string;
  Icon: LucideIcon;
  buttonLabel: string;
  pendingLabel: string;
  wayOn: ReactNode;
  afterDone: ReactNode;
}) {
  const { action } = props;
  let body;
  if (action.isSuccess) {
    body = (
      <LinkDone>
        <p>{action.data?.message}</p>
        {props.afterDone}
      </LinkDone>
    );
  } else if (!props.wellFormed) {
    body = (
      <LinkRefused>
        <p>{props.malformedMessage}</p>
        {props.wayOn}
      </LinkRefused>
    );
  } else {
    body = (
      <div className="space-y-5">
        <p className="text-slate-700">{props.explanation}</p>
        {action.isError && (
          <LinkRefused>
            <p>{action.error?.message}</p>
            {props.wayOn}
          </LinkRefused>
        )}
        <button
          type="button"
          disabled={action.isPending}
          onClick={() => action.mutate(props.token)}
          className={buttonStyles({
            size: 'lg',
            className: 'w-full sm:w-auto h-auto min-h-12 py-2 text-center whitespace-normal',
          })}
        >
          <props.Icon aria-hidden className="size-4" />
          {action.isPending ? props.pendingLabel : props.buttonLabel}
        </button>
      </div>
    );
  }
  return (
    <div className="max-w-xl rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8">
      {body}
    </div>
  );
}
