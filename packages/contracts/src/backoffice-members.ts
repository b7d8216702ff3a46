import { vipBadges } from './vip-badges';
import { z } from 'zod';
import { listPage, listQuery } from './list-query';
import { responsibleGambling } from './responsible-gambling';
import {
  accountNumberSchema,
  dateSchema,
  recordId,
  registrationBankSchema,
  requiredString,
  safeText,
} from './validation';

/**
 * The members desk of the back office (issue 11): the search, the member page and its lists, and
 * the staff actions on a member. Amounts are baht; times ISO 8601. Lists are newest first, paged by
 * `cursor` (the previous page's `next_cursor`; null on the last page).
 */

const isoTime = z.string().meta({ examples: ['2026-11-20T10:00:00.000Z'] });
const pageLimit = z.coerce.number().int().min(1).max(200).default(50);
export const memberPageQuery = z.object({ cursor: recordId.optional(), limit: pageLimit });
const nextCursor = z.number().int().nullable();
const staffRef = z.object({ staff_id: z.number().int(), username: z.string() });

export const memberSearchKinds = [
  'auto',
  'phone',
  'customer_id',
  'name',
  'account_number',
  'referral_key',
] as const;
/**
 * `GET /api/backoffice/members`: `q` by `kind`, all prefixes but the referral key (exact). `auto`
 * reads `q`: digits are a phone (starting with 0) or an account number, else a customer id, a
 * referral key or a name. Without `q`: the newest members.
 */
export const memberSearchQuery = z.object({
  q: safeText(64).optional(),
  kind: z.enum(memberSearchKinds).default('auto'),
  cursor: recordId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const memberSummary = z.object({
  id: z.number().int(),
  phone: z.string(),
  /** The customer id; null before the first deposit. */
  username: z.string().nullable(),
  name: z.string().nullable(),
  bank: z.string().nullable(),
  account_number: z.string().nullable(),
  referral_key: z.string(),
  locked: z.boolean(),
  created_at: isoTime,
});
export const memberSearchResponse = z.object({ data: z.array(memberSummary), next_cursor: nextCursor });
export type MemberSearchResponse = z.infer<typeof memberSearchResponse>;

/** The members list's sortable columns (issue 30). */
export const memberListSortColumns = [
  'id',
  'created_at',
  'name',
  'phone',
  'balance',
  'last_login_at',
  'deposit_total',
  'withdrawal_total',
] as const;
/**
 * `GET /api/backoffice/lists/members`: the members list of the console (decision 64). `from`/`to`
 * the day they joined, `min`/`max` the wallet balance, `status` active or locked, `bank` their bank,
 * `q` any part of a phone or account number (`1234`, `x1234`, `123-4`), else a customer id, referral
 * key or the start of a name. `staff` does not apply.
 */
export const memberListQuery = listQuery({
  sortColumns: memberListSortColumns,
  defaultSort: 'id',
  statuses: ['active', 'locked'],
}).safeExtend({
  /** Members at this VIP level now (decision 72); `none`: members at no level. */
  vip_level: z
    .union(
      [
        z.literal('none'),
        z.coerce
          .number({ error: 'invalid' })
          .int({ error: 'invalid' })
          .min(1, { error: 'invalid' })
          .max(Number.MAX_SAFE_INTEGER, { error: 'invalid' }),
      ],
      { error: 'invalid' },
    )
    .optional(),
});
/**
 * The money and activity columns: null for staff without `members.history` (a lookup: marketing,
 * decision 63), who may neither sort nor filter by them (403).
 */
export const memberHistoryColumns = [
  'balance',
  'last_login_at',
  'deposit_total',
  'withdrawal_total',
] as const satisfies readonly (typeof memberListSortColumns)[number][];
export const memberListRow = memberSummary.extend({
  /** The wallet, baht. */
  balance: z.number().nullable(),
  last_login_at: isoTime.nullable(),
  /** Completed deposits and withdrawals, all time, baht. */
  deposit_total: z.number().nullable(),
  withdrawal_total: z.number().nullable(),
  /** The VIP level held now (decision 72); null: none. Flat, so that the CSV has the same columns. */
  vip_level_id: z.number().int().nullable(),
  vip_level_name_th: z.string().nullable(),
  vip_level_name_en: z.string().nullable(),
  vip_level_badge: z.enum(vipBadges).nullable(),
});
export const memberListResponse = listPage(
  memberListRow,
  z.object({
    balance: z.number().nullable(),
    deposit_total: z.number().nullable(),
    withdrawal_total: z.number().nullable(),
  }),
);
export type MemberListResponse = z.infer<typeof memberListResponse>;

const downlineMember = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string().nullable(),
  created_at: isoTime,
});

