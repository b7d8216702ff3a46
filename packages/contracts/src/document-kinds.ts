/**
 * The identity documents a member sends (decision 67), in a module of its own without zod: the member
 * site imports the list, and a module that defines zod objects makes zod try `new Function` as it
 * loads, which the site's Content-Security-Policy refuses (and reports).
 */
export const documentKinds = ['id_card', 'bank_book'] as const;
