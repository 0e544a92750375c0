import { useClubProfile } from '../club-profile'

/** How to reach the club office, from the club's profile, as a policy page prints it. */
export function OfficeAddress({ to }: { to: 'secretary' | 'office' }) {
  const profile = useClubProfile()
  if (to === 'secretary')
    return (
      <address className="policy__address">
        The Club Secretary, {profile.name}
        <br />
        {profile.addressOneLine}
        <br />
        Phone: <a href={profile.phoneHref}>{profile.phone}</a>
        <br />
        E-mail: <a href={profile.emailHref}>{profile.email}</a>
      </address>
    )
  return (
    <address className="policy__address">
      E-mail: <a href={profile.emailHref}>{profile.email}</a>
      <br />
      Phone: <a href={profile.phoneHref}>{profile.phone}</a>
      <br />
      Office: {profile.addressOneLine}
    </address>
  )
}
