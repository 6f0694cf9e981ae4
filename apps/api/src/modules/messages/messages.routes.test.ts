import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, preOrders } from '@carmarket/db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { LIMITS } from '../limits/limit-rules';
import { CONTACT_THANK_YOU, PRE_ORDER_THANK_YOU } from './messages.service';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

// The routes allow 5 posts per address per window: each request here comes from its own address
// so that only the rate-limit tests meet the limit.
let lastAddress = 0;
function post(url: string, payload: string | object, headers: Record<string, string> = {}) {
  lastAddress += 1;
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`,
  });
}

const contact = {
  name: 'Nimal Perera',
  email: 'nimal@example.lk',
  phone: '077 123 4567',
  subject: 'support',
  message: 'My ad has been pending for two days.',
};

const preOrder = {
  carName: 'Toyota Aqua 2018',
  description: 'Any colour, under 80,000 km',
  expectedPrice: '4250000.50',
  contactEmail: 'buyer@example.lk',
};

describe('POST /api/contact', () => {
  it('stores the message and thanks the sender', async () => {
    const response = await post('/api/contact', { ...contact, name: '  Kamala Silva ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: CONTACT_THANK_YOU });

    const rows = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.name, 'Kamala Silva'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'nimal@example.lk',
      phone: '077 123 4567',
      subject: 'support',
      message: 'My ad has been pending for two days.',
    });
  });

  it('stores an empty phone as no phone', async () => {
    const response = await post('/api/contact', { ...contact, name: 'No Phone', phone: '' });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.name, 'No Phone'));
    expect(row?.phone).toBeNull();
  });

  it('ignores fields it does not know', async () => {
    const response = await post('/api/contact', {
      ...contact,
      name: 'Extra Fields',
      id: 999_999,
      createdAt: '2000-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.name, 'Extra Fields'));
    expect(row?.id).not.toBe(999_999);
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2000);
  });

  it('answers each rule with 400, its message and its field, in order, storing nothing', async () => {
    const before = await ctx.db.$count(contactMessages);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, 'name', 'Please enter your name'],
      [{ name: '  ' }, 'name', 'Please enter your name'],
      [{ name: 'x'.repeat(101) }, 'name', 'Your name is too long (100 characters at most)'],
      [{ name: '', email: '' }, 'name', 'Please enter your name'],
      [{ email: '' }, 'email', 'Please enter your email'],
      [{ email: 'nimal@example' }, 'email', 'Invalid email address'],
      [{ email: 'bad', phone: 'call me' }, 'email', 'Invalid email address'],
      [{ phone: 'call me' }, 'phone', 'Invalid phone number'],
      [{ phone: '12345' }, 'phone', 'Invalid phone number'],
      [{ subject: 'sales' }, 'subject', 'Please choose a subject'],
      [{ subject: undefined }, 'subject', 'Please choose a subject'],
      [{ message: '' }, 'message', 'Please enter your message'],
      [
        { message: 'x'.repeat(5_001) },
        'message',
        'Your message is too long (5,000 characters at most)',
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await post('/api/contact', { ...contact, ...change });
      expect(response.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ message, field });
    }
    expect(await ctx.db.$count(contactMessages)).toBe(before);
  });

  it('refuses a body that is not JSON with a sentence', async () => {
    const form = await post('/api/contact', 'name=Nimal&email=nimal%40example.lk', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ message: 'This type of request body is not supported.' });

    const text = await post('/api/contact', 'Hello there', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: 'The request body must be a JSON object.' });

    const broken = await post('/api/contact', '{"name": ', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });
});

describe('POST /api/pre-orders', () => {
  it('stores the request with the price as a number and thanks the buyer', async () => {
    const response = await post('/api/pre-orders', preOrder);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: PRE_ORDER_THANK_YOU });

    const rows = await ctx.db
      .select()
      .from(preOrders)
      .where(eq(preOrders.carName, 'Toyota Aqua 2018'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      description: 'Any colour, under 80,000 km',
      expectedPrice: 4_250_000.5,
      contactEmail: 'buyer@example.lk',
    });
  });

  it('stores empty optional fields as null and ignores unknown fields', async () => {
    const response = await post('/api/pre-orders', {
      carName: 'Honda Vezel',
      description: '',
      expectedPrice: '',
      contactEmail: 'vezel@example.lk',
      status: 'matched',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(preOrders).where(eq(preOrders.carName, 'Honda Vezel'));
    expect(row).toMatchObject({ description: null, expectedPrice: null });
  });

  it('takes the price as a JSON number too', async () => {
    const response = await post('/api/pre-orders', {
      ...preOrder,
      carName: 'Suzuki Alto',
      expectedPrice: 2_100_000,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(preOrders).where(eq(preOrders.carName, 'Suzuki Alto'));
    expect(row?.expectedPrice).toBe(2_100_000);
  });

  it('answers each rule with 400, its message and its field, in order, storing nothing', async () => {
    const before = await ctx.db.$count(preOrders);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ carName: undefined }, 'carName', 'Car name is required'],
      [{ carName: ' ', contactEmail: '' }, 'carName', 'Car name is required'],
      [
        { carName: 'x'.repeat(121) },
        'carName',
        'The car name is too long (120 characters at most)',
      ],
      [
        { description: 'x'.repeat(2_001) },
        'description',
        'The description is too long (2,000 characters at most)',
      ],
      [{ expectedPrice: '12.345' }, 'expectedPrice', 'Invalid price format'],
      [{ expectedPrice: -5 }, 'expectedPrice', 'Invalid price format'],
      [{ expectedPrice: 'abc', contactEmail: 'bad' }, 'expectedPrice', 'Invalid price format'],
      [{ contactEmail: undefined }, 'contactEmail', 'Email is required'],
      [{ contactEmail: '' }, 'contactEmail', 'Email is required'],
      [{ contactEmail: 'buyer@example' }, 'contactEmail', 'Invalid email address'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post('/api/pre-orders', { ...preOrder, ...change });
      expect(response.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ message, field });
    }
    expect(await ctx.db.$count(preOrders)).toBe(before);
  });

  it('refuses a body that is not JSON with a sentence', async () => {
    const response = await post('/api/pre-orders', 'carName=Aqua', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: 'This type of request body is not supported.',
    });
  });
});

// Last: these use up an address's allowance.
describe('rate limit', () => {
  it(`answers contact post ${LIMITS.contactMessages.max + 1} from one address within an hour with 429`, async () => {
    const remoteAddress = '192.0.2.10';
    const send = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        remoteAddress,
      });
    // Refused posts count too: a flood of bad input is still a flood.
    expect((await send({ ...contact, email: 'bad' })).statusCode).toBe(400);
    for (let i = 1; i < LIMITS.contactMessages.max; i += 1) {
      expect((await send(contact)).statusCode).toBe(201);
    }

    const limited = await send(contact);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      message: 'Too many requests. Please try again in 60 minutes.',
    });

    // Other addresses are not affected.
    const other = await post('/api/contact', contact);
    expect(other.statusCode).toBe(201);
  });

  it(`answers pre-order post ${LIMITS.preOrders.max + 1} from one address within an hour with 429`, async () => {
    const remoteAddress = '192.0.2.20';
    const send = () =>
      ctx.app.inject({ method: 'POST', url: '/api/pre-orders', payload: preOrder, remoteAddress });
    for (let i = 0; i < LIMITS.preOrders.max; i += 1) expect((await send()).statusCode).toBe(201);

    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      message: 'Too many requests. Please try again in 60 minutes.',
    });
  });
});
