import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/render';
import { apiJson, ApiError, setUnauthorizedHandler } from './api-client';
import { readToken, storeToken } from './token-storage';

describe('the API client', () => {
  afterEach(() => localStorage.clear());

  it('sends the bearer token and JSON', async () => {
    storeToken('abc');
    const calls = mockApi({ 'POST /api/workorders': () => ({ status: 201, body: { id: '1' } }) });
    await apiJson('/workorders', { method: 'POST', body: { title: 'x' } });
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      method: 'POST',
      path: '/api/workorders',
      body: { title: 'x' },
    });
  });

  it('refuses a call without a token with the spec message', async () => {
    await expect(apiJson('/workorders')).rejects.toThrow('Ingen autentiseringstoken hittades');
  });

  it('on a 401 clears the token and calls the unauthorized handler', async () => {
    storeToken('abc');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({ 'GET /api/invoice': () => ({ status: 401, body: { message: 'x' } }) });
    await expect(apiJson('/invoice')).rejects.toThrow('Din session har gått ut. Vänligen logga in igen.');
    expect(handler).toHaveBeenCalledOnce();
    expect(readToken()).toBeNull();
  });

  it('does not treat a failed login (401 on a public call) as an expired session', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({
      'POST /api/auth/login': () => ({ status: 401, body: { message: 'Fel e-postadress eller lösenord.' } }),
    });
    const error = await apiJson('/auth/login', { method: 'POST', body: {}, isPublic: true }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Fel e-postadress eller lösenord.');
    expect(handler).not.toHaveBeenCalled();
  });

  it('shows the server’s message for other failures', async () => {
    storeToken('abc');
    mockApi({
      'DELETE /api/workorders/1': () => ({
        status: 409,
        body: { message: 'Arbetsordern har fakturor och kan inte tas bort.' },
      }),
    });
    await expect(apiJson('/workorders/1', { method: 'DELETE' })).rejects.toThrow(
      'Arbetsordern har fakturor och kan inte tas bort.',
    );
  });

  it('keeps the answer’s code beside its message and fields, for a screen or a queue to act on', async () => {
    storeToken('abc');
    mockApi({
      'PUT /api/machines/1/readings/2': () => ({
        status: 409,
        body: {
          code: 'meter_reading.jump',
          message: 'Mätarställningen är mycket högre än förra.',
          errors: [{ field: 'confirmJump', message: 'Mätarställningen är mycket högre än förra.' }],
        },
      }),
      'DELETE /api/workorders/1': () => ({ status: 409, body: { message: 'Utan kod.' } }),
    });
    const jump = await apiJson('/machines/1/readings/2', { method: 'PUT', body: {} }).catch((error: unknown) => error);
    expect(jump).toBeInstanceOf(ApiError);
    expect(jump).toMatchObject({
      status: 409,
      code: 'meter_reading.jump',
      message: 'Mätarställningen är mycket högre än förra.',
    });
    expect((jump as ApiError).problems).toEqual([
      { field: 'confirmJump', message: 'Mätarställningen är mycket högre än förra.' },
    ]);
    const older = await apiJson('/workorders/1', { method: 'DELETE' }).catch((error: unknown) => error);
    expect((older as ApiError).code).toBeUndefined();
  });
});
