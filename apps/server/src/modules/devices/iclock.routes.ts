import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_PROTOCOL_PATHS as P } from '@hrms/shared';
import type { IclockAnswer, IclockDevice, IclockProtocol } from './iclock.ts';

/** An upload larger than this is refused whole (413): a device sends a few hundred lines at a time. */
export const ICLOCK_BODY_LIMIT = 2 * 1024 * 1024;
/** Requests a serial may make a minute (a device polls every few seconds; a backlog comes in batches). */
const PER_MINUTE = 600;

interface IclockQuery {
  SN?: string;
  sn?: string;
  table?: string;
}

/**
 * The device protocol's own paths (docs/devices.md), outside /api: plain text in and out, no token (the
 * protocol has none): the serial must be registered and the address allowed. Bodies are read as text
 * whatever the device calls their type.
 */
export const iclockRoutes: FastifyPluginAsync<{ iclock: IclockProtocol }> = async (app, { iclock }) => {
  app.removeAllContentTypeParsers();
  // NUL (binary noise) becomes U+FFFD: the line holding it is refused alone, not the whole upload (the
  // app-wide input check refuses NUL in any body).
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: ICLOCK_BODY_LIMIT }, (_req, body, done) =>
    done(null, String(body).replaceAll('\u0000', '\uFFFD')),
  );
  const windows = new Map<string, { start: number; count: number }>();
  const limited = (serial: string): boolean => {
    const now = Date.now();
    const window = windows.get(serial);
    if (!window || now - window.start > 60_000) {
      if (windows.size > 10_000) windows.clear();
      windows.set(serial, { start: now, count: 1 });
      return false;
    }
    window.count += 1;
    return window.count > PER_MINUTE;
  };
  const answer = (reply: FastifyReply, { status, body }: IclockAnswer) =>
    reply
      .code(status)
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  const handle =
    (
      act: (
        device: IclockDevice,
        request: FastifyRequest<{ Querystring: IclockQuery }>,
      ) => Promise<IclockAnswer>,
    ) =>
    async (request: FastifyRequest<{ Querystring: IclockQuery }>, reply: FastifyReply) => {
      const serial = request.query.SN ?? request.query.sn;
      if (serial && limited(serial)) return answer(reply, { status: 429, body: 'ERROR: too many requests' });
      const device = await iclock.identify(serial, request.ip);
      if ('status' in device) return answer(reply, device);
      return answer(reply, await act(device, request));
    };
  const body = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

  app.get(
    P.cdata,
    handle((device) => iclock.handshake(device)),
  );
  app.post(
    P.cdata,
    handle((device, request) => iclock.upload(device, request.query.table, body(request))),
  );
  app.get(
    P.getRequest,
    handle((device) => iclock.poll(device)),
  );
  // The device reports the results of the commands it fetched (docs/devices.md, "Commands").
  app.post(
    P.deviceCmd,
    handle((device, request) => iclock.commandResults(device, body(request))),
  );
};
