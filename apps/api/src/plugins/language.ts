import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { translateMessage } from '@carmarket/shared/i18n/message';
import { translatorFor } from '../i18n';
import { requestLanguage, varyByLanguage } from '../i18n/request-language';
import { sentenceOf } from '../i18n/sentence';

/**
 * Success answers in the caller's language (issue 32): an answer's top-level `message` (a
 * MessageResponse's sentence for a toast) is written in the language the request's
 * Accept-Language asks for. Errors are translated by the error handler (plugins/errors.ts).
 */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      // Error answers are written in the caller's language where they are made (plugins/errors.ts).
      if (reply.statusCode >= 400) return payload;
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
      const { message } = payload as { message?: unknown };
      if (typeof message !== 'string') return payload;
      varyByLanguage(reply);
      const translator = translatorFor(requestLanguage(request));
      if (translator.language === 'en') return payload;
      const sentence = sentenceOf(payload);
      return {
        ...payload,
        message: sentence ? translateMessage(translator, sentence) : translator.t(message),
      };
    });
  },
  { name: 'language' },
);
