import { NotFoundView } from './NotFoundView';
import { notFoundMeta } from './notFoundMeta';

export { notFoundMeta as meta };

export default function NotFoundPage() {
  return <NotFoundView />;
}
