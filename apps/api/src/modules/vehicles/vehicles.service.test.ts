import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, createVehicle, DAY } from '../../test/factories';
import { createVehiclesRepository } from './vehicles.repository';
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
    const hidden = [
      await createVehicle(ctx.db, { userId: owner.id, status: 'pending', expiresAt: null }),
      await createVehicle(ctx.db, { userId: owner.id, status: 'rejected', expiresAt: null }),
      await createVehicle(ctx.db, { userId: owner.id, status: 'sold' }),
      await createVehicle(ctx.db, { userId: owner.id, expiresAt: new Date(Date.now() - DAY) }),
    ];
    const view = (id: number, viewer: { userId: number; isStaff: boolean } | null) =>
      getVehicleDetail({ repository, publicUrl, id, viewer });

    for (const viewer of [
      null,
      { userId: stranger.id, isStaff: false },
      { userId: owner.id, isStaff: false },
    ]) {
      await expect(view(live.id, viewer)).resolves.toMatchObject({ id: live.id });
    }
    for (const vehicle of hidden) {
      await expect(view(vehicle.id, { userId: owner.id, isStaff: false })).resolves.toMatchObject({
        id: vehicle.id,
      });
      await expect(view(vehicle.id, { userId: stranger.id, isStaff: true })).resolves.toMatchObject(
        { id: vehicle.id },
      );
      for (const viewer of [null, { userId: stranger.id, isStaff: false }]) {
        const refusal = view(vehicle.id, viewer);
        await expect(refusal).rejects.toBeInstanceOf(AppError);
        await expect(refusal).rejects.toMatchObject({ statusCode: 404, message: CAR_NOT_FOUND });
      }
    }
  });
});
