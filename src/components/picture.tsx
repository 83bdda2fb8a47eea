import type { PictureData } from '../lib/picture.ts'
import styles from './picture.module.css'

type PictureProps = {
  image: PictureData
  alt: string
  /** Rendered width per layout, e.g. '(min-width: 48rem) 50vw, 100vw': picks the file. */
  sizes: string
  loading?: 'lazy' | 'eager'
  fetchPriority?: 'high' | 'low' | 'auto'
  className?: string
}

// width/height give the box its aspect ratio before the file arrives: no layout shift.
export function Picture({
  image,
  alt,
  sizes,
  loading = 'lazy',
  fetchPriority,
  className,
}: PictureProps) {
  return (
    <picture className={styles.picture}>
      {image.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  )
}
