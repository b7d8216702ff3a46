/**
 * Whether the sender's account printed on a statement line can be the member's account. Statements
 * often mask digits ("xxx-x-x4567-x"): then the visible digits must sit at the same places from the
 * end of the member's number. An unmasked number must be equal.
 */
export function senderMatches(printed: string, memberAccountNumber: string): boolean {
  const compact = printed.replace(/[\s-]/g, '').toLowerCase();
  if (!/^[0-9x*]+$/.test(compact) || !/\d/.test(compact)) return false;
  if (!/[x*]/.test(compact)) return compact === memberAccountNumber;
  const fromEnd = [...compact].reverse();
  const memberFromEnd = [...memberAccountNumber].reverse();
  let visible = 0;
  for (let index = 0; index < fromEnd.length; index += 1) {
    const character = fromEnd[index];
    if (character === 'x' || character === '*') continue;
    if (memberFromEnd[index] !== character) return false;
    visible += 1;
  }
  // Fewer than four visible digits say too little to tell members apart.
  return visible >= 4;
}
