/**
 * The `user` Chaba names a member by in Hub88's calls. Hub88 asks for an id of at least 4 characters
 * that carries no personal data (docs.hub88.io, Wallet API "/user/info":
 * https://docs.hub88.io/developer-docs/operator-api-reference/wallet-api), so it is the member's row
 * id behind a fixed prefix, never the phone or the name.
 */
const prefix = 'chaba-';

export function hub88User(memberId: number): string {
  return `${prefix}${memberId}`;
}

/** The member a Hub88 `user` names, or null when it is not one of ours. */
export function memberIdOfHub88User(user: string): number | null {
  if (!user.startsWith(prefix)) return null;
  const digits = user.slice(prefix.length);
  if (!/^[1-9]\d{0,15}$/.test(digits)) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : null;
}
