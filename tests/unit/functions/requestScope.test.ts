import { forgetInRequest, inRequestScope, onceInRequest } from '@functions/lib/requestScope';
import { describe, expect, it } from 'vitest';

/** A read that counts how often it really ran. */
function countedRead<T>(answers: T[]) {
  let runs = 0;
  return {
    read: async () => answers[Math.min(runs++, answers.length - 1)],
    runs: () => runs,
  };
}

describe('reads made once per request', () => {
  it('answers a repeated read from the first one within a request, and reads again in the next', async () => {
    const user = countedRead(['Uma', 'Uma Renamed']);
    const first = await inRequestScope(async () => [
      await onceInRequest('user:1', user.read),
      await onceInRequest('user:1', user.read),
    ]);
    expect(first).toEqual(['Uma', 'Uma']);
    expect(user.runs()).toBe(1);
    expect(await inRequestScope(() => onceInRequest('user:1', user.read))).toBe('Uma Renamed');
    expect(user.runs()).toBe(2);
  });

  it('shares one read between parallel asks, keyed by what is read', async () => {
    const one = countedRead(['one']);
    const two = countedRead(['two']);
    const answers = await inRequestScope(() =>
      Promise.all([
        onceInRequest('user:1', one.read),
        onceInRequest('user:1', one.read),
        onceInRequest('user:2', two.read),
      ]),
    );
    expect(answers).toEqual(['one', 'one', 'two']);
    expect([one.runs(), two.runs()]).toEqual([1, 1]);
  });

  it('reads again after the request wrote what it read (forgotten), so it sees its own write', async () => {
    const settings = countedRead(['before', 'after']);
    const seen = await inRequestScope(async () => {
      const before = await onceInRequest('settings', settings.read);
      forgetInRequest('settings');
      return [before, await onceInRequest('settings', settings.read)];
    });
    expect(seen).toEqual(['before', 'after']);
  });

  it('keeps no failed read: the next ask tries again', async () => {
    let runs = 0;
    const flaky = async () => {
      runs += 1;
      if (runs === 1) throw new Error('throttled');
      return 'ok';
    };
    const answer = await inRequestScope(async () => {
      await expect(onceInRequest('user:1', flaky)).rejects.toThrow('throttled');
      return onceInRequest('user:1', flaky);
    });
    expect(answer).toBe('ok');
  });

  it('keeps nothing outside a request (scheduled jobs must see changes as they run)', async () => {
    const user = countedRead(['Uma', 'Uma Renamed']);
    expect(await onceInRequest('user:1', user.read)).toBe('Uma');
    expect(await onceInRequest('user:1', user.read)).toBe('Uma Renamed');
  });
});
