import { apiCall } from '~/api/apiCall'
import { useForm } from 'react-hook-form'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { ResourceForm } from '~/forms/ResourceForm'
import { TextField } from '~/forms/TextField'
import { pb } from '~/paths'
import { itemOverList } from '~/table/itemOverList'
import { useCloseTo } from '~/table/overList'
import { CopyableId } from '~/ui/CopyableId'
import { CopyableText } from '~/ui/CopyableText'
import { PropertyList } from '~/ui/PropertyList'
import { DeleteCloseFooter, SideModal } from '~/ui/SideModal'
import { Timestamp } from '~/ui/Timestamp'
import { sshKeyQuery } from './queries'
import { deleteSshKey, sshKeyRefresh } from './sshKeyActions'
import { sshPublicKeyProblem } from './sshPublicKey'

type CreateValues = { name: string; description: string; publicKey: string }

/** `ssh-keys-new`: a key's name and its public half, checked as the user pastes it. */
export function SshKeyCreateForm() {
  const form = useForm<CreateValues>({
    defaultValues: { name: '', description: '', publicKey: '' },
    mode: 'onChange',
  })
  return (
    <ResourceForm
      kind="SSH key"
      editing={false}
      form={form}
      // a pasted file ends with a newline; the API would keep it as part of the key
      call={({ publicKey, ...rest }) =>
        apiCall('currentUserSshKeyCreate', { body: { ...rest, publicKey: publicKey.trim() } })
      }
      refresh={sshKeyRefresh}
      leave={useCloseTo(pb.sshKeys())}
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <TextField
        control={form.control}
        name="publicKey"
        label="Public key"
        required
        multiline
        description="The contents of the public key file (such as ~/.ssh/id_ed25519.pub): one line that starts with the key type."
        validate={sshPublicKeyProblem}
      />
    </ResourceForm>
  )
}

const sshKeyView = itemOverList(sshKeyQuery, pb.sshKeys)
export const sshKeyViewLoader = sshKeyView.loader

/**
 * `ssh-keys/:sshKey/edit`. The API has no way to change a key, so this shows it, read-only,
 * with a copy button, and says how to replace it.
 */
export function SshKeyView() {
  const { data: key, close } = sshKeyView.use()
  return (
    <SideModal
      title="SSH key"
      subtitle={key.name}
      onDismiss={close}
      footer={<DeleteCloseFooter onDelete={() => deleteSshKey(key, close)} onClose={close} />}
    >
      <p className="mb-4 text-ink-muted">
        An SSH key cannot be changed once added. To use a different key, add it and delete this one.
      </p>
      <PropertyList
        items={[
          ['Name', key.name],
          ['ID', <CopyableId id={key.id} label="Copy SSH key ID" />],
          ['Description', key.description || <span className="text-ink-faint">None</span>],
          ['Created', <Timestamp date={key.timeCreated} />],
        ]}
      />
      <CopyableText title="Public key" text={key.publicKey} copyLabel="Copy public key" rows={6} />
    </SideModal>
  )
}
