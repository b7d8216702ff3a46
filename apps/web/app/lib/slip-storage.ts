/**
 * The saved QR payment slip (spec §2.1 /slip, §3 client state "slip image"): the deposit popup
 * draws it and stores it for this tab; /slip?data=YYYYMMDD_HHMMSS shows it with a download link.
 */
const storageKey = 'chaba.slips';
/** Only the newest few slips are kept: each one is a PNG of some tens of kilobytes. */
const maxSlips = 3;

export interface StoredSlip {
  stamp: string;
  image: string;
}

/** The local time as YYYYMMDD_HHMMSS, the /slip page's `data` parameter. */
export function slipStamp(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}_` +
    `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`
  );
}

export function isSlipStamp(value: string | null): value is string {
  return value !== null && /^\d{8}_\d{6}$/.test(value);
}

function readAll(): StoredSlip[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is StoredSlip =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as StoredSlip).stamp === 'string' &&
        typeof (item as StoredSlip).image === 'string' &&
        (item as StoredSlip).image.startsWith('data:image/png;base64,'),
    );
  } catch {
    return [];
  }
}

/** Keeps the slip; false when the browser refuses to store it (private mode, quota). */
export function saveSlip(slip: StoredSlip): boolean {
  const others = readAll().filter((item) => item.stamp !== slip.stamp);
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify([slip, ...others].slice(0, maxSlips)));
    return true;
  } catch {
    return false;
  }
}

export function readSlip(stamp: string): StoredSlip | null {
  return readAll().find((item) => item.stamp === stamp) ?? null;
}
