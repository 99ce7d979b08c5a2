import type { z } from 'zod';
import type { AuditQuerySchema, AuditResponse } from '../admin';
import { endpoint, type QueryInput } from './define';

/** The admin audit log: every admin action, newest first; one object's history with objectType + objectId. */
export const listAdminAudit = /*#__PURE__*/ endpoint<
  AuditResponse,
  undefined,
  QueryInput<z.input<typeof AuditQuerySchema>>
>()('GET', '/admin/audit');
