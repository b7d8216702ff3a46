import { startFakeLineLogin } from './server';

/**
 * `npm run fake:line-login`: the fake LINE Login for development (decision 70). It prints the four
 * LINE_LOGIN_* lines to put in `.env` (with OUTBOUND_ALLOW_LOOPBACK=true, development only).
 */
const port = Number(process.env.FAKE_LINE_LOGIN_PORT ?? 3089);
const channelId = '1234567890';
const channelSecret = 'fake-line-login-channel-secret';
const fake = await startFakeLineLogin({ channelId, channelSecret, port });
console.log(`fake LINE Login at ${fake.url}; put these in .env and restart npm start:`);
console.log(`LINE_LOGIN_CHANNEL_ID=${channelId}`);
console.log(`LINE_LOGIN_CHANNEL_SECRET=${channelSecret}`);
console.log(`LINE_LOGIN_AUTHORIZE_URL=${fake.authorizeUrl}`);
console.log(`LINE_LOGIN_API_URL=${fake.url}`);
console.log('OUTBOUND_ALLOW_LOOPBACK=true');
