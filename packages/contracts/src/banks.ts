/**
 * Thai banks (DESIGN.md §6). Registration offers the 14 upper-case codes; everything else
 * (profile, logos) uses the lower-case codes.
 */
export interface Bank {
  code: string;
  bot: string;
  thai_name: string;
  nice_name: string;
  official_name: string;
  color: string;
}

export const banks: readonly Bank[] = [
  {
    code: 'kbank',
    bot: '004',
    thai_name: 'ธนาคารกสิกรไทย',
    nice_name: 'Kasikorn Bank',
    official_name: 'KASIKORNBANK PUBLIC COMPANY LTD.',
    color: '#138f2d',
  },
  {
    code: 'scb',
    bot: '014',
    thai_name: 'ธนาคารไทยพาณิชย์',
    nice_name: 'Siam Commercial Bank',
    official_name: 'SIAM COMMERCIAL BANK PUBLIC COMPANY LTD.',
    color: '#4e2e7f',
  },
  {
    code: 'bbl',
    bot: '002',
    thai_name: 'ธนาคารกรุงเทพ',
    nice_name: 'Bangkok Bank',
    official_name: 'BANGKOK BANK PUBLIC COMPANY LTD.',
    color: '#1e4598',
  },
  {
    code: 'bay',
    bot: '025',
    thai_name: 'ธนาคารกรุงศรีอยุธยา',
    nice_name: 'Bank of Ayudhya (Krungsri)',
    official_name: 'BANK OF AYUDHYA PUBLIC COMPANY LTD.',
    color: '#fec43b',
  },
  {
    code: 'ktb',
    bot: '006',
    thai_name: 'ธนาคารกรุงไทย',
    nice_name: 'Krungthai Bank',
    official_name: 'KRUNG THAI BANK PUBLIC COMPANY LTD.',
    color: '#1ba5e1',
  },
  {
    code: 'ttb',
    bot: '011',
    thai_name: 'ธนาคารทหารไทยธนชาต',
    nice_name: 'TMBThanachart Bank',
    official_name: 'TMBTHANACHART BANK PUBLIC COMPANY LIMITED',
    color: '#ecf0f1',
  },
  {
    code: 'tmb',
    bot: '011',
    thai_name: 'ธนาคารทหารไทย',
    nice_name: 'TMB Bank',
    official_name: 'TMB BANK PUBLIC COMPANY LIMITED',
    color: '#1279be',
  },
  {
    code: 'tbank',
    bot: '065',
    thai_name: 'ธนาคารธนชาต',
    nice_name: 'Thanachart Bank',
    official_name: 'THANACHART BANK PUBLIC COMPANY LTD.',
    color: '#fc4f1f',
  },
  {
    code: 'gsb',
    bot: '030',
    thai_name: 'ธนาคารออมสิน',
    nice_name: 'Government Savings Bank',
    official_name: 'THE GOVERNMENT SAVINGS BANK',
    color: '#eb198d',
  },
  {
    code: 'baac',
    bot: '034',
    thai_name: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    nice_name: 'Bank for Agriculture and Agricultural Cooperatives',
    official_name: 'BANK FOR AGRICULTURE AND AGRICULTURAL COOPERATIVES',
    color: '#4b9b1d',
  },
  {
    code: 'uob',
    bot: '024',
    thai_name: 'ธนาคารยูโอบี',
    nice_name: 'United Overseas Bank (Thai)',
    official_name: 'UNITED OVERSEAS BANK (THAI) PUBLIC COMPANY LIMITED',
    color: '#0b3979',
  },
  {
    code: 'tisco',
    bot: '067',
    thai_name: 'ธนาคารทิสโก้',
    nice_name: 'Tisco Bank',
    official_name: 'TISCO BANK PUBLIC COMPANY LIMITED',
    color: '#12549f',
  },
  {
    code: 'cimb',
    bot: '022',
    thai_name: 'ธนาคารซีไอเอ็มบี ไทย',
    nice_name: 'CIMB Thai Bank',
    official_name: 'CIMB THAI BANK PUBLIC COMPANY LIMITED',
    color: '#7e2f36',
  },
  {
    code: 'lhb',
    bot: '073',
    thai_name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์',
    nice_name: 'Land and Houses Bank',
    official_name: 'LAND AND HOUSES BANK PUBLIC COMPANY LIMITED',
    color: '#6d6e71',
  },
  {
    code: 'ghb',
    bot: '033',
    thai_name: 'ธนาคารอาคารสงเคราะห์',
    nice_name: 'Government Housing Bank',
    official_name: 'THE GOVERNMENT HOUSING BANK',
    color: '#f57d23',
  },
  {
    code: 'kk',
    bot: '069',
    thai_name: 'ธนาคารเกียรตินาคินภัทร',
    nice_name: 'Kiatnakin Bank',
    official_name: 'KIATNAKIN BANK PUBLIC COMPANY LIMITED',
    color: '#199cc5',
  },
];

/** The 14 banks a member can pick at registration, in the order the picker shows them. */
export const registrationBankCodes = [
  'KBANK',
  'SCB',
  'BBL',
  'BAY',
  'KTB',
  'TTB',
  'GSB',
  'BAAC',
  'UOB',
  'TISCO',
  'CIMB',
  'LHB',
  'GHB',
  'KK',
] as const;

export type RegistrationBankCode = (typeof registrationBankCodes)[number];

/** Finds a bank by code in either case, trimmed, as the spec reads profile bank codes. */
export function findBank(code: string | null | undefined): Bank | undefined {
  if (!code) return undefined;
  const normalized = code.trim().toLowerCase();
  return banks.find((bank) => bank.code === normalized);
}
