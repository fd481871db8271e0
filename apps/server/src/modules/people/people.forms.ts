import type { FastifyRequest } from 'fastify';
import {
  createEmployeeFieldsSchema,
  detailsFieldsSchema,
  DOCUMENT_KEYS,
  PEOPLE_MESSAGES,
  updateEmployeeFieldsSchema,
} from '@hrms/shared';
import { parseFields, readForm, type MultipartLimits } from '../../storage/uploads.ts';

/**
 * The multipart bodies of the people contract (`form` in packages/shared/src/people/contract.ts): the
 * parts are read under the upload limits, then the text fields are parsed by the contract's schema.
 */
export function peopleForms(maxUploadBytes: number) {
  const employeeLimits: MultipartLimits = {
    maxFileBytes: maxUploadBytes,
    maxFiles: 1,
    fileFields: ['file'],
    unknownFileField: 'Only one file, in the field "file", may be sent with the employee form.',
  };
  const detailsLimits: MultipartLimits = {
    maxFileBytes: maxUploadBytes,
    maxFiles: DOCUMENT_KEYS.length,
    fileFields: DOCUMENT_KEYS,
    unknownFileField: PEOPLE_MESSAGES.unknownDocument,
  };
  return {
    async newEmployee(request: FastifyRequest) {
      const form = await readForm(request, employeeLimits);
      return { fields: parseFields(createEmployeeFieldsSchema, form.fields), file: form.files[0] };
    },
    async employeeChanges(request: FastifyRequest) {
      const form = await readForm(request, employeeLimits);
      return { fields: parseFields(updateEmployeeFieldsSchema, form.fields), file: form.files[0] };
    },
    async details(request: FastifyRequest) {
      const form = await readForm(request, detailsLimits);
      const fields = parseFields(detailsFieldsSchema, form.fields);
      return { personalEmail: fields.personalEmail, files: form.files };
    },
  };
}
