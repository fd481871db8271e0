import { addDays } from '@hrms/shared';
import { clockTime } from './calendar.ts';
import { EVENT_TITLES, NOTICES, TASK_TITLES } from './names.ts';
import type { PlannedPerson } from './plan-people.ts';
import type { Random } from './random.ts';

export interface PlannedTask {
  title: string;
  date: string;
  time: string;
  status: 'Pending' | 'Completed';
  assignedTo: number;
  createdBy: number;
}
export interface PlannedEvent {
  person: number;
  title: string;
  date: string;
  time: string;
  status: 'pending' | 'completed';
}
export interface PlannedNotice {
  sender: number;
  message: string;
  /** Days before today it was sent. */
  daysAgo: number;
  /** null: everyone but the sender. */
  recipients: number[] | null;
  /** Recipients who have read it. */
  read: Set<number>;
}

const roleIndexes = (people: PlannedPerson[], role: PlannedPerson['role']) =>
  people.flatMap((p, i) => (p.role === role ? [i] : []));

/** Admins assign tasks to about two people in three: done when past, mostly pending when ahead. */
export function planTasks(random: Random, people: PlannedPerson[], today: string): PlannedTask[] {
  const admins = roleIndexes(people, 'Admin');
  const tasks: PlannedTask[] = [];
  people.forEach((_, index) => {
    if (!random.chance(0.65)) return;
    for (let n = random.int(1, 3); n > 0; n -= 1) {
      const date = addDays(today, random.int(-20, 10));
      tasks.push({
        title: random.pick(TASK_TITLES),
        date,
        time: clockTime(random.int(10, 17) * 60 + (random.chance(0.5) ? 30 : 0)),
        status: date < today && random.chance(0.75) ? 'Completed' : 'Pending',
        assignedTo: index,
        createdBy: random.pick(
          admins.filter((a) => a !== index).length ? admins.filter((a) => a !== index) : admins,
        ),
      });
    }
  });
  return tasks;
}

/** Each person's own calendar: something today, something ahead, something done last week. */
export function planEvents(random: Random, people: PlannedPerson[], today: string): PlannedEvent[] {
  return people.flatMap((_, person) => [
    {
      person,
      title: random.pick(EVENT_TITLES),
      date: today,
      time: clockTime(random.int(14, 18) * 60),
      status: 'pending' as const,
    },
    {
      person,
      title: random.pick(EVENT_TITLES),
      date: addDays(today, random.int(1, 12)),
      time: clockTime(random.int(9, 18) * 60 + 30),
      status: 'pending' as const,
    },
    {
      person,
      title: random.pick(EVENT_TITLES),
      date: addDays(today, -random.int(2, 9)),
      time: clockTime(random.int(9, 18) * 60),
      status: 'completed' as const,
    },
  ]);
}

/** Six notices from Admin and HR over the last weeks, to everyone or a few; older ones mostly read. */
export function planNotices(random: Random, people: PlannedPerson[]): PlannedNotice[] {
  const senders = [...roleIndexes(people, 'Admin'), ...roleIndexes(people, 'HR')];
  return NOTICES.map((message, n) => {
    const sender = random.pick(senders);
    const others = people.map((_, i) => i).filter((i) => i !== sender);
    const recipients = n % 3 === 2 ? others.filter(() => random.chance(0.2)).slice(0, 8) : null;
    const daysAgo = (NOTICES.length - n) * 5 - 4;
    const readRate = daysAgo > 10 ? 0.8 : 0.3;
    return {
      sender,
      message,
      daysAgo,
      recipients: recipients && recipients.length > 0 ? recipients : null,
      read: new Set((recipients ?? others).filter(() => random.chance(readRate))),
    };
  });
}
