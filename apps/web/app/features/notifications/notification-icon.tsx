import type { Notification } from '@biclou/contracts/notifications';
import {
  Ban,
  Bell,
  Bike,
  CalendarCheck,
  CalendarPlus,
  CalendarX,
  ClipboardCheck,
  ClipboardList,
  ClipboardX,
  Clock,
  CreditCard,
  Flag,
  MessageSquare,
  ShieldAlert,
  ShieldCheck,
  ShieldX,
  Star,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../lib/cn';
import { toneOf, type NotificationTone } from './notification-text';

const ICONS: Record<Notification['kind'], LucideIcon> = {
  'booking.requested': CalendarPlus,
  'booking.accepted': CalendarCheck,
  'booking.rejected': CalendarX,
  'booking.paid': CreditCard,
  'booking.canceled': Ban,
  'booking.expired': Clock,
  'booking.completed': Flag,
  'booking.credited': Wallet,
  'booking.starts_tomorrow': Bike,
  'booking.pickup_soon': Bike,
  'booking.review_reminder': Star,
  'dispute.opened': ShieldAlert,
  'dispute.resolved': ShieldCheck,
  'handover.checkin_submitted': ClipboardList,
  'handover.checkin_confirmed': ClipboardCheck,
  'handover.checkin_contested': ClipboardX,
  'handover.checkout_submitted': ClipboardList,
  'handover.checkout_confirmed': ClipboardCheck,
  'handover.checkout_contested': ClipboardX,
  'deposit.held': CreditCard,
  'deposit.declined': ShieldX,
  'deposit.released': ShieldCheck,
  'deposit.renewed': CreditCard,
  'claim.filed': ShieldAlert,
  'claim.answered': MessageSquare,
  'claim.decided': Wallet,
  message: MessageSquare,
};

const TONE_CLASSES: Record<NotificationTone, string> = {
  info: 'bg-sky-50 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
  success: 'bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300',
  warning: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  danger: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300',
  neutral: 'bg-neutral-100 text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300',
};

export function NotificationIcon({ kind, className }: { kind: Notification['kind']; className?: string }) {
  const Icon = ICONS[kind] ?? Bell;
  return (
    <span
      className={cn('grid size-9 shrink-0 place-items-center rounded-full', TONE_CLASSES[toneOf({ kind })], className)}
      aria-hidden="true"
    >
      <Icon className="size-4.5" />
    </span>
  );
}
