/** The monogram the app icons are made from; decorative, always beside the club's name. */
export function ClubMark({ size = 40 }: { size?: number }) {
  return <img className="club-mark" src="/icons/mark-96.png" width={size} height={size} alt="" />
}
