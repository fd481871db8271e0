import { useState } from 'react';
import { Check, ChevronsUpDown, X } from 'lucide-react';
import type { Employee } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '../../../components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/cn';

export type Payee = Pick<Employee, '_id' | 'name' | 'email' | 'role'> & { employeeId?: string };

interface EmployeeMultiSelectProps {
  id?: string;
  people: Payee[];
  selected: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  loading?: boolean;
}

/** A searchable multi-select of people (cmdk), with the chosen ones as removable chips below. */
export function EmployeeMultiSelect({
  id,
  people,
  selected,
  onChange,
  disabled,
  loading,
}: EmployeeMultiSelectProps) {
  const [open, setOpen] = useState(false);
  const chosen = new Set(selected);
  const toggle = (personId: string) =>
    onChange(chosen.has(personId) ? selected.filter((item) => item !== personId) : [...selected, personId]);
  const allChosen = people.length > 0 && people.every((person) => chosen.has(person._id));
  const byId = new Map(people.map((person) => [person._id, person]));

  return (
    <div className="grid gap-2">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            variant="outline"
            role="combobox"
            aria-expanded={open}
            disabled={disabled}
            className="w-full justify-between font-normal"
          >
            <span className={cn('truncate', selected.length === 0 && 'text-muted-foreground')}>
              {loading
                ? 'Loading employees...'
                : selected.length === 0
                  ? 'Select employees'
                  : `${selected.length} employee(s) selected`}
            </span>
            <ChevronsUpDown className="size-4 opacity-60" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0">
          <Command>
            <CommandInput placeholder="Search employees..." aria-label="Search employees" />
            <CommandList aria-label="Employees">
              <CommandEmpty>No employees found.</CommandEmpty>
              <CommandGroup>
                <CommandItem
                  value="__all__ select all employees"
                  onSelect={() => onChange(allChosen ? [] : people.map((p) => p._id))}
                >
                  <Check
                    className={cn('size-4', allChosen ? 'opacity-100' : 'opacity-0')}
                    aria-hidden="true"
                  />
                  {allChosen ? 'Clear selection' : 'Select all'}
                </CommandItem>
                {people.map((person) => (
                  <CommandItem
                    key={person._id}
                    value={`${person.name} ${person.email} ${person.employeeId ?? ''} ${person._id}`}
                    onSelect={() => toggle(person._id)}
                    // Chosen is aria-checked: cmdk keeps aria-selected for the highlighted option.
                    aria-checked={chosen.has(person._id)}
                  >
                    <Check
                      className={cn('size-4', chosen.has(person._id) ? 'opacity-100' : 'opacity-0')}
                      aria-hidden="true"
                    />
                    <span className="min-w-0 flex-1 truncate">
                      {person.name}{' '}
                      <span className="text-muted-foreground">
                        ({[person.employeeId, person.role].filter(Boolean).join(', ')})
                      </span>
                    </span>
                  </CommandItem>
                ))}
              </CommandGroup>
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {selected.length > 0 ? (
        <ul aria-label="Selected employees" className="flex max-h-28 flex-wrap gap-1.5 overflow-y-auto">
          {selected.map((personId) => (
            <li
              key={personId}
              className="inline-flex items-center gap-1 rounded-full bg-accent py-0.5 pr-1 pl-2.5 text-xs text-accent-foreground"
            >
              {byId.get(personId)?.name ?? 'Unknown'}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background/60"
                aria-label={`Remove ${byId.get(personId)?.name ?? 'employee'}`}
                onClick={() => toggle(personId)}
                disabled={disabled}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
