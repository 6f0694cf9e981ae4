import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginReturningTo, registerReturningTo } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { buttonStyles } from './button-styles';
import { Modal } from './modal';

/**
 * What a visitor sees instead of a form that needs an account (Make an Offer, Chat with seller):
 * Sign In and Create Account, each coming back to this page afterwards.
 */
export function SignInFirstModal({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description: string;
  onClose: () => void;
  /** Shown under the two buttons. */
  children?: ReactNode;
}) {
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <Modal title={title} description={description} onClose={onClose}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to={loginReturningTo(pathname)}
          data-autofocus
          className={buttonStyles({ size: 'lg', className: 'sm:flex-1' })}
        >
          {t('Sign In')}
        </Link>
        <Link
          to={registerReturningTo(pathname)}
          className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'sm:flex-1' })}
        >
          {t('Create Account')}
        </Link>
      </div>
      {children}
    </Modal>
  );
}
