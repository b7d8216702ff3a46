import type { ReactNode } from 'react';
import { findBank } from '@chaba/contracts/banks';
import { BankLogo } from './bank-logo';
import { KeepWords } from './keep-words';

/**
 * A bank account: logo, Thai bank name, account number and holder (spec §2.6, §2.7). `action`
 * sits next to the number, e.g. a copy button.
 */
export function BankAccountCard({
  bankCode,
  accountNumber,
  holder,
  action,
  testId,
}: {
  bankCode: string | null;
  accountNumber: string | null;
  holder: string | null;
  action?: ReactNode;
  testId?: string;
}) {
  const bank = findBank(bankCode);
  const bankName = bank?.thai_name ?? bankCode?.toUpperCase() ?? '-';
  return (
    <div
      data-testid={testId}
      className="flex items-center gap-3 rounded-xl border border-white/5 bg-ink-800/70 p-3"
    >
      {bankCode ? <BankLogo code={bankCode} name={bankName} size={44} /> : null}
      <div className="min-w-0 flex-1 leading-snug">
        <p className="font-semibold text-white">{bankName}</p>
        <p className="text-lg font-bold tracking-wide text-gold-200 tabular-nums">{accountNumber ?? '-'}</p>
        {holder ? (
          <p data-testid="account-holder" className="text-sm text-ink-300">
            <KeepWords text={holder} />
          </p>
        ) : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
