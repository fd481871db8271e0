import { useState, type FormEvent } from 'react';
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

export type EmployeeDialogState = { mode: 'add' } | { mode: 'view' | 'edit'; employee: Employee } | null;

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
}: {
  state: EmployeeDialogState;
  viewer: Role;
  onClose: () => void;
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
  const saving = useSaveEmployee(viewer);
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
    const body = new FormData();
    body.set('name', values.name.trim());
    body.set('email', values.email.trim());
    // On update a blank password keeps the current one (spec section 5): it is simply not sent.
    if (values.password) body.set('password', values.password);
    body.set('role', values.role);
    if (showSalary && values.baseSalary.trim()) body.set('baseSalary', values.baseSalary.trim());
    if (values.joinedOn) body.set('joinedOn', values.joinedOn);
    if (file) body.set('file', file);
    saving.mutate(
      { id: employee?._id, form: body },
      {
        onSuccess: () => {
          toast.success(mode === 'add' ? PEOPLE_MESSAGES.added : PEOPLE_MESSAGES.updated);
          onClose();
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
      <Input
        id={`employee-${id}`}
        readOnly={readOnly}
        disabled={saving.isPending}
        {...props}
        {...form.register(id)}
      />
    </div>
  );

  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open || saving.isPending ? undefined : onClose())}>
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
                <Select
                  value={field.value}
                  onValueChange={field.onChange}
                  disabled={readOnly || saving.isPending}
                >
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
                  disabled={saving.isPending}
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
        </form>
        {/* Admin and HR (the only viewers of this dialog) see and change the person's shift (issue 19). */}
        {employee ? (
          <div className="border-t pt-3">
            <PersonShift personId={employee._id} personName={employee.name} canChange />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={saving.isPending}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" form="employee-form" loading={saving.isPending}>
              {mode === 'add' ? 'Add Employee' : 'Save Changes'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
