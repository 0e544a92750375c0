import type { ReactNode } from 'react'
import { PageMeta } from '../PageMeta'
import './policies.css'

export interface PolicySection {
  /** The anchor the contents link to. */
  id: string
  title: string
  body: ReactNode
}

export interface PolicyPart {
  id: string
  title: string
  sections: readonly PolicySection[]
}

interface PolicyPageProps {
  meta: { title: string; description: string; path: string }
  title: string
  /** 'Effective 1 April 2025' and the like, under the title. */
  lead: ReactNode
  parts: readonly PolicyPart[]
}

/** A static policy: its title, a contents list linking to each section, then the sections. */
export function PolicyPage({ meta, title, lead, parts }: PolicyPageProps) {
  const hasParts = parts.length > 1
  return (
    <>
      <PageMeta {...meta} />
      <header className="policy-header">
        <div className="policy-header__inner">
          <h1>{title}</h1>
          <div className="policy-header__lead">{lead}</div>
        </div>
      </header>
      <div className="policy">
        <nav className="policy__contents" aria-labelledby="policy-contents-title">
          <h2 id="policy-contents-title" className="policy__contents-title">
            Contents
          </h2>
          {parts.map((part) => (
            <div key={part.id}>
              {hasParts && (
                <a className="policy__contents-part" href={`#${part.id}`}>
                  {part.title}
                </a>
              )}
              <ol className="policy__contents-list">
                {part.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </nav>
        <div className="policy__body">
          {parts.map((part) => (
            <section
              key={part.id}
              id={hasParts ? part.id : undefined}
              className="policy__part"
              aria-labelledby={hasParts ? `${part.id}-title` : undefined}
            >
              {hasParts && (
                <h2 id={`${part.id}-title`} className="policy__part-title">
                  {part.title}
                </h2>
              )}
              {part.sections.map((section) => (
                <section key={section.id} id={section.id} className="policy__section" aria-labelledby={`${section.id}-title`}>
                  {hasParts ? <h3 id={`${section.id}-title`}>{section.title}</h3> : <h2 id={`${section.id}-title`}>{section.title}</h2>}
                  {section.body}
                </section>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
