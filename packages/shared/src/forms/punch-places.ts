import { z } from 'zod';
import { punchLocationSchema, punchNetworkSchema } from '../attendance/punch-places.ts';

/** Punch Places panel: one office network to add to the list (CIDR, IPv4 or IPv6). */
export const punchNetworkFormSchema = z.object({ network: punchNetworkSchema });

/** Punch Places panel: one office location to add (name, latitude, longitude, radius in metres). */
export const punchLocationFormSchema = punchLocationSchema;
