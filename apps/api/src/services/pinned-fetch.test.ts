import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, pinnedFetch, type ResolvedAddress } from './pinned-fetch';

/**
 * Issue 24 (L-10): the server's requests to an admin's identity provider connect only to addresses
 * checked in the same lookup. 127.0.0.2 stands in for a public address here (the test cannot reach
 * one); 127.0.0.1 is the internal service a rebinding name would reach.
 */
const STAND_IN_PUBLIC = '127.0.0.2';
const allowed = (address: string) => address === STAND_IN_PUBLIC || isPublicAddress(address);

let outside: Server;
let internal: Server;
let port: number;
let internalConnections = 0;

const listen = (server: Server, host: string, onPort: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject).listen(onPort, host, () => resolve((server.address() as AddressInfo).port));
  });

beforeAll(async () => {
  outside = createServer((_request, response) => response.setHeader('connection', 'close').end('outside'));
  internal = createServer((_request, response) => response.end('internal'));
  internal.on('connection', () => (internalConnections += 1));
  port = await listen(outside, STAND_IN_PUBLIC, 0);
  await listen(internal, '127.0.0.1', port);
});
afterAll(() => {
  outside?.close();
  internal?.close();
});

/** A resolver answering each name with the next of `answers` (the last one repeats), counting the calls. */
function rebinding(...answers: string[]) {
  const calls: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    const address = answers[Math.min(calls.length, answers.length) - 1]!;
    return [{ address, family: 4 }];
  };
  return { resolve, calls };
}

describe('L-10: pinned outbound requests', () => {
  it('L-10: a name that resolves to a public address and then to 127.0.0.1 is never reached at 127.0.0.1', async () => {
    const dns = rebinding(STAND_IN_PUBLIC, '127.0.0.1');
    const fetch = pinnedFetch({ resolve: dns.resolve, allowed });
    const first = await fetch(`http://idp.rebind.test:${port}/token`);
    expect(await first.text()).toBe('outside');
    // The outside server closed the connection, so the next request resolves the name again.
    await expect(fetch(`http://idp.rebind.test:${port}/token`)).rejects.toThrow();
    expect(dns.calls).toEqual(['idp.rebind.test', 'idp.rebind.test']);
    expect(internalConnections).toBe(0);
  });

  it('L-10: a name with one private address among public ones is refused whole', async () => {
    const resolve = async (): Promise<ResolvedAddress[]> => [
      { address: STAND_IN_PUBLIC, family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    await expect(pinnedFetch({ resolve, allowed })(`http://idp.mixed.test:${port}/`)).rejects.toThrow();
    expect(internalConnections).toBe(0);
  });

  it('L-10: private and loopback address literals are refused without a connection', async () => {
    const fetch = pinnedFetch();
    for (const url of [`http://127.0.0.1:${port}/`, `http://[::1]:${port}/`, 'http://169.254.169.254/latest']) {
      await expect(fetch(url)).rejects.toThrow(/not a public address/);
    }
    expect(internalConnections).toBe(0);
  });
});
