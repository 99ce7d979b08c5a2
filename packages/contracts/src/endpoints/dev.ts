import type { z } from 'zod';
import type { OutboxMessage, OutboxQuerySchema } from '../dev';
import { endpoint, type QueryInput } from './define';

export const devOutbox = /*#__PURE__*/ endpoint<
  { messages: OutboxMessage[] },
  undefined,
  QueryInput<z.input<typeof OutboxQuerySchema>>
>()('GET', '/dev/outbox');
