import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { accountNumberFor, countSms, freshPhone, readOtp } from './support/api';
import { eventually, setUpE2e, viewports } from './support/browser';
import { startE2eServer } from './support/server';
import { control, field, openLoginPopup, popup, submitLogin, textOf } from './support/site';
import { registerUpToBank } from './support/register';
import { th } from './support/texts';

// The server asks for a proof of work on every password call, as during a flood (issue 24).
const e2e = setUpE2e(() => startE2eServer({ env: { PROOF_OF_WORK_ABOVE_PER_MINUTE: '0' } }));

/** A JSON POST that solves the server's challenge when it answers 428, as the member site does. */
async function postSolving(path: string, body: Record<string, unknown>, token?: string) {
  const send = async (payload: Record<string, unknown>) => {
    const response = await fetch(`${e2e.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: e2e.url,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(payload),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const answer = await send(body);
  if (answer.status !== 428) return answer;
  const challenge = answer.body.challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return send({ ...body, altcha: btoa(JSON.stringify({ challenge, solution })) });
}

async function registerMember() {
  const phone = freshPhone();
  const password = 'Secret123';
  await postSolving('/api/register/phone', { phone });
  const verified = await postSolving('/api/register/otp', { phone, otp: await readOtp(e2e.url, phone) });
  const token = String(verified.body.access_token);
  const set = await postSolving(
    '/api/register/password',
    { password, password_confirmation: password },
    token,
  );
  expect(set.status).toBe(200);
  const bank = await postSolving(
    '/api/register/bank-account',
    {
      phone,
      bank: 'SCB',
      account_number: accountNumberFor(phone),
      name: 'ทดสอบ ระบบ',
      line: phone,
      date_of_birth: '1990-01-15',
    },
    token,
  );
  expect(bank.status).toBe(200);
  return { phone, password };
}

/** The paths of the page's POSTs that carry a solved challenge, as they are sent. */
function postsWithSolution(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && (request.postData() ?? '').includes('"altcha"'))
      paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const viewport = viewports.find((candidate) => candidate.name === 'mobile') ?? viewports[0]!;

test('under a flood the forgot-password and login popups solve the challenge unseen and go on', async () => {
  const member = await registerMember();
  const smsBefore = await countSms(e2e.url, member.phone);
  const page = await e2e.openPage(viewport, '/');
  const solved = postsWithSolution(page);

  const login = await openLoginPopup(page);
  await control(login, th.login.forgot).click();
  const forgot = popup(page, th.forgot.title);
  await field(forgot, th.fields.phone).fill(member.phone);
  await control(forgot, th.forgot.requestOtp).click();
  const otpStep = popup(page, th.forgot.otpTitle);
  await otpStep.waitFor();
  await field(otpStep, th.fields.otp).fill(await readOtp(e2e.url, member.phone, { after: smsBefore }));
  await control(otpStep, th.forgot.verifyOtp).click();
  const newPasswordStep = popup(page, th.forgot.newPasswordTitle);
  await newPasswordStep.waitFor();
  const newPassword = 'Flood2026ok';
  await field(newPasswordStep, th.fields.newPassword).fill(newPassword);
  await field(newPasswordStep, th.fields.newPasswordConfirmation).fill(newPassword);
  await control(newPasswordStep, th.forgot.savePassword).click();
  const complete = popup(page, th.forgot.completeTitle);
  await complete.getByText(th.forgot.completeText).waitFor();
  await control(complete, th.forgot.goLogin).click();

  await eventually(() => new URL(page.url()).pathname).toBe('/login');
  const loginAgain = popup(page, th.login.title);
  await submitLogin(loginAgain, member.phone, newPassword);
  await loginAgain.waitFor({ state: 'detached' });
  await eventually(() => textOf(page.getByTestId('member-phone'))).toBe(member.phone);
  // No message was shown on the way: each call was sent again with its solution.
  expect(solved).toEqual(['/api/reset-password/confirm-password', '/api/login']);
});

test("under a flood the registration's password step solves the challenge unseen and goes on to the bank", async () => {
  const page = await e2e.openPage(viewport, '/');
  const solved = postsWithSolution(page);
  const bankStep = await registerUpToBank(page, {
    baseUrl: e2e.url,
    phone: freshPhone(),
    password: 'Chaba2026x',
  });
  await bankStep.waitFor();
  expect(solved).toEqual(['/api/register/password']);
});