/** `GET /api/backoffice/members/:id`: the member page's head; its long lists have their own routes. */
export const memberDetailResponse = z.object({
  data: z.object({
    profile: memberSummary.extend({
      line: z.string().nullable(),
      /** YYYY-MM-DD as the member gave it at registration (issue 13); null for members from before. */
      date_of_birth: z.string().nullable(),
      /** Full years today in Bangkok. */
      age: z.number().int().nullable(),
      affiliate_key: z.string().nullable(),
      locked_at: isoTime.nullable(),
      lock_reason: z.string().nullable(),
    }),
    /** Null for a caller without `members.history` (a lookup sees who, not how much). */
    balances: z.object({ wallet: z.number(), hold: z.number(), referral_pending: z.number() }).nullable(),
    /** The active promotion; null when none, or for a caller without `members.history`. */
    promotion: z
      .object({
        id: z.number().int(),
        name: z.string(),
        bonus: z.number(),
        turnover_required: z.number(),
        turnover_done: z.number(),
        turnover_remaining: z.number(),
      })
      .nullable(),
    referral: z.object({
      /** Who referred the member, up to three levels (level 1 first). */
      upline: z.array(downlineMember.extend({ level: z.number().int() })),
      downline_counts: z.object({
        level1: z.number().int(),
        level2: z.number().int(),
        level3: z.number().int(),
      }),
    }),
    tags: z.array(z.string()),
    bank_history: z.array(
      z.object({
        bank: z.string().nullable(),
        account_number: z.string().nullable(),
        name: z.string().nullable(),
        replaced_by: staffRef.nullable(),
        replaced_at: isoTime,
      }),
    ),
    /** Live member-site logins (access tokens not revoked or expired). */
    active_sessions: z.number().int(),
    /** The member's VIP level now (decision 72); null: none. */
    vip_level: z
      .object({
        id: z.number().int(),
        rank: z.number().int(),
        name_th: z.string(),
        name_en: z.string(),
        badge: z.enum(vipBadges),
        /** Not lowered before this instant (a Bangkok midnight); null: not set. */
        kept_until: isoTime.nullable(),
      })
      .nullable(),
  }),
});
export type MemberDetailResponse = z.infer<typeof memberDetailResponse>;

/** `GET /api/backoffice/members/:id/ledger`: the member's postings (wallet, hold, referral). */
export const memberLedgerResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      transaction_id: z.number().int(),
      event_type: z.string().meta({ examples: ['deposit_credit'] }),
      account: z.enum(['wallet', 'withdrawal_hold', 'referral_pending']),
      /** Signed: positive into the account. */
      amount: z.number(),
      created_at: isoTime,
    }),
  ),
  next_cursor: nextCursor,
});
export type MemberLedgerResponse = z.infer<typeof memberLedgerResponse>;

export const memberRequestsQuery = memberPageQuery.extend({
  type: z.enum(['deposit', 'withdraw']).optional(),
});
export const memberRequestsResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(['deposit', 'withdraw']),
      status: z.string(),
      amount: z.number(),
      requested_amount: z.number(),
      bonus: z.number(),
      ref: z.string(),
      method: z.string(),
      bank_ref: z.string().nullable(),
      cause: z.string().nullable(),
      created_at: isoTime,
      completed_at: isoTime.nullable(),
    }),
  ),
  next_cursor: nextCursor,
});
export type MemberRequestsResponse = z.infer<typeof memberRequestsResponse>;

