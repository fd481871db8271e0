import { useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import {
  CREATABLE_ROLES,
  PEOPLE_MESSAGES,
  UPLOAD_ACCEPT,
  createEmployeeFormSchema,
  formatDateDMY,
  updateEmployeeFieldsSchema,
  type Employee,
  type Role,
} from '@hrms/shared';
import { PersonShift } from '../../../components/person-shift/PersonShift';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../lib/form';
import { formatRupees } from '../../../lib/format';
import { useSaveEmployee } from '../api/use-save-employee';
import { FileLink, ReadOnlyValue } from './FileLink';
import { appendPlacement, NO_PLACEMENT, PlacementFields } from './PlacementFields';

export type EmployeeDialogState = { mode: 'add' } | { mode: 'view' | 'edit'; employee: Employee } | null;

/**
 * A part another feature adds to the Add Employee form (the app composes it: issue 40's payroll fields):
 * its fields, a check before the person is created (errors beside its fields), and its save after.
 */
export interface AddPersonPart {
  node: ReactNode;
  check: () => boolean;
  save: (personId: string) => Promise<void>;
}
export type UseAddPersonPart = (disabled: boolean) => AddPersonPart | null;
const useNoPart: UseAddPersonPart = () => null;

export const JOINING_DATE_BLANK = 'No joining date: payroll will count from today.';
export const PROFILE_PART_FAILED = 'Employee added, but the payroll details were not saved.';
export const OPEN_PROFILE = 'Open profile';
export const profilePath = (id: string) => `/details/${id}`;
/** Without the app's router navigation (a component test), a plain page load. */
export const loadProfile = (id: string) => window.location.assign(profilePath(id));

interface Values {
  name: string;
  email: string;
  password: string;
  role: Role;
  baseSalary: string;
  joinedOn: string;
}

const initialValues = (employee?: Employee): Values => ({
  name: employee?.name ?? '',
  email: employee?.email ?? '',
  password: '',
  role: employee?.role ?? 'Employee',
  baseSalary: employee?.baseSalary !== undefined ? String(employee.baseSalary) : '',
  joinedOn: employee?.joinedOn ?? '',
});

const TITLES = { add: 'Add Employee', edit: 'Update Employee', view: 'Employee Details' } as const;

/** The employee form of spec sections 2, 3 and 5, in view, edit and add modes; submits multipart. */
export function EmployeeFormDialog({
  state,
  viewer,
  onClose,
  useAddPart = useNoPart,
  openProfile = loadProfile,
}: {
  state: EmployeeDialogState;
  viewer: Role;
  onClose: () => void;
  useAddPart?: UseAddPersonPart;
  /** Opens a person's page (the app's router). */
  openProfile?: (id: string) => void;
}) {
  const employee = state && state.mode !== 'add' ? state.employee : undefined;
  const mode = state?.mode ?? 'add';
  const readOnly = mode === 'view';
  // The fields are checked by the shared schema and sent as typed (raw): the server parses them the same way.
  const form = useForm<Values>({
    ...SUBMIT_ONLY,
    resolver: zodResolver(mode === 'add' ? createEmployeeFormSchema : updateEmployeeFieldsSchema, undefined, {
      raw: true,
    }) as Resolver<Values>,
    defaultValues: initialValues(employee),
  });
  const [file, setFile] = useState<File | null>(null);
  const [placement, setPlacement] = useState(NO_PLACEMENT);
  const saving = useSaveEmployee(viewer);
  const [finishing, setFinishing] = useState(false);
  const busy = saving.isPending || finishing;
  const part = useAddPart(busy);
  const addPart = mode === 'add' ? part : null;
  const joinedOn = form.watch('joinedOn');
  const roles = mode === 'add' ? CREATABLE_ROLES[viewer] : (['Employee', 'Admin', 'HR'] as const);
  const showSalary = viewer === 'Admin';

  const save = form.handleSubmit(
    (values) => send(values),
    (errors) => toast.error(firstErrorMessage(errors) ?? PEOPLE_MESSAGES.saveFailed),
  );
  const onSubmit = (event: FormEvent) => {
    // Viewing sends nothing and checks nothing.
    if (readOnly) event.preventDefault();
    else void save(event);
  };

  function send(values: Values) {
    // The added part's fields are checked first, so a person is not created with a refused detail.
    if (addPart && !addPart.check()) return;
    const body = new FormData();
    body.set('name', values.name.trim());
    body.set('email', values.email.trim());
    // On update a blank password keeps the current one (spec section 5): it is simply not sent.
    if (values.password) body.set('password', values.password);
    body.set('role', values.role);
    if (showSalary && values.baseSalary.trim()) body.set('baseSalary', values.baseSalary.trim());
    if (values.joinedOn) body.set('joinedOn', values.joinedOn);
    if (file) body.set('file', file);
    if (mode === 'add') appendPlacement(body, placement);
    saving.mutate(
      { id: employee?._id, form: body },
      {
        onSuccess: (saved) => {
          if (mode !== 'add') {
            toast.success(PEOPLE_MESSAGES.updated);
            onClose();
            return;
          }
          // After adding: the person's page is one click away (issue 40).
          const open = { label: OPEN_PROFILE, onClick: () => openProfile(saved._id) };
          setFinishing(true);
          void (addPart ? addPart.save(saved._id) : Promise.resolve())
            .then(
              () => toast.success(PEOPLE_MESSAGES.added, { action: open }),
              (cause: Error) =>
                toast.error(PROFILE_PART_FAILED, { description: cause.message, action: open }),
            )
            .finally(() => {
              setFinishing(false);
              onClose();
            });
        },
        // The dialog stays open with the values kept; the server's reason helps fix them.
        onError: (error) => toast.error(PEOPLE_MESSAGES.saveFailed, { description: error.message }),
      },
    );
  }

  const field = (
    id: keyof Values,
    label: string,
    props: { type?: string; autoComplete?: string; placeholder?: string } = {},
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`employee-${id}`}>{label}</Label>
      <Input id={`employee-${id}`} readOnly={readOnly} disabled={busy} {...props} {...form.register(id)} />
      {id === 'joinedOn' && mode === 'add' && !joinedOn ? (
        <p className="text-sm text-[oklch(0.45_0.11_60)]">{JOINING_DATE_BLANK}</p>
      ) : null}
    </div>
  );

  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{TITLES[mode]}</DialogTitle>
          <DialogDescription>
            {readOnly
              ? `${employee?.employeeId ?? ''} · joined ${employee ? formatDateDMY(employee.joinedOn) : ''}`
              : mode === 'add'
                ? 'Name, Email and Password are required.'
                : 'Leave the password blank to keep the current one.'}
          </DialogDescription>
        </DialogHeader>
        <form id="employee-form" onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
          {field('name', 'Name', { autoComplete: 'off' })}
          {field('email', 'Email', { type: 'email', autoComplete: 'off' })}
          {readOnly
            ? null
            : field('password', 'Password', {
                type: 'password',
                autoComplete: 'new-password',
                placeholder: mode === 'edit' ? 'Leave blank to keep it' : '',
              })}
          <div className="grid gap-1.5">
            <Label htmlFor="employee-role">Role</Label>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} disabled={readOnly || busy}>
                  <SelectTrigger id="employee-role" aria-label="Role">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {roles.map((role) => (
                      <SelectItem key={role} value={role}>
                        {role}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          {showSalary ? (
            readOnly ? (
              <ReadOnlyValue label="Base Salary" value={formatRupees(employee?.baseSalary ?? 0)} />
            ) : (
              field('baseSalary', 'Base Salary (₹ per month)', { type: 'number', placeholder: '0' })
            )
          ) : null}
          {readOnly ? null : field('joinedOn', 'Joining Date', { type: 'date' })}
          <div className="grid gap-1.5 sm:col-span-2">
            {readOnly ? (
              <ReadOnlyValue
                label="File"
                value={
                  employee?.filePath ? (
                    <FileLink href={employee.filePath} name={employee.fileName ?? 'File'} />
                  ) : (
                    'No file'
                  )
                }
              />
            ) : (
              <>
                <Label htmlFor="employee-file">File (optional: PDF, JPEG or PNG)</Label>
                <Input
                  id="employee-file"
                  type="file"
                  accept={UPLOAD_ACCEPT}
                  disabled={busy}
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
                {employee?.filePath ? (
                  <p className="text-sm text-muted-foreground">
                    Current: <FileLink href={employee.filePath} name={employee.fileName ?? 'File'} />
                  </p>
                ) : null}
              </>
            )}
          </div>
          {mode === 'add' ? (
            <PlacementFields value={placement} onChange={setPlacement} disabled={busy} />
          ) : null}
          {addPart ? addPart.node : null}
        </form>
        {/* Admin and HR (the only viewers of this dialog) see and change the person's shift (issue 19). */}
        {employee ? (
          <div className="border-t pt-3">
            <PersonShift personId={employee._id} personName={employee.name} canChange />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" form="employee-form" loading={busy}>
              {mode === 'add' ? 'Add Employee' : 'Save Changes'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
