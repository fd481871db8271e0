import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { LOGO_MAX_BYTES, ORGANISATION_MESSAGES as M, organisationProfileBodySchema } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import {
  organisationProfileQuery,
  useRemoveLogo,
  useSaveOrganisation,
  useUploadLogo,
} from '../api/organisation';
import { OrganisationLanguageCard } from './OrganisationLanguageCard';

const LINES = 4;
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : 'Failed. Please try again.';

/**
 * The Admin's Organisation tab (issue 40): the name used everywhere, the address, the state and the logo;
 * and the default language and digits (issue 47).
 */
export function OrganisationTab() {
  const profile = useQuery(organisationProfileQuery);
  const save = useSaveOrganisation();
  const upload = useUploadLogo();
  const removeLogo = useRemoveLogo();
  const [name, setName] = useState('');
  const [lines, setLines] = useState<string[]>(Array(LINES).fill(''));
  const [state, setState] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!profile.data) return;
    setName(profile.data.name);
    setLines([...profile.data.addressLines, ...Array(LINES).fill('')].slice(0, LINES));
    setState(profile.data.state ?? '');
  }, [profile.data]);

  const listState = renderListState({
    query: profile,
    loading: 'Loading the organisation profile',
    icon: Building2,
  });
  if (listState) return listState;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = organisationProfileBodySchema.safeParse({
      name,
      addressLines: lines,
      state: state.trim() === '' ? null : state.trim().toUpperCase(),
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? M.name);
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(M.saved),
      onError: (error) => setProblem(messageOf(error)),
    });
  };

  const chooseLogo = (file: File | undefined) => {
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) return setLogoProblem(M.logoTooLarge(LOGO_MAX_BYTES / 1024));
    setLogoProblem(null);
    upload.mutate(file, { onError: (error) => setLogoProblem(messageOf(error)) });
  };

  return (
    <div className="grid gap-4">
      <SectionCard
        title="Organisation Profile"
        description="The name the header, e-mails, payslips and exports use, and the address printed on payslips."
      >
        <form onSubmit={submit} noValidate className="grid max-w-xl gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="org-name">Organisation name</Label>
            <Input
              id="org-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="organization"
            />
          </div>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">Address</legend>
            {lines.map((line, i) => (
              <Input
                key={i}
                aria-label={`Address line ${i + 1}`}
                value={line}
                onChange={(e) => setLines(lines.map((l, j) => (j === i ? e.target.value : l)))}
              />
            ))}
          </fieldset>
          <div className="grid gap-1.5 sm:max-w-40">
            <Label htmlFor="org-state">State (code, such as MH)</Label>
            <Input id="org-state" value={state} maxLength={2} onChange={(e) => setState(e.target.value)} />
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
          <Button type="submit" className="justify-self-start" loading={save.isPending}>
            Save organisation profile
          </Button>
        </form>
      </SectionCard>
      <SectionCard title="Logo" description="A PNG or JPEG image of at most 512 KB, shown in the header.">
        <div className="grid gap-3">
          {profile.data?.logoUrl ? (
            <img
              src={profile.data.logoUrl}
              alt="Organisation logo"
              className="h-16 w-auto self-start object-contain"
            />
          ) : (
            <p className="text-sm text-muted-foreground">No logo yet.</p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Label htmlFor="org-logo" className="sr-only">
              Upload logo
            </Label>
            <Input
              id="org-logo"
              type="file"
              accept="image/png,image/jpeg"
              className="max-w-72"
              onChange={(e) => chooseLogo(e.target.files?.[0])}
            />
            {profile.data?.logoUrl ? (
              <Button variant="outline" loading={removeLogo.isPending} onClick={() => removeLogo.mutate()}>
                Remove logo
              </Button>
            ) : null}
          </div>
          {logoProblem ? (
            <p role="alert" className="text-sm text-destructive">
              {logoProblem}
            </p>
          ) : null}
        </div>
      </SectionCard>
      <OrganisationLanguageCard />
    </div>
  );
}
