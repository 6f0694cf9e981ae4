import type { FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage, type Language } from '@carmarket/shared/i18n/languages';

/**
 * The language a request's answer is written in: the one its Accept-Language header prefers
 * among the site's (the web app sends its page's language); English when it names none.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}
