/**
 * The database schema: the one module the code imports and drizzle.config.ts points at. The tables
 * live in one file per domain under schema/, listed here in dependency order (a file imports only
 * files above it). A new table goes in the file of its domain; a new domain gets its own file and
 * one line here. Job runs and other operational records go in schema/operations.ts.
 */
export * from './schema/backoffice';
export * from './schema/site';
export * from './schema/members';
export * from './schema/promotions';
export * from './schema/money';
export * from './schema/bonuses';
export * from './schema/games';
export * from './schema/referrals';
export * from './schema/affiliates';
export * from './schema/operations';
export * from './schema/outbox';
export * from './schema/member-admin';
export * from './schema/reports';
export * from './schema/content';
export * from './schema/risk';
export * from './schema/responsible-gaming';
export * from './schema/play-time';
export * from './schema/banners';
export * from './schema/push';
export * from './schema/bank-devices';
export * from './schema/cashback';
export * from './schema/coupons';
export * from './schema/documents';
export * from './schema/line';
export * from './schema/line-login';
export * from './schema/line-messaging';
export * from './schema/vip';
export * from './schema/wheel';