/** `GET /api/backoffice/members/:id/rounds`: game rounds, newest first, with their bets and wins. */
export const memberRoundsResponse = z.object({
  data: z.array(
    z.object({
      /** The id of the round's first bet: the cursor. */
      id: z.number().int(),
      provider: z.string(),
      /** Whether its aggregator shows staff a page of the round (`…/rounds/{id}/details`). */
      round_page: z.boolean(),
      round_id: z.string(),
      game_code: z.string().nullable(),
      /** The game's names from the catalogue; null for a code it does not know. */
      game: z.object({ name_th: z.string(), name_en: z.string(), studio: z.string().nullable() }).nullable(),
      bet: z.number(),
      win: z.number(),
      rolled_back: z.number(),
      started_at: isoTime,
    }),
  ),
  next_cursor: nextCursor,
});
export type MemberRoundsResponse = z.infer<typeof memberRoundsResponse>;

/** `GET /api/backoffice/members/{id}/rounds/{round}/details`: `round` is a round's `id` in the list. */
export const memberRoundParams = z.object({ id: recordId, round: recordId });
/** The aggregator's page of the round, for staff to open (Hub88's game/round). */
export const memberRoundDetailsResponse = z.object({ url: z.url({ protocol: /^https?$/ }) });
export type MemberRoundDetailsResponse = z.infer<typeof memberRoundDetailsResponse>;

export const memberDownlineQuery = memberPageQuery.extend({
  level: z.coerce.number().int().min(1).max(3).default(1),
});
export const memberDownlineResponse = z.object({ data: z.array(downlineMember), next_cursor: nextCursor });
export type MemberDownlineResponse = z.infer<typeof memberDownlineResponse>;

export const memberLoginsResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      client_address: z.string().nullable(),
      user_agent: z.string().nullable(),
      created_at: isoTime,
    }),
  ),
  next_cursor: nextCursor,
});
export type MemberLoginsResponse = z.infer<typeof memberLoginsResponse>;

export const memberNote = z.object({
  id: z.number().int(),
  body: z.string(),
  staff: staffRef,
  created_at: isoTime,
});
export const memberNotesResponse = z.object({ data: z.array(memberNote), next_cursor: nextCursor });
export type MemberNotesResponse = z.infer<typeof memberNotesResponse>;
export const addMemberNoteRequest = z.object({
  body: safeText(2000, { multiline: true }).min(1, { error: 'required', abort: true }),
});
export const addMemberNoteResponse = z.object({ success: z.literal(true), data: memberNote });

/** A member tag: a lower-case word of letters, digits, `_` and `-`, at most 32 characters. */
export const memberTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}_-]{1,32}$/u, { error: 'invalid' });

/** `POST /api/backoffice/members/:id/tags`: the member's tags as a whole (lower-case words). */
export const setMemberTagsRequest = z.object({ tags: z.array(memberTagSchema).max(20) });
export const memberTagsResponse = z.object({
  success: z.literal(true),
  data: z.object({ tags: z.array(z.string()) }),
});

export const lockMemberRequest = z.object({ reason: requiredString(255) });
export const changeMemberBankRequest = z.object({
  bank: registrationBankSchema,
  account_number: accountNumberSchema,
  name: requiredString(100).optional(),
});
/** The SMS with the new password goes out in this language (Thai unless said). */
export const resetMemberPasswordRequest = z.object({ language: z.enum(['th', 'en', 'cn']).default('th') });

/** What a member action did: `sessions_ended` counts the member-site logins it ended. */
export const memberActionResponse = z.object({
  success: z.literal(true),
  data: z.object({ sessions_ended: z.number().int().optional() }),
});
export type MemberActionResponse = z.infer<typeof memberActionResponse>;

/** The actions that take nothing but the member (unlock, end sessions, cancel the promotion): no body, or `{}`. */
export const emptyMemberActionRequest = z.object({}).optional();

/**
 * `GET /api/backoffice/members/:id/player-protection`: the member's player protection, exactly as the
 * member's own page reads it (limits, waiting changes, usage, status, play time, history). Read only.
 */
export const memberPlayerProtectionResponse = z.object({ data: responsibleGambling });
export type MemberPlayerProtectionResponse = z.infer<typeof memberPlayerProtectionResponse>;

