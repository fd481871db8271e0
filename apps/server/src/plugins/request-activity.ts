import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestActivity } from '../db/background-lane.ts';

const ACTIVE = Symbol('hrms.requestActive');
type Tracked = FastifyRequest & { [ACTIVE]?: boolean };

/**
 * Counts the requests being answered, so background work's statements wait for them
 * (db/background-lane.ts). A request counts from its first hook until its answer is sent or it is aborted.
 */
export function registerRequestActivity(app: FastifyInstance): void {
  const end = (request: Tracked) => {
    if (!request[ACTIVE]) return;
    request[ACTIVE] = false;
    requestActivity.ended();
  };
  app.addHook('onRequest', (request: Tracked, _reply, done) => {
    // A device's upload is itself background work (modules/devices/iclock.ts): it gives way to people's
    // requests, so it must not count as one (its own statements would then always wait).
    if (request.url.startsWith('/iclock/')) return done();
    request[ACTIVE] = true;
    requestActivity.started();
    done();
  });
  app.addHook('onResponse', (request: Tracked, _reply, done) => {
    end(request);
    done();
  });
  app.addHook('onRequestAbort', (request: Tracked, done) => {
    end(request);
    done();
  });
}
