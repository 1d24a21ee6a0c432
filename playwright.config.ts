import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3200);
const dataDir = `/tmp/verkstan-e2e-${process.pid}`;
// Fixed by the port, not the process: the journeys read the mails the server writes here (e2e/mail.ts).
const mailDir = `/tmp/verkstan-e2e-mail-${port}`;
// A language model stand-in beside the server (e2e/chat-stub-server.mjs): drafts are on where a journey switches them on.
const modelPort = port + 99;
// An SMS service stand-in (e2e/sms-stub-server.mjs, e2e/sms.ts): the quote journey reads the SMS it got.
const smsPort = port + 98;

export default defineConfig({
  testDir: 'e2e',
  // After the servers below have started: registers the installation's administrator first.
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'retain-on-failure',
    // The installed app's service worker would answer navigations from its cache: only its own spec allows it.
    serviceWorkers: 'block',
    launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--lang=sv-SE'] },
  },
  webServer: [
    {
      command: `node e2e/chat-stub-server.mjs ${modelPort}`,
      url: `http://127.0.0.1:${modelPort}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `node e2e/sms-stub-server.mjs ${smsPort}`,
      url: `http://127.0.0.1:${smsPort}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      // The production build on a fresh embedded database.
      command: `rm -rf ${dataDir} ${mailDir} && node dist/server/main.js`,
      url: `http://127.0.0.1:${port}/api/health`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Inside the data folder (which a backup leaves out of itself), removed with it.
        BACKUP_DIR: `${dataDir}/backups`,
        MAIL_OUTBOX_DIR: mailDir,
        LOG_LEVEL: 'warn',
        LOGIN_MAX_PER_MINUTE: '1000',
        // The journeys register a workshop each, faster than a person could: more than 5 a minute.
        REGISTER_MAX_PER_MINUTE: '1000',
        CONTACT_EMAIL: 'hej@verkstan.se',
        CONTACT_PHONE: '+46 40-123 45 67',
        AI_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
        AI_MODEL: 'verkstan-e2e-stub',
        SMS_URL: `http://e2e:hemligt@127.0.0.1:${smsPort}/a1/sms`,
      },
      reuseExistingServer: false,
      // A fresh embedded database runs every migration first: on a busy 2-core machine that took over a minute.
      timeout: 240_000,
    },
  ],
});
