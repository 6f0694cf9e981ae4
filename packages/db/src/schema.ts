// The database schema, one file per feature under schema/. drizzle-kit (drizzle.config.ts),
// createDb and every `@carmarket/db/schema` import read all tables through this one module.
// schema/columns.ts is left out: its column types are the schema files' own helpers.
export * from './schema/reference-data';
export * from './schema/users';
export * from './schema/listings';
export * from './schema/search';
export * from './schema/media';
export * from './schema/buyer-seller-loop';
export * from './schema/packages';
export * from './schema/public-messages';
export * from './schema/moderation';
export * from './schema/limits';
export * from './schema/jobs-and-mail';
export * from './schema/phone-reveals';
export * from './schema/conversations';
export * from './schema/phone-verification';
export * from './schema/market-insights';
export * from './schema/linked-identities';
