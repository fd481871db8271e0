import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, Unlock } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  DOCUMENT_KEYS,
  PEOPLE_MESSAGES,
  UPLOAD_ACCEPT,
  detailsFormSchema,
  type DocumentKey,
  type EmployeeDetails,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../lib/form';
import { translate, useT } from '../../../lib/i18n/app';
import { useUpdateDetails } from '../api/use-details';
import { FileLink } from './FileLink';
import { OpenWithReasonButton } from './OpenWithReasonDialog';

/** An example address, the same in every language. */
const EMAIL_EXAMPLE = 'name@example.com';

/** The form's own check in the person's language (the one rule it has: a well-formed e-mail). */
function formError(message: string | undefined): string {
  if (message === PEOPLE_MESSAGES.invalidEmail) return translate('profile.invalidEmail');
  return message ?? translate('profile.saveFailed');
}

/**
 * The personal e-mail and the seven document fields (spec sections 2-5). A document field locks once
 * a file is uploaded unless an Admin granted a re-upload; the personal e-mail locks once set.
 */
export function AdditionalInfoForm({ details, editable }: { details: EmployeeDetails; editable: boolean }) {
  const { t } = useT();
  const info = details.additionalDetails;
  const emailLocked = Boolean(info.personalEmail);
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(detailsFormSchema),
    defaultValues: { personalEmail: info.personalEmail },
  });
  const [files, setFiles] = useState<Partial<Record<DocumentKey, File>>>({});
  // Remounts the file inputs after a successful save so they show nothing chosen.
  const [inputsKey, setInputsKey] = useState(0);
  const update = useUpdateDetails(details._id);

  // No new e-mail and no file chosen is "nothing to save"; a locked e-mail is never sent again.
  const emailChanged = (typed: string) => !emailLocked && typed.trim() !== info.personalEmail;
  const save = form.handleSubmit(
    ({ personalEmail }) => {
      const typed = personalEmail ?? '';
      if (Object.keys(files).length === 0 && !emailChanged(typed))
        return toast.info(translate('profile.nothingToSave'));
      const body = new FormData();
      if (emailChanged(typed)) body.set('personalEmail', typed);
      for (const [key, file] of Object.entries(files) as [DocumentKey, File][]) body.set(key, file);
      update.mutate(body, {
        onSuccess: (saved) => {
          toast.success(translate('profile.saved'));
          setFiles({});
          form.reset({ personalEmail: saved.additionalDetails.personalEmail });
          setInputsKey((key) => key + 1);
        },
        onError: (error) => toast.error(translate('profile.saveFailed'), { description: error.message }),
      });
    },
    // Only a changed e-mail can fail (blanks and the saved one pass), so there is something to save.
    (errors) => toast.error(formError(firstErrorMessage(errors))),
  );

  return (
    <form onSubmit={(event) => void save(event)} className="grid gap-5" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor="personal-email">{t('profile.personalEmail')}</Label>
        <Controller
          control={form.control}
          name="personalEmail"
          render={({ field }) => (
            <Input
              id="personal-email"
              type="email"
              autoComplete="email"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={!editable || emailLocked || update.isPending}
              placeholder={EMAIL_EXAMPLE}
            />
          )}
        />
        {emailLocked ? <LockNote locked text={t('profile.emailLocked')} /> : null}
      </div>
      <div key={inputsKey} className="grid gap-4 sm:grid-cols-2">
        {DOCUMENT_KEYS.map((key) => {
          const current = info[key];
          const granted = info.reuploadAccess.includes(key);
          const locked = Boolean(current) && !granted;
          return (
            <div
              key={key}
              className="grid content-start gap-1.5 rounded-lg border p-3"
              data-testid={`document-${key}`}
            >
              <Label htmlFor={`document-${key}-input`}>{t(`profile.document.${key}`)}</Label>
              <Input
                id={`document-${key}-input`}
                type="file"
                accept={UPLOAD_ACCEPT}
                disabled={!editable || locked || update.isPending}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  setFiles(({ [key]: _dropped, ...rest }) => (file ? { ...rest, [key]: file } : rest));
                }}
              />
              {current?.restricted ? (
                <div className="flex flex-wrap items-center gap-2 text-sm break-all text-muted-foreground">
                  <span>{t('profile.uploaded', { name: current.originalName })}</span>
                  <OpenWithReasonButton personId={details._id} document={key} />
                </div>
              ) : current ? (
                <p className="text-sm break-all text-muted-foreground">
                  {t('profile.current')} <FileLink href={current.path} name={current.originalName} />
                </p>
              ) : null}
              {locked ? <LockNote locked text={t('profile.documentLocked')} /> : null}
              {granted ? <LockNote locked={false} text={t('profile.reuploadGranted')} /> : null}
            </div>
          );
        })}
      </div>
      {editable ? (
        <div>
          <Button type="submit" loading={update.isPending}>
            {t('profile.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function LockNote({ locked, text }: { locked: boolean; text: string }) {
  const Icon = locked ? Lock : Unlock;
  return (
    <p
      className={
        locked
          ? 'flex items-center gap-1 text-xs text-muted-foreground'
          : 'flex items-center gap-1 text-xs text-success'
      }
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {text}
    </p>
  );
}
