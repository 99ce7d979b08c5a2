import { Alert } from './ui/alert';

export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'warning' }) {
  if (!message) return null;
  return <Alert tone={tone}>{message}</Alert>;
}
