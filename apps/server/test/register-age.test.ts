import { members, registrations } from '@chaba/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp, goodPassword, lastOtp, logInAs, logInStaff } from './helpers';

/** Registration's bank step asks the date of birth and refuses anyone under 20 in Bangkok (issue 13). */
const t = useTestApp({ ledgerCheck: 'none' });

let phoneCounter = 0;
function freshPhone(): string {
  phoneCounter += 1;
  return `0862${String(phoneCounter).padStart(6, '0')}`;
}

/** A registration with its password set, ready for the bank step. */
async function registrationAtBankStep() {
  const phone = freshPhone();
  expect((await call(t.app, 'POST', '/api/register/phone', { body: { phone } })).status).toBe(200);
  const otp = await lastOtp(t.app, phone);
  const verified = await call(t.app, 'POST', '/api/register/otp', { body: { phone, otp } });
  expect(verified.status).toBe(200);
  const token = verified.body.access_token as string;
  const password = await call(t.app, 'POST', '/api/register/password', {
    token,
    body: { password: goodPassword, password_confirmation: goodPassword },
  });
  expect(password.status).toBe(200);
  return { phone, token };
}

function bankStep(registration: { phone: string; token: string }, dateOfBirth: unknown, language?: 'en') {
  return call(t.app, 'POST', '/api/register/bank-account', {
    token: registration.token,
    headers: language ? { 'accept-language': language } : {},
    body: {
      phone: registration.phone,
      bank: 'SCB',
      account_number: `1${registration.phone.slice(1)}`,
      name: 'ทดสอบ อายุ',
      line: 'age-test',
      date_of_birth: dateOfBirth,
    },
  });
}

/** Nothing of the refused registration is stored: no member, the registration still open. */
async function expectNothingStored(phone: string) {
  expect(await t.connection.db.select().from(members).where(eq(members.phone, phone))).toEqual([]);
  const [registration] = await t.connection.db
    .select()
    .from(registrations)
    .where(eq(registrations.phone, phone));
  expect(registration?.completedAt).toBeNull();
}

describe('registration: date of birth', () => {
  // The test clock starts at 2026-11-20 10:00 UTC, 17:00 in Bangkok.
  const cases: { value: unknown; th: string; en: string }[] = [
    { value: undefined, th: 'กรุณากรอกวันเกิด', en: 'Date of birth is required' },
    { value: '', th: 'กรุณากรอกวันเกิด', en: 'Date of birth is required' },
    {
      value: '15/01/1990',
      th: 'กรุณาระบุวันเกิดเป็นวัน เดือน ปี',
      en: 'Date of birth must be a day, month and year',
    },
    { value: 19900115, th: 'กรุณาระบุวันเกิดเป็นวัน เดือน ปี', en: 'Date of birth must be a day, month and year' },
    {
      value: '2001-02-29',
      th: 'ไม่มีวันที่นี้ในปฏิทิน กรุณาตรวจสอบวันเกิด',
      en: 'This date does not exist. Please check the date of birth',
    },
    {
      value: '1990-13-01',
      th: 'ไม่มีวันที่นี้ในปฏิทิน กรุณาตรวจสอบวันเกิด',
      en: 'This date does not exist. Please check the date of birth',
    },
    { value: '2026-11-21', th: 'วันเกิดต้องไม่เป็นวันในอนาคต', en: 'Date of birth cannot be in the future' },
    {
      value: '2010-05-01',
      th: 'ต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไปจึงจะสมัครสมาชิกได้',
      en: 'You must be 20 or older to register',
    },
    {
      value: '1900-01-01',
      th: 'กรุณาตรวจสอบปีเกิด: อายุเกิน 120 ปี',
      en: 'Please check the year of birth: the age is over 120',
    },
  ];

  it.each(cases)('refuses $value with its message in Thai and English and stores nothing', async (bad) => {
    const registration = await registrationAtBankStep();
    const thai = await bankStep(registration, bad.value);
    expect(thai.status).toBe(422);
    expect(thai.body.errors).toEqual({ date_of_birth: [bad.th] });
    expect(thai.body.message).toBe(bad.th);
    const english = await bankStep(registration, bad.value, 'en');
    expect(english.status).toBe(422);
    expect(english.body.errors).toEqual({ date_of_birth: [bad.en] });
    await expectNothingStored(registration.phone);
  });

  it('accepts 2000-02-29, a day that exists, and stores the date on the member', async () => {
    const registration = await registrationAtBankStep();
    const answer = await bankStep(registration, '2000-02-29');
    expect(answer.status).toBe(200);
    const [member] = await t.connection.db
      .select()
      .from(members)
      .where(eq(members.phone, registration.phone));
    expect(member?.dateOfBirth).toBe('2000-02-29');
  });

  it('counts the 20th birthday from 00:00 in Bangkok: the day before refuses, the day itself passes', async () => {
    // 2026-11-20 23:59:30 in Bangkok (16:59:30 UTC): born 2006-11-21 is 20 only tomorrow.
    t.clock.advanceSeconds((Date.parse('2026-11-20T16:59:30.000Z') - t.clock.now().getTime()) / 1000);
    const registration = await registrationAtBankStep();
    const early = await bankStep(registration, '2006-11-21');
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ date_of_birth: ['ต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไปจึงจะสมัครสมาชิกได้'] });
    await expectNothingStored(registration.phone);

    // One minute later it is 2026-11-21 in Bangkok (still the 20th in UTC): the birthday has come.
    t.clock.advanceSeconds(60);
    const onTheDay = await bankStep(registration, '2006-11-21');
    expect(onTheDay).toMatchObject({ status: 200, body: { success: true } });
    const [member] = await t.connection.db
      .select()
      .from(members)
      .where(eq(members.phone, registration.phone));
    expect(member?.dateOfBirth).toBe('2006-11-21');
    expect(await logInAs(t.app, registration.phone, goodPassword)).toEqual(expect.any(String));

    // Staff see it on the member page, with the age today in Bangkok.
    const page = await call(t.app, 'GET', `/api/backoffice/members/${member!.id}`, {
      token: await logInStaff(t.app),
    });
    expect(page.body.data.profile).toMatchObject({ date_of_birth: '2006-11-21', age: 20 });

    // Born a day later is still under 20.
    const younger = await registrationAtBankStep();
    const refused = await bankStep(younger, '2006-11-22', 'en');
    expect(refused.body.errors).toEqual({ date_of_birth: ['You must be 20 or older to register'] });
    await expectNothingStored(younger.phone);
  });
});