/**
 * `GET /api/backoffice/members/{id}/rounds`'s filters (the bet log, issue 30): rounds started on the
 * Bangkok days `from`–`to` (either end may be left open), whose game's code or name or whose
 * studio's name holds the text, of the game `game_code` exactly or of the catalogue studio
 * `studio_id` (the console's selects, from `round-games`), won (paid more than bet) or lost (paid less).
 */
export const memberRoundsQuery = memberPageQuery
  .extend({
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    game: safeText(60).optional(),
    studio: safeText(60).optional(),
    game_code: safeText(100).min(1, { error: 'invalid' }).optional(),
    studio_id: recordId.optional(),
    outcome: z.enum(['won', 'lost']).optional(),
  })
  .superRefine((value, context) => {
    if (value.from && value.to && value.from > value.to)
      context.addIssue({ code: 'custom', message: 'date_order', path: ['to'] });
  });
export type MemberRoundsQuery = z.infer<typeof memberRoundsQuery>;

/**
 * `GET /api/backoffice/members/{id}/round-games`: what the bet log's game and studio selects offer,
 * the games the member has played (each code with its names from the catalogue, null for a code the
 * catalogue does not know, and its studio) by name, and the catalogue studios among them.
 */
export const memberRoundGamesQuery = z.object({});
export const memberRoundGamesResponse = z.object({
  data: z.object({
    games: z.array(
      z.object({
        code: z.string(),
        name_th: z.string().nullable(),
        name_en: z.string().nullable(),
        studio_id: z.number().int().nullable(),
      }),
    ),
    studios: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type MemberRoundGamesResponse = z.infer<typeof memberRoundGamesResponse>;

/** `GET /api/backoffice/members/{id}/rounds/{round}`: each wallet call of the round, oldest first. */
export const memberRoundResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['bet', 'win', 'rollback']),
      transaction_id: z.string(),
      /** The call a rollback cancels. */
      reference_transaction_id: z.string().nullable(),
      amount: z.number(),
      status: z.enum(['applied', 'refused', 'rolled_back', 'noop']),
      /** Why a bet was refused (insufficient funds, a loss limit …). */
      refusal_reason: z.string().nullable(),
      balance_after: z.number(),
      created_at: isoTime,
    }),
  ),
});
export type MemberRoundResponse = z.infer<typeof memberRoundResponse>;

export const memberLinkKinds = [
  'bank_account',
  'holder_name',
  'address',
  'device',
  'referrer',
  'referred',
] as const;
const countAndAmount = z.object({ count: z.number().int(), amount: z.number() });

/**
 * `GET /api/backoffice/members/{id}/overview` (the player view, issue 30, decision 65): the member's
 * lifetime figures from the ledger (as the reports count them), last logins, and linked members.
 */
export const memberOverviewResponse = z.object({
  data: z.object({
    figures: z.object({
      deposits: countAndAmount,
      /** Paid out to the member's bank. */
      withdrawals: countAndAmount,
      /** Deposits less withdrawals. */
      net_cash: z.number(),
      /** Stakes less rolled-back stakes; `count` is the number of bets. */
      bets: countAndAmount,
      wins: z.number(),
      /** Bets less wins. */
      ggr: z.number(),
      /** Everything the member cost: the sum of `costs` (the reports' NGR costs). */
      cost: z.number(),
      costs: z.object({
        promotion: z.number(),
        referral: z.number(),
        cashback: z.number(),
        rebate: z.number(),
        commission: z.number(),
        staff_bonus: z.number(),
        coupon: z.number(),
        wheel: z.number(),
        checkin: z.number(),
        adjustment: z.number(),
        vip_level_up: z.number(),
        vip_birthday: z.number(),
      }),
      /** GGR less cost. */
      ngr: z.number(),
    }),
    logins: memberLoginsResponse.shape.data,
    /** At most 20 of each kind; `value` is what they share (the level, for the referral chain). */
    linked: z.array(
      z.object({
        kind: z.enum(memberLinkKinds),
        value: z.string(),
        member_id: z.number().int(),
        phone: z.string(),
        name: z.string().nullable(),
        username: z.string().nullable(),
      }),
    ),
  }),
});
export type MemberOverviewResponse = z.infer<typeof memberOverviewResponse>;
