import { LoginRequestSchema, RegisterRequestSchema } from '@biclou/contracts/auth';
import { describe, expect, it } from 'vitest';
import { validateForm } from './validate';

describe('form validation with the contract schemas', () => {
  it('collects the exact messages per field', () => {
    const res = validateForm(RegisterRequestSchema, {
      firstname: '',
      lastname: 'D',
      email: 'nope',
      password: 'short',
      terms: false,
    });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.fields.firstname).toEqual(['The first name is required.']);
    expect(res.fields.email).toEqual(['Enter a valid email address.']);
    expect(res.fields.password).toEqual(['The password must be at least 8 characters.']);
    expect(res.fields.terms).toEqual(['You must accept the terms of service.']);
  });

  it('returns the parsed data', () => {
    const res = validateForm(LoginRequestSchema, { email: ' Ana@Example.TEST ', password: 'x' });
    expect(res).toEqual({ ok: true, data: { email: 'ana@example.test', password: 'x' } });
  });
});
