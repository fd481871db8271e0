import { describe, expect, it } from 'vitest';
import { amzDate, sha256Hex, signRequest } from './sigv4.ts';

// The example credentials and requests AWS publishes with its S3 Signature Version 4 documentation
// ("Signature Calculations for the Authorization Header"); the expected signatures are the documented ones.
// s3rver, used for the driver's round-trip test, does not check V4 signatures, so these vectors are what
// proves the signing.
const AWS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const NOW = new Date('2013-05-24T00:00:00Z');
const EMPTY = sha256Hex('');
const bucketUrl = (path: string) => new URL(`https://examplebucket.s3.amazonaws.com${path}`);
const signatureOf = (headers: Record<string, string>) =>
  /Signature=([0-9a-f]{64})$/.exec(headers.authorization!)?.[1];

describe('signRequest (AWS Signature Version 4)', () => {
  it('signs the documented GET Object example with a Range header', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: bucketUrl('/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: EMPTY,
        now: NOW,
      },
      AWS,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers.host).toBe('examplebucket.s3.amazonaws.com');
  });

  it('signs the documented PUT Object example (a key needing percent-encoding, a body hash)', () => {
    const body = Buffer.from('Welcome to Amazon S3.');
    const headers = signRequest(
      {
        method: 'PUT',
        url: bucketUrl('/test$file.text'),
        headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
        now: NOW,
      },
      AWS,
    );
    expect(headers['x-amz-content-sha256']).toBe(
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    );
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('signs the documented query-string examples (sub-resource, parameters out of order)', () => {
    const sign = (path: string) =>
      signatureOf(signRequest({ method: 'GET', url: bucketUrl(path), payloadHash: EMPTY, now: NOW }, AWS));
    expect(sign('/?lifecycle')).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
    expect(sign('/?prefix=J&max-keys=2')).toBe(
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('signs the host with its port, as a self-hosted endpoint is addressed', () => {
    const headers = signRequest(
      { method: 'HEAD', url: new URL('http://127.0.0.1:9000/bucket/a/b.pdf'), payloadHash: EMPTY, now: NOW },
      AWS,
    );
    expect(headers.host).toBe('127.0.0.1:9000');
    expect(amzDate(new Date('2026-11-20T04:00:00.123Z'))).toBe('20261120T040000Z');
  });
});
