import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';

/* Form 130 Part A (issue 44, docs/tax-year.md "Form 130 Part A"): upload TRACES's PDFs, see what a year keeps. */
type StaffRole = Extract<Role, 'Admin' | 'HR'>;

const partAKey = (year: number) => ['tax-year', 'form130-part-a', year] as const;

export const useForm130PartA = (role: StaffRole, year: number) =>
  useQuery({
    queryKey: partAKey(year),
    queryFn: ({ signal }) => call('taxForms', 'form130PartAList', { role, query: { year }, signal }),
  });

/** POST multipart: year and the files (PDFs or ZIPs of them; the server checks the bytes and the limits). */
export const useUploadForm130PartA = (role: StaffRole) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => call('taxForms', 'form130PartAUpload', { role, body: form }),
    onSuccess: (report) => client.invalidateQueries({ queryKey: partAKey(report.year) }),
  });
};
