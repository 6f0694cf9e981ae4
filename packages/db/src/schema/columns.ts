import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column types and columns that several tables share. */

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Money is a decimal with 2 places in the database and a number everywhere else. */
export const money = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(12, 2)',
  fromDriver: (value) => Number(value),
  toDriver: (value) => value.toFixed(2),
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
