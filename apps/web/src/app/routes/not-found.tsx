import { NOT_FOUND_TITLE } from '@carmarket/shared/page-titles';
import { Link } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { buttonStyles } from '../../components/ui/button-styles';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundRoute() {
  const { t } = useT();
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <PageContainer className="flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {t('Error 404')}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('Page not found')}
      </h1>
      <p className="mt-4 max-w-md text-base text-slate-600">
        {t(
          'The page you are looking for has moved or no longer exists. Let’s get you back on the road.',
        )}
      </p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row">
        <Link to={paths.home} className={buttonStyles()}>
          {t('Go to Home')}
        </Link>
        <Link to={paths.buyCar} className={buttonStyles({ variant: 'secondary' })}>
          {t('Buy Car')}
        </Link>
      </div>
    </PageContainer>
  );
}
