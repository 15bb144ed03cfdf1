import { useQuery } from '@tanstack/react-query'
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { projectVpcsQuery, vpcSubnetsQuery } from '~/api/queries'
import { SelectField } from '~/forms/SelectField'
import { byName } from './options'

type Props<T extends FieldValues> = {
  control: Control<T>
  project: string
  /** the fields holding the VPC's name and the subnet's */
  vpcField: FieldPath<T>
  subnetField: FieldPath<T>
}

/** Where a new network interface goes: a VPC of the project, then one of its subnets. */
export function VpcSubnetFields<T extends FieldValues>({ control, project, vpcField, subnetField }: Props<T>) {
  const vpcs = useQuery(projectVpcsQuery(project)).data?.items ?? []
  const vpc: string = useWatch({ control, name: vpcField })
  // a VPC's subnets are read once it is chosen
  const subnets = useQuery({ ...vpcSubnetsQuery(project, vpc), enabled: !!vpc }).data?.items ?? []
  return (
    <>
      <SelectField
        control={control}
        name={vpcField}
        label="VPC"
        required
        placeholder="Choose a VPC"
        options={vpcs.map(byName)}
      />
      <SelectField
        control={control}
        name={subnetField}
        label="Subnet"
        required
        placeholder={vpc ? 'Choose a subnet' : 'Choose a VPC first'}
        options={subnets.map((s) => ({ value: s.name, label: `${s.name} (${s.ipv4Block})` }))}
      />
    </>
  )
}
