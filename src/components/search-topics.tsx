import { TOPIC_FILTER, topicKey } from '../lib/topics.ts'

/**
 * The names of a page's tags, for site search alone: empty, and out of the layout, so that no
 * grid or flex box makes room for them.
 */
export function SearchTopics({ names }: { names: readonly string[] }) {
  return names.map((name) => (
    <span
      key={name}
      className="visually-hidden"
      data-pagefind-filter={`${TOPIC_FILTER}:${topicKey(name)}`}
    />
  ))
}
