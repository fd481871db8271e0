import type { FastifyPluginAsync } from 'fastify';
import { LOGO_MAX_BYTES, ORGANISATION_MESSAGES } from '@hrms/shared';
import { AppError } from '../../lib/errors.ts';
import { ORGANISATION_CONTRACT } from '@hrms/shared/organisation/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import { multipartOptions, multipartPlugin, readForm, type MultipartLimits } from '../../storage/uploads.ts';
import type { OrganisationService } from './organisation.service.ts';

// A little over the logo's limit: the service refuses what is over it, with the logo's own message.
const LOGO_LIMITS: MultipartLimits = {
  maxFileBytes: LOGO_MAX_BYTES + 1,
  maxFiles: 1,
  fileFields: ['logo'],
  unknownFileField: 'Only one file, in the field "logo", may be sent.',
};

/** The organisation profile, its logo and the setup guide (packages/shared/src/organisation/). */
export const organisationRoutes: FastifyPluginAsync<{ organisation: OrganisationService }> = async (
  app,
  { organisation },
) => {
  await app.register(multipartPlugin, multipartOptions(LOGO_MAX_BYTES + 1));
  registerEndpoints(app, 'organisation', ORGANISATION_CONTRACT, {
    getProfile: async () => organisation.getProfile(),
    putProfile: async (request) => organisation.putProfile(callerOf(request), request.body),
    uploadLogo: async (request) => {
      const form = await readForm(request, LOGO_LIMITS).catch((error: unknown) => {
        // The multipart reader's "too large" names the documents' limit in MB: the logo's is in KB.
        if (error instanceof AppError && error.statusCode === 413 && !error.message.startsWith('Too many'))
          throw new AppError(413, ORGANISATION_MESSAGES.logoTooLarge(LOGO_MAX_BYTES / 1024));
        throw error;
      });
      return organisation.uploadLogo(callerOf(request), form.files[0]);
    },
    deleteLogo: async (request) => organisation.deleteLogo(callerOf(request)),
    logo: async (_request, reply) => {
      const { data, contentType } = await organisation.logo();
      return (
        reply
          .header('content-type', contentType)
          .header('x-content-type-options', 'nosniff')
          // The URL carries the logo's version: a new logo is a new URL.
          .header('cache-control', 'public, max-age=86400')
          .send(data)
      );
    },
    setupStatus: async () => organisation.setupStatus(),
  });
};
