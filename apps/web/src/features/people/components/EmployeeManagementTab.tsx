import { useState } from 'react';
import { Eye, FileUp, FolderUp, IdCard, KeyRound, Pencil, Trash2, UserPlus } from 'lucide-react';
import { PEOPLE_MESSAGES, type Employee, type Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { renderListState } from '../../../components/ui/list-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Pagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateDMY } from '../../../lib/format';
import { useSettledText } from '../../../lib/server-pages';
import { useEmployeePages, type StructureFilter } from '../api/employee-pages';
import { placementText, StructureFilters } from './StructureFilters';
import { DeleteEmployeeDialog } from './DeleteEmployeeDialog';
import {
  EmployeeFormDialog,
  OPEN_PROFILE,
  loadProfile,
  profilePath,
  type EmployeeDialogState,
  type UseAddPersonPart,
} from './EmployeeFormDialog';
import { ImportPeopleDialog } from './ImportPeopleDialog';
import { ManageUploadsDialog } from './ManageUploadsDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';

/**
 * Employee Management tab (spec section 2): Admin manages fully; HR views and adds. Paged and searched
 * by the server (docs/paging.md), 10 people a page in Employee ID order.
 */
export function EmployeeManagementTab({
  role,
  useAddPart,
  openProfile = loadProfile,
}: {
  role: Role;
  /** Another feature's fields in the Add Employee dialog (the app composes them). */
  useAddPart?: UseAddPersonPart;
  /** Opens a person's page through the app's router. */
  openProfile?: (id: string) => void;
}) {
  const isAdmin = role === 'Admin';
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<StructureFilter>({});
  const [status, setStatus] = useState<'current' | 'former'>('current');
  const paging = useEmployeePages(role, useSettledText(search), filter, status);
  const { query, page, pageCount, pageRows, setPage } = paging;
  const employees = query.data?.pages.flatMap((loaded) => loaded.rows) ?? [];
  const [dialog, setDialog] = useState<EmployeeDialogState>(null);
  // A new key per opening gives the form fresh values; closing keeps them until then.
  const [dialogKey, setDialogKey] = useState(0);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const [resetting, setResetting] = useState<Employee | null>(null);
  // By id, so the dialog shows the list's latest state after a grant or a live update.
  const [uploadsFor, setUploadsFor] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const open = (next: EmployeeDialogState) => {
    setDialogKey((key) => key + 1);
    setDialog(next);
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">All Employees</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImporting(true)}>
            <FileUp className="size-4" aria-hidden="true" />
            Import people
          </Button>
          <Button onClick={() => open({ mode: 'add' })}>
            <UserPlus className="size-4" aria-hidden="true" />
            Add Employee
          </Button>
        </div>
        <ImportPeopleDialog open={importing} onClose={() => setImporting(false)} />
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid w-full gap-1.5 sm:w-72">
            <Label htmlFor="employee-search">Search</Label>
            <Input
              id="employee-search"
              type="search"
              placeholder="Name or email"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <StructureFilters value={filter} onChange={setFilter} />
          <div className="grid gap-1.5">
            <Label htmlFor="employee-status">Show</Label>
            <NativeSelect
              id="employee-status"
              className="sm:w-48"
              value={status}
              onChange={(e) => setStatus(e.target.value === 'former' ? 'former' : 'current')}
            >
              <option value="current">Current employees</option>
              <option value="former">Former employees</option>
            </NativeSelect>
          </div>
        </div>
        {renderListState({
          query,
          loading: 'Loading employees',
          failed: PEOPLE_MESSAGES.fetchFailed,
          showCause: true,
          empty: status === 'former' ? 'No former employees.' : 'No employees found.',
          isEmpty: paging.total === 0,
          retry: false,
        }) ?? (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead className="hidden sm:table-cell">Email</TableHead>
                  <TableHead className="hidden sm:table-cell">Role</TableHead>
                  <TableHead className="hidden lg:table-cell">Department</TableHead>
                  <TableHead className="hidden lg:table-cell">Manager</TableHead>
                  <TableHead>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {pageRows.map((employee) => (
                  <TableRow key={employee._id} data-testid="employee-row">
                    <TableCell className="min-w-32 break-words whitespace-normal">
                      <span className="font-medium">{employee.name}</span>
                      {/* On a phone the e-mail and role sit under the name instead of in their own columns. */}
                      <span className="block text-xs text-muted-foreground sm:hidden">
                        <span className="break-all">{employee.email}</span> · {employee.role}
                      </span>
                      {employee.leftOn ? (
                        <span className="block text-xs text-muted-foreground">
                          Left after {formatDateDMY(employee.leftOn)}
                        </span>
                      ) : null}
                    </TableCell>
                    <TableCell className="hidden max-w-64 break-all whitespace-normal sm:table-cell">
                      {employee.email}
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">{employee.role}</TableCell>
                    <TableCell className="hidden lg:table-cell">
                      {placementText(employee, 'department')}
                      <span className="block text-xs text-muted-foreground">
                        {[employee.placement?.designation, employee.placement?.location]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </TableCell>
                    <TableCell className="hidden lg:table-cell">
                      {placementText(employee, 'manager')}
                    </TableCell>
                    <TableCell>
                      <div className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap">
                        <RowAction
                          label="View"
                          name={employee.name}
                          icon={Eye}
                          onClick={() => open({ mode: 'view', employee })}
                        />
                        {/* Issue 40: the person page (details, documents, payroll, leave, attendance). */}
                        <OpenProfileLink employee={employee} openProfile={openProfile} />
                        {isAdmin ? (
                          <>
                            <RowAction
                              label="Update"
                              name={employee.name}
                              icon={Pencil}
                              onClick={() => open({ mode: 'edit', employee })}
                            />
                            <RowAction
                              label="Delete"
                              name={employee.name}
                              icon={Trash2}
                              destructive
                              onClick={() => setDeleting(employee)}
                            />
                            <RowAction
                              label="Manage Uploads"
                              name={employee.name}
                              icon={FolderUp}
                              onClick={() => setUploadsFor(employee._id)}
                            />
                            <RowAction
                              label="Reset password"
                              name={employee.name}
                              icon={KeyRound}
                              onClick={() => setResetting(employee)}
                            />
                          </>
                        ) : null}
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Employees pages" />
          </>
        )}
      </CardContent>
      <EmployeeFormDialog
        key={dialogKey}
        state={dialog}
        viewer={role}
        onClose={() => setDialog(null)}
        useAddPart={useAddPart}
        openProfile={openProfile}
      />
      {isAdmin ? (
        <>
          <DeleteEmployeeDialog
            employee={deleting}
            onClose={() => setDeleting(null)}
            onExitInstead={openProfile}
          />
          <ResetPasswordDialog employee={resetting} onClose={() => setResetting(null)} />
          <ManageUploadsDialog
            employee={employees.find((item) => item._id === uploadsFor) ?? null}
            onClose={() => setUploadsFor(null)}
          />
        </>
      ) : null}
    </Card>
  );
}

function RowAction({
  label,
  name,
  icon: Icon,
  destructive = false,
  onClick,
}: {
  label: string;
  name: string;
  icon: typeof Eye;
  destructive?: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant="ghost" aria-label={`${label} ${name}`} onClick={onClick}>
      <Icon className={destructive ? 'size-4 text-destructive' : 'size-4'} aria-hidden="true" />
      <span className="hidden xl:inline">{label}</span>
    </Button>
  );
}

/** A link (it opens in a new tab too), styled as the row's other actions; a plain click stays in the app. */
function OpenProfileLink({
  employee,
  openProfile,
}: {
  employee: Employee;
  openProfile: (id: string) => void;
}) {
  return (
    <Button size="sm" variant="ghost" asChild>
      <a
        href={profilePath(employee._id)}
        aria-label={`${OPEN_PROFILE} ${employee.name}`}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          openProfile(employee._id);
        }}
      >
        <IdCard className="size-4" aria-hidden="true" />
        <span className="hidden xl:inline">{OPEN_PROFILE}</span>
      </a>
    </Button>
  );
}
