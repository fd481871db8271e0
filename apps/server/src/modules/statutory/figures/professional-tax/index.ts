import { KARNATAKA } from './ka.ts';
import { MAHARASHTRA } from './mh.ts';
import type { PtState } from './types.ts';

/** Every state with Professional Tax data. Adding a state: a file beside these and a line here. */
export const PT_STATES: readonly PtState[] = [KARNATAKA, MAHARASHTRA];
