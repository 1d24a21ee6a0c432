import { afterAll, describe, expect, it } from 'vitest';
import { bankFileWorkerFile } from '../bank-file-worker-file';
import { bgMaxFile } from '../test/bank-files';
import { BankFileReader, MAX_WAITING } from './reader';

const small = () => bgMaxFile({ payments: [{ amountOre: 125_000, reference: '100164', serial: 1 }] });

describe('reading bank files in a thread of their own', () => {
  // A heap far smaller than the server's, so that a file of a few MB is more than it holds.
  const reader = new BankFileReader(bankFileWorkerFile, 40);
  afterAll(() => reader.close());

  it('answers the file, or its refusal as the same 400', async () => {
    expect((await reader.read(small())).payments).toHaveLength(1);
    await expect(reader.read(Buffer.from('Namn;Belopp'))).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('formatet känns inte igen'),
    });
  });

  it('refuses a file that needs more memory than the thread has with a 413, and reads the next', async () => {
    // 200 000 payments (16 MB): the payments alone are more than the thread's 40 MB.
    const large = bgMaxFile({
      payments: Array.from({ length: 200_000 }, (_, index) => ({
        amountOre: 100,
        reference: '100164',
        serial: index + 1,
      })),
    });
    await expect(reader.read(large)).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('den behöver mer minne än servern ger en bankfil'),
    });
    expect((await reader.read(small())).payments).toHaveLength(1);
  });

  it('asks the files beyond those waiting to come again (503), and reads the rest', async () => {
    const answers = await Promise.allSettled(Array.from({ length: MAX_WAITING + 4 }, () => reader.read(small())));
    const refused = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [answer.reason as { statusCode: number; message: string }] : [],
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled').length).toBeGreaterThanOrEqual(MAX_WAITING);
    expect(refused.length).toBeGreaterThan(0);
    for (const reason of refused)
      expect(reason).toMatchObject({
        statusCode: 503,
        message: 'Servern läser in många bankfiler just nu. Försök igen om en stund; inget har bokförts.',
      });
  });

  it('reads on the calling thread once closed, for a request still running at shutdown', async () => {
    const closed = new BankFileReader(bankFileWorkerFile);
    await closed.close();
    expect((await closed.read(small())).payments).toHaveLength(1);
  });
});
