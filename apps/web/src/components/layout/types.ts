import type { LucideIcon } from 'lucide-react';

/** One entry of the dashboard's tab list, as the shell draws it. */
export interface ShellTab {
  id: string;
  label: string;
  icon: LucideIcon;
}

export interface ShellUser {
  name: string;
  email: string;
}
