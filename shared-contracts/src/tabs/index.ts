/** UI pieces more than one app needs, bundled into each (not a shared singleton: React only). */
export { TabList, type TabItem, type TabListProps } from './TabList';
