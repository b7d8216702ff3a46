/**
 * Titles a Thai bank or a registration form puts before a name: Thai (นาย, นาง, นางสาว, น.ส., ด.ช.,
 * ด.ญ.) and English (Mr, Mrs, Miss, Ms). Longest first, so that นางสาว is not read as นาง + สาว.
 */
const titles = [
  'นางสาว',
  'น.ส.',
  'ด.ช.',
  'ด.ญ.',
  'นาย',
  'นาง',
  'mrs.',
  'mrs',
  'miss',
  'mr.',
  'mr',
  'ms.',
  'ms',
];

/**
 * A person's name as compared by the automatic withdrawal rules (decision 51): Unicode NFC, lower
 * case, one leading title removed, every space, dot and hyphen removed. "นางสาว สมหญิง  ใจดี" and
 * "สมหญิงใจดี" are the same; "Mr. John Smith" and "JOHN SMITH" too.
 */
export function normaliseHolderName(name: string): string {
  let text = name.normalize('NFC').trim().toLowerCase();
  for (const title of titles) {
    if (text.startsWith(title)) {
      const rest = text.slice(title.length);
      // An English title must end at a space or a dot ("Mrsomchai" is not "Mr somchai").
      if (/^[a-z]/.test(title) && !title.endsWith('.') && rest !== '' && !/^[\s.]/.test(rest)) continue;
      text = rest;
      break;
    }
  }
  return text.replace(/[\s.\-\u200b]+/g, '');
}

/** Whether the bank account holder's name is the registered name (both normalised, neither empty). */
export function holderNameMatches(holderName: string, registeredName: string): boolean {
  const holder = normaliseHolderName(holderName);
  return holder !== '' && holder === normaliseHolderName(registeredName);
}
