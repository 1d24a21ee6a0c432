import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../../shared/roles';
import type { Invitation, Member } from '../../../shared/team';
import { formatDate, formatDateTime } from '../../../shared/dates';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { TextField } from '../../ui/mui/text-field';
import { PageHeader } from '../../ui/page-header';
import { ReadRowList } from '../../ui/read-row-list';
import { removeAction, RowActions } from '../../ui/row-actions';
import { useSession } from '../../session/session-context';
import { useMay } from '../../session/role';
import { useInvitations } from './api/invitations';
import { useTeam } from './api/team';
import { useChangeRole } from './api/change-role';
import { useInvite } from './api/invite';
import { useRemoveMember } from './api/remove-member';
import { useRevokeInvitation } from './api/revoke-invitation';
import { InvitationLinkDialog } from './invitation-link-dialog';
import { InviteDialog } from './invite-dialog';
import { PersonalNumberDialog } from './personal-number-dialog';
import { RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const errorText = (caught: unknown, fallback: string) =>
  caught instanceof Error && caught.message ? caught.message : fallback;

/** "Team": who works here and in what role; the owner invites, changes roles and removes (docs/team.md). */
export default function TeamPage() {
  const { user } = useSession();
  const isOwner = useMay('owner');
  const team = useTeam();
  const invitations = useInvitations(isOwner);
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const reinvite = useInvite();
  const [isInviting, setInviting] = useState(false);
  const [shownLink, setShownLink] = useState<Invitation | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [numbering, setNumbering] = useState<Member | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const onRoleChange = async (member: Member, role: Role) => {
    try {
      await changeRole.mutateAsync({ userId: member.id, role });
      setNotice({ severity: 'success', text: `${member.name} är nu ${ROLE_LABELS[role].toLowerCase()}.` });
    } catch (caught) {
      setNotice({ severity: 'error', text: errorText(caught, 'Kunde inte ändra rollen.') });
    }
  };

  // The token is not kept: a new link is a new invitation, and the old one stops working.
  const newLink = async (invitation: Invitation) => {
    try {
      await revoke.mutateAsync(invitation.id);
      setShownLink(await reinvite.mutateAsync({ email: invitation.email, role: invitation.role }));
    } catch (caught) {
      setNotice({ severity: 'error', text: errorText(caught, 'Kunde inte skapa en ny länk.') });
    }
  };

  return (
    <>
      <PageHeader
        title="Team"
        subtitle={team.data ? `${team.data.length} medarbetare` : undefined}
        actions={
          isOwner && (
            <Button variant="primary" icon="add" onClick={() => setInviting(true)}>
              Bjud in
            </Button>
          )
        }
      />
      <Card title="Medarbetare" icon="groupsOutlined">
        <ReadRowList read={team} label="Medarbetare" errorText="Kunde inte hämta teamet." skeletonHeight={120}>
          {(member) => (
            <>
              <RowMain>
                <RowPrimary as="strong">
                  {member.name}
                  {member.id === user?.id && ' (du)'}
                </RowPrimary>
                <RowSecondary>{member.email}</RowSecondary>
                <RowSecondary>
                  {member.personalNumber ? `Personnummer ${member.personalNumber}` : 'Personnummer saknas'}
                </RowSecondary>
                <RowSecondary>
                  {member.lastSeenAt ? `Senast aktiv ${formatDateTime(member.lastSeenAt)}` : 'Inte inloggad ännu'}
                </RowSecondary>
              </RowMain>
              <div style={{ minWidth: 170 }}>
                {isOwner ? (
                  <TextField
                    label="Roll"
                    size="small"
                    value={member.role}
                    options={roleOptions}
                    onChange={(role) => void onRoleChange(member, role as Role)}
                    disabled={changeRole.isPending}
                  />
                ) : (
                  <span>{ROLE_LABELS[member.role]}</span>
                )}
              </div>
              {isOwner && (
                <RowActions
                  actions={[
                    {
                      title: 'Personnummer',
                      label: `Personnummer för ${member.name}`,
                      icon: 'badgeOutlined',
                      onClick: () => setNumbering(member),
                    },
                    removeAction(`${member.name} från teamet`, () => setRemoving(member)),
                  ]}
                />
              )}
            </>
          )}
        </ReadRowList>
      </Card>
      {isOwner && (
        <Card
          title="Öppna inbjudningar"
          icon="email"
          isEmpty={invitations.data?.length === 0}
          emptyText="Inga öppna inbjudningar."
        >
          <ReadRowList
            read={invitations}
            label="Öppna inbjudningar"
            errorText="Kunde inte hämta inbjudningarna."
            skeletonHeight={48}
          >
            {(invitation) => (
              <>
                <RowMain>
                  <RowPrimary as="strong">{invitation.email}</RowPrimary>
                  <RowSecondary>
                    {ROLE_LABELS[invitation.role]} · gäller till {formatDate(invitation.expiresAt)}
                  </RowSecondary>
                </RowMain>
                <Button size="small" onClick={() => void newLink(invitation)} isBusy={reinvite.isPending}>
                  Ny länk
                </Button>
                <RowActions
                  actions={[
                    {
                      title: 'Återkalla',
                      label: `Återkalla inbjudan till ${invitation.email}`,
                      icon: 'deleteOutline',
                      onClick: () =>
                        void revoke
                          .mutateAsync(invitation.id)
                          .then(() =>
                            setNotice({
                              severity: 'success',
                              text: 'Inbjudan har återkallats. Länken fungerar inte längre.',
                            }),
                          )
                          .catch((caught: unknown) =>
                            setNotice({
                              severity: 'error',
                              text: errorText(caught, 'Kunde inte återkalla inbjudan.'),
                            }),
                          ),
                    },
                  ]}
                />
              </>
            )}
          </ReadRowList>
        </Card>
      )}
      {isInviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={(invitation) => {
            setInviting(false);
            setShownLink(invitation);
          }}
        />
      )}
      {shownLink && <InvitationLinkDialog invitation={shownLink} onClose={() => setShownLink(null)} />}
      {numbering && (
        <PersonalNumberDialog
          member={numbering}
          onClose={() => setNumbering(null)}
          onSaved={(text) => {
            setNumbering(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {removing && (
        <ConfirmDelete
          title="Ta bort medarbetare"
          text={`Vill du ta bort ${removing.name} från teamet? ${removing.name} loggas ut direkt och kan inte logga in igen. Namnet står kvar på det ${removing.name} har gjort.`}
          run={() => remove.mutateAsync(removing.id)}
          successText={`${removing.name} har tagits bort från teamet.`}
          failureText="Kunde inte ta bort medarbetaren."
          onDone={(done) => {
            setRemoving(null);
            if (done) setNotice(done);
          }}
        />
      )}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </>
  );
}
