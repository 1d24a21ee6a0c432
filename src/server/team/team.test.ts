import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp } from '../test/harness';
import { addMember, linkIn, mailsIn } from '../test/team';

const forbidden = { code: 'auth.forbidden', message: 'Du har inte behörighet att göra det här.' };
const tokenOf = (link: string) => link.split('/').at(-1)!;

describe.each(drivers)('the team on %s', (driver) => {
  const test = useTestApp(driver, { publicUrl: 'https://verkstan.example.se' });

  it('answers the team and the open invitations with their number in X-Total-Count, as every list does', async () => {
    const owner = await createAccount(test.app, { companyName: 'Räknade Maskiner AB' });
    await as(test.app, owner).post('/api/team/invitations', { email: 'en@exempel.se', role: 'mechanic' });
    await as(test.app, owner).post('/api/team/invitations', { email: 'tva@exempel.se', role: 'office' });
    const team = await as(test.app, owner).get('/api/team');
    expect(team.json()).toHaveLength(1);
    expect(team.headers['x-total-count']).toBe('1');
    const invitations = await as(test.app, owner).get('/api/team/invitations');
    expect(invitations.json()).toHaveLength(2);
    expect(invitations.headers['x-total-count']).toBe('2');
  });

  it('makes the registering user the owner, and says so with the workshop name', async () => {
    const owner = await createAccount(test.app, { companyName: 'Öbergs Maskinservice AB' });
    const profile = await as(test.app, owner).get('/api/user/profile');
    expect(profile.json().user).toMatchObject({
      role: 'owner',
      workshopName: 'Öbergs Maskinservice AB',
      companyName: 'Öbergs Maskinservice AB',
    });
  });

  it('invites by e-mail: a link once, a Swedish mail with it, and the person joins with the role', async () => {
    const owner = await createAccount(test.app, { companyName: 'Lunds Traktor AB' });
    const invited = await as(test.app, owner).post('/api/team/invitations', {
      email: ' Mek.Nils@Exempel.se ',
      role: 'mechanic',
    });
    expect(invited.statusCode).toBe(201);
    const invitation = invited.json();
    expect(invitation).toMatchObject({ email: 'mek.nils@exempel.se', role: 'mechanic' });
    expect(invitation.link).toMatch(/^https:\/\/verkstan\.example\.se\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(invitation.expiresAt).getTime() - new Date(invitation.createdAt).getTime()).toBe(
      7 * 24 * 3600 * 1000,
    );

    await test.app.mailSender.deliverDue();
    const mail = (await mailsIn(test.mailOutboxDir)).find((candidate) => candidate.to === 'mek.nils@exempel.se')!;
    expect(mail.subject).toBe('Inbjudan till Lunds Traktor AB i Verkstan');
    expect(mail.text).toContain('Anna Svensson bjuder in dig till Lunds Traktor AB i Verkstan, som mekaniker.');
    expect(mail.html).toContain('<html lang="sv">');
    expect(linkIn(mail, 'invite')).toBe(invitation.link);

    const open = await as(test.app, owner).get('/api/team/invitations');
    expect(open.json()).toEqual([expect.objectContaining({ id: invitation.id, email: 'mek.nils@exempel.se' })]);
    expect(open.json()[0].link).toBeUndefined();

    const token = tokenOf(invitation.link);
    const preview = await test.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` });
    expect(preview.json()).toEqual({
      email: 'mek.nils@exempel.se',
      workshopName: 'Lunds Traktor AB',
      role: 'mechanic',
    });

    const short = await test.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${token}/accept`,
      payload: { firstName: 'Nils', lastName: 'Ek', password: 'kort' },
    });
    expect(short.statusCode).toBe(400);
    const accepted = await test.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${token}/accept`,
      payload: { firstName: 'Nils', lastName: 'Ek', password: 'nils-lösenord-1' },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().user).toMatchObject({
      email: 'mek.nils@exempel.se',
      name: 'Nils Ek',
      role: 'mechanic',
      workshopName: 'Lunds Traktor AB',
    });
    const mechanic = { token: accepted.json().token };
    expect(
      (
        await test.app.inject({
          method: 'GET',
          url: '/api/user/profile',
          headers: { authorization: `Bearer ${mechanic.token}` },
        })
      ).statusCode,
    ).toBe(200);

    // Used once: the link answers 404 afterwards, and the invitation is no longer open.
    expect((await test.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` })).statusCode).toBe(404);
    const again = await test.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${token}/accept`,
      payload: { firstName: 'Nils', lastName: 'Ek', password: 'nils-lösenord-1' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Inbjudan finns inte, har redan använts eller har gått ut.');
    expect((await as(test.app, owner).get('/api/team/invitations')).json()).toEqual([]);

    const team = await as(test.app, owner).get('/api/team');
    expect(team.json().map((member: { name: string; role: string }) => [member.name, member.role])).toEqual([
      ['Anna Svensson', 'owner'],
      ['Nils Ek', 'mechanic'],
    ]);
  });

  it('refuses an invitation for an address that has an account or an open invitation (409)', async () => {
    const owner = await createAccount(test.app);
    const other = await createAccount(test.app);
    const taken = await as(test.app, owner).post('/api/team/invitations', {
      email: other.email,
      role: 'office',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Det finns redan ett konto eller en öppen inbjudan för den e-postadressen.');
    const email = `dubbel-${Date.now()}@verkstad.se`;
    const [first, second] = await Promise.all([
      as(test.app, owner).post('/api/team/invitations', { email, role: 'office' }),
      as(test.app, owner).post('/api/team/invitations', { email, role: 'office' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const badRole = await as(test.app, owner).post('/api/team/invitations', {
      email: 'x@y.se',
      role: 'admin',
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe('Välj en roll: Ägare, Kontor eller Mekaniker.');
  });

  it('revokes an invitation: the link stops working at once; another workshop cannot touch it', async () => {
    const owner = await createAccount(test.app);
    const stranger = await createAccount(test.app);
    const invitation = (
      await as(test.app, owner).post('/api/team/invitations', {
        email: `angrad-${Date.now()}@verkstad.se`,
        role: 'office',
      })
    ).json();
    expect((await as(test.app, stranger).delete(`/api/team/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await as(test.app, owner).delete(`/api/team/invitations/${invitation.id}`)).statusCode).toBe(204);
    expect((await as(test.app, owner).delete(`/api/team/invitations/${invitation.id}`)).statusCode).toBe(404);
    const token = tokenOf(invitation.link);
    expect((await test.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` })).statusCode).toBe(404);
    const accept = await test.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${token}/accept`,
      payload: { firstName: 'A', lastName: 'B', password: 'lösenord-123' },
    });
    expect(accept.statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/auth/invitations/inte-en-token' })).statusCode).toBe(404);
  });

  it('changes roles and keeps one owner: demoting or removing the last owner answers 409', async () => {
    const owner = await createAccount(test.app);
    const office = await addMember(test.app, owner, 'office');
    expect((await as(test.app, office).get('/api/team')).statusCode).toBe(200);
    expect(
      (await as(test.app, office).post('/api/team/invitations', { email: 'x@y.se', role: 'mechanic' })).json(),
    ).toEqual(forbidden);

    const lastDemote = await as(test.app, owner).put(`/api/team/${owner.userId}`, { role: 'office' });
    expect(lastDemote.statusCode).toBe(409);
    expect(lastDemote.json().message).toBe('Verkstaden måste ha minst en ägare. Gör någon annan till ägare först.');
    expect((await as(test.app, owner).delete(`/api/team/${owner.userId}`)).statusCode).toBe(409);

    const promoted = await as(test.app, owner).put(`/api/team/${office.userId}`, { role: 'owner' });
    expect(promoted.json()).toMatchObject({ id: office.userId, role: 'owner' });
    // Seen at once: the promoted member may now invite.
    expect((await as(test.app, office).get('/api/team/invitations')).statusCode).toBe(200);

    // Two owners demoting each other at once cannot leave the workshop without one.
    const [a, b] = await Promise.all([
      as(test.app, owner).put(`/api/team/${office.userId}`, { role: 'mechanic' }),
      as(test.app, office).put(`/api/team/${owner.userId}`, { role: 'mechanic' }),
    ]);
    // One wins; the other finds itself the last owner (409), or already demoted (403).
    expect([a.statusCode, b.statusCode].filter((code) => code === 200)).toHaveLength(1);
    expect([a.statusCode, b.statusCode].filter((code) => code === 409 || code === 403)).toHaveLength(1);
    const stillOwner = a.statusCode === 200 ? owner : office;
    const team = (await as(test.app, stillOwner).get('/api/team')).json() as Array<{ role: string }>;
    expect(team.filter((member) => member.role === 'owner')).toHaveLength(1);
  });

  it('removes a member: their session ends at once, their name stays in the trail', async () => {
    const owner = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic', 'Karin');
    expect((await as(test.app, mechanic).get('/api/workorders')).statusCode).toBe(200);
    expect((await as(test.app, owner).delete(`/api/team/${mechanic.userId}`)).statusCode).toBe(204);
    expect((await as(test.app, mechanic).get('/api/workorders')).statusCode).toBe(401);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: mechanic.email, password: mechanic.password },
    });
    expect(login.statusCode).toBe(401);
    expect((await as(test.app, owner).get('/api/team')).json().map((member: { id: string }) => member.id)).toEqual([
      owner.userId,
    ]);
    const trail = await as(test.app, owner).get(`/api/audit?entity=member&id=${mechanic.userId}`);
    expect(trail.json().map((event: { action: string; userName: string }) => [event.action, event.userName])).toEqual([
      ['created', 'Karin Lund'],
      ['deleted', 'Anna Svensson'],
    ]);
    // The address is free again: the person can be invited anew.
    expect(
      (await as(test.app, owner).post('/api/team/invitations', { email: mechanic.email, role: 'mechanic' })).statusCode,
    ).toBe(201);
    expect((await as(test.app, owner).delete(`/api/team/${mechanic.userId}`)).statusCode).toBe(404);
  });

  it("answers 404 for another workshop's member, whatever the caller's own rights", async () => {
    const owner = await createAccount(test.app);
    const stranger = await createAccount(test.app);
    const member = await addMember(test.app, owner, 'office');
    expect((await as(test.app, stranger).put(`/api/team/${member.userId}`, { role: 'owner' })).statusCode).toBe(404);
    expect((await as(test.app, stranger).delete(`/api/team/${member.userId}`)).statusCode).toBe(404);
    expect((await as(test.app, stranger).get(`/api/audit?entity=member&id=${member.userId}`)).statusCode).toBe(404);
    expect((await as(test.app, stranger).get('/api/team')).json().map((one: { id: string }) => one.id)).toEqual([
      stranger.userId,
    ]);
    expect((await as(test.app, owner).get('/api/team')).json()).toHaveLength(2);
  });

  it("lets office and mechanic keep the workshop's name but not change it", async () => {
    const owner = await createAccount(test.app, { companyName: 'Bergs Maskin AB' });
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const same = await as(test.app, mechanic).put('/api/user/profile', {
      name: 'Erik Lundin',
      companyName: 'Bergs Maskin AB',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().user).toMatchObject({
      name: 'Erik Lundin',
      role: 'mechanic',
      workshopName: 'Bergs Maskin AB',
    });
    const renamed = await as(test.app, mechanic).put('/api/user/profile', {
      name: 'Erik Lundin',
      companyName: 'Eriks AB',
    });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json()).toEqual(forbidden);
    expect((await as(test.app, owner).get('/api/user/profile')).json().user.companyName).toBe('Bergs Maskin AB');
  });
});
