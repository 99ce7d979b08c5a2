import { z } from './zod';

export const DeviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ip: z.string().nullable(),
  lastUsedAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type Device = z.infer<typeof DeviceSchema>;
export const DevicesResponseSchema = z.object({ devices: z.array(DeviceSchema) });
export const DeviceParamsSchema = z.object({ deviceId: z.uuid({ message: 'Not found' }) });
