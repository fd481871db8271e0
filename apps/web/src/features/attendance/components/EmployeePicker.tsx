import { useState } from 'react';
import { CalendarX2, Users } from 'lucide-react';
import type { EmployeeListItem, Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import {
  Command,
  CommandEmpty,
  CommandInput,
  CommandItem,
  CommandList,
} from '../../../components/ui/command';
import { usePeopleList } from '../../../lib/people-list';
import { renderListState } from '../../../components/ui/list-state';

/** 'Select Employee' opens a searchable list; 'Close Employee's List' hides it (spec section 2). */
export function EmployeePicker({
  role,
  selected,
  onSelect,
}: {
  role: Role;
  selected: EmployeeListItem | null;
  onSelect: (person: EmployeeListItem) => void;
}) {
  const [open, setOpen] = useState(selected === null);
  const people = usePeopleList(role);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          <Users aria-hidden="true" />
          {open ? "Close Employee's List" : 'Select Employee'}
        </Button>
        {selected ? (
          <p className="text-sm">
            Marking for <span className="font-medium">{selected.name}</span>{' '}
            <span className="text-muted-foreground">({selected.email})</span>
          </p>
        ) : null}
      </div>
      {open
        ? (renderListState({ query: people, loading: 'Loading employees', icon: CalendarX2 }) ?? (
            <Command className="rounded-lg border" label="Employees">
              <CommandInput placeholder="Search employees..." />
              <CommandList>
                <CommandEmpty>No employees found.</CommandEmpty>
                {(people.data ?? []).map((person) => (
                  <CommandItem
                    key={person._id}
                    value={`${person.name} ${person.email}`}
                    onSelect={() => {
                      onSelect(person);
                      setOpen(false);
                    }}
                  >
                    <span className="font-medium">{person.name}</span>
                    <span className="truncate text-muted-foreground">{person.email}</span>
                    <span className="ml-auto text-xs text-muted-foreground">{person.role}</span>
                  </CommandItem>
                ))}
              </CommandList>
            </Command>
          ))
        : null}
    </div>
  );
}
