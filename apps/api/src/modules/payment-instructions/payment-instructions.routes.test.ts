import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@carmarket/shared/staff-moderation';
import { MyPackageResponseSchema } from '@carmarket/shared/package-request';
import {
  PAYMENT_INSTRUCTIONS_MESSAGES,
  PaymentInstructionsResponseSchema,
  type PaymentInstructionsInput,
} from '@carmarket/shared/payment-instructions';
import { signUpAndIn, signUpStaff } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Awaited<ReturnType<typeof signUpAndIn>>;

const details: PaymentInstructionsInput = {
  bankName: 'Hatton National Bank',
  accountName: 'CarMarket (Pvt) Ltd',
  accountNumber: '0091-2345-6789',
  branch: 'Kandy City',
  confirmationTime: 'usually within 24 hours',
};

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await signUpStaff(ctx.app, ctx.db);
});
afterAll(async () => {
  await ctx.app.close();
});

function put(payload: unknown, headers: Record<string, string> = staff.bearer) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/payment-instructions',
    headers,
    payload: payload as Record<string, unknown>,
  });
}

async function sellerSees(headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/me/package', headers });
  expect(response.statusCode).toBe(200);
  return MyPackageResponseSchema.parse(response.json()).package;
}

describe('payment instructions', () => {
  it('are null for a seller until staff enter them', async () => {
    const seller = await signUpAndIn(ctx.app);
    expect((await sellerSees(seller.bearer)).paymentInstructions).toBeNull();
  });

  it('PUT: 401 without a sign-in, 403 with a message for a user who is not staff', async () => {
    expect((await put(details, {})).statusCode).toBe(401);
    const seller = await signUpAndIn(ctx.app);
    const refused = await put(details, seller.bearer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ADMIN_MESSAGES.staffOnly });
  });

  it('PUT: staff save them (trimmed) and every seller reads the new ones', async () => {
    const saved = await put({ ...details, branch: '  Kandy City ' });
    expect(saved.statusCode).toBe(200);
    expect(PaymentInstructionsResponseSchema.parse(saved.json())).toEqual({
      paymentInstructions: details,
    });
    const seller = await signUpAndIn(ctx.app);
    expect((await sellerSees(seller.bearer)).paymentInstructions).toEqual(details);

    const changed = { ...details, bankName: 'Sampath Bank', confirmationTime: 'within 2 days' };
    expect((await put(changed)).statusCode).toBe(200);
    expect((await sellerSees(seller.bearer)).paymentInstructions).toEqual(changed);
  });

  it.each([
    [{ ...details, bankName: ' ' }, 'bankName', PAYMENT_INSTRUCTIONS_MESSAGES.bankNameRequired],
    [
      { ...details, accountNumber: '12ab' },
      'accountNumber',
      PAYMENT_INSTRUCTIONS_MESSAGES.accountNumberInvalid,
    ],
    [
      { ...details, confirmationTime: 'x'.repeat(81) },
      'confirmationTime',
      PAYMENT_INSTRUCTIONS_MESSAGES.confirmationTimeTooLong,
    ],
    [
      { bankName: 'Bank', accountName: 'Name', accountNumber: '123456', confirmationTime: 'soon' },
      'branch',
      PAYMENT_INSTRUCTIONS_MESSAGES.branchRequired,
    ],
  ])('PUT: 400 with a sentence for bad input (%#)', async (payload, field, message) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });
});

describe('the reference a seller quotes', () => {
  it('is derived from the request id, and staff see the same one on the request', async () => {
    const seller = await signUpAndIn(ctx.app);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/package-requests',
      headers: seller.bearer,
      payload: { package: 'vip' },
    });
    expect(asked.statusCode).toBe(201);
    const { id } = asked.json<{ id: number }>();
    const reference = `CM-PKG-${String(id).padStart(6, '0')}`;
    expect((await sellerSees(seller.bearer)).pendingRequest).toMatchObject({ id, reference });

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/package-requests',
      headers: staff.bearer,
    });
    expect(listed.json<{ requests: unknown[] }>().requests).toContainEqual(
      expect.objectContaining({ id, reference }),
    );
  });
});
