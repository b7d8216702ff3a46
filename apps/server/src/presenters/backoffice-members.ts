import type { VipBadge } from '@chaba/contracts/vip-badges';
import type {
  MemberDetailResponse,
  MemberLedgerResponse,
  MemberRequestsResponse,
  MemberRoundsResponse,
  memberNote,
  MemberSearchResponse,
} from '@chaba/contracts/backoffice-members';
import { satangToBahtNumber } from '@chaba/contracts/money';
import { localizedText } from '@chaba/core/content/content-record';
import type { MemberDetail } from '@chaba/core/members/get-member-detail';
import type {
  listMemberLedger,
  listMemberNotes,
  listMemberRequests,
  listMemberRounds,
} from '@chaba/core/members/list-member-history';
import type { MemberSummaryRow } from '@chaba/core/members/search-members';
import type { z } from 'zod';

type Rows<List extends (...args: never[]) => Promise<{ rows: unknown[] }>> = Awaited<
  ReturnType<List>
>['rows'];

/** A member in the search results. */
export function presentMemberSummary(member: MemberSummaryRow): MemberSearchResponse['data'][number] {
  return {
    id: member.id,
    phone: member.phone,
    username: member.username,
    name: member.name,
    bank: member.bank,
    account_number: member.accountNumber,
    referral_key: member.referralKey,
    locked: member.lockedAt !== null,
    created_at: member.createdAt.toISOString(),
  };
}

/** The head of the member page: amounts in baht, times ISO. */
export function presentMemberDetail(detail: MemberDetail): MemberDetailResponse['data'] {
  const { member, balances, promotion } = detail;
  return {
    profile: {
      ...presentMemberSummary(member),
      line: member.line,
      date_of_birth: member.dateOfBirth,
      age: detail.age,
      affiliate_key: member.affiliateKey,
      locked_at: member.lockedAt?.toISOString() ?? null,
      lock_reason: member.lockReason,
    },
    balances: {
      wallet: satangToBahtNumber(balances.walletSatang),
      hold: satangToBahtNumber(balances.holdSatang),
      referral_pending: satangToBahtNumber(balances.referralPendingSatang),
    },
    promotion: promotion && {
      id: promotion.id,
      name: promotion.name,
      bonus: satangToBahtNumber(promotion.bonusSatang),
      turnover_required: satangToBahtNumber(promotion.requiredSatang),
      turnover_done: satangToBahtNumber(promotion.progressSatang),
      turnover_remaining: satangToBahtNumber(promotion.remainingSatang),
    },
    referral: {
      upline: detail.upline.map((entry) => ({
        id: entry.id,
        phone: entry.phone,
        name: entry.name,
        created_at: entry.createdAt.toISOString(),
        level: entry.level,
      })),
      downline_counts: detail.downlineCounts,
    },
    tags: detail.tags,
    bank_history: detail.bankHistory.map(({ entry, username }) => ({
      bank: entry.bank,
      account_number: entry.accountNumber,
      name: entry.name,
      replaced_by:
        entry.replacedByStaffId === null
          ? null
          : { staff_id: entry.replacedByStaffId, username: username ?? '' },
      replaced_at: entry.replacedAt.toISOString(),
    })),
    active_sessions: detail.activeSessions,
    vip_level: detail.vipLevel && {
      id: detail.vipLevel.levelId,
      rank: detail.vipLevel.rank,
      name_th: detail.vipLevel.names.th,
      name_en: detail.vipLevel.names.en,
      badge: detail.vipLevel.badge as VipBadge,
      kept_until: detail.vipLevel.keptUntil?.toISOString() ?? null,
    },
  };
}

const accountNames = {
  member_wallet: 'wallet',
  member_withdrawal_hold: 'withdrawal_hold',
  member_referral_pending: 'referral_pending',
} as const;

export function presentLedgerEntries(rows: Rows<typeof listMemberLedger>): MemberLedgerResponse['data'] {
  return rows.map((row) => ({
    id: row.id,
    transaction_id: row.transactionId,
    event_type: row.eventType,
    account: accountNames[row.accountKind as keyof typeof accountNames] ?? 'wallet',
    amount: satangToBahtNumber(row.amountSatang),
    created_at: row.createdAt.toISOString(),
  }));
}

export function presentMemberRequests(rows: Rows<typeof listMemberRequests>): MemberRequestsResponse['data'] {
  return rows.map((request) => ({
    id: request.id,
    type: request.type,
    status: request.status,
    amount: satangToBahtNumber(request.amountSatang),
    requested_amount: satangToBahtNumber(request.expectedAmountSatang ?? request.requestedAmountSatang),
    bonus: satangToBahtNumber(request.bonusSatang),
    ref: request.ref,
    method: request.method,
    bank_ref: request.bankRef,
    cause: request.deletedCause,
    created_at: request.createdAt.toISOString(),
    completed_at: request.completedAt?.toISOString() ?? null,
  }));
}

/** `hasRoundPage(provider)`: whether that aggregator shows staff a page of a round (Hub88's game/round). */
export function presentMemberRounds(
  rows: Rows<typeof listMemberRounds>,
  hasRoundPage: (provider: string) => boolean,
): MemberRoundsResponse['data'] {
  return rows.map((round) => ({
    id: round.id,
    provider: round.provider,
    round_page: hasRoundPage(round.provider),
    round_id: round.roundId,
    game_code: round.gameCode,
    game: round.gameNames && {
      name_th: round.gameNames.th,
      name_en: localizedText('en', round.gameNames),
      studio: round.studio,
    },
    bet: satangToBahtNumber(round.betSatang),
    win: satangToBahtNumber(round.winSatang),
    rolled_back: satangToBahtNumber(round.rolledBackSatang),
    started_at: round.startedAt.toISOString(),
  }));
}

export function presentMemberNote({
  note,
  username,
}: Rows<typeof listMemberNotes>[number]): z.infer<typeof memberNote> {
  return {
    id: note.id,
    body: note.body,
    staff: { staff_id: note.staffId, username },
    created_at: note.createdAt.toISOString(),
  };
}
