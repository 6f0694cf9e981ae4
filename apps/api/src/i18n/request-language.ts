import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage, type Language } from '@carmarket/shared/i18n/languages';

/**
 * The language a request's answer is written in: the one its Accept-Language header prefers
 * among the site's (the web app sends its page's language); English when it names none.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * Marks an answer whose words depend on Accept-Language, so a cache keeps one per language
 * (added to any Vary already set, e.g. compression's Accept-Encoding).
 */
export function varyByLanguage(reply: Pick<FastifyReply, 'getHeader' | 'header'>): void {
  const current = reply.getHeader('vary');
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-language')) return;
  reply.header('vary', [...names, 'Accept-Language'].join(', '));
}
