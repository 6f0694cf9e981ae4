import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec section 2: every route change starts at the top of the page. */
export function ScrollResetOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
