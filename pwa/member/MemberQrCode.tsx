import { QrImage } from './QrImage'

/** The member ID as a QR code, drawn on the device, for the door. */
export function MemberQrCode({ memberId }: { memberId: string }) {
  return (
    <QrImage
      value={memberId}
      alt={`Membership QR code for ${memberId}`}
      pendingLabel="Preparing your QR code"
      failedText={`The QR code could not be drawn. Show your member ID ${memberId} instead.`}
    />
  )
}
