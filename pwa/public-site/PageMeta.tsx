import { absoluteUrl } from '../app/site-url'
import { club } from '../../domain/club'

interface PageMetaProps {
  title: string
  description: string
  /** The page's own path, for the canonical link and Open Graph URL. */
  path: string
  image?: string
}

/** Title, description and share tags of a public page; React 19 hoists them into <head>. */
export function PageMeta({ title, description, path, image = '/images/og-cover-1200.jpg' }: PageMetaProps) {
  const fullTitle = path === '/' ? `${club.name} · ${club.place}` : `${title} · ${club.name}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={absoluteUrl(path)} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={club.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={absoluteUrl(path)} />
      <meta property="og:image" content={absoluteUrl(image)} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
}
