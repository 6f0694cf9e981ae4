import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AD_UPLOAD_LIMITS,
  AdFieldsObjectSchema,
  AddVehicleDataResponseSchema,
  AdIdParamsSchema,
  NewAdResponseSchema,
} from '@carmarket/shared/ad';
import {
  EDIT_KEEP_PHOTOS_FIELD,
  EditableAdSchema,
  EditAdResponseSchema,
} from '@carmarket/shared/ad-lifecycle';
import { systemClock, type Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/route-responses';
import { operationsOf } from '../../lib/route-docs';
import { callerOf } from '../auth/caller';
import { LIMITS } from '../limits/limit-rules';
import { postingAllowance, postingLimitReached } from '../limits/posting-limits';
import { UPLOAD_MESSAGES, withAdUpload } from './ad-upload';
import { createAd, getSellerTier, loadAddVehicleData } from './ad-create.service';
import { editAd, getEditableAd, getEditTier } from './ad-edit.service';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500);
const operation = operationsOf('ads', 'signed-in');

/** The ad's form as the OpenAPI document shows it; ad-upload.ts reads and checks it. */
const AdFormSchema = AdFieldsObjectSchema.extend({
  img1: z.file().describe('The cover photo; the next photos are img2, img3… in order.'),
  threeSixty: z.file().optional().describe('A 360° view (packages that include one).'),
  video: z.file().optional().describe('A video (packages that include one).'),
});
const newAdForm = { schema: AdFormSchema, contentTypes: ['multipart/form-data'] };
/** JSON when the photos stay as they are; a form with `keepPhotos` when they change. */
const adEditForm = {
  schema: AdFormSchema.partial({ img1: true }).extend({
    [EDIT_KEEP_PHOTOS_FIELD]: z
      .string()
      .optional()
      .describe('Multipart only: the photos in order, kept ones by key, new ones by part name.'),
  }),
  contentTypes: ['application/json', 'multipart/form-data'],
};

export interface AdsRoutesOptions {
  /** Where uploads wait while they are checked (under DATA_DIR, never the media folder). */
  uploadDir: string;
  /**
   * What day it is for the new ads a day (decision 098), and what the video check's time budget
   * is measured by (decision 105); tests pass a fake.
   */
  clock?: Clock;
}

/** Posting an ad (spec section 2, "Sell car"; api.md). */
export const adsRoutes: FastifyPluginAsyncZod<AdsRoutesOptions> = async (app, options) => {
  const deps = {
    ads: app.repos.ads,
    reference: app.repos.reference,
    media: app.media,
    mediaMoves: app.repos.mediaMoves,
  };
  const clock = options.clock ?? systemClock;

  /**
   * A seller with no new ads left today is refused before a byte of the upload is read (and
   * before the per-hour limit counts the try). The ad's own transaction checks again.
   */
  const checkPostingDay = async (request: FastifyRequest) => {
    const userId = callerOf(request).userId;
    const now = clock();
    const tier = await getSellerTier({ ads: deps.ads, userId, now });
    const allowance = await postingAllowance({
      postings: app.repos.adPostings,
      userId,
      pkg: tier.name,
      now,
    });
    if (allowance.left === 0) throw postingLimitReached(tier.name, now);
  };

  app.get(
    '/vehicles/load-add-vehicle-data',
    {
      preHandler: app.requireUser,
      schema: {
        ...operation('Read the lists the sell wizard offers'),
        response: { 200: AddVehicleDataResponseSchema, ...errors },
      },
    },
    async () => loadAddVehicleData({ reference: deps.reference }),
  );

  app.post(
    '/vehicles/new-ad',
    {
      // A declared size over the whole-request cap is refused before the body is read.
      bodyLimit: AD_UPLOAD_LIMITS.requestBytes,
      config: { tooLargeMessage: UPLOAD_MESSAGES.requestTooLarge },
      preHandler: [app.requireUser, checkPostingDay, app.limitPerUser(LIMITS.newAds)],
      schema: {
        ...operation('Post a new ad with its photos, 360° view and video'),
        bodyReadByHandler: newAdForm,
        response: { 201: NewAdResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = callerOf(request).userId;
      const tier = await getSellerTier({ ads: deps.ads, userId, now: clock() });
      const created = await withAdUpload(
        request,
        { uploadDir: options.uploadDir, tier },
        (upload, workDir) => createAd({ deps, userId, tier, upload, workDir, now: clock(), clock }),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/me/listings/:id/edit',
    {
      onRequest: app.requireUser,
      schema: {
        ...operation('Read one of your ads for editing'),
        params: AdIdParamsSchema,
        response: { 200: EditableAdSchema, ...errors },
      },
    },
    async (request) =>
      getEditableAd({
        ads: deps.ads,
        media: deps.media,
        userId: callerOf(request).userId,
        id: request.params.id,
      }),
  );

  // The wizard's step 1 as text (the same schema as a new ad, checked in the service so the first
  // rule broken is the one named): as JSON when the photos stay as they are, or as multipart with
  // `keepPhotos` and new img1..imgN when they change (decision 081), read like a new ad's upload.
  app.put(
    '/me/listings/:id',
    {
      bodyLimit: AD_UPLOAD_LIMITS.requestBytes,
      config: { tooLargeMessage: UPLOAD_MESSAGES.requestTooLarge },
      onRequest: app.requireUser,
      preHandler: app.limitPerUser(LIMITS.adEdits),
      schema: {
        ...operation('Edit one of your ads, with or without new photos'),
        bodyReadByHandler: adEditForm,
        params: AdIdParamsSchema,
        response: { 200: EditAdResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = callerOf(request).userId;
      const id = request.params.id;
      const onFileError = (key: string, error: unknown) =>
        request.log.error({ err: error, key }, 'media file of an edited ad not removed');
      if (!request.isMultipart()) {
        return editAd({ deps, userId, id, body: request.body, onFileError });
      }
      const tier = await getEditTier({ ads: deps.ads, userId, id });
      return withAdUpload(request, { uploadDir: options.uploadDir, tier }, (upload) =>
        editAd({ deps, userId, id, body: upload.fields, upload, onFileError }),
      );
    },
  );
};
