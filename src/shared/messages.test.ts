import { describe, expect, it } from 'vitest';
import { sessionMessages } from './session-messages';
import { assistantAndDataMessages } from './messages/assistant-and-data';
import { generalMessages } from './messages/general';
import { moneyMessages } from './messages/money';
import { planningMessages } from './messages/planning';
import { stockMessages } from './messages/stock';
import { teamMessages } from './messages/team';
import { workshopMessages } from './messages/workshop';

const files: Record<string, object> = {
  sessionMessages,
  generalMessages,
  workshopMessages,
  stockMessages,
  teamMessages,
  moneyMessages,
  assistantAndDataMessages,
  planningMessages,
};

describe('the gathered Swedish messages', () => {
  it('name each message in one file only: a second file with the same key would silently replace the first', () => {
    const owners = new Map<string, string[]>();
    for (const [file, texts] of Object.entries(files))
      for (const key of Object.keys(texts)) owners.set(key, [...(owners.get(key) ?? []), file]);
    const twice = [...owners].filter(([, inFiles]) => inFiles.length > 1);
    expect(twice).toEqual([]);
  });
});
