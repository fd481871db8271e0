import { EVENT_MESSAGES, NOTIFICATION_MESSAGES, TASK_MESSAGES } from '@hrms/shared';

/**
 * The English of the employee's other own screens (issue 47): notifications, the task dialog, the event
 * dialog and the Home calendar, in ICU MessageFormat. Split from en.ts (the 300-line house limit) and
 * assembled with it in keys.ts and app.ts; hi-self.ts and mr-self.ts hold the same keys. The spec's texts
 * stay word for word.
 */
export const EN_SELF = {
  'notif.mine': 'My Notifications',
  'notif.filter': '{title} filter',
  'notif.loading': 'Loading notifications',
  'notif.empty': NOTIFICATION_MESSAGES.emptyList,
  'notif.from': 'From {name} ({role}) · {sentAt}',
  'notif.unread': 'Unread',
  'notif.read': 'Read',
  'notif.markRead': 'Mark as Read',
  'notif.markedRead': NOTIFICATION_MESSAGES.markedRead,
  'notif.markReadFailed': NOTIFICATION_MESSAGES.markReadFailed,
  'notif.reminder': NOTIFICATION_MESSAGES.unreadReminder,
  'notif.new': 'New notification: {message}',
  'notif.pages': '{title} pages',
  'dayFilter.all': 'All',
  'dayFilter.today': 'Today',
  'taskDialog.noDescription': 'No description.',
  'taskDialog.status': 'Status:',
  'taskDialog.close': 'Close',
  'taskDialog.complete': 'Mark as Complete',
  'taskDialog.completed': TASK_MESSAGES.completed,
  'taskDialog.failed': TASK_MESSAGES.statusFailed,
  'schedule.title': 'Title *',
  'schedule.description': 'Description',
  'schedule.date': 'Date *',
  'schedule.time': 'Time *',
  'eventForm.title': 'Add New Event',
  'eventForm.description': 'Only you can see your events.',
  'eventForm.cancel': 'Cancel',
  'eventForm.create': 'Create Event',
  'eventForm.created': EVENT_MESSAGES.created,
  'eventForm.createFailed': EVENT_MESSAGES.createFailed,
  'eventRule.required': EVENT_MESSAGES.required,
  'eventRule.pastDate': EVENT_MESSAGES.pastDate,
  'eventRule.invalidDate': EVENT_MESSAGES.invalidDate,
  'eventRule.invalidTime': EVENT_MESSAGES.invalidTime,
  'eventRule.titleTooLong': 'The title must be at most {max} characters.',
  'eventRule.descriptionTooLong': 'The description must be at most {max} characters.',
  'calendar.label': 'Calendar',
  'calendar.holidayDay': '{label}, holiday: {name}',
  'calendar.holidaysIn': 'Holidays in {month}',
} as const;
