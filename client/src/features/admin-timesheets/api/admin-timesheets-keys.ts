/** The admin Timesheets list's query keys: a settlement refetches every page of it. */
export const adminTimesheetsKeys = {
  all: ['admin-timesheets'] as const,
  list: (params: object) => [...adminTimesheetsKeys.all, 'list', params] as const,
};
