import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';
import { createVehiclesRepository } from './vehicles.repository';
import { CAR_NO_LONGER_FOR_SALE } from '@carmarket/shared/vehicle-detail';
import { CAR_NOT_FOUND, getVehicleDetail } from './vehicles.service';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

describe('getVehicleDetail: who may see an ad (api.md)', () => {
  it('shows a live ad to everyone and any other ad only to its owner and staff', async () => {
    const owner = await createUser(ctx.db);
    const stranger = await createUser(ctx.db);
    const repository = createVehiclesRepository(ctx.db);
    const publicUrl = (key: string) => `/media/${key}`;
    const live = await createVehicle(ctx.db, { userId: owner.id });
    const unpublished = { expiresAt: null, approvedAt: null };
    // [ad, what others are told]: an ad that was public and ended is gone (410), one that never
    // went live is unknown (404).
    const hidden = [
      [await createVehicle(ctx.db, { userId: owner.id, status: 'pending', ...unpublished }), 404],
      [await createVehicle(ctx.db, { userId: owner.id, status: 'rejected', ...unpublished }), 404],
      [await createVehicle(ctx.db, { userId: owner.id, status: 'sold' }), 410],
      [
        await createVehicle(ctx.db, { userId: owner.id, expiresAt: new Date(Date.now() - DAY) }),
        410,
      ],
    ] as const;
    const view = (id: number, viewer: { userId: number; isStaff: boolean } | null) =>
      getVehicleDetail({ repository, publicUrl, id, viewer });

    for (const viewer of [
      null,
      { userId: stranger.id, isStaff: false },
      { userId: owner.id, isStaff: false },
    ]) {
      await expect(view(live.id, viewer)).resolves.toMatchObject({ id: live.id });
    }
    for (const [vehicle, statusCode] of hidden) {
      await expect(view(vehicle.id, { userId: owner.id, isStaff: false })).resolves.toMatchObject({
        id: vehicle.id,
      });
      await expect(view(vehicle.id, { userId: stranger.id, isStaff: true })).resolves.toMatchObject(
        { id: vehicle.id },
      );
      for (const viewer of [null, { userId: stranger.id, isStaff: false }]) {
        const refusal = view(vehicle.id, viewer);
        await expect(refusal).rejects.toBeInstanceOf(AppError);
        await expect(refusal).rejects.toMatchObject({
          statusCode,
          message: statusCode === 410 ? CAR_NO_LONGER_FOR_SALE : CAR_NOT_FOUND,
        });
      }
    }
  });
});
