import type { OutgoingStaffAlert } from './staff-alert-sender';

const titles: Record<OutgoingStaffAlert['kind'], string> = {
  large_withdrawal: 'ถอนเงินยอดสูง / Large withdrawal',
  unmatched_transfer: 'ยอดโอนที่จับคู่ไม่ได้ / Unmatched transfer',
  risk_flag: 'ธงความเสี่ยง / Risk flag',
  job_failed: 'งานเบื้องหลังล้มเหลว / Job failed',
  bank_message_gap: 'ข้อความธนาคารหายไป / Bank message missed',
  bank_device_quiet: 'โทรศัพท์รับ SMS เงียบ / Bank phone quiet',
  payout_contradicted: 'ผลการโอนถอนขัดแย้งกัน / Payout outcome contradicted',
  test: 'ทดสอบการแจ้งเตือน / Test alert',
};

/**
 * An alert as a chat message: a Thai and English title, then one `name: value` line per fact, at
 * most 4096 characters (Telegram's limit for one message).
 */
export function alertText(alert: Pick<OutgoingStaffAlert, 'kind' | 'data'>): string {
  const lines = [`[Chaba] ${titles[alert.kind]}`];
  for (const [name, value] of Object.entries(alert.data)) {
    if (value !== null && value !== '') lines.push(`${name}: ${String(value)}`);
  }
  return lines.join('\n').slice(0, 4096);
}
