import type { Page } from '@hrms/shared';

/**
 * A list endpoint answers the whole array, or one page when asked for one (docs/paging.md). Calls that
 * send no paging parameter always get the array; this narrows the contract's union for them.
 */
export const wholeList = <T>(answer: T[] | Page<T>): T[] => (Array.isArray(answer) ? answer : answer.rows);

/** The same union read as a page (an array, from a server that ignored the paging, is one last page). */
export const asPage = <T>(answer: T[] | Page<T>): Page<T> =>
  Array.isArray(answer) ? { rows: answer, nextCursor: null, total: answer.length } : answer;
